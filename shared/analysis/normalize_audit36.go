package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// isLetterBlank reports the blanks other than a space that a writer may
// set between the letters of a word instead of one (r\te\ta\td, a letter a
// line, no-break, thin, ideographic or Braille blanks): a model reads
// them as it reads spaced-out letters, and NFKC turns most of them into
// the space between the words.
func isLetterBlank(r rune) bool {
	switch r {
	case '\t', '\n', '\v', '\f', 0x85, 0xA0, 0x1680, 0x2028, 0x2029, 0x202F, 0x205F, 0x2800, 0x3000:
		return true
	}
	return r >= 0x2000 && r <= 0x200A
}

// isLetterSpacer is isLetterBlank or a pictograph (r🔥e🔥a🔥d), which a
// model skips between letters as it skips a blank; not the symbols that
// are letters themselves (enclosed, regional indicator, Braille).
func isLetterSpacer(r rune) bool {
	return isLetterBlank(r) || r >= 0x2600 && r <= 0x27BF || r >= 0x2B00 && r <= 0x2BFF || r >= 0x1F300 && r <= 0x1FAFF
}

// asciiBlank marks the ASCII bytes isLetterSpacer reports.
var asciiBlank = func() (t [utf8.RuneSelf]bool) {
	for r := range rune(utf8.RuneSelf) {
		t[r] = isLetterSpacer(r)
	}
	return t
}()

// minBlankSpelled is how many single letters or digits a spacer must
// set apart from the next character before a text is read as spelled
// out with spacers, when such spacers are most of its spacers: a table
// of one-letter cells or a list of one-letter lines holds few.
const minBlankSpelled = 12

// unblankLetters rewrites a text that spells its words out with such
// spacers as joinSpacedLetters reads spaced-out text: a space between
// the letters, three between the words. One pass, and a copy only for
// such a text.
func unblankLetters(s string) (string, bool) {
	spelled, spacers := 0, 0
	// The runes before r: p2 two back; whether the one before is a spacer
	// (sp1) and a blank or a space (blank1), and the one three back a blank
	// or a space (blank3): each rune is asked isLetterSpacer once.
	var p2, p1 rune = ' ', ' '
	sp1, blank1, blank2, blank3 := false, true, true, true
	for i := 0; i < len(s); {
		// An ASCII byte is a spacer only as a tab, a newline, a vertical
		// tab or a form feed (isLetterBlank): no decoding, no search.
		r, sp := rune(s[i]), false
		if r < utf8.RuneSelf {
			i++
			sp = asciiBlank[r]
		} else {
			var size int
			r, size = utf8.DecodeRuneInString(s[i:])
			i += size
			sp = isLetterSpacer(r)
		}
		if sp {
			spacers++
		}
		blank := r == ' ' || sp
		if sp1 && isWordRune(p2) && blank3 && !blank {
			spelled++ // " r\te": a single letter set apart from the next
		}
		p2, p1 = p1, r
		blank3, blank2, blank1 = blank2, blank1, blank
		sp1 = sp
	}
	if spelled < minBlankSpelled || spelled*2 < spacers {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s) + len(s)/2)
	for _, r := range s {
		switch {
		case r == ' ':
			b.WriteString("   ")
		case isLetterSpacer(r):
			b.WriteByte(' ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), true
}

// visualCyrillic returns the ASCII letter a lowercase Cyrillic letter
// imitates in most fonts though TR39 lists no confusable for it (к, т,
// п, м, н, ь: the small capitals of k, t, m, h, the n and the b they look
// like), read only inside a word of a mostly Latin text that mixes them
// with Latin letters and whose every other letter has a Latin look-alike
// too (visualWord): which script a text is written in, look-alike names
// and Latin letters inside Cyrillic words keep to TR39's.
func visualCyrillic(r rune) (rune, bool) {
	switch r {
	case 'к':
		return 'k', true
	case 'т':
		return 't', true
	case 'п':
		return 'n', true
	case 'м':
		return 'm', true
	case 'н':
		return 'h', true
	case 'ь':
		return 'b', true
	}
	return r, false
}

// visualWord reports a word whose every letter beyond ASCII has a Latin
// look-alike, TR39's or visualCyrillic's: a Latin word written with them
// (тhе), not a Cyrillic one with a stray Latin letter (bыпoлни).
func visualWord(word []rune) bool {
	for _, r := range word {
		if r < utf8.RuneSelf {
			continue
		}
		l := unicode.ToLower(r)
		if _, ok := asciiLookalike(l); ok {
			continue
		}
		if _, ok := asciiLookalike(r); ok {
			continue
		}
		if _, ok := visualCyrillic(l); !ok {
			return false
		}
	}
	return true
}
