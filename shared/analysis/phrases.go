package analysis

import "strings"

// phraseSet finds whether a text holds any of a fixed list of phrases in
// one pass over the text, where a loop of strings.Contains passes once a
// phrase: a bitmap of the phrases' first two bytes proposes the places,
// and only there are the phrases that start with that byte compared.
type phraseSet struct {
	pairs   [1 << 16 / 64]uint64 // bit b0<<8|b1 for a phrase of two bytes or more
	single  [256]bool            // phrases of one byte
	byFirst [256][]string        // phrases of two bytes or more, by first byte
	empty   bool                 // the empty phrase, in every text
}

// newPhraseSet returns the set of phrases.
func newPhraseSet(phrases ...string) *phraseSet {
	p := new(phraseSet)
	for _, w := range phrases {
		switch len(w) {
		case 0:
			p.empty = true
		case 1:
			p.single[w[0]] = true
		default:
			k := uint16(w[0])<<8 | uint16(w[1])
			p.pairs[k/64] |= 1 << (k % 64)
			p.byFirst[w[0]] = append(p.byFirst[w[0]], w)
		}
	}
	return p
}

// in reports whether s contains any of the phrases (as strings.Contains
// would for one of them).
func (p *phraseSet) in(s string) bool {
	if p.empty {
		return true
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if p.single[c] {
			return true
		}
		if i+1 == len(s) {
			break
		}
		if k := uint16(c)<<8 | uint16(s[i+1]); p.pairs[k/64]&(1<<(k%64)) == 0 {
			continue
		}
		for _, w := range p.byFirst[c] {
			if strings.HasPrefix(s[i:], w) {
				return true
			}
		}
	}
	return false
}

// The phrase lists the rules look for on every sentence they judge, as sets.
var (
	autoSet        = newPhraseSet(autoWords...)
	fileSet        = newPhraseSet(fileWords...)
	errorSet       = newPhraseSet(errorWords...)
	confirmSet     = newPhraseSet(confirmWords...)
	commandSet     = newPhraseSet(commandMarks...)
	flowSet        = newPhraseSet(flowWords...)
	denialGuardSet = newPhraseSet(denialGuards...)
)
