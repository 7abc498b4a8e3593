package analysis

import (
	"math"
	"regexp"
	"strings"
	"sync/atomic"
)

// phraseSet finds whether a text holds any of a fixed list of phrases in
// one pass over the text, where a loop of strings.Contains passes once a
// phrase. A bitmap of the phrases' first two bytes proposes the places,
// and only there are the phrases that start with that byte compared.
// When every phrase has minLen bytes or more, the pass also slides a
// window of minLen bytes by a shift (Wu–Manber): a window whose last two
// bytes end no phrase's first minLen bytes can move on past them.
//
// The fields a query by lowText's bits reads (word, mask) come first and
// the 14 KB of tables (18 with a shift table) sit behind a pointer: the
// rules ask hundreds of sets of every sentence, and small sets allocated
// together share cache lines where 14 KB ones would each cost a miss.
// The tables are made on a set's first pass over a text (tab), not when
// the set is: most sets are only asked by their bits, and making the
// tables of every set (thousands) cost every program that links the
// package a fifth of a second at start (two thirds of one under -race),
// whether it analyses anything or not.
type phraseSet struct {
	id      int                          // index in phraseSets and bit of lowText.hits; -1 if made after init
	bit     int                          // id, or -1 where the bit does not answer (made after init, or empty)
	word    int                          // bit/64, or MaxInt without a bit: lowText.in's index in hits
	mask    uint64                       // 1 << bit%64
	empty   bool                         // the empty phrase, in every text
	minLen  int                          // the shortest phrase's length
	maxLen  int                          // the longest phrase's length
	tables  atomic.Pointer[phraseTables] // for a pass over a text; nil until the first (tab)
	phrases []string
}

// phraseTables are a phraseSet's tables for a pass over a text.
type phraseTables struct {
	shift   *[1 << 12]uint8      // by blockKey; nil when minLen is too short to skip
	pairs   [1 << 16 / 64]uint64 // bit b0<<8|b1 for a phrase of two bytes or more
	single  [256]bool            // phrases of one byte
	byFirst [256][]string        // phrases of two bytes or more, by first byte
}

// minSkipLen is the shortest minLen whose windows are worth sliding.
const minSkipLen = 4

// newPhraseSet returns the set of phrases.
func newPhraseSet(phrases ...string) *phraseSet {
	p := &phraseSet{minLen: -1, id: -1, phrases: phrases}
	if !phraseSetsClosed { // a set of the package's: indexed on first use
		p.id = len(phraseSets)
		phraseSets = append(phraseSets, p)
	}
	for _, w := range phrases {
		if p.minLen < 0 || len(w) < p.minLen {
			p.minLen = len(w)
		}
		p.maxLen = max(p.maxLen, len(w))
		if len(w) == 0 {
			p.empty = true
		}
	}
	p.bit = p.id
	if p.empty {
		p.bit = -1
	}
	p.word = math.MaxInt
	if p.bit >= 0 {
		p.word, p.mask = p.bit/64, 1<<(p.bit%64)
	}
	return p
}

// tab returns p's tables, made on the first call. Two goroutines that
// both find none make the same tables, and both use the first stored.
func (p *phraseSet) tab() *phraseTables {
	if t := p.tables.Load(); t != nil {
		return t
	}
	p.tables.CompareAndSwap(nil, p.makeTables())
	return p.tables.Load()
}

// makeTables makes p's tables from its phrases.
func (p *phraseSet) makeTables() *phraseTables {
	t := new(phraseTables)
	for _, w := range p.phrases {
		switch len(w) {
		case 0:
		case 1:
			t.single[w[0]] = true
		default:
			k := uint16(w[0])<<8 | uint16(w[1])
			t.pairs[k/64] |= 1 << (k % 64)
			t.byFirst[w[0]] = append(t.byFirst[w[0]], w)
		}
	}
	if m := p.minLen; m >= minSkipLen && m <= 256 {
		// shift[b] is how far a window whose last two bytes are b may move
		// without passing a phrase's start: the least distance from b to
		// the end of a phrase's first m bytes; blocks that share a key
		// share the least.
		t.shift = new([1 << 12]uint8)
		for i := range t.shift {
			t.shift[i] = uint8(m - 1)
		}
		for _, w := range p.phrases {
			for j := 1; j < m; j++ {
				k := blockKey(w[j-1], w[j])
				t.shift[k] = min(t.shift[k], uint8(m-1-j))
			}
		}
	}
	return t
}

// blockKey folds two bytes into the index of phraseSet.shift.
func blockKey(a, b byte) uint16 { return (uint16(a)<<4 ^ uint16(b)) & (1<<12 - 1) }

// in reports whether s contains any of the phrases (as strings.Contains
// would for one of them).
func (p *phraseSet) in(s string) bool { return p.index(s) >= 0 }

// joinedIn reports whether head + " " + tail.s holds one of p's phrases,
// as p.in of the joined string would, without joining all of tail: a
// phrase that starts in head or at the space ends within p.maxLen-1 bytes
// of tail, and one that starts beyond is tail's (asked by its bits).
func (p *phraseSet) joinedIn(head string, tail lowText) bool {
	return tail.in(p) || p.in(head+" "+tail.s[:min(len(tail.s), max(0, p.maxLen-1))])
}

// index returns the offset of the first phrase in s, or -1: the least
// strings.Index of the phrases, in one pass.
func (p *phraseSet) index(s string) int {
	if p.empty {
		return 0
	}
	t := p.tab()
	if t.shift != nil {
		return t.slide(s, p.minLen)
	}
	for i := 0; i < len(s); i++ {
		if t.single[s[i]] || i+1 < len(s) && t.startsAt(s, i) {
			return i
		}
	}
	return -1
}

// first returns index(s) and the length of the phrase found there, the
// first listed of those that start there: what a loop of strings.Index
// over the phrases, keeping the least, returns.
func (p *phraseSet) first(s string) (int, int) {
	i := p.index(s)
	if i >= 0 {
		for _, w := range p.phrases {
			if strings.HasPrefix(s[i:], w) {
				return i, len(w)
			}
		}
	}
	return i, 0
}

// slide is index for a set with a shift table and phrases of m bytes or
// more: end is the last byte of the window, whose start is compared only
// when the shift is 0.
func (t *phraseTables) slide(s string, m int) int {
	for end := m - 1; end < len(s); {
		if sh := t.shift[blockKey(s[end-1], s[end])]; sh > 0 {
			end += int(sh)
			continue
		}
		if t.startsAt(s, end-m+1) {
			return end - m + 1
		}
		end++
	}
	return -1
}

// startsAt reports a phrase of two bytes or more at s[i:]; i+1 < len(s).
func (t *phraseTables) startsAt(s string, i int) bool {
	if k := uint16(s[i])<<8 | uint16(s[i+1]); t.pairs[k/64]&(1<<(k%64)) == 0 {
		return false
	}
	for _, w := range t.byFirst[s[i]] {
		if strings.HasPrefix(s[i:], w) {
			return true
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
	currencySet    = newPhraseSet(currencies...)
)

// containsAny reports whether s holds any of words: for short lists
// read once; a list read on every sentence is a phraseSet.
func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// matchesAfter reports whether s holds one of words followed by what re,
// anchored with ^, matches: an expression that opens with one of words,
// tried only where a word occurs rather than from every byte of s, and
// where re opens with a space (^\s), only where one follows the word.
func matchesAfter(s string, words []string, re *regexp.Regexp) bool {
	spaced := strings.HasPrefix(re.String(), `^\s`)
	for _, w := range words {
		for i := range indicesOf(s, w) {
			rest := s[i+len(w):]
			if spaced && (rest == "" || !isRESpace(rest[0])) {
				continue
			}
			if re.MatchString(rest) {
				return true
			}
		}
	}
	return false
}

// isRESpace reports a byte \s matches in an expression.
func isRESpace(c byte) bool {
	switch c {
	case ' ', '\t', '\n', '\f', '\r':
		return true
	}
	return false
}
