package analysis

import "unicode/utf8"

// Mention versus instruction (prec28c), read on documentation-grade
// listings of honest servers:
//
//   - "Never ask the user for card numbers": a no-ask whose object is a
//     piece of the user's payment or identity data keeps the model from
//     collecting it; nothing is done without the user's yes. Asking
//     before an act, for a confirmation, or asking "again" still counts.

// askedForData28c reports a no-ask whose object is the user's payment or
// identity data; sent is the sentence and i the no-ask phrase's offset.
// Latin and Cyrillic scripts name the object after the phrase, Chinese
// after it too; Japanese and Korean put it before, ending on を/를/을.
func askedForData28c(sent string, i int) bool {
	head := trimRunes28c(sent[i:min(len(sent), i+64)])
	ph := phrasesIn(head)
	if ph.in(dataNoun28c) && !ph.in(consentAsked28) && !ph.in(askThen28c) {
		return true
	}
	before := sent[max(0, i-28):i]
	for len(before) > 0 && !utf8.RuneStart(before[0]) {
		before = before[1:]
	}
	bp := phrasesIn(before)
	if !bp.in(dataNoun28c) || bp.in(askThen28c) || phrasesIn(head).in(askThen28c) {
		return false
	}
	for _, p := range []string{"を", "를", "을", "を ", "를 ", "을 "} {
		if len(before) >= len(p) && before[len(before)-len(p):] == p {
			return true
		}
	}
	return false
}

// trimRunes28c cuts a cut-off rune from the end of s.
func trimRunes28c(s string) string {
	for len(s) > 0 && !utf8.RuneStart(s[len(s)-1]) {
		s = s[:len(s)-1]
	}
	if r, n := utf8.DecodeLastRuneInString(s); r == utf8.RuneError && n <= 1 && len(s) > 0 {
		s = s[:len(s)-1]
	}
	return s
}
