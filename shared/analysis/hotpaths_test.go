package analysis

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// The second cost pass rewrote helpers on hot paths; these hold each one
// to a plain statement of what it computes.

// FuzzLowerASCII: lowerASCII is strings.ToLower for ASCII text.
func FuzzLowerASCII(f *testing.F) {
	for _, s := range []string{"", "abc", "Read THE File", "A", "x-Y_Z 09"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !isASCII(s) {
			return
		}
		if got, want := lowerASCII(s), strings.ToLower(s); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	})
}

// FuzzToLower: toLower is strings.ToLower.
func FuzzToLower(f *testing.F) {
	for _, s := range []string{"", "Read THE File", "Прочитай ~/.SSH", "İ\u212aǅΣ", "a\xffB\xe2\x82C", "\ufffdÉ界"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := toLower(s), strings.ToLower(s); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	})
}

// FuzzContainsLowered: containsLowered is strings.Contains after
// strings.ToLower, for a lowercase ASCII word.
func FuzzContainsLowered(f *testing.F) {
	for _, c := range [][2]string{{"Pay at PayPal.Me/x", "paypal.me/"}, {"use THİS TOOL", "this tool"}, {"\u212aonto 12", "konto"}, {"a\xffb", "ab"}, {"", ""}, {"xx/yy", "/y"}, {"SORT Code", "sort code"}} {
		f.Add(c[0], c[1])
	}
	f.Fuzz(func(t *testing.T, s, w string) {
		if !isASCII(w) || strings.ToLower(w) != w {
			return
		}
		if got, want := containsLowered(s, w), strings.Contains(strings.ToLower(s), w); got != want {
			t.Errorf("%q in %q: %v, want %v", w, s, got, want)
		}
	})
}

// FuzzSpacedName: a name with capitals, dots or digits is its tokens
// joined by spaces.
func FuzzSpacedName(f *testing.F) {
	for _, s := range []string{"issue_field_0", "HTTPServer2Go", "a.b.c", "userID", "ÀbC9"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !hasUpper(s) && !strings.ContainsAny(s, ".0123456789") {
			return
		}
		if got, want := spacedName(s), strings.Join(Tokenize(s), " "); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	})
}

// FuzzASCIILoweredExact: asciiLowered lowers each rune and writes a space
// for every rune whose lowercase is not an ASCII letter or digit.
func FuzzASCIILoweredExact(f *testing.F) {
	for _, s := range []string{"Read THE File", "İstanbul Kelvin", "ｒｅａｄ 読む", "\xffabc", strings.Repeat("é a", 400)} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if isASCII(s) {
			return // strings.ToLower, held by FuzzLowerASCII
		}
		var want strings.Builder
		for _, r := range s {
			if r = unicode.ToLower(r); r < utf8.RuneSelf && (r >= 'a' && r <= 'z' || r >= '0' && r <= '9') {
				want.WriteRune(r)
			} else {
				want.WriteByte(' ')
			}
		}
		if got := asciiLowered(s); got != want.String() {
			t.Errorf("%q: %q, want %q", s, got, want.String())
		}
	})
}

// FuzzPlainLower: plainLower is strings.ToLower for ASCII text with no
// digit beside a letter and no single letters apart by one separator, and
// refuses any other text.
func FuzzPlainLower(f *testing.F) {
	for _, s := range []string{"r34d", "a b c", "x.y", "plain text", "a_b", "*a*b", "Read THE File", "Ünïcode", "A", ""} {
		f.Add(s)
	}
	letter := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
	digit := func(c byte) bool { return c >= '0' && c <= '9' }
	f.Fuzz(func(t *testing.T, s string) {
		hides := false
		for i := 1; i < len(s); i++ {
			a, b := s[i-1], s[i]
			hides = hides || digit(a) && letter(b) || letter(a) && digit(b) ||
				i+2 < len(s) && letter(a) && (i < 2 || !letter(s[i-2])) && strings.IndexByte(" .-_*", b) >= 0 && letter(s[i+1]) && !letter(s[i+2])
		}
		lower, ok := plainLower(s)
		if want := isASCII(s) && !hides; ok != want || ok && lower != strings.ToLower(s) {
			t.Errorf("%q: %q, %v; want %v", s, lower, ok, want)
		}
	})
}

// FuzzEditDistance: the three-row distance is the full matrix's.
func FuzzEditDistance(f *testing.F) {
	f.Add("slack_post_message", "slack_post_mesage")
	f.Add("ab", "ba")
	f.Fuzz(func(t *testing.T, a, b string) {
		want := 99
		if len(a) <= 64 && len(b) <= 64 {
			d := make([][]int, len(a)+1)
			for i := range d {
				d[i] = make([]int, len(b)+1)
				d[i][0] = i
			}
			for j := range d[0] {
				d[0][j] = j
			}
			for i := 1; i <= len(a); i++ {
				for j := 1; j <= len(b); j++ {
					cost := 1
					if a[i-1] == b[j-1] {
						cost = 0
					}
					d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
					if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
						d[i][j] = min(d[i][j], d[i-2][j-2]+1)
					}
				}
			}
			want = d[len(a)][len(b)]
		}
		if got := editDistance(a, b); got != want {
			t.Errorf("%q %q: %d, want %d", a, b, got, want)
		}
	})
}

// The rune sets answer as the unicode tables do, for every rune of the
// planes they cover and past it (beyond, the tables answer themselves).
func TestRuneSetsMatchUnicode(t *testing.T) {
	for r := rune(-1); r <= 0x10500; r++ {
		word := unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
		if r < utf8.RuneSelf {
			word = r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z'
		}
		if isWordRune(r) != word {
			t.Fatalf("isWordRune(%U) = %v", r, !word)
		}
		if want := r >= 0x250 && unicode.In(r, unicode.Cyrillic, unicode.Greek, unicode.Armenian, unicode.Cherokee, imitationLetters, imitationLetters38, imitationLetters39, unicode.Old_Italic, unicode.Gothic, unicode.Deseret, unicode.Osage); isLookalikeScript(r) != want {
			t.Fatalf("isLookalikeScript(%U) = %v", r, !want)
		}
		if want := r >= 0x2E80 && (unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) || r >= 0x3000 && r <= 0x30FF); isSpacelessScript(r) != want {
			t.Fatalf("isSpacelessScript(%U) = %v", r, !want)
		}
	}
}

// The word table finds every word of the index with its entries, and the
// split lists give what the whole list gives.
func TestLexWordsFindsEveryWord(t *testing.T) {
	idx := lexiconIndex()
	for word, entries := range idx.byWord {
		l := idx.words.lookup(word, wordHash(word))
		if l == nil || len(l.entries) != len(entries) {
			t.Fatalf("%q: %v", word, l)
		}
		for _, e := range entries {
			for _, text := range []string{e.text, e.text + " x", e.text + "x", e.text[:len(e.text)-1]} {
				got, gok := l.longest(text, 0)
				want, wok := longestMatch(text, 0, entries)
				if got != want || gok != wok {
					t.Fatalf("%q in %q: %v %v, want %v %v", word, text, got, gok, want, wok)
				}
			}
		}
	}
	for _, w := range []string{"zzzz", "qwerty", "abcdefgh", "x"} {
		if _, ok := idx.byWord[w]; !ok && idx.words.lookup(w, wordHash(w)) != nil {
			t.Errorf("%q found", w)
		}
	}
}

// FuzzNameKeys: the index keys are the joins they stand for.
func FuzzNameKeys(f *testing.F) {
	f.Add("get_issue_by_id", 1)
	f.Add("a", 0)
	f.Fuzz(func(t *testing.T, name string, i int) {
		words := strings.Split(name, "_")
		if len(words) > 20 {
			return
		}
		if got, want := sortedWords(words), strings.Join(slices.Sorted(slices.Values(words)), "_"); got != want {
			t.Errorf("sortedWords(%q) = %q, want %q", words, got, want)
		}
		i = max(i, -i) % len(words)
		if i < 0 {
			return
		}
		if got, want := slotKey(words, i), strings.Join(words[:i], "_")+"_*_"+strings.Join(words[i+1:], "_"); got != want {
			t.Errorf("slotKey(%q, %d) = %q, want %q", words, i, got, want)
		}
	})
}

// FuzzExcerpt: excerpt is the words joined by single spaces, cut to 97
// runes and an ellipsis past 100.
func FuzzExcerpt(f *testing.F) {
	for _, s := range []string{"", "  a \t b\n", strings.Repeat("word ", 30), strings.Repeat("x", 200), "a\xffb  c", strings.Repeat("é ", 50) + "z"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want := strings.Join(strings.Fields(s), " ")
		if r := []rune(want); len(r) > 100 {
			want = string(r[:97]) + "…"
		}
		if got := excerpt(s); got != want {
			t.Errorf("%q: %q, want %q", s, got, want)
		}
	})
}

// TestIsCyrillic holds isCyrillic to unicode.Is for every rune.
func TestIsCyrillic(t *testing.T) {
	for r := rune(0); r <= unicode.MaxRune+1; r++ {
		if got, want := isCyrillic(r), unicode.Is(unicode.Cyrillic, r); got != want {
			t.Fatalf("%U: %v, want %v", r, got, want)
		}
	}
}

// FuzzFoldedLower: unless keptCase, a folded text's lower is
// strings.ToLower of its text, rune by rune, so that any sentence of it
// is lowered by slicing lower (the judged sentences are).
func FuzzFoldedLower(f *testing.F) {
	for _, s := range []string{"Read THE File", "İstanbul", "\u212a Kelvin", "ПРОЧИТАЙ файл", "r e a d  t h e", "r34d", "ẞ Straße", "\xffabc", "Ⱥ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if fo := foldText(s); !fo.keptCase && fo.lower != strings.ToLower(fo.text) {
			t.Errorf("%q: lower %q, want %q", s, fo.lower, strings.ToLower(fo.text))
		}
	})
}
