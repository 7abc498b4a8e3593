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
