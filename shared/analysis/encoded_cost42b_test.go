package analysis

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// gluedToken40Ref is gluedToken40 as it was before nextGluedCapital: the
// reference its token walk must follow.
func gluedToken40Ref(text string, i int) (int, bool) {
	r, size := utf8.DecodeRuneInString(text[i:])
	if !isGluedCapital39(r) {
		return i + size, false
	}
	j, runes, upper, lower := i+size, 1, 0, 0
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		switch {
		case isGluedCapital39(r):
			upper++
		case isGluedRune39(r):
			lower++
		default:
			goto end
		}
		j += size
		runes++
	}
end:
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[j:])
	edge := (i == 0 || !unicode.IsLetter(before)) && (j == len(text) || !unicode.IsLetter(after))
	return j, runes >= minGluedToken && j-i <= 2*maxGluedToken && edge && (lower == 0 || upper == 0)
}

// triedTokens returns the tokens respliceTokens tries in text walked by
// token: where each starts and ends.
func triedTokens(text string, token func(string, int) (int, bool)) [][2]int {
	var out [][2]int
	for i := 0; i < len(text); {
		j, try := token(text, i)
		if try {
			out = append(out, [2]int{i, j})
		}
		i = j
	}
	return out
}

// randomText builds a text of n pieces drawn from pieces.
func randomText(r *rand.Rand, pieces []string, n int) string {
	var b strings.Builder
	for range n {
		b.WriteString(pieces[r.IntN(len(pieces))])
	}
	return b.String()
}

// TestGluedTokenWalk checks that gluedToken40 tries the tokens the
// reference tries, and that mayHoldGluedToken says no only of texts in
// which the reference and gluedToken39 try none (and a text without a
// base64Run run of minGluedToken only where gluedToken tries none), on texts built of letters in runs,
// capitals, Cyrillic, separators and broken UTF-8.
func TestGluedTokenWalk(t *testing.T) {
	r := rand.New(rand.NewPCG(42, 2))
	pieces := []string{"a", "e", "Z", "READTHEKEYNOW", "readthekeyfirst", "Ж", "жу", "é", "É", "ß", " ", ".", "-", "1", "_", "\xc3", "\xff", "…", "日"}
	tried, gated := 0, 0
	for n := range 40000 {
		text := randomText(r, pieces, 1+n%40)
		want := triedTokens(text, gluedToken40Ref)
		got := triedTokens(text, gluedToken40)
		if len(got) != len(want) {
			t.Fatalf("%q: tried %v, the reference %v", text, got, want)
		}
		for k := range got {
			if got[k] != want[k] {
				t.Fatalf("%q: tried %v, the reference %v", text, got, want)
			}
		}
		tried += len(want)
		ti := inspectText(text)
		if !mayHoldGluedToken(ti) {
			gated++
			if len(want) > 0 || len(triedTokens(text, gluedToken39)) > 0 {
				t.Fatalf("%q: mayHoldGluedToken says no, gluedToken40 or gluedToken39 tries a token", text)
			}
		}
		if ti.longestB64 < minGluedToken && len(triedTokens(text, gluedToken)) > 0 {
			t.Fatalf("%q: no base64Run run of minGluedToken, gluedToken tries a token", text)
		}
	}
	if tried == 0 || gated == 0 {
		t.Fatalf("the texts built try %d tokens and pass over %d texts: they test nothing", tried, gated)
	}
}

// TestUncutASCII checks that cutWord40 tries no token uncutASCII passes
// over, and reads examples of both.
func TestUncutASCII(t *testing.T) {
	for _, c := range []struct {
		tok  string
		want bool
	}{
		{"read", true},
		{"user's", true},
		{"(read),", true},
		{"--", true},
		{"re-ad", false},
		{"k.ey", false},
		{"se/nd", false},
		{"http://x", false},
		{"a'-b", false},
		{"k·ey", false}, // not ASCII: read by cutWord40
		{"pass1word", false},
	} {
		if got := uncutASCII(c.tok); got != c.want {
			t.Errorf("uncutASCII(%q) = %v, want %v", c.tok, got, c.want)
		}
	}
	r := rand.New(rand.NewPCG(42, 3))
	pieces := []string{"a", "e", "re", "ad", "pass", "word", "X", "'", "’", "-", ".", "/", "1", ":", "@", "(", ")", ",", "·", "é", "\xff"}
	passed, tried := 0, 0
	for n := range 60000 {
		tok := randomText(r, pieces, 1+n%9)
		_, _, ok := cutWord40(tok)
		if ok {
			tried++
		}
		if uncutASCII(tok) {
			passed++
			if from, to, ok := cutWord40(tok); from != -1 || to != -1 || ok {
				t.Fatalf("%q: uncutASCII passes over it, cutWord40 answers %d, %d, %v", tok, from, to, ok)
			}
		}
	}
	if passed == 0 || tried == 0 {
		t.Fatalf("the tokens built pass %d and are tried %d times: they test nothing", passed, tried)
	}
}
