package analysis

import (
	"encoding/binary"
	"slices"
	"strings"
	"sync"
)

// phraseSets are all the sets newPhraseSet made, by id. They are made
// when the package's variables are, and indexed together by init.
var phraseSets []*phraseSet

// phraseIndex holds every phrase of every set in one automaton, so that
// one pass over a sentence finds which sets it holds (phrasesIn): the
// rules that read a judged sentence query those bits instead of passing
// over the sentence once a set. It is built on first use, not by init:
// building it costs about half a second (two under -race), which every
// program linking the package (each test binary, each run of the
// command, each helper process a test starts) would pay even when it
// analyses nothing.
var phraseIndex = sync.OnceValue(func() *phraseTrie {
	t := newPhraseTrie(phraseSets)
	return &t
})

// phraseSetsClosed is set by init, once every package-level set is made:
// sets made later get no id and are not indexed.
var phraseSetsClosed bool

func init() { phraseSetsClosed = true }

// phraseTrie is the phrases' byte trie made an Aho–Corasick automaton:
// a node stands for the longest end of the text read that starts a
// phrase, so each byte of a text is read once. Node 0 is no node and 1
// the root; nodes are numbered breadth first, and those of depth
// denseDepth or less, below shallow, take each byte by a lookup in dense
// (a deeper node fails to one of them mostly, within a few steps).
// Deeper, node n's edges are edges[nodes[n].edges:nodes[n+1].edges],
// each child<<8 | label sorted by label, and its fail is the node of its
// longest proper suffix. The sets with a phrase ending at n or at a
// suffix of it are the bits of masks[lists[l]:lists[l+1]] for l =
// nodes[n].out: each list is kept once, however many nodes end in it,
// as a mask for each word of lowText.hits it touches; ending, small
// enough to stay in cache, marks the nodes that have any.
type phraseTrie struct {
	dense   []int32 // by (n-1)<<8 | c for n below shallow: the node after c
	shallow int32
	nodes   []trieNode // and one past the last, for the spans' ends
	edges   []uint32
	lists   []int32    // where each list of masks starts, and one past the last
	masks   []wordMask // the lists
	ending  []uint64   // bit n: a phrase ends at node n or a suffix of it
	words   int        // uint64 words of lowText.hits
}

// denseDepth is the depth to which the automaton's nodes take each byte
// by a lookup: about 1,200 rows of 1 KB.
const denseDepth = 2

// trieNode is where a node's edges start, its list of sets (out), its
// fail and its depth: the length of the text it stands for.
type trieNode struct{ edges, out, fail, depth int32 }

// wordMask is the bits of sets in one word of lowText.hits.
type wordMask struct {
	word int
	mask uint64
}

// newPhraseTrie builds the automaton of every phrase of all. The phrases
// are sorted first, so that the trie is made in one pass without looking
// up a node's children: a phrase shares with the one before it the
// longest prefix they have in common, and each node it adds is the last
// child of its parent, whose children so come in the order of their
// labels. The automaton depends on the trie's shape alone (nodes are
// numbered breadth first, children by label), never on the order the
// phrases came in.
func newPhraseTrie(all []*phraseSet) phraseTrie {
	type entry struct {
		w  string
		id int32
	}
	phrases := 0
	for _, p := range all {
		phrases += len(p.phrases)
	}
	entries := make([]entry, 0, phrases)
	size := 0
	for _, p := range all {
		for _, w := range p.phrases {
			if w != "" { // the root holds no set
				entries = append(entries, entry{w, int32(p.id)})
				size += len(w)
			}
		}
	}
	slices.SortFunc(entries, func(a, b entry) int {
		if c := strings.Compare(a.w, b.w); c != 0 {
			return c
		}
		return int(a.id - b.id)
	})
	// The trie, in the order the nodes are made (depth first): node 0 is
	// the root; kids[kidAt[n]:kidAt[n+1]] are n's children by label.
	label := make([]byte, 1, size+1)
	parent := make([]int32, 1, size+1)
	own := make([]int32, 1, size+1) // where n's sets start in ids, or -1
	var ids []int32                 // each node's sets, one run a node
	own[0] = -1
	path := make([]int32, 1, 64) // path[d]: the node at depth d of the phrase before
	prev := ""
	for _, e := range entries {
		common := 0
		for common < len(prev) && common < len(e.w) && prev[common] == e.w[common] {
			common++
		}
		path = path[:common+1]
		for i := common; i < len(e.w); i++ {
			n := int32(len(label))
			label, parent, own = append(label, e.w[i]), append(parent, path[i]), append(own, -1)
			path = append(path, n)
		}
		n := path[len(e.w)]
		if own[n] < 0 {
			own[n] = int32(len(ids))
			ids = append(ids, e.id)
		} else if ids[len(ids)-1] != e.id {
			ids = append(ids, e.id)
		}
		prev = e.w
	}
	count := len(label)
	kidAt := make([]int32, count+1)
	for n := 1; n < count; n++ {
		kidAt[parent[n]+1]++
	}
	for n := 1; n <= count; n++ {
		kidAt[n] += kidAt[n-1]
	}
	kids := make([]int32, count)
	filled := slices.Clone(kidAt[:count])
	for n := 1; n < count; n++ { // made in order: each parent's children by label
		p := parent[n]
		kids[filled[p]] = int32(n)
		filled[p]++
	}
	var rootKid [256]int32 // by label, the root's child, or 0 (the root: none)
	for _, k := range kids[kidAt[0]:kidAt[1]] {
		rootKid[label[k]] = k
	}
	kid := func(n int32, c byte) int32 { // n's child labelled c, or -1
		if n == 0 {
			if k := rootKid[c]; k != 0 {
				return k
			}
			return -1
		}
		for _, k := range kids[kidAt[n]:kidAt[n+1]] {
			if label[k] >= c {
				if label[k] == c {
					return k
				}
				break
			}
		}
		return -1
	}
	// Breadth first: a node's fail is found before its children's.
	order := make([]int32, 1, count)
	fail := make([]int32, count)
	depth := make([]int32, count)
	bfs := make([]int32, count) // the automaton's number of each node
	for i := 0; i < len(order); i++ {
		n := order[i]
		bfs[n] = int32(i + 1)
		for _, k := range kids[kidAt[n]:kidAt[n+1]] {
			depth[k] = depth[n] + 1
			f := int32(0)
			if n != 0 {
				for g := fail[n]; ; g = fail[g] {
					if c := kid(g, label[k]); c >= 0 {
						f = c
						break
					}
					if g == 0 {
						break
					}
				}
			}
			fail[k] = f
			order = append(order, k)
		}
	}
	// Each node's sets as a run of ids: own[n] up to the next node's.
	ownNext := make([]int32, count) // where n's run ends
	next := int32(len(ids))
	for n := count - 1; n >= 0; n-- {
		if own[n] >= 0 {
			ownNext[n] = next
			next = own[n]
		}
	}
	t := phraseTrie{nodes: make([]trieNode, count+2), edges: make([]uint32, 0, count), lists: []int32{0, 0}, ending: make([]uint64, (count+64)/64), words: (len(all) + 63) / 64}
	t.shallow = 1
	for t.shallow <= int32(len(order)) && depth[order[t.shallow-1]] <= denseDepth {
		t.shallow++
	}
	t.dense = make([]int32, int(t.shallow-1)<<8)
	lists := maskLists{}
	masks := make([]uint64, t.words)
	for i, n := range order {
		id := int32(i + 1)
		t.nodes[id] = trieNode{edges: int32(len(t.edges)), fail: bfs[fail[n]], depth: depth[n]}
		// n's sets are its own and those of its fail (a suffix of it),
		// whose list is made: without sets of its own, n ends in that list.
		inherited := int32(0)
		if n != 0 {
			inherited = t.nodes[bfs[fail[n]]].out
		}
		if own[n] < 0 || n == 0 {
			if inherited != 0 {
				t.ending[id/64] |= 1 << (id % 64)
				t.nodes[id].out = inherited
			}
		} else {
			t.ending[id/64] |= 1 << (id % 64)
			clear(masks)
			for _, m := range t.masks[t.lists[inherited]:t.lists[inherited+1]] {
				masks[m.word] = m.mask
			}
			for _, s := range ids[own[n]:ownNext[n]] {
				masks[s/64] |= 1 << (s % 64)
			}
			t.nodes[id].out = lists.of(&t, masks)
		}
		for _, k := range kids[kidAt[n]:kidAt[n+1]] {
			t.edges = append(t.edges, uint32(bfs[k])<<8|uint32(label[k]))
		}
		if id < t.shallow {
			row, f := t.dense[(id-1)<<8:id<<8], t.nodes[id].fail
			for c := range row {
				if id == 1 {
					row[c] = 1
				} else {
					row[c] = t.dense[int(f-1)<<8|c] // its fail's row, made before it
				}
			}
			for _, k := range kids[kidAt[n]:kidAt[n+1]] {
				row[label[k]] = bfs[k]
			}
		}
	}
	t.nodes[count+1] = trieNode{edges: int32(len(t.edges))} // one past the last
	return t
}

// step returns the node after node n reads c: n's child labelled c, or
// that of the longest suffix of n that has one, or the root.
func (t *phraseTrie) step(n int32, c byte) int32 {
	for n >= t.shallow {
		if k := t.next(n, c); k != 0 {
			return k
		}
		n = t.nodes[n].fail
	}
	return t.dense[int(n-1)<<8|int(c)]
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

// phrasesIn finds every set's phrases in s in one pass of the automaton.
// A list of sets marked is remembered, by a few bits of its number, so
// that a word said again is not marked again.
func phrasesIn(s string) lowText {
	t := phraseIndex()
	h := make([]uint64, t.words)
	t.read(1, s, h, nil)
	return lowText{s: s, hits: h}
}

// phraseEnd is a node the automaton reached, reading a text, where a
// phrase ends: at is the offset of the byte read.
type phraseEnd struct{ at, node int32 }

// phrasesWithEnds is phrasesIn(s).hits with the ends of s's phrases, from
// which phrasesBetween finds the sets of any part of s without reading it
// again.
func phrasesWithEnds(s string) ([]uint64, []phraseEnd) {
	t := phraseIndex()
	h := make([]uint64, t.words)
	ends := make([]phraseEnd, 0, len(s)/4+1) // not nil: found, if none; prose ends a phrase every five bytes or so
	t.read(1, s, h, &ends)
	return h, ends
}

// phrasesBetween returns phrasesIn(s[from:to]).hits for the text s whose
// ends phrasesWithEnds found. Reading s[from:to] alone reaches at each
// byte the longest suffix of the node the whole text reached that lies
// within from:to, a node on its chain of fails.
func phrasesBetween(ends []phraseEnd, from, to int) []uint64 {
	t := phraseIndex()
	h := make([]uint64, t.words)
	i, _ := slices.BinarySearchFunc(ends, int32(from), func(e phraseEnd, at int32) int { return int(e.at - at) })
	for _, e := range ends[i:] {
		if int(e.at) >= to {
			break
		}
		n := e.node
		for t.nodes[n].depth > e.at-int32(from)+1 {
			n = t.nodes[n].fail
		}
		if t.ending[n/64]&(1<<(n%64)) != 0 {
			t.mark(t.nodes[n].out, h)
		}
	}
	return h
}

// mark marks in h the sets of list l.
func (t *phraseTrie) mark(l int32, h []uint64) {
	for _, m := range t.masks[t.lists[l]:t.lists[l+1]] {
		h[m.word] |= m.mask
	}
}

// next returns the child of node n labelled c, or 0: by a binary search
// of n's sorted edges, down to a few scanned in turn.
func (t *phraseTrie) next(n int32, c byte) int32 {
	lo, hi := t.nodes[n].edges, t.nodes[n+1].edges
	for hi-lo > 4 {
		if m := int32(uint32(lo+hi) >> 1); byte(t.edges[m]) <= c {
			lo = m
		} else {
			hi = m
		}
	}
	for k := lo; k < hi; k++ {
		if byte(t.edges[k]) == c {
			return int32(t.edges[k] >> 8)
		}
	}
	return 0
}

// in reports whether t holds any of p's phrases, as p.in(t.s) does. The
// rules ask it thousands of times a text: the query by bits is inlined.
func (t lowText) in(p *phraseSet) bool {
	if p.word < len(t.hits) { // a set with a bit, in a text with its bits
		return t.hits[p.word]&p.mask != 0
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
// (or those t is part of) hold them; the whole of a text with its bits
// is t itself.
func (t lowText) part(i, j int) lowText {
	if i == 0 && j == len(t.s) && t.hits != nil {
		return t
	}
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

// bigText is the length from which a whole text's sets are found part by
// part (bigTextBits): the rules ask a dozen sets of a whole pasted
// megabyte, and where its parts repeat, one pass of the automaton that
// reads each repeated part once costs less.
const bigText = 64 << 10

// bigTextBits returns s with phrasesIn(s).hits where s is big and its
// parts repeat (phrasesInParts), else s alone: each set asked passes over
// it on its own, but where s is big, not over a text its bits say lacks
// the set (as its outer bits).
func bigTextBits(s string) lowText {
	if len(s) < bigText {
		return lowText{s: s}
	}
	h, repeats := phrasesInParts(s)
	if !repeats {
		return lowText{s: s, outer: h}
	}
	return lowText{s: s, hits: h}
}

// phrasesInParts is phrasesIn(s).hits read part by part, a part ending
// at a stop (partStops) or after maxPart bytes: a part read before from
// the same node ends at the same node and marks no set anew, so a text
// that repeats itself is read about once. Past bigText bytes with more
// than half of them read afresh, it reads the rest in one pass and
// reports that s does not repeat.
func phrasesInParts(s string) (sets []uint64, repeats bool) {
	t := phraseIndex()
	h := make([]uint64, t.words)
	type start struct {
		n    int32
		part string
	}
	read := map[start]int32{}
	n := int32(1)
	done, fresh := 0, 0
	var next [len(partStops)]int // where each stop next is, at or after done; -1: nowhere
	for k := range next {
		next[k] = -2 // not looked for yet
	}
	for done < len(s) {
		if done >= bigText && fresh > done/2 {
			t.read(n, s[done:], h, nil)
			return h, false
		}
		end := min(done+maxPart, len(s)-1)
		for k := range next {
			if next[k] != -1 && next[k] < done {
				next[k] = strings.IndexByte(s[done:], partStops[k])
				if next[k] >= 0 {
					next[k] += done
				}
			}
			if next[k] >= 0 {
				end = min(end, next[k])
			}
		}
		end++
		k := start{n, s[done:end]}
		if to, ok := read[k]; ok {
			n = to
		} else {
			n = t.read(n, s[done:end], h, nil)
			read[k] = n
			fresh += end - done
		}
		done = end
	}
	return h, true
}

// maxPart bounds the parts phrasesInParts reads.
const maxPart = 4 << 10

// partStops are the bytes that end a part: those that end a clause.
const partStops = ".,;\n"

// read reads s from node n, marking in h the sets whose phrases end in
// it, and returns the node it ends at; with ends, it appends where they
// end. A list of sets marked is remembered, by a few bits of its number,
// so that it is not marked again.
func (t *phraseTrie) read(n int32, s string, h []uint64, ends *[]phraseEnd) int32 {
	var marked [64]int32
	for i := range len(s) {
		if n < t.shallow { // step's lookup, inlined for the nodes most bytes start from
			n = t.dense[int(n-1)<<8|int(s[i])]
		} else {
			n = t.step(n, s[i])
		}
		if t.ending[n/64]&(1<<(n%64)) == 0 {
			continue
		}
		if ends != nil {
			*ends = append(*ends, phraseEnd{int32(i), n})
		}
		l := t.nodes[n].out
		if marked[l%64] == l {
			continue
		}
		marked[l%64] = l
		t.mark(l, h)
	}
	return n
}

// maskLists makes identical lists of set masks share one list of the
// trie, keyed by their words and masks written out.
type maskLists struct {
	ids map[string]int32
	key []byte
}

// of returns the trie's list of masks, adding it the first time.
func (ls *maskLists) of(t *phraseTrie, masks []uint64) int32 {
	ls.key = ls.key[:0]
	for w, m := range masks {
		if m != 0 {
			ls.key = binary.LittleEndian.AppendUint64(binary.LittleEndian.AppendUint32(ls.key, uint32(w)), m)
		}
	}
	if l, ok := ls.ids[string(ls.key)]; ok {
		return l
	}
	if ls.ids == nil {
		ls.ids = map[string]int32{}
	}
	l := int32(len(t.lists) - 1)
	ls.ids[string(ls.key)] = l
	for w, m := range masks {
		if m != 0 {
			t.masks = append(t.masks, wordMask{w, m})
		}
	}
	t.lists = append(t.lists, int32(len(t.masks)))
	return l
}
