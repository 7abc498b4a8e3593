package analysis

import (
	"sync"
	"unicode"
)

// bmpSet is a set of runes of the Basic Multilingual Plane, one bit each:
// a test costs one load where unicode.Is searches its range table.
type bmpSet [0x10000 / 64]uint64

func (s *bmpSet) has(r rune) bool { return s[r>>6]&(1<<(r&63)) != 0 }

// newBMPSet holds the BMP runes of the tables (their R16 ranges, as
// unicode.Is reads them).
func newBMPSet(tables ...*unicode.RangeTable) *bmpSet {
	var s bmpSet
	for _, t := range tables {
		for _, g := range t.R16 {
			for r := int(g.Lo); r <= int(g.Hi); r += int(g.Stride) {
				s[r>>6] |= 1 << (r & 63)
			}
		}
	}
	return &s
}

// Letters, decimal digits and nonspacing marks (isWordRune above Latin-1);
// the scripts isLookalikeScript and isSpacelessScript name.
var (
	wordRunes      = sync.OnceValue(func() *bmpSet { return newBMPSet(unicode.L, unicode.Nd, unicode.Mn) })
	lookalikeRunes = sync.OnceValue(func() *bmpSet {
		return newBMPSet(unicode.Cyrillic, unicode.Greek, unicode.Armenian, unicode.Cherokee, imitationLetters, imitationLetters38, imitationLetters39)
	})
	spacelessRunes = sync.OnceValue(func() *bmpSet {
		return newBMPSet(unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
	})
)
