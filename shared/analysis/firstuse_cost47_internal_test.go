package analysis

import (
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// TestPhraseTrieMatchesReference checks that the automaton built from
// sorted phrases is the one round 46's construction (a trie grown phrase
// by phrase, in the order the sets were made) built: the same nodes,
// edges, fails, lists and dense rows, for the package's own sets and for
// small random ones full of shared prefixes, suffixes and repeats.
func TestPhraseTrieMatchesReference(t *testing.T) {
	if testenv.Race {
		t.Skip(SlowUnderRace) // two builds of the automaton in one goroutine: nothing to race
	}
	if got, want := newPhraseTrie(phraseSets), newPhraseTrieReference(phraseSets); !reflect.DeepEqual(got, want) {
		t.Fatalf("the package's automaton differs from the reference: %d nodes, want %d; %d edges, want %d; %d lists, want %d",
			len(got.nodes), len(want.nodes), len(got.edges), len(want.edges), len(got.lists), len(want.lists))
	}
	rng := rand.New(rand.NewPCG(47, 1))
	for round := 0; round < 200; round++ {
		var sets []*phraseSet
		for id := range 1 + rng.IntN(140) {
			var phrases []string
			for range rng.IntN(6) {
				w := make([]byte, rng.IntN(7))
				for i := range w {
					w[i] = "abc d"[rng.IntN(5)]
				}
				phrases = append(phrases, string(w))
				if rng.IntN(4) == 0 {
					phrases = append(phrases, string(w)) // a phrase said twice
				}
			}
			sets = append(sets, &phraseSet{id: id, phrases: phrases})
		}
		if got, want := newPhraseTrie(sets), newPhraseTrieReference(sets); !reflect.DeepEqual(got, want) {
			var all [][]string
			for _, p := range sets {
				all = append(all, p.phrases)
			}
			t.Fatalf("round %d: automaton differs from the reference for %q", round, all)
		}
	}
}

// BenchmarkPhraseIndexBuild is the phrase automaton's construction, which
// each process pays once, on its first analysis (phraseIndex): every
// program run that analyses a tool list, and every test binary.
func BenchmarkPhraseIndexBuild(b *testing.B) {
	for b.Loop() {
		if t := newPhraseTrie(phraseSets); len(t.nodes) < 2 {
			b.Fatal("empty automaton")
		}
	}
}

// newPhraseTrieReference is round 46's construction of the automaton,
// kept as the reference the sorted construction must match.
func newPhraseTrieReference(all []*phraseSet) phraseTrie {
	type edge struct {
		c  byte
		to int32
	}
	type node struct {
		kids     []edge
		sets     []int32
		fail, id int32
		depth    int
	}
	nodes := make([]node, 2, 1<<18) // 0: none, 1: the root
	var rootKid [256]int32
	kid := func(n int32, c byte) int32 {
		if n == 1 {
			return rootKid[c]
		}
		for _, e := range nodes[n].kids {
			if e.c == c {
				return e.to
			}
		}
		return 0
	}
	for _, p := range all {
		for _, w := range p.phrases {
			n := int32(1)
			for i := 0; i < len(w); i++ {
				k := kid(n, w[i])
				if k == 0 {
					k = int32(len(nodes))
					nodes = append(nodes, node{depth: nodes[n].depth + 1})
					nodes[n].kids = append(nodes[n].kids, edge{w[i], k})
					if n == 1 {
						rootKid[w[i]] = k
					}
				}
				n = k
			}
			if s := nodes[n].sets; n != 1 && (len(s) == 0 || s[len(s)-1] != int32(p.id)) {
				nodes[n].sets = append(s, int32(p.id))
			}
		}
	}
	// Breadth first: a node's fail is found before its children's, and
	// its sets take those of its fail.
	order := make([]int32, 1, len(nodes))
	order[0] = 1
	nodes[1].fail = 1
	for i := 0; i < len(order); i++ {
		n := order[i]
		nodes[n].id = int32(i + 1)
		for _, id := range nodes[nodes[n].fail].sets {
			if n != 1 && !slices.Contains(nodes[n].sets, id) {
				nodes[n].sets = append(nodes[n].sets, id)
			}
		}
		slices.SortFunc(nodes[n].kids, func(a, b edge) int { return int(a.c) - int(b.c) })
		for _, e := range nodes[n].kids {
			f := int32(1)
			for g := nodes[n].fail; n != 1; g = nodes[g].fail {
				if k := kid(g, e.c); k != 0 {
					f = k
					break
				}
				if g == 1 {
					break
				}
			}
			nodes[e.to].fail = f
			order = append(order, e.to)
		}
	}
	t := phraseTrie{nodes: make([]trieNode, len(nodes)+1), edges: make([]uint32, 0, len(nodes)), lists: []int32{0, 0}, ending: make([]uint64, (len(nodes)+63)/64), words: (len(all) + 63) / 64}
	t.shallow = 1
	for t.shallow <= int32(len(order)) && nodes[order[t.shallow-1]].depth <= denseDepth {
		t.shallow++
	}
	t.dense = make([]int32, int(t.shallow-1)<<8)
	lists := maskLists{}
	for i, n := range order {
		id := int32(i + 1)
		t.nodes[id] = trieNode{edges: int32(len(t.edges)), fail: nodes[nodes[n].fail].id, depth: int32(nodes[n].depth)}
		if sets := nodes[n].sets; len(sets) > 0 {
			t.ending[id/64] |= 1 << (id % 64)
			masks := make([]uint64, t.words)
			for _, s := range sets {
				masks[s/64] |= 1 << (s % 64)
			}
			t.nodes[id].out = lists.of(&t, masks)
		}
		for _, e := range nodes[n].kids {
			t.edges = append(t.edges, uint32(nodes[e.to].id)<<8|uint32(e.c))
		}
		if id < t.shallow {
			row, fail := t.dense[(id-1)<<8:id<<8], t.nodes[id].fail
			for c := range row {
				if id == 1 {
					row[c] = 1
				} else {
					row[c] = t.dense[int(fail-1)<<8|c] // its fail's row, made before it
				}
			}
			for _, e := range nodes[n].kids {
				row[e.c] = nodes[e.to].id
			}
		}
	}
	t.nodes[len(nodes)] = trieNode{edges: int32(len(t.edges))}
	return t
}
