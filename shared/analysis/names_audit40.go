package analysis

// numbers40 reports two name words that are both numbers (tool_100 and
// tool_1010, report_2024 and report_2025): a server that numbers its
// tools names each for its number, and one number an edit away from
// another imitates nothing. A word that mixes digits with letters
// (paypa1, 0pen) is still read as a look-alike spelling.
func numbers40(w, k string) bool {
	return isDigits(w) && isDigits(k)
}
