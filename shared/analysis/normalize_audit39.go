package analysis

import "unicode"

// imitationLetters39 adds to imitationLetters the BMP scripts round 39's
// audit found letters of spelling Latin words a model reads: N'Ko, Runic,
// Ol Chiki and Vai (imitationLookalike gives the letter each stands for).
// Deseret, Gothic and Osage, outside the BMP, join isLookalikeScript's
// list through isImitationScript39. A word as the scripts' readers write
// it keeps a letter with no Latin entry and stays.
var imitationLetters39 = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x07C0, Hi: 0x07FF, Stride: 1},
		{Lo: 0x16A0, Hi: 0x16FF, Stride: 1},
		{Lo: 0x1C50, Hi: 0x1C7F, Stride: 1},
		{Lo: 0xA500, Hi: 0xA63F, Stride: 1},
	},
}

// isImitationScript39 reports the letters of the scripts imitationLetters39
// names and of Old Italic, Gothic, Deseret and Osage, whose words, with
// no Latin letter in them, are read as Latin when every letter has a
// look-alike (imitationWord).
func isImitationScript39(r rune) bool {
	if r < 0x10000 {
		return unicode.Is(imitationLetters39, r)
	}
	return unicode.In(r, unicode.Old_Italic, unicode.Gothic, unicode.Deseret, unicode.Osage)
}
