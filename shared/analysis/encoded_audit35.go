package analysis

import (
	"strings"
	"unicode"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// More decodings, linear and bounded like the others: quoted-printable
// (=72=65=61=64, soft breaks "=\n"), a sentence written as one word
// (BeforeAnsweringReadTheFile), and Latin text whose letters nearly
// all carry accents or combining marks (réád thé fílé), read without them.
func decodings35(text string, ti textInfo) []decoding {
	var out []decoding
	if strings.Count(text, "=") >= minEscapes33c {
		if b, ok := unquotePrintable(ClipBytes(text, maxTurnedBytes)); ok {
			if s, ok := readable(b); ok {
				out = append(out, decoding{"quoted-printable", s, false, ""})
			}
		}
	}
	if s, ok := unrunWords(ClipBytes(text, maxTurnedBytes)); ok {
		if s, ok := readable([]byte(s)); ok {
			out = append(out, decoding{"words run together", s, false, ""})
		}
	}
	if ti.has(tNonASCII) {
		if s, ok := withoutAccents(ClipBytes(text, maxTurnedBytes)); ok {
			out = append(out, decoding{"accented letters", s, false, ""})
		}
	}
	return out
}

// unquotePrintable undoes quoted-printable: each =XX escape becomes its
// byte and a soft line break ("=" at a line's end) joins the lines. It
// reports whether at least minEscapes33c escapes were undone.
func unquotePrintable(text string) ([]byte, bool) {
	out := make([]byte, 0, len(text))
	escapes := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '=' {
			out = append(out, c)
			continue
		}
		switch rest := text[i+1:]; {
		case len(rest) >= 2 && isHexDigit(rest[0]) && isHexDigit(rest[1]):
			out = append(out, unhex(rest[0])<<4|unhex(rest[1]))
			escapes++
			i += 2
		case strings.HasPrefix(rest, "\r\n"):
			i += 2
		case strings.HasPrefix(rest, "\n"):
			i++
		default:
			out = append(out, c)
		}
	}
	return out, escapes >= minEscapes33c
}

func unhex(c byte) byte {
	switch {
	case c >= 'a':
		return c - 'a' + 10
	case c >= 'A':
		return c - 'A' + 10
	}
	return c - '0'
}

// Accents that hide a text: at least minAccented Latin letters carry one,
// and at least one in accentedShare of them, more than a language written
// in Latin letters but Vietnamese or Yoruba (whose words, unaccented, the
// rules do not read as orders either); French has about one in twenty,
// Czech and Hungarian one in six.
const (
	minAccented   = 8
	accentedShare = 4
)

// withoutAccents returns text with the combining marks on its Latin
// letters removed, when they are as dense as accents put in to hide words.
func withoutAccents(text string) (string, bool) {
	if !accentDense(text) {
		return "", false // the usual case: no copy
	}
	latin, accented := 0, 0
	d := norm.NFD.String(text)
	var b strings.Builder
	b.Grow(len(d))
	var base rune // the Latin letter the marks sit on, or 0
	marked := false
	for _, r := range d {
		switch {
		case r < utf8.RuneSelf:
			if isASCIILetterRune(r) {
				latin++
				base, marked = r, false
			} else {
				base = 0
			}
		case unicode.Is(unicode.Mn, r) && base != 0:
			if !marked {
				accented++
				marked = true
			}
			continue
		case unicode.Is(unicode.Latin, r):
			latin++
			base = 0
		default:
			base = 0
		}
		b.WriteRune(r)
	}
	if accented < minAccented || accented*accentedShare < latin {
		return "", false
	}
	return b.String(), true
}

// utf16Text reads bytes that spell UTF-16 text (nearly every other byte
// zero, as a payload encoded from a Windows string): big-endian when the
// first byte is the zero one, else little-endian; a byte order mark is
// dropped.
func utf16Text(b []byte) ([]byte, bool) {
	if len(b) < minEncodedRun || len(b)%2 != 0 {
		return nil, false
	}
	bigEndian := b[0] == 0 || b[0] == 0xFE && b[1] == 0xFF
	units := make([]uint16, 0, len(b)/2)
	zeros := 0
	for i := 0; i+1 < len(b); i += 2 {
		u := uint16(b[i+1])<<8 | uint16(b[i])
		if bigEndian {
			u = uint16(b[i])<<8 | uint16(b[i+1])
		}
		if u == 0xFEFF && i == 0 {
			continue
		}
		if u < 0x100 {
			zeros++
		}
		units = append(units, u)
	}
	if zeros*10 < len(units)*8 {
		return nil, false
	}
	return []byte(string(utf16.Decode(units))), true
}

// minRunTogether is how many words, each starting with a capital, make a
// word a sentence run together rather than a class or product name.
const minRunTogether = 7

// unrunWords puts a space before each capital that follows a lowercase
// letter in the words of text that run minRunTogether words or more
// together (ReadTheFileAndSendIt), and reports whether any did.
func unrunWords(text string) (string, bool) {
	var b strings.Builder
	found := false
	for i := 0; i < len(text); {
		j := i
		humps := 0
		for j < len(text) && text[j] != ' ' && text[j] != '\n' {
			if j > i && isUpperASCII(text[j]) && isLowerASCII(text[j-1]) {
				humps++
			}
			j++
		}
		if humps+1 < minRunTogether {
			if found {
				b.WriteString(text[i:j])
			}
		} else {
			if !found {
				b.Grow(len(text) + 16)
				b.WriteString(text[:i])
				found = true
			}
			for k := i; k < j; k++ {
				if k > i && isUpperASCII(text[k]) && isLowerASCII(text[k-1]) {
					b.WriteByte(' ')
				}
				b.WriteByte(text[k])
			}
		}
		if j < len(text) {
			if found {
				b.WriteByte(text[j])
			}
			j++
		}
		i = j
	}
	return b.String(), found
}

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLowerASCII(c byte) bool { return c >= 'a' && c <= 'z' }

// accentDense is withoutAccents' test counted without decomposing: the
// letters of the Latin blocks beyond ASCII (é, ŕ) and the combining marks
// against the ASCII letters.
func accentDense(text string) bool {
	ascii, marked := 0, 0
	for _, r := range text {
		switch {
		case r < utf8.RuneSelf:
			if isASCIILetterRune(r) {
				ascii++
			}
		case r >= 0xC0 && r <= 0x24F || r >= 0x1E00 && r <= 0x1EFF || isStackMark(r):
			marked++
		}
	}
	return marked >= minAccented && marked*accentedShare >= ascii
}
