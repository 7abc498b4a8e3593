package analysis

import (
	"iter"
	"math/rand/v2"
	"strings"
)

// mixedTexts yields n texts of fewer than maxParts pieces each, drawn
// from parts by a generator seeded with (seed, seed+1), so that a
// property test reads the same texts every run.
func mixedTexts(parts []string, seed uint64, n, maxParts int) iter.Seq[string] {
	return func(yield func(string) bool) {
		rng := rand.New(rand.NewPCG(seed, seed+1))
		for range n {
			var b strings.Builder
			for range rng.IntN(maxParts) {
				b.WriteString(parts[rng.IntN(len(parts))])
			}
			if !yield(b.String()) {
				return
			}
		}
	}
}
