package analysis

import (
	"html"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Decodings of text spelled in forms a reader undoes at a glance, each one
// linear and bounded like the others: HTML named entities (&nbsp;,
// &period;, &lt;…&gt;), code points written as U+0073, text turned upside
// down (ʎɹɐssǝɔǝu), the words of a scrambled line each written backwards
// in their own order or the line both reversed and in ROT13, bytes listed
// as decimal values (115,101,110,100) and base64 wrapped over lines.
func decodings33c(text string, ti textInfo, turned string) []decoding {
	var out []decoding
	add := func(enc string, b []byte, wordy bool, run string) {
		if s, ok := readable(b); ok {
			out = append(out, decoding{enc, s, wordy, run})
		}
	}
	if strings.Count(text, "&") >= minEscapes33c && strings.Count(text, ";") >= minEscapes33c {
		clipped := ClipBytes(text, maxTurnedBytes)
		if s := html.UnescapeString(clipped); s != clipped {
			// &nbsp; spaces the words as a space does.
			add("HTML entities", []byte(strings.ReplaceAll(s, "\u00a0", " ")), false, "")
		}
	}
	if strings.Count(text, "U+") >= minEscapes33c {
		if s, ok := unescapeUPlus(ClipBytes(text, maxTurnedBytes)); ok {
			add("U+ code points", []byte(s), false, "")
		}
	}
	if ti.has(tNonASCII) {
		if s, ok := turnedUpsideDown(ClipBytes(text, maxTurnedBytes)); ok {
			add("upside-down text", []byte(s), false, "")
		}
	}
	if turned != "" {
		// A payload is short: like the letter ciphers, these read only the
		// first part of the scrambled lines.
		turned = ClipBytes(turned, maxCipherBytes)
		out = append(out, decoding{"words written backwards", reverseWords(turned), false, ""}, decoding{"reversed ROT13", reverse(rot13(turned)), false, ""})
	}
	if strings.Count(text, ",") >= minDecimalBytes {
		for _, run := range runsOf(ClipBytes(text, maxTurnedBytes), isDecimalListByte, 2*minDecimalBytes, true) {
			if b, ok := decimalBytes(run); ok {
				add("decimal bytes", b, true, run)
			}
		}
	}
	if ti.longestB64 >= minWrappedLine33c && strings.IndexByte(text, '\n') >= 0 {
		for _, run := range wrappedBase64(ClipBytes(text, maxTurnedBytes)) {
			if b, ok := decodeBase64(strings.TrimRight(run, "=")); ok {
				add("base64", b, true, run)
			}
		}
	}
	return out
}

// minDecimalBytes is how many comma-separated byte values (115,101,110)
// a run must list before it is read as text.
const minDecimalBytes = 16

func isDecimalListByte(c byte) bool { return c >= '0' && c <= '9' || c == ',' || c == ' ' }

// decimalBytes decodes a run of byte values apart by commas, each 0-255.
func decimalBytes(run string) ([]byte, bool) {
	var out []byte
	for f := range strings.SplitSeq(run, ",") {
		n, err := strconv.ParseUint(strings.TrimSpace(f), 10, 8)
		if err != nil {
			if strings.TrimSpace(f) == "" {
				continue // a trailing comma
			}
			return nil, false
		}
		out = append(out, byte(n))
	}
	return out, len(out) >= minDecimalBytes
}

// minEscapes33c is how many escapes a text must hold before it is read
// with them undone: an HTML page's few entities do not spell a sentence.
const minEscapes33c = 6

// unescapeUPlus decodes the code points a text writes as U+XXXX, dropping
// the single spaces between two of them, and reports whether any was.
func unescapeUPlus(text string) (string, bool) {
	var b strings.Builder
	decoded := false
	for i := 0; i < len(text); {
		if text[i] == 'U' && i+5 < len(text) && text[i+1] == '+' {
			j := i + 2
			for j < len(text) && j < i+8 && isHexDigit(text[j]) {
				j++
			}
			if j-i >= 6 {
				if n, err := strconv.ParseUint(text[i+2:j], 16, 32); err == nil && n > 0 && utf8.ValidRune(rune(n)) {
					b.WriteRune(rune(n))
					decoded = true
					i = j
					if i+2 < len(text) && text[i] == ' ' && text[i+1] == 'U' && text[i+2] == '+' {
						i++ // the space between two code points
					}
					continue
				}
			}
		}
		b.WriteByte(text[i])
		i++
	}
	return b.String(), decoded
}

// upsideDown maps the letters of text turned upside down to the letters
// they are turned from; the Latin letters that are each other turned
// (b/q, d/p, n/u) are read swapped as well.
var upsideDown = map[rune]rune{
	'ɐ': 'a', 'q': 'b', 'ɔ': 'c', 'p': 'd', 'ǝ': 'e', 'ɟ': 'f', 'ƃ': 'g',
	'ɥ': 'h', 'ᴉ': 'i', 'ı': 'i', 'ɾ': 'j', 'ʞ': 'k', 'ן': 'l', 'ɯ': 'm',
	'u': 'n', 'd': 'p', 'b': 'q', 'ɹ': 'r', 'ʇ': 't', 'n': 'u', 'ʌ': 'v',
	'ʍ': 'w', 'ʎ': 'y', '˙': '.', '¿': '?', '¡': '!', ',': '\'', '\'': ',',
	'‾': '_', '⅋': '&', 'Ɐ': 'a', 'Ǝ': 'e',
}

// minTurnedLetters is how many letters that only turned text uses (ɐ, ǝ,
// ɹ, ʇ…) a text must hold before it is read upside down: a phonetic
// transcription holds a few.
const minTurnedLetters = 8

// turnedUpsideDown reads text turned upside down: backwards, each letter
// turned back; ok only when it holds minTurnedLetters turned letters.
func turnedUpsideDown(text string) (string, bool) {
	n := 0
	for _, r := range text {
		if r >= 0x180 {
			if _, ok := upsideDown[r]; ok {
				n++
			}
		}
	}
	if n < minTurnedLetters {
		return "", false
	}
	runes := []rune(text)
	out := make([]rune, 0, len(runes))
	for i := len(runes) - 1; i >= 0; i-- {
		r := runes[i]
		if t, ok := upsideDown[r]; ok {
			r = t
		}
		out = append(out, r)
	}
	return string(out), true
}

// reverseWords writes each word of s backwards, in place: "dnes eht
// yek" is "send the key".
func reverseWords(s string) string {
	runes := []rune(s)
	for i := 0; i < len(runes); {
		if runes[i] == ' ' || runes[i] == '\n' {
			i++
			continue
		}
		j := i
		for j < len(runes) && runes[j] != ' ' && runes[j] != '\n' {
			j++
		}
		for a, b := i, j-1; a < b; a, b = a+1, b-1 {
			runes[a], runes[b] = runes[b], runes[a]
		}
		i = j
	}
	return string(runes)
}

// minWrappedLine33c is the shortest line of base64 wrapped over lines.
const minWrappedLine33c = 16

// wrappedBase64 returns up to maxDecodedRuns runs of base64 wrapped over
// two or more lines, each line but the last at least minWrappedLine33c
// bytes of the alphabet, joined.
func wrappedBase64(text string) []string {
	var out []string
	var block strings.Builder
	lines := 0
	flush := func() {
		if lines >= 2 {
			out = append(out, block.String())
		}
		block.Reset()
		lines = 0
	}
	for line := range strings.SplitSeq(text, "\n") {
		if len(out) >= maxDecodedRuns {
			break
		}
		line = strings.TrimSpace(line)
		whole := line != ""
		for i := 0; i < len(line) && whole; i++ {
			whole = isBase64Byte(line[i])
		}
		if !whole {
			flush()
			continue
		}
		block.WriteString(line)
		lines++
		if len(line) < minWrappedLine33c { // a short line ends the block
			flush()
		}
	}
	flush()
	return out
}
