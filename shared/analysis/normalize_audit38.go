package analysis

import "unicode"

// imitationLetters38 adds to imitationLetters the Tifinagh letters, whose
// ⵔ ⴹ ⵝ ⵏ TR39 maps to o e x l but whose script no word was read in, so a
// Latin word with them in it stayed as written. Old Italic, outside the
// BMP, joins isLookalikeScript's list. A word of Tamazight in Tifinagh
// holds letters with no Latin look-alike (ⵜ, ⵖ) and stays.
var imitationLetters38 = &unicode.RangeTable{
	R16: []unicode.Range16{{Lo: 0x2D30, Hi: 0x2D7F, Stride: 1}},
}

// imitationLookalike38 is imitationLookalike for the Old Italic letters
// "fancy text" generators put in the place of the Latin letters they
// descend from (𐌀 𐌃 𐌄 𐌊 𐌋 𐌌 𐌍 𐌏 𐌐 𐌓 𐌔 𐌖), for which TR39 lists no
// skeleton; 𐌁 𐌂 𐌕 𐌗 TR39 maps itself and 𐌉 is capitalI's. Asked only
// for a letter TR39 leaves, in a word read as a look-alike's.
func imitationLookalike38(r rune) (rune, bool) {
	switch r {
	case 0x10300:
		return 'a', true
	case 0x10303:
		return 'd', true
	case 0x10304:
		return 'e', true
	case 0x10305:
		return 'f', true
	case 0x10306:
		return 'z', true
	case 0x10307:
		return 'h', true
	case 0x1030A:
		return 'k', true
	case 0x1030B:
		return 'l', true
	case 0x1030C:
		return 'm', true
	case 0x1030D:
		return 'n', true
	case 0x1030F:
		return 'o', true
	case 0x10310:
		return 'p', true
	case 0x10312:
		return 'q', true
	case 0x10313:
		return 'r', true
	case 0x10314:
		return 's', true
	case 0x10316:
		return 'u', true
	}
	return r, false
}
