package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Forms round 37's audit found a model reads through and foldText did
// not: letters in parentheses (⒭⒠⒜⒟, 🄡🄔🄐🄓), which NFKC spells
// "(r)(e)(a)(d)"; letters under the combining marks of the symbol blocks
// (r⃝e⃝a⃝d⃝, r⃣e⃣), which NFKC keeps and which split words; and the
// scripts whose letters imitate Latin capitals or small letters as a
// whole (Lisu ꓢꓰꓠꓓ, Canadian syllabics ᑭᗅᔕ, Coptic ⲟⲣ) and the IPA
// variants of Latin letters (ɑ, ɡ, ɩ).

// parenLetter returns the letter a parenthesized letter stands for: the
// small (U+249C) and capital (U+1F110) parenthesized Latin letters.
func parenLetter(r rune) (rune, bool) {
	switch {
	case r >= 0x249C && r <= 0x24B5:
		return 'a' + r - 0x249C, true
	case r >= 0x1F110 && r <= 0x1F129:
		return 'A' + r - 0x1F110, true
	}
	return r, false
}

// unparenLetters replaces, before NFKC, the parenthesized letters of a
// text that holds at least minEnclosedLetters of them with the letters
// they stand for; fewer are the labels of a list ((a), (b)), which NFKC
// spells as such. One pass to count, one to copy for such a text.
func unparenLetters(s string) (string, bool) {
	n := 0
	for i := 0; i < len(s); i++ {
		// Both blocks start with 0xE2 0x92 or 0xF0 0x9F 0x84: a rune is
		// decoded only after such a lead byte.
		if c := s[i]; c == 0xE2 || c == 0xF0 {
			r, size := utf8.DecodeRuneInString(s[i:])
			if _, ok := parenLetter(r); ok {
				n++
			}
			i += size - 1
		}
	}
	if n < minEnclosedLetters {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s))
	for _, r := range s {
		if l, ok := parenLetter(r); ok {
			r = l
		}
		b.WriteRune(r)
	}
	return b.String(), true
}

// isSymbolMark reports the combining marks beyond U+036F that Zalgo and
// "decorated" letters stack on a letter without making another one:
// the extended and supplement blocks (U+1AB0, U+1DC0), the marks for
// symbols (enclosing circle, square, keycap: U+20D0) and the half marks
// (U+FE20). A text is Zalgo by the count of all of them (zalgoMarks), so
// a keycap emoji or two keep their mark.
func isSymbolMark(r rune) bool {
	return r >= 0x1AB0 && r <= 0x1AFF || r >= 0x1DC0 && r <= 0x1DFF || r >= 0x20D0 && r <= 0x20FF || r >= 0xFE20 && r <= 0xFE2F
}

// imitationLetters are the letters, beyond the Cyrillic, Greek, Armenian
// and Cherokee ones, that imitate Latin letters per TR39: Lisu, Coptic and
// Canadian syllabics and the IPA letters (ɑ, ɡ). Not the dotless ı, a
// letter of Turkish words (kalıcı), which the lexicons spell with it.
var imitationLetters = &unicode.RangeTable{
	R16: []unicode.Range16{
		{Lo: 0x0250, Hi: 0x02AF, Stride: 1},
		{Lo: 0x1400, Hi: 0x167F, Stride: 1},
		{Lo: 0x2C80, Hi: 0x2CFF, Stride: 1},
		{Lo: 0xA4D0, Hi: 0xA4FF, Stride: 1},
	},
}

// imitationWord reports a word of a script that imitates Latin letters as
// a whole (Lisu, Canadian syllabics, Cherokee, Coptic) with no ASCII
// letter: unconfuseWords maps it to Latin when every letter has a
// look-alike (ꓢꓰꓠꓓ reads "send"), whatever the rest of the text is
// written in. A word of those scripts as written by their readers holds
// letters with no Latin look-alike (ᐃᓄᒃᑎᑐᑦ, ᏣᎳᎩ, ꓞꓬ) and stays.
func imitationWord(word []rune) bool {
	if len(word) < 2 {
		return false
	}
	for _, r := range word {
		switch {
		case r < utf8.RuneSelf:
			if isASCIILetter(byte(r)) {
				return false
			}
		case r >= 0x1D00 && r <= 0x1D2B, isImitationScript(r):
		default:
			return false
		}
	}
	return true
}

// imitationLookalike is visualLookalike for the letters "fancy text"
// generators take from Canadian syllabics, Coptic, Lisu and the small
// capitals to spell Latin words (ᑎ, ᔕ, ᗴ, ⲁ, ⲉ, ᴛ), and the Old Italic
// letters they put in the place of the Latin ones they descend from
// (𐌀 𐌃 𐌄 𐌊 𐌋 𐌌 𐌍 𐌏 𐌐 𐌓 𐌔 𐌖; TR39 maps 𐌁 𐌂 𐌕 𐌗 itself and 𐌉 is
// capitalI's), though TR39 lists no ASCII skeleton for them; asked only
// for a letter TR39 leaves, in a word read as a look-alike's.
// Round 39's audit adds the letters of seven more scripts that stand for
// one Latin letter, by the letter their Unicode name gives (a model reads
// a word spelt in them as that Latin word): Runic (ᚱ ᛋ ᛏ; TR39 keeps
// ᚷ ᛕ ᛖ, ᛁ is capitalI's), Gothic (𐌰 𐌱 𐍃, drawn from Greek and Latin
// capitals), Osage and Deseret (capitals and small letters; TR39 keeps
// 𐒴 𐓂 𐓎 𐐄 𐐕 𐐛 𐐠), N'Ko (ߛ ߕ; TR39 keeps ߀ ߊ), Ol Chiki (ᱥ ᱮ) and the
// five vowels of the Vai syllabary (ꕉ ꗡ ꔤ ꖺ ꖕ; its other syllables are
// a consonant and a vowel, no one letter). A word of those scripts as its
// readers write it keeps a letter with no entry (ᚦ, ߠ, ᱧ, a Vai CV
// syllable) and stays as written.
func imitationLookalike(r rune) (rune, bool) {
	if l, ok := visualLookalike(r); ok {
		return l, true
	}
	if l, ok := smallCapLetters[r]; ok {
		return l, true
	}
	switch r {
	case 'ᗩ', 'ⲁ', 'ꓯ', '𐌀', 'ᚨ', 'ᚪ', 'ᛆ', '𐒰', '𐓘', '𐐂', '𐐪', '𐐈', '𐐰', '𐌰', 'ᱟ', 'ꕉ':
		return 'a', true
	case 'ᛒ', 'ᛓ', 'ߓ', '𐐒', '𐐺', '𐌱', 'ᱵ':
		return 'b', true
	case 'ᑕ', 'ᚳ', 'ᛍ', 'ߗ', 'ᱪ':
		return 'c', true
	case '𐌃', 'ᛑ', 'ᛞ', 'ߘ', '𐐔', '𐐼', '𐌳', 'ᱫ':
		return 'd', true
	case 'ᗴ', 'ⲉ', '𐌄', 'ᛂ', 'ߋ', 'ߍ', '𐒷', '𐓟', '𐐁', '𐐩', '𐐇', '𐐯', '𐌴', 'ᱮ', 'ꗡ':
		return 'e', true
	case '𐌅', 'ᚠ', 'ߝ', '𐐙', '𐑁', '𐍆':
		return 'f', true
	case 'ᚵ', 'ߜ', '𐐘', '𐑀', '𐌲', 'ᱜ':
		return 'g', true
	case '𐌇', 'ᚺ', 'ᚻ', 'ᚼ', 'ᚽ', 'ߤ', '𐒹', '𐓡', '𐐐', '𐐸', '𐌷', 'ᱦ':
		return 'h', true
	case 'ߌ', '𐒻', '𐓣', '𐐀', '𐐨', '𐐆', '𐐮', '𐌹', 'ᱤ', 'ꔤ':
		return 'i', true
	case 'ᒍ', 'ᛃ', 'ߖ', '𐐖', '𐐾', '𐌾', 'ᱡ':
		return 'j', true
	case 'ⲕ', '𐌊', 'ᚲ', 'ᚴ', 'ߞ', '𐒼', '𐓤', '𐐗', '𐐿', '𐌺', 'ᱠ':
		return 'k', true
	case '𐌋', 'ᛚ', 'ᛛ', 'ߟ', '𐒿', '𐓧', '𐐢', '𐑊', '𐌻', 'ᱞ':
		return 'l', true
	case 'ⲙ', '𐌌', 'ᛗ', 'ᛘ', 'ᛙ', 'ߡ', '𐓀', '𐓨', '𐐣', '𐑋', '𐌼', 'ᱢ':
		return 'm', true
	case 'ᑎ', 'ⲛ', '𐌍', 'ᚾ', 'ᚿ', 'ߒ', 'ߣ', '𐓁', '𐓩', '𐐤', '𐑌', '𐌽', 'ᱱ':
		return 'n', true
	case 'ᝪ', 'ⲟ', '𐌏', 'ᚩ', 'ᚬ', 'ᚭ', 'ᚮ', 'ᛟ', 'ߏ', 'ߐ', '𐐃', '𐐫', '𐐉', '𐐱', '𐐊', '𐐲', '𐍉', 'ᱚ', 'ᱳ', 'ꖺ':
		return 'o', true
	case '𐌐', 'ᛈ', 'ᛔ', 'ߔ', '𐓄', '𐓬', '𐐑', '𐐹', '𐍀', 'ᱯ':
		return 'p', true
	case 'ᑫ', '𐌒', 'ᛩ', '𐌵':
		return 'q', true
	case '𐌓', 'ᚱ', 'ߙ', '𐐡', '𐑉', '𐍂', 'ᱨ':
		return 'r', true
	case 'ᔕ', '𐌔', 'ᛊ', 'ᛋ', 'ᛌ', 'ߛ', '𐓆', '𐓮', '𐐝', '𐑅', '𐍃', 'ᱥ':
		return 's', true
	case 'ⲧ', 'ᖶ', 'ᛏ', 'ᛐ', 'ߕ', '𐓈', '𐓰', '𐐓', '𐐻', '𐍄', 'ᱛ':
		return 't', true
	case '𐌖', 'ᚢ', 'ߎ', '𐐅', '𐐭', '𐐋', '𐐳', '𐌿', 'ᱩ', 'ꖕ':
		return 'u', true
	case 'ᚡ', '𐐚', '𐑂', 'ᱶ':
		return 'v', true
	case 'ᗯ', 'ᚥ', 'ᚹ', 'ߥ', '𐓏', '𐓷', '𐐎', '𐐶', '𐍅', 'ᱣ':
		return 'w', true
	case 'ⲭ', 'ᛪ', '𐍇':
		return 'x', true
	case 'ⲩ', 'ᚤ', 'ߦ', '𐐏', '𐐷', 'ᱭ':
		return 'y', true
	case 'ᘔ', '𐌆', 'ᛉ', 'ᛎ', '𐓒', '𐓺', '𐐞', '𐑆', '𐌶':
		return 'z', true
	}
	return r, false
}

// isImitationScript reports the letters of Canadian syllabics, Coptic,
// Lisu and Cherokee, whose look-alikes spell Latin words in "fancy text".
func isImitationScript(r rune) bool {
	return r >= 0x1400 && r <= 0x167F || r >= 0x2C80 && r <= 0x2CFF || r >= 0xA4D0 && r <= 0xA4FF || r >= 0x13A0 && r <= 0x13FF || r >= 0xAB70 && r <= 0xABBF || isImitationScript39(r)
}

// capitalI returns 'i' for the capital I of the scripts that imitate
// Latin capitals (Lisu ꓲ, Coptic Ⲓ, Cherokee Ꮖ, Runic ᛁ), whose TR39 skeleton is
// the l that a capital I and an l share: in a word of such capitals it is
// an I (ꓢꓔꓲꓡꓡ reads "still", not "stlll").
func capitalI(r rune) (rune, bool) {
	if r == 0xA4F2 || r == 0x2C92 || r == 0x13C6 || r == 0xAB96 || r == 0x10309 || r == 0x16C1 {
		return 'i', true
	}
	return r, false
}
