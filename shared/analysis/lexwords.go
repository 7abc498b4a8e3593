package analysis

// lexWords is the lexicon's entries that start with an ASCII word, keyed
// by that word in an open-addressing table: one short hash and usually one
// probe per word of a text, where a map costs several times more.
type lexWords struct {
	// A word's hash's high bits above its index in lists + 1; 0 is empty.
	// A power of two, at most half full, of four bytes a slot: the table
	// stays in the fastest cache.
	slots     []uint32
	lists     []lexList
	mask      uint32
	indexBits uint32
	maxLen    int // the longest word's length: a longer word has no list
}

// lexList is the entries of one key, longest first. A long list (the
// phrases starting with "the") is split by the byte at offset at, just
// past the key word and one separator, so that a text's next word picks
// the few phrases that can match.
type lexList struct {
	word    string
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
	w := lexWords{slots: make([]uint32, size), mask: uint32(size - 1)}
	for 1<<w.indexBits <= len(byWord) {
		w.indexBits++
	}
	for word, entries := range byWord {
		w.maxLen = max(w.maxLen, len(word))
		l := lexList{word: word, entries: entries}
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
		w.lists = append(w.lists, l)
		h := wordHash(word)
		i := h & w.mask
		for w.slots[i] != 0 {
			i = (i + 1) & w.mask
		}
		w.slots[i] = w.tag(h) | uint32(len(w.lists))
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

// lookup returns the list of word, whose hash is h, or nil.
func (w *lexWords) lookup(word string, h uint32) *lexList {
	tag, index := w.tag(h), uint32(1)<<w.indexBits-1
	for i := h & w.mask; ; i = (i + 1) & w.mask {
		s := w.slots[i]
		if s == 0 {
			return nil
		}
		if s&^index == tag {
			if l := &w.lists[s&index-1]; l.word == word {
				return l
			}
		}
	}
}

// tag is the part of a slot that h fills: its bits above the index.
func (w *lexWords) tag(h uint32) uint32 { return h &^ (1<<w.indexBits - 1) }

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

// asciiWordBytes marks the bytes of an index word (see asciiWord).
var asciiWordBytes = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\''
	}
	return t
}()
