package analysis

import (
	"unicode"
	"unicode/utf8"
)

// cyrillicIntoLatin maps, in a mostly Cyrillic text, the Cyrillic letters
// of each word that still mixes them with ASCII letters once
// latinIntoCyrillic has run (".еnv", "іd_rsа": an ASCII letter in it has
// no Cyrillic look-alike) to the ASCII they imitate, when every one has
// such a look-alike: a Latin word spoofed, not a Russian one.
func cyrillicIntoLatin(runes []rune) bool {
	changed := false
	for start := 0; start < len(runes); {
		if !isWordRune(runes[start]) {
			start++
			continue
		}
		end, latin, cyrillic, mappable := start, false, false, true
		for end < len(runes) && isWordRune(runes[end]) {
			r := runes[end]
			if r < utf8.RuneSelf && isASCIILetter(byte(r)) {
				latin = true
			} else if isCyrillic(r) {
				cyrillic = true
				_, ok := asciiLookalike(unicode.ToLower(r))
				mappable = mappable && ok
			}
			end++
		}
		if latin && cyrillic && mappable {
			for i := start; i < end; i++ {
				if r := runes[i]; isCyrillic(r) {
					a, _ := asciiLookalike(unicode.ToLower(r))
					if unicode.IsUpper(r) {
						a = unicode.ToUpper(a)
					}
					runes[i] = a
				}
			}
			changed = true
		}
		start = end
	}
	return changed
}
