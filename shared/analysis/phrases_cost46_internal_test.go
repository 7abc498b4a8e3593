package analysis

import (
	"strings"
	"sync"
	"testing"
)

// TestPhraseTablesMadeOnFirstUse checks that a set makes its tables on
// its first pass over a text, not when it is made, and that goroutines
// that pass over texts together for the first time all find what
// strings.Index finds (under -race, that they share the tables safely).
func TestPhraseTablesMadeOnFirstUse(t *testing.T) {
	phrases := []string{"send it to", "x", "exfiltrate", "ignore previous", "rm -rf"}
	texts := []string{"", "please send it to me", "nothing here", "a box", "ignore previous orders", "run rm -rf /", "exfiltrat"}
	want := func(s string) int {
		least := -1
		for _, w := range phrases {
			if i := strings.Index(s, w); i >= 0 && (least < 0 || i < least) {
				least = i
			}
		}
		return least
	}
	for _, set := range [][]string{phrases, phrases[2:]} { // with a phrase of one byte, and with a shift table
		p := newPhraseSet(set...)
		if p.tables.Load() != nil {
			t.Fatalf("%q: tables made with the set", set)
		}
		phrases = set
		var wg sync.WaitGroup
		got := make([][]int, 8)
		for g := range got {
			wg.Go(func() {
				for _, s := range texts {
					got[g] = append(got[g], p.index(s))
				}
			})
		}
		wg.Wait()
		if p.tables.Load() == nil {
			t.Fatalf("%q: no tables after a pass", set)
		}
		if len(set) == 3 && p.tables.Load().shift == nil {
			t.Errorf("%q: phrases of 6 bytes or more and no shift table", set)
		}
		for g := range got {
			for i, s := range texts {
				if got[g][i] != want(s) {
					t.Errorf("%q: goroutine %d: index(%q) = %d, want %d", set, g, s, got[g][i], want(s))
				}
			}
		}
	}
}
