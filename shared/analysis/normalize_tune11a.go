package analysis

import "unicode"

// cyrillicIntoLatin maps, in a mostly Cyrillic text, the Cyrillic letters
// of each word that still mixes them with ASCII letters once
// latinIntoCyrillic has run (".еnv", "іd_rsа": an ASCII letter in it has
// no Cyrillic look-alike) to the ASCII they imitate, when every one has
// such a look-alike: a Latin word spoofed, not a Russian one.
func cyrillicIntoLatin(runes []rune) bool {
	changed := false
	for word := range mixedScriptWords(runes) {
		if !allRunes(word, func(r rune) bool { _, ok := asciiLookalike(unicode.ToLower(r)); return !isCyrillic(r) || ok }) {
			continue
		}
		for i, r := range word {
			if isCyrillic(r) {
				a, _ := asciiLookalike(unicode.ToLower(r))
				if unicode.IsUpper(r) {
					a = unicode.ToUpper(a)
				}
				word[i] = a
			}
		}
		changed = true
	}
	return changed
}
