package analysis

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// bruteOverlaps is overlappingDescriptions done the obvious way: every
// pair of distinct word sets, Jaccard similarity computed from sets.
func bruteOverlaps(tools []Tool, descWords [][]string) []Finding {
	type doc struct {
		names []string
		words map[string]bool
	}
	var docs []doc
	byKey := map[string]int{}
	for i, t := range tools {
		set := map[string]bool{}
		for _, w := range descWords[i] {
			set[w] = true
		}
		if len(set) < 4 {
			continue
		}
		key := strings.Join(slices.Sorted(func(yield func(string) bool) {
			for w := range set {
				if !yield(w) {
					return
				}
			}
		}), " ")
		if k, ok := byKey[key]; ok {
			docs[k].names = append(docs[k].names, t.Name)
			continue
		}
		byKey[key] = len(docs)
		docs = append(docs, doc{names: []string{t.Name}, words: set})
	}
	var out []Finding
	for _, d := range docs {
		if n := len(d.names); n > 1 {
			out = append(out, Finding{Rule: "overlapping-descriptions", Tool: d.names[0], Message: fmt.Sprintf("%d tools have descriptions with the same words (%s); a model cannot tell which to pick", n, JoinBounded(d.names, 5))})
		}
	}
	for i := range docs {
		for j := range i {
			shared := 0
			for w := range docs[j].words {
				if docs[i].words[w] {
					shared++
				}
			}
			sim := float64(shared) / float64(len(docs[i].words)+len(docs[j].words)-shared)
			if sim >= overlapCutoff {
				out = append(out, Finding{Rule: "overlapping-descriptions", Tool: docs[i].names[0], Message: fmt.Sprintf("%s and %s have descriptions with %.0f%% of their words in common; a model cannot tell which to pick", docs[j].names[0], docs[i].names[0], sim*100)})
			}
		}
	}
	return out
}

// The prefix filter, the word summaries and the early exits must find
// exactly the pairs, in the order, that comparing every pair finds.
func TestOverlapMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	for round := range 300 {
		vocab := 6 + rng.IntN(30)
		n := 2 + rng.IntN(60)
		tools := make([]Tool, n)
		words := make([][]string, n)
		for i := range tools {
			tools[i].Name = fmt.Sprintf("t%d", i)
			for range rng.IntN(12) {
				words[i] = append(words[i], fmt.Sprintf("w%d", rng.IntN(vocab)))
			}
			if i > 0 && rng.IntN(4) == 0 { // a near or exact copy of an earlier description
				words[i] = slices.Clone(words[rng.IntN(i)])
				if len(words[i]) > 0 && rng.IntN(2) == 0 {
					words[i][rng.IntN(len(words[i]))] = fmt.Sprintf("w%d", rng.IntN(vocab))
				}
			}
		}
		want := bruteOverlaps(tools, words)
		if len(want) > maxOverlapFindings {
			continue // the cap is tested elsewhere
		}
		if got := overlappingDescriptions(tools, words); !reflect.DeepEqual(got, want) {
			t.Fatalf("round %d:\n got %v\nwant %v", round, got, want)
		}
	}
}
