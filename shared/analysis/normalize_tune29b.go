package analysis

import (
	"unicode"
	"unicode/utf8"
)

// Forms a reader decodes at a glance and a word list does not: small
// capital letters (ꜰᴏʀᴡᴀʀᴅ), Grade 1 Unicode Braille (⠙⠑⠇⠑⠞⠑) and
// "Zalgo" text, letters buried under stacked combining marks. foldText
// reads each as the letters it spells.

// smallCapLetters maps the small capital letters (IPA and phonetic
// extensions, Latin Extended-D) to the ASCII letter each imitates.
var smallCapLetters = map[rune]rune{
	0x1D00: 'a', 0x0299: 'b', 0x1D04: 'c', 0x1D05: 'd', 0x1D07: 'e',
	0xA730: 'f', 0x0262: 'g', 0x029C: 'h', 0x026A: 'i', 0x1D0A: 'j',
	0x1D0B: 'k', 0x029F: 'l', 0x1D0D: 'm', 0x0274: 'n', 0x1D0F: 'o',
	0x1D18: 'p', 0xA7AF: 'q', 0x0280: 'r', 0xA731: 's', 0x1D1B: 't',
	0x1D1C: 'u', 0x1D20: 'v', 0x1D21: 'w', 0x028F: 'y', 0x1D22: 'z',
}

// brailleLetters maps Grade 1 Braille cells (dot bits over U+2800) to
// the letters they spell.
var brailleLetters = [64]rune{
	0x01: 'a', 0x03: 'b', 0x09: 'c', 0x19: 'd', 0x11: 'e', 0x0B: 'f',
	0x1B: 'g', 0x13: 'h', 0x0A: 'i', 0x1A: 'j', 0x05: 'k', 0x07: 'l',
	0x0D: 'm', 0x1D: 'n', 0x15: 'o', 0x0F: 'p', 0x1F: 'q', 0x17: 'r',
	0x0E: 's', 0x1E: 't', 0x25: 'u', 0x27: 'v', 0x3A: 'w', 0x2D: 'x',
	0x3D: 'y', 0x35: 'z',
}

// isStackMark reports a combining diacritical mark (U+0300-U+036F, or
// one of isSymbolMark's); after
// NFKC composed what it could, the ones left are the marks Zalgo stacks.
func isStackMark(r rune) bool { return r >= 0x300 && r <= 0x36F || r >= 0x1AB0 && isSymbolMark(r) }

// zalgoMarks is how many leftover combining marks make a text Zalgo: more
// than a transliteration or a phonetic note writes.
const zalgoMarks = 8

// textForms counts, in one pass over s (after NFKC), the small capitals,
// Braille letters, leftover combining marks and enclosed letters foldText
// may undo.
func textForms(s string) (smallCaps, braille, marks, enclosed int) {
	for _, r := range s {
		switch {
		case r < 0x300:
		case isStackMark(r):
			marks++
		case r >= 0x2800 && r <= 0x283F:
			if brailleLetters[r-0x2800] != 0 {
				braille++
			}
		case r >= 0x1F150:
			if _, ok := enclosedLetter(r); ok {
				enclosed++
			}
		default:
			if _, ok := smallCapLetters[r]; ok {
				smallCaps++
			}
		}
	}
	return
}

// formLetter returns the letter r spells in the forms on (small capitals,
// Braille), and whether it is one.
func formLetter(r rune, smallCaps, braille bool) (rune, bool) {
	if r == 0x2800 { // the Braille blank shows as a space in any text
		return ' ', braille
	}
	if braille && r >= 0x2800 && r <= 0x283F {
		if l := brailleLetters[r-0x2800]; l != 0 {
			return l, true
		}
		return r, false
	}
	if smallCaps {
		if l, ok := smallCapLetters[r]; ok {
			return l, true
		}
	}
	return r, false
}

// appendFormLetter appends r, or the letter it spells in the forms on,
// with a space between such letters and a letter they touch in another
// script (附上ᴘʀɪᴠᴀᴛᴇ ᴋᴇʏ到: 附上 private key 到), as a person reads it.
// lastForm tells whether the rune before was such a letter; the result's
// bool tells it of r.
func appendFormLetter(runes []rune, r rune, lastForm, smallCaps, braille bool) ([]rune, bool) {
	l, ok := formLetter(r, smallCaps, braille)
	if n := len(runes); n > 0 && ok != lastForm && l != ' ' {
		other := r // the letter after the form letters
		if ok {
			other = runes[n-1] // the letter before them
		}
		if other >= utf8.RuneSelf && unicode.IsLetter(other) && !unicode.Is(unicode.Latin, other) && !isImitationScript(other) {
			runes = append(runes, ' ')
		}
	}
	return append(runes, l), ok
}
