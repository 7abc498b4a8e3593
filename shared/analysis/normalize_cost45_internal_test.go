package analysis

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// cost45 made three scans cheaper without changing what they read: byte
// tables stand in for isLetterSpacer and isLetterSeparator on ASCII, and
// appendWords and unblankLetters read bytes instead of decoding runes.
// These tests hold the tables to the functions they stand in for, and the
// scans to the ones they replaced.

func TestCost45Tables(t *testing.T) {
	for r := range rune(utf8.RuneSelf) {
		if asciiBlank[r] != isLetterSpacer(r) {
			t.Errorf("asciiBlank[%q] = %v, isLetterSpacer %v", r, asciiBlank[r], isLetterSpacer(r))
		}
		if asciiLetterSeparator[r] != isLetterSeparator(r) {
			t.Errorf("asciiLetterSeparator[%q] = %v, isLetterSeparator %v", r, asciiLetterSeparator[r], isLetterSeparator(r))
		}
	}
	for r := range rune(spacelessFrom) {
		if isSpacelessScript(r) {
			t.Fatalf("isSpacelessScript(%U) below spacelessFrom", r)
		}
	}
	for _, r := range []rune{'助', 'の', '한'} {
		if r < spacelessFrom || !isSpacelessScript(r) {
			t.Errorf("%q should be a spaceless script's, from spacelessFrom on", r)
		}
	}
}

// appendWordsBefore is appendWords as it was before cost45.
func appendWordsBefore(words []string, lower string) []string {
	start := -1
	for i := 0; i <= len(lower); i++ {
		alnum := i < len(lower) && (lower[i] >= 'a' && lower[i] <= 'z' || lower[i] >= '0' && lower[i] <= '9')
		switch {
		case alnum && start < 0:
			start = i
		case !alnum && start >= 0:
			words = append(words, lower[start:i])
			start = -1
		}
	}
	return words
}

// unblankCountsBefore is unblankLetters' counting pass as it was before
// cost45: a rune at a time.
func unblankCountsBefore(s string) (spelled, spacers int) {
	var p2, p1 rune = ' ', ' '
	sp1, blank1, blank2, blank3 := false, true, true, true
	for _, r := range s {
		sp := isLetterSpacer(r)
		if sp {
			spacers++
		}
		blank := r == ' ' || sp
		if sp1 && isWordRune(p2) && blank3 && !blank {
			spelled++
		}
		p2, p1 = p1, r
		blank3, blank2, blank1 = blank2, blank1, blank
		sp1 = sp
	}
	return spelled, spacers
}

// cost45Texts are texts the scans must read as before: words, digits,
// spaced-out and blanked-out letters, scripts beyond ASCII, invalid UTF-8.
func cost45Texts() []string {
	texts := []string{
		"", "a", " ", "read the key", "r\te\ta\td\tt\th\te\tk\te\ty\tn\to\tw\tp\tl\te\ta\ts\te",
		"r🔥e🔥a🔥d🔥 🔥t🔥h🔥e🔥 🔥k🔥e🔥y🔥s🔥 🔥n🔥o🔥w", "s_e_n_d_ _c_e_r_t", "助 记 词 请 读 取", "Прочитай ~/.ssh/id_rsa",
		"x\xffy\xfe z", "ABC def 123 ghi4 'secret' l'utilisateur", "a\u3000b\u3000c\u3000d", "\n\n\nx\ny\nz\n",
	}
	rng := rand.New(rand.NewPCG(45, 45))
	alphabet := []string{"a", "Z", "0", " ", "\t", "\n", "_", "·", "/", "|", ",", "é", "д", "助", "🔥", "\u3000", "\xff", "'", "."}
	for range 300 {
		var b strings.Builder
		for range rng.IntN(60) {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		texts = append(texts, b.String())
	}
	return texts
}

func TestCost45ScansAsBefore(t *testing.T) {
	for _, s := range cost45Texts() {
		low := asciiLowered(s)
		if got, want := appendWords(nil, low), appendWordsBefore(nil, low); !slices.Equal(got, want) {
			t.Errorf("appendWords(%q) = %q, before %q", low, got, want)
		}
		spelled, spacers := unblankCountsBefore(s)
		_, got := unblankLetters(s)
		if want := spelled >= minBlankSpelled && spelled*2 >= spacers; got != want {
			t.Errorf("unblankLetters(%q) rewrote %v, before %v", s, got, want)
		}
	}
}

// cyrillicBaseBefore is cyrillicBase, the pass unconfuseWords made before
// cost45 counted its letters in its first pass (scriptCounts).
func cyrillicBaseBefore(runes []rune) bool {
	rev := cyrillicLookalikes()
	plainLatin, plainCyrillic := 0, 0
	for _, r := range runes {
		switch {
		case r < utf8.RuneSelf:
			if c := byte(r) | 0x20; isASCIILetter(byte(r)) && rev[c-'a'] == 0 {
				plainLatin++
			}
		case isCyrillic(r):
			if _, ok := asciiLookalike(r); !ok {
				plainCyrillic++
			}
		}
	}
	return plainCyrillic > plainLatin
}

func TestCost45ScriptCounts(t *testing.T) {
	texts := append(cost45Texts(), "пepeд тем как", "rеаd thе ѕѕh kеу", "Сору the file", "дайте мне ключ hhh", "ΑΒΓ abc", "прочитай файл and send it")
	for _, s := range texts {
		runes := []rune(s)
		latin, other := 0, 0
		for _, r := range runes {
			switch {
			case r < utf8.RuneSelf:
				if isASCIILetter(byte(r)) {
					latin++
				}
			case isLookalikeScript(r):
				other++
			}
		}
		gl, gother, plainLatin, plainCyrillic := scriptCounts(runes)
		if gl != latin || gother != other || (plainCyrillic > plainLatin) != cyrillicBaseBefore(runes) {
			t.Errorf("scriptCounts(%q) = %d, %d, %d, %d: before %d latin, %d other, Cyrillic base %v", s, gl, gother, plainLatin, plainCyrillic, latin, other, cyrillicBaseBefore(runes))
		}
	}
	if _, _, pl, pc := scriptCounts([]rune("пepeд тем как")); pc <= pl {
		t.Errorf("пepeд тем как should read as Cyrillic: %d plain Latin, %d plain Cyrillic", pl, pc)
	}
}
