package analysis

import (
	"slices"
	"strings"
	"testing"
)

// FuzzCallWords: callWords gives the words strings.FieldsFunc would, cut
// to the first or last n.
func FuzzCallWords(f *testing.F) {
	for _, s := range []string{"call `write_file` with (path: x)", "  ", "", "a,b,,c:d", "请调用 run_command 然后", "\xff x\"y'z"} {
		f.Add(s, uint8(3))
	}
	f.Fuzz(func(t *testing.T, s string, n uint8) {
		all := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(" `'\",():", r) })
		k := min(int(n), len(all))
		if got := callWords(s, int(n), false); !slices.Equal(got, all[:k]) && !(len(got) == 0 && k == 0) {
			t.Errorf("first %d of %q: %q, want %q", n, s, got, all[:k])
		}
		if got := callWords(s, int(n), true); !slices.Equal(got, all[len(all)-k:]) && !(len(got) == 0 && k == 0) {
			t.Errorf("last %d of %q: %q, want %q", n, s, got, all[len(all)-k:])
		}
	})
}

// FuzzMentionsThisTool: the search without a lowered copy agrees with the
// lowered copy.
func FuzzMentionsThisTool(f *testing.F) {
	for _, s := range []string{"Use THIS Tool first", "this too", "thisTool", "İ this tool", "t"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := mentionsThisTool(s), strings.Contains(strings.ToLower(s), "this tool"); got != want {
			t.Errorf("%q: %v, want %v", s, got, want)
		}
	})
}

// FuzzTokenizeASCII: the byte path of Tokenize splits ASCII names as the
// rune path does.
func FuzzTokenizeASCII(f *testing.F) {
	for _, s := range []string{"HTTPServer", "foo2Bar", "read_file", "getURLv2", "A", "x--Y9z", "ABCdef12GH"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !isASCII(s) {
			return
		}
		if got, want := Tokenize(s), tokenizeRunes(s); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	})
}

// FuzzASCIILowered: the words of asciiLowered are those of strings.ToLower.
func FuzzASCIILowered(f *testing.F) {
	for _, s := range []string{"Read THE File", "İstanbul Kelvin", "ｒｅａｄ 読む", "\xffabc"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := appendWords(nil, asciiLowered(s)), appendWords(nil, strings.ToLower(s)); !slices.Equal(got, want) {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	})
}
