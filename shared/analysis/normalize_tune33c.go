package analysis

// Letters a reader reads through and a word list does not: the enclosed
// letters of the emoji blocks (🅢🅔🅝🅓, 🆂🅴🅽🅳, 🇸🇪🇳🇩), which NFKC leaves
// as they are, and the invisible marks NFKC keeps inside a word.

// enclosedLetter returns the ASCII letter an enclosed letter stands for:
// the negative circled (U+1F150) and negative squared (U+1F170) capitals
// and the regional indicator symbols (U+1F1E6).
func enclosedLetter(r rune) (rune, bool) {
	switch {
	case r >= 0x1F150 && r <= 0x1F169:
		return 'a' + r - 0x1F150, true
	case r >= 0x1F170 && r <= 0x1F189:
		return 'a' + r - 0x1F170, true
	case r >= 0x1F1E6 && r <= 0x1F1FF:
		return 'a' + r - 0x1F1E6, true
	}
	return r, false
}

// minEnclosedLetters is how many enclosed letters a text must hold before
// they are read as letters: a few are a flag, a blood type or a parking
// sign.
const minEnclosedLetters = 8

// isInvisibleMark reports the combining marks a reader does not see, which
// split a word without showing: the combining grapheme joiner and the
// Khmer inherent vowels.
func isInvisibleMark(r rune) bool {
	return r == 0x034F || r == 0x17B4 || r == 0x17B5 || isMongolianSelector40(r)
}
