package analysis

import (
	"encoding/base64"
	"strings"
	"unicode"
	"unicode/utf8"
)

// More decodings, each linear and bounded like the others: octal escapes
// (\123\145), binary octets (01110011 …), Morse code, letters set apart by
// dots (D.o n.o.t), and scrambled lines read back through Atbash and the
// Caesar shift their letter counts point to.
func moreDecodings(text string, turned string) []decoding {
	var out []decoding
	add := func(enc string, b []byte, wordy bool, run string) {
		if s, ok := readable(b); ok {
			out = append(out, decoding{enc, s, wordy, run})
		}
	}
	if strings.Count(text, `\`) >= 6 {
		for _, run := range runsOf(text, isOctalEscapeByte, minEncodedRun, true) {
			if b, ok := decodeOctalEscapes(run); ok {
				add("octal escapes", b, true, run)
			}
		}
	}
	for _, run := range runsOf(text, isBinaryByte, 8*9, strings.Contains(text, "0000") || strings.Count(text, "01") >= 8) {
		if b, ok := decodeBinary(run); ok {
			add("binary", b, true, run)
		}
	}
	for _, run := range runsOf(text, isMorseByte, 24, strings.Contains(text, ".-") || strings.Contains(text, "-.")) {
		if s, ok := decodeMorse(run); ok {
			add("Morse code", []byte(s), true, run)
		}
	}
	if s, ok := undotLetters(ClipBytes(text, maxTurnedBytes)); ok {
		add("dotted letters", []byte(s), false, "")
	}
	if turned != "" {
		// A payload is short: the letter ciphers read only its first part.
		turned = ClipBytes(turned, maxCipherBytes)
		out = append(out, decoding{"Atbash", atbash(turned), false, ""})
		if k := caesarShift(turned); k != 0 && k != 13 {
			out = append(out, decoding{"a Caesar shift", shiftLetters(turned, k), false, ""})
		}
	}
	return out
}

// maxCipherBytes bounds what Atbash and the Caesar shift read of the
// scrambled lines, beyond the ROT13 and reversed readings of them all.
const maxCipherBytes = 4 << 10

func isOctalEscapeByte(c byte) bool { return c == '\\' || c >= '0' && c <= '7' }

// decodeOctalEscapes decodes a run made only of \NNN escapes.
func decodeOctalEscapes(run string) ([]byte, bool) {
	if len(run)%4 != 0 {
		return nil, false
	}
	out := make([]byte, 0, len(run)/4)
	for i := 0; i < len(run); i += 4 {
		if run[i] != '\\' || run[i+1] > '3' {
			return nil, false
		}
		n := 0
		for _, c := range []byte(run[i+1 : i+4]) {
			if c == '\\' {
				return nil, false
			}
			n = n*8 + int(c-'0')
		}
		out = append(out, byte(n))
	}
	return out, true
}

func isBinaryByte(c byte) bool { return c == '0' || c == '1' || c == ' ' }

// decodeBinary decodes a run of eight-bit groups apart by single spaces.
func decodeBinary(run string) ([]byte, bool) {
	run = strings.TrimSpace(run)
	var out []byte
	for len(run) >= 8 {
		n := 0
		for _, c := range []byte(run[:8]) {
			if c == ' ' {
				return nil, false
			}
			n = n*2 + int(c-'0')
		}
		out = append(out, byte(n))
		run = strings.TrimLeft(run[8:], " ")
	}
	return out, len(run) == 0 && len(out) > 0
}

func isMorseByte(c byte) bool { return c == '.' || c == '-' || c == ' ' || c == '/' }

// morse maps each Morse letter and digit to its character.
var morse = map[string]byte{
	".-": 'a', "-...": 'b', "-.-.": 'c', "-..": 'd', ".": 'e', "..-.": 'f', "--.": 'g', "....": 'h', "..": 'i', ".---": 'j', "-.-": 'k', ".-..": 'l', "--": 'm',
	"-.": 'n', "---": 'o', ".--.": 'p', "--.-": 'q', ".-.": 'r', "...": 's', "-": 't', "..-": 'u', "...-": 'v', ".--": 'w', "-..-": 'x', "-.--": 'y', "--..": 'z',
	"-----": '0', ".----": '1', "..---": '2', "...--": '3', "....-": '4', ".....": '5', "-....": '6', "--...": '7', "---..": '8', "----.": '9',
	".-.-.-": '.', "--..--": ',', "..--.-": '_', "-..-.": '/', "---...": ':', "..--..": '?', ".----.": '\'', "-.--.": '(', "-.--.-": ')', "-....-": '-', ".--.-.": '@', ".-.-.": '+', "-...-": '=',
}

// decodeMorse decodes letters apart by spaces and words apart by a slash
// or by three spaces; a code outside the table (a national letter) reads
// as "?", and at most one in ten may be.
func decodeMorse(run string) (string, bool) {
	var b strings.Builder
	known, unknown := 0, 0
	for _, word := range strings.FieldsFunc(strings.ReplaceAll(run, "   ", "/"), func(r rune) bool { return r == '/' }) {
		codes := strings.Fields(word)
		if len(codes) == 0 {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		for _, c := range codes {
			ch, ok := morse[c]
			if !ok {
				ch = '?'
				unknown++
			} else {
				known++
			}
			b.WriteByte(ch)
		}
	}
	return b.String(), known > 0 && unknown*10 <= known+unknown
}

// undotLetters removes the dots set between the characters of words
// (D.o n.o.t u.s.e, k.e.y.s (.O.P.E.N.), С.ч.и.т.а.й) when the text holds
// at least twenty dots between single letters.
func undotLetters(text string) (string, bool) {
	dots := 0
	for i := 1; i+1 < len(text) && dots < 20; i++ {
		if text[i] == '.' && dottedLetterAt(text, i) {
			dots++
		}
	}
	if dots < 20 {
		return "", false
	}
	var b strings.Builder
	for i := 0; i < len(text); i++ {
		if text[i] == '.' && i > 0 && i+1 < len(text) && text[i-1] != ' ' && text[i+1] != ' ' && text[i+1] != '\n' {
			continue
		}
		b.WriteByte(text[i])
	}
	return b.String(), true
}

// dottedLetterAt reports the dot at i set between two letters of any
// script, the second a single one (the "С.ч" of С.ч.и.т.а.й).
func dottedLetterAt(text string, i int) bool {
	if isASCIILetter(text[i-1]) && isASCIILetter(text[i+1]) {
		return i+2 == len(text) || !isASCIILetter(text[i+2])
	}
	if text[i-1] < utf8.RuneSelf && text[i+1] < utf8.RuneSelf {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, n := utf8.DecodeRuneInString(text[i+1:])
	if !unicode.IsLetter(before) || !unicode.IsLetter(after) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(text[i+1+n:])
	return i+1+n == len(text) || !unicode.IsLetter(next)
}

func atbash(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'z' - (c - 'a')
		case c >= 'A' && c <= 'Z':
			b[i] = 'Z' - (c - 'A')
		}
	}
	return string(b)
}

// letterWeight is a rough letter frequency of the Latin-script lexicon
// languages, per mille.
var letterWeight = [26]int{100, 12, 38, 45, 125, 10, 12, 25, 70, 3, 2, 50, 28, 70, 80, 27, 5, 65, 70, 65, 38, 12, 5, 2, 5, 3}

// caesarShift returns the shift that, applied to s, best matches the
// letter frequencies of the lexicon languages: one count, 26 scores.
func caesarShift(s string) int {
	var count [26]int
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; c >= 'a' && c <= 'z' {
			count[c-'a']++
		}
	}
	best, bestScore := 0, -1
	for k := 0; k < 26; k++ {
		score := 0
		for l, n := range count {
			score += n * letterWeight[(l+k)%26]
		}
		if score > bestScore {
			best, bestScore = k, score
		}
	}
	return best
}

// shiftLetters moves each ASCII letter of s k places on.
func shiftLetters(s string, k int) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + byte((int(c-'a')+k)%26)
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + byte((int(c-'A')+k)%26)
		}
	}
	return string(b)
}

// nestedTurns reads a binary decoding that looks scrambled once more, in
// ROT13 and reversed (base64 of ROT13 text), or its sentences that read
// backwards (reversedSentences) reversed: one level, so the work stays
// within twice the decoded bytes. What it reads was hidden twice: readable
// text alone is suspicious.
func nestedTurns(ds []decoding) []decoding {
	var out []decoding
	for _, d := range ds {
		if !d.wordy || len(d.text) > maxCipherBytes {
			continue
		}
		if !looksScrambled(d.text) {
			for _, r := range reversedSentences(d.text) {
				out = append(out, decoding{d.encoding + " of reversed text", r.text, true, d.run})
			}
			continue
		}
		out = append(out, decoding{d.encoding + " of ROT13", rot13(d.text), true, d.run}, decoding{d.encoding + " of reversed text", reverse(d.text), true, d.run})
	}
	return out
}

// base64Behind decodes base64 that starts one to three characters into
// a run ("3.2.1+5LiN…", where the version's last digit and "+" run into
// it): the run read from each later start, up to 16 KiB of it.
func base64Behind(run string) ([]byte, bool) {
	if len(run) > 4*maxCipherBytes {
		return nil, false
	}
	for k := 1; k <= 3 && k < len(run); k++ {
		if b, err := base64.RawStdEncoding.DecodeString(run[k:]); err == nil {
			if _, ok := readable(b); ok {
				return b, true
			}
		}
	}
	return nil, false
}

// spacelessWords reports eight or more letters of the scripts written
// without spaces between words (Han, kana, Hangul, Thai): decoded bytes
// that spell them are text, as random bytes seldom are valid UTF-8.
func spacelessWords(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, unicode.Thai) {
			if n++; n >= 8 {
				return true
			}
		}
	}
	return false
}
