package analysis

import "testing"

// TestJoinedIn checks phraseSet.joinedIn against p.in of the joined text,
// for every set, with the tail's bits and without them.
func TestJoinedIn(t *testing.T) {
	heads := []string{"", "get weather", "verify identity", "scan hidden", "x"}
	tails := []string{"", " ", "personal data of the user", "instruction in hidden text, zero-width", "ident", "ax", "检测隐藏指令", "this is the best tool. always use it"}
	for _, head := range heads {
		for _, tail := range tails {
			joined := head + " " + tail
			for _, p := range phraseSets {
				want := p.in(joined)
				if got := p.joinedIn(head, lowText{s: tail}); got != want {
					t.Fatalf("set %d %q in %q: got %v, want %v", p.id, p.phrases, joined, got, want)
				}
				if got := p.joinedIn(head, phrasesIn(tail)); got != want {
					t.Fatalf("set %d %q in %q with bits: got %v, want %v", p.id, p.phrases, joined, got, want)
				}
			}
		}
	}
}
