package analysis

import "unicode/utf8"

// Cost of the decoders (cost42b): byte tests that answer, for the
// commonest input, what a decoder's rune-by-rune reading would answer, so
// that the reading runs only where it might answer otherwise. Each test
// is exact: it says no only where the reading it guards provably finds
// nothing.

// mayHoldGluedToken reports whether a text inspectText read as ti may
// hold a token unglueWords40 tries: minGluedToken letters or more in a
// row. In ASCII text those letters are a run of base64Run bytes at least
// as long; a text with other bytes is read as it is. A clipped text
// (decodings40 reads at most maxTurnedBytes) holds only shorter runs,
// and the "…" that marks its cut is no letter.
func mayHoldGluedToken(ti textInfo) bool {
	return ti.longestB64 >= minGluedToken || ti.has(tNonASCII)
}

// nextGluedCapital returns where, from i on, the next byte that is an
// ASCII capital or no ASCII stands (len(text) if none): gluedToken40
// steps over each ASCII byte before it one at a time without trying a
// token, since a token opens with a capital.
func nextGluedCapital(text string, i int) int {
	for i < len(text) && text[i] < utf8.RuneSelf && !(text[i] >= 'A' && text[i] <= 'Z') {
		i++
	}
	return i
}

// uncutASCII reports an ASCII token in which no byte but a letter or an
// apostrophe stands between two letters. cutWord40 tries no such token:
// it has no letter, or its stretch from the first letter to the last is
// letters and apostrophes alone (for ASCII, unicode.IsLetter is
// isASCIILetter, and '’' is no ASCII), and either way cutWord40 answers
// -1, -1, false. Most tokens of prose are such.
func uncutASCII(tok string) bool {
	letter, sep := false, false
	for i := 0; i < len(tok); i++ {
		switch c := tok[i]; {
		case c >= utf8.RuneSelf:
			return false
		case isASCIILetter(c):
			if sep {
				return false
			}
			letter = true
		case c != '\'':
			sep = sep || letter
		}
	}
	return true
}
