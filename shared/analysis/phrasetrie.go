package analysis

import (
	"slices"
	"strings"
)

// phraseSets are all the sets newPhraseSet made, by id. They are made
// when the package's variables are, and indexed together by init.
var phraseSets []*phraseSet

// phraseIndex holds every phrase of every set in one trie, so that one
// pass over a sentence finds which sets it holds (phrasesIn): the rules
// that read a judged sentence query those bits instead of passing over
// the sentence once a set.
var phraseIndex phraseTrie

func init() { phraseIndex = newPhraseTrie(phraseSets) }

// phraseTrie is a byte trie. Node 0 is no node; root holds the nodes of
// the phrases' first bytes, pair those of their first two bytes (the
// widest level, looked up at once). Node n's children are labelled
// labels[edges[n]:edges[n+1]], the same span of child; the sets with a
// phrase ending at n are sets[ends[n]:ends[n+1]]. Two bitmaps, small
// enough to stay in cache, spare most lookups in the larger tables: which
// pairs start a phrase, and which nodes end one.
type phraseTrie struct {
	root        [256]int32
	pair        []int32 // by b0<<8 | b1
	pairs       [1 << 16 / 64]uint64
	ending      []uint64 // bit n: a phrase ends at node n
	edges, ends []int32
	labels      string
	child, sets []int32
	words       int  // uint64 words of lowText.hits
	built       bool // by init: sets made later are not indexed
}

func newPhraseTrie(all []*phraseSet) phraseTrie {
	type edge struct {
		c  byte
		to int32
	}
	type node struct {
		kids []edge
		sets []int32
	}
	nodes := make([]node, 2, 1<<15) // 0: none, 1: the root while building
	child := func(n int32, c byte) int32 {
		for _, e := range nodes[n].kids {
			if e.c == c {
				return e.to
			}
		}
		k := int32(len(nodes))
		nodes = append(nodes, node{})
		nodes[n].kids = append(nodes[n].kids, edge{c, k})
		return k
	}
	for _, p := range all {
		for _, w := range p.phrases {
			n := int32(1)
			for i := 0; i < len(w); i++ {
				n = child(n, w[i])
			}
			if s := nodes[n].sets; n != 1 && (len(s) == 0 || s[len(s)-1] != int32(p.id)) {
				nodes[n].sets = append(s, int32(p.id))
			}
		}
	}
	t := phraseTrie{pair: make([]int32, 1<<16), ending: make([]uint64, (len(nodes)+63)/64), edges: make([]int32, len(nodes)+1), ends: make([]int32, len(nodes)+1), words: (len(all) + 63) / 64, built: true}
	var labels strings.Builder
	for n, nd := range nodes {
		t.edges[n], t.ends[n] = int32(len(t.child)), int32(len(t.sets))
		if len(nd.sets) > 0 {
			t.ending[n/64] |= 1 << (n % 64)
		}
		if n == 1 {
			for _, e := range nd.kids {
				t.root[e.c] = e.to
				for _, e1 := range nodes[e.to].kids {
					k := int(e.c)<<8 | int(e1.c)
					t.pair[k] = e1.to
					t.pairs[k/64] |= 1 << (k % 64)
				}
			}
			continue
		}
		slices.SortFunc(nd.kids, func(a, b edge) int { return int(a.c) - int(b.c) }) // for next's binary search
		for _, e := range nd.kids {
			labels.WriteByte(e.c)
			t.child = append(t.child, e.to)
		}
		t.sets = append(t.sets, nd.sets...)
	}
	t.edges[len(nodes)], t.ends[len(nodes)] = int32(len(t.child)), int32(len(t.sets))
	t.labels = labels.String()
	return t
}

// lowText is a lowercased text the rules look for phrase sets in. With
// hits (phrasesIn) each set is a bit, found with every other set in one
// pass; without, each set passes over s on its own, for a text asked of
// a few sets only, unless outer rules it out.
type lowText struct {
	s     string
	hits  []uint64 // bit id: phraseSets[id] holds a phrase of s
	outer []uint64 // hits of a text s is part of (part): a set it lacks, s lacks too
}

// phrasesIn finds every set's phrases in s in one pass: from each byte,
// the trie is followed as far as s agrees with a phrase.
func phrasesIn(s string) lowText {
	t := &phraseIndex
	h := make([]uint64, t.words)
	for i := range len(s) {
		n := t.root[s[i]]
		if n == 0 {
			continue
		}
		t.mark(h, n)
		if i+1 == len(s) {
			break
		}
		k := int(s[i])<<8 | int(s[i+1])
		if t.pairs[k/64]&(1<<(k%64)) == 0 {
			continue
		}
		for n, j := t.pair[k], i+2; n != 0; j++ {
			t.mark(h, n)
			if j == len(s) {
				break
			}
			n = t.next(n, s[j])
		}
	}
	return lowText{s: s, hits: h}
}

// mark sets in h the bits of the sets with a phrase ending at node n.
func (t *phraseTrie) mark(h []uint64, n int32) {
	if t.ending[n/64]&(1<<(n%64)) == 0 {
		return
	}
	for _, id := range t.sets[t.ends[n]:t.ends[n+1]] {
		h[id/64] |= 1 << (id % 64)
	}
}

// next returns the child of node n labelled c, or 0: by a binary search
// of n's sorted labels, down to a few scanned in turn.
func (t *phraseTrie) next(n int32, c byte) int32 {
	lo, hi := t.edges[n], t.edges[n+1]
	for hi-lo > 4 {
		if m := int32(uint32(lo+hi) >> 1); t.labels[m] <= c {
			lo = m
		} else {
			hi = m
		}
	}
	for k := lo; k < hi; k++ {
		if t.labels[k] == c {
			return t.child[k]
		}
	}
	return 0
}

// in reports whether t holds any of p's phrases, as p.in(t.s) does. The
// rules ask it thousands of times a text: the query by bits is inlined.
func (t lowText) in(p *phraseSet) bool {
	if b := uint(p.bit); t.hits != nil && p.bit >= 0 {
		return t.hits[b/64]&(1<<(b%64)) != 0
	}
	return t.without(p)
}

// without is in for a text without its bits, or a set without a bit.
func (t *lowText) without(p *phraseSet) bool {
	if p.bit >= 0 && t.outer != nil && t.outer[p.bit/64]&(1<<(p.bit%64)) == 0 {
		return false
	}
	return p.in(t.s)
}

// part returns t.s[i:j], whose sets are asked of it alone where t's bits
// (or those t is part of) hold them.
func (t lowText) part(i, j int) lowText {
	outer := t.hits
	if outer == nil {
		outer = t.outer
	}
	return lowText{s: t.s[i:j], outer: outer}
}

// phrases returns which sets the judged sentence sg.lower holds: found in
// one pass when first asked, and kept in sg.memo for the other rules.
func (sg *signals) phrases() lowText {
	m := sg.memo
	if m == nil {
		return phrasesIn(sg.lower)
	}
	if m.phrases.hits == nil {
		m.phrases = phrasesIn(sg.lower)
	}
	return m.phrases
}

// in reports whether the sentence sg.lower holds one of p's phrases: by
// the bits of the sentence judged once found (phrases), else by p alone.
func (sg *signals) in(p *phraseSet) bool {
	if m := sg.memo; m != nil && m.phrases.hits != nil {
		return m.phrases.in(p)
	}
	return p.in(sg.lower)
}

// lowered returns s lowercased, as a lowText without hits.
func lowered(s string) lowText { return lowText{s: strings.ToLower(s)} }

// trimmed returns words without their leading and trailing spaces: a set
// of them finds a word wherever the word, spaces and all, may be.
func trimmed(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = strings.TrimSpace(w)
	}
	return out
}
