package analysis

// lexWords is the lexicon's entries that start with an ASCII word, keyed
// by that word in an open-addressing table: one short hash and usually one
// probe per word of a text, where a map costs several times more.
type lexWords struct {
	slots []lexWordSlot // a power of two, at most half full
	mask  uint32
}

type lexWordSlot struct {
	word string
	list *lexList
}

// lexList is the entries of one key, longest first. A long list (the
// phrases starting with "the") is split by the byte at offset at, just
// past the key word and one separator, so that a text's next word picks
// the few phrases that can match.
type lexList struct {
	entries []lexEntry
	at      int
	next    *[256][]lexEntry // entries longer than at, by their byte at at; nil for short lists
	short   []lexEntry       // entries no longer than at
}

// lexSplitLen is the list length from which a list is split.
const lexSplitLen = 8

func newLexWords(byWord map[string][]lexEntry) lexWords {
	size := 16
	for size < 2*len(byWord) {
		size *= 2
	}
	w := lexWords{slots: make([]lexWordSlot, size), mask: uint32(size - 1)}
	for word, entries := range byWord {
		l := &lexList{entries: entries}
		if len(entries) >= lexSplitLen {
			l.at, l.next = len(word)+1, new([256][]lexEntry)
			for _, e := range entries {
				if len(e.text) > l.at {
					l.next[e.text[l.at]] = append(l.next[e.text[l.at]], e)
				} else {
					l.short = append(l.short, e)
				}
			}
		}
		i := wordHash(word) & w.mask
		for w.slots[i].list != nil {
			i = (i + 1) & w.mask
		}
		w.slots[i] = lexWordSlot{word, l}
	}
	return w
}

// wordHash is FNV-1a.
func wordHash(s string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * 16777619
	}
	return h
}

// lookup returns the list of word, or nil.
func (w *lexWords) lookup(word string) *lexList {
	for i := wordHash(word) & w.mask; ; i = (i + 1) & w.mask {
		s := &w.slots[i]
		if s.list == nil || s.word == word {
			return s.list
		}
	}
}

// longest is longestMatch over the list: entries longer than at come
// first in the list, and only those with the text's byte at at can match.
func (l *lexList) longest(lower string, i int) (lexEntry, bool) {
	if l.next == nil {
		return longestMatch(lower, i, l.entries)
	}
	if p := i + l.at; p < len(lower) {
		if e, ok := longestMatch(lower, i, l.next[lower[p]]); ok {
			return e, true
		}
	}
	return longestMatch(lower, i, l.short)
}
