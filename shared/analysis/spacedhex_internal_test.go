package analysis

import (
	"strings"
	"testing"
)

// TestHasSpacedHex pins where a run of eight spaced hex pairs counts: at
// any offset from every 24th byte, at the start or after a space, and
// each pair followed by a space.
func TestHasSpacedHex(t *testing.T) {
	run := "69 67 6e 6f 72 65 20 61 "
	for pad := 0; pad < 30; pad++ {
		lead := strings.Repeat("w", pad)
		for _, c := range []struct {
			text string
			want bool
		}{
			{lead + " " + run + "x", true},
			{lead + " " + run, true},
			{lead + " " + strings.TrimSuffix(run, " "), false}, // the last pair ends the text
			{lead + " " + run[3:] + "x", false},                // seven pairs
			{lead + "x" + run, false},                          // glued to a word
			{lead + " 69 67 6e 6f  72 65 20 61 6e 64 ", false}, // two spaces break the run
		} {
			if got := hasSpacedHex(c.text); got != c.want {
				t.Errorf("hasSpacedHex(%q) = %v, want %v", c.text, got, c.want)
			}
		}
	}
	if !hasSpacedHex(run) {
		t.Errorf("hasSpacedHex(%q) = false at the text's start", run)
	}
}
