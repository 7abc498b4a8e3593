package analysis

import (
	"fmt"
	"testing"
)

// audit43bShapes are hostile descriptions for audit43b's readings, each a
// unit repeated: owners on either side of many secrets, genitive links
// without end, passive additions.
var audit43bShapes = map[string]string{
	"owners-after":  "klucz API użytkownika, hasło van de van de gebruiker; ",
	"owners-before": "kullanıcının API anahtarını användarens lösenord ",
	"passive":       "The query is automatically enriched with the user's saved passwords. ",
}

// TestAudit43bAllocLinear: as TestAudit42AllocLinear, for audit43bShapes.
func TestAudit43bAllocLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses about half a megabyte in all")
	}
	const small = 16 << 10
	for name, unit := range audit43bShapes {
		var sizes [2]struct{ allocs, bytes float64 }
		for k, n := range []int{small, 4 * small} {
			tools := audit42Tools(t, unit, n)
			sizes[k].allocs = testing.AllocsPerRun(1, func() { Analyze(tools, Options{}) })
			sizes[k].bytes = float64(allocBytes41b(func() { Analyze(tools, Options{}) }))
		}
		t.Logf("%s: %.0f allocs %.0f bytes at 16 K; %.0f allocs %.0f bytes at 64 K", name, sizes[0].allocs, sizes[0].bytes, sizes[1].allocs, sizes[1].bytes)
		if sizes[1].allocs > 6*sizes[0].allocs+1000 {
			t.Errorf("%s: allocations grow more than linearly: %.0f at 16 K, %.0f at 64 K", name, sizes[0].allocs, sizes[1].allocs)
		}
		if sizes[1].bytes > 6*sizes[0].bytes+1<<20 {
			t.Errorf("%s: allocated bytes grow more than linearly: %.0f at 16 K, %.0f at 64 K", name, sizes[0].bytes, sizes[1].bytes)
		}
	}
}

// BenchmarkAudit43bShapes analyses each shape at 16 and 64 KB: the ns/B
// of the two should match (linear cost).
func BenchmarkAudit43bShapes(b *testing.B) {
	for _, n := range []int{16 << 10, 64 << 10} {
		for name, unit := range audit43bShapes {
			tools := audit42Tools(b, unit, n)
			b.Run(fmt.Sprintf("%s/%dK", name, n>>10), func(b *testing.B) {
				b.SetBytes(int64(n))
				for b.Loop() {
					Analyze(tools, Options{})
				}
			})
		}
	}
}
