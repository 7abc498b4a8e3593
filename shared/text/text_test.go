package text_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

func TestClipBytes(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"exactly", 7, "exactly"},
		{"abcdef", 3, "abc…"},
		{"aé", 2, "a…"}, // é is two bytes: the cut moves back to a boundary
		{"ééé", 0, "…"},
	} {
		if got := text.ClipBytes(tc.s, tc.n); got != tc.want {
			t.Errorf("ClipBytes(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}

func TestClipRunes(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"short", 10, "short"},
		{"ééé", 3, "ééé"},
		{"éééé", 3, "éé…"},
		{strings.Repeat("x", 500), 5, "xxxx…"},
	} {
		if got := text.ClipRunes(tc.s, tc.n); got != tc.want {
			t.Errorf("ClipRunes(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}
