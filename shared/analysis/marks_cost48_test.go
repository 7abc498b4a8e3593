package analysis

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestMarkSetMatchesIndexAny compares markSet with strings.IndexAny and
// strings.LastIndexAny on texts built from the marks, their bytes cut
// apart (invalid UTF-8), look-alike letters and plain words.
func TestMarkSetMatchesIndexAny(t *testing.T) {
	sets := []string{clauseMarks42, targetEnds43c, ",;", "。"}
	pieces := []string{"a", "send it", " ", ",", ";", "\n", ".", "，", "；", "、", "！", "？", "。",
		"\xef", "\xbc", "\x8c", "\xe3\x80", "\x80\x81", "\xef\xbc", "\xff", "é", "中", "\U0001F600", "\xef\xbc\x8c\x8c", "\ufffd", "．"}
	rng := rand.New(rand.NewPCG(4, 8))
	cases := []string{"", "，", "a，b", "\xef\xbc\x8c", "\xe3\xef\xbc\x8c", "\xef\xbc\x8c\x80", "x\xbc\x8c"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		cases = append(cases, b.String())
	}
	for _, chars := range sets {
		m := newMarkSet(chars)
		for _, s := range cases {
			if got, want := m.index(s), strings.IndexAny(s, chars); got != want {
				t.Fatalf("index(%q) in %q = %d, want %d", s, chars, got, want)
			}
			if got, want := m.lastIndex(s), strings.LastIndexAny(s, chars); got != want {
				t.Fatalf("lastIndex(%q) in %q = %d, want %d", s, chars, got, want)
			}
		}
	}
}

// TestMarkSetRefusesReplacement wants newMarkSet to refuse a set holding
// U+FFFD, which the standard functions match against invalid bytes.
func TestMarkSetRefusesReplacement(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("newMarkSet accepted U+FFFD")
		}
	}()
	newMarkSet(",\ufffd")
}
