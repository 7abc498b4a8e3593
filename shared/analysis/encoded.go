package analysis

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/url"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bounds of the decoding pass: how many candidate runs of each encoding a
// text gets decoded, and how much of a text is read reversed or in ROT13.
const (
	maxDecodedRuns = 8
	maxTurnedBytes = 64 << 10
)

// scanEncoded decodes what may hide instructions (base64, base32, hex,
// percent-encoding, bytes smuggled in variation selectors, ROT13 and
// reversed text) and flags a decoding the rules find instructions in.
func scanEncoded(where func() string, text string, ti textInfo, ctx scanContext) []finding {
	for _, c := range decodings(text, ti) {
		if found := scanMeaning(label(""), c.text, ctx); len(found) > 0 || c.wordy && instructionLike(c.text) {
			return []finding{{"poison-encoded-payload", fmt.Sprintf("%s holds %s that decodes to instructions: %q", where(), c.encoding, excerpt(c.text))}}
		}
	}
	return nil
}

// decoding is one readable decoding of part of a text.
type decoding struct {
	encoding, text string
	wordy          bool // a binary encoding: readable text alone is suspicious
}

func decodings(text string, ti textInfo) []decoding {
	var out []decoding
	add := func(enc string, b []byte, wordy bool) {
		if s, ok := readable(b); ok {
			out = append(out, decoding{enc, s, wordy})
		}
	}
	for _, run := range runsOf(text, isBase64Byte, minEncodedRun, ti.longestB64 >= minEncodedRun) {
		trimmed := strings.TrimRight(run, "=")
		for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
			if b, err := enc.DecodeString(trimmed); err == nil {
				add("base64", b, true)
				break
			}
		}
		if b, err := base32.StdEncoding.WithPadding(base32.NoPadding).DecodeString(strings.ToUpper(trimmed)); err == nil {
			add("base32", b, true)
		}
		if len(run)%2 == 0 {
			if b, err := hex.DecodeString(run); err == nil {
				add("hex", b, true)
			}
		}
	}
	for _, run := range runsOf(text, isEscapedHexByte, minEncodedRun, strings.Contains(text, `\x`) || strings.Contains(text, "0x")) {
		if b, ok := decodeEscapedHex(run); ok {
			add("hex escapes", b, true)
		}
	}
	if strings.Count(text, "%") >= 6 {
		for _, run := range runsOf(text, isPercentRunByte, minEncodedRun, true) {
			if strings.Count(run, "%") >= 6 {
				if s, err := url.PathUnescape(run); err == nil && s != run {
					add("percent-encoding", []byte(s), false)
				}
			}
		}
	}
	if b := variationSelectorBytes(text, ti); len(b) > 0 {
		add("variation selectors", b, true)
	}
	if turned := scrambledLines(text); turned != "" {
		out = append(out, decoding{"ROT13", rot13(turned), false}, decoding{"reversed text", reverse(turned), false})
	}
	return out
}

// runsOf returns up to maxDecodedRuns runs of at least min bytes for which
// in holds, or nothing when worth is false (a cheaper test said none).
func runsOf(text string, in func(byte) bool, min int, worth bool) []string {
	if !worth {
		return nil
	}
	var out []string
	for i := 0; i < len(text) && len(out) < maxDecodedRuns; {
		if !in(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && in(text[j]) {
			j++
		}
		if j-i >= min {
			out = append(out, text[i:j])
		}
		i = j
	}
	return out
}

func isBase64Byte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '_' || c == '-' || c == '='
}

func isEscapedHexByte(c byte) bool {
	return c == '\\' || c == 'x' || c == 'X' || c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F' || c == ' '
}

func isPercentRunByte(c byte) bool {
	return c == '%' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '.' || c == '-' || c == '_' || c == '~' || c == '+'
}

// decodeEscapedHex decodes \x41 or 0x41 sequences, with or without spaces.
func decodeEscapedHex(run string) ([]byte, bool) {
	run = strings.ReplaceAll(run, " ", "")
	run = strings.ReplaceAll(strings.ReplaceAll(run, `\x`, ""), "0x", "")
	b, err := hex.DecodeString(run)
	return b, err == nil
}

// variationSelectorBytes decodes bytes hidden as variation selectors
// (U+FE00–FE0F for 0–15, U+E0100–E01EF for 16–255).
func variationSelectorBytes(text string, ti textInfo) []byte {
	if !ti.has(tNonASCII) {
		return nil
	}
	var out []byte
	for _, r := range text {
		switch {
		case r >= 0xFE00 && r <= 0xFE0F:
			out = append(out, byte(r-0xFE00))
		case r >= 0xE0100 && r <= 0xE01EF:
			out = append(out, byte(r-0xE0100+16))
		}
	}
	if len(out) < 8 {
		return nil
	}
	return out
}

// readable accepts decoded bytes that are mostly printable UTF-8 text with
// a few words.
func readable(b []byte) (string, bool) {
	if !utf8.Valid(b) {
		return "", false
	}
	s := string(b)
	printable, total := 0, 0
	for _, r := range s {
		total++
		if unicode.IsPrint(r) || r == '\n' || r == '\t' {
			printable++
		}
	}
	return s, total > 0 && printable*100 >= total*85 && strings.Count(s, " ") >= 2
}

// instructionLike marks decoded text as addressed to a model: two of the
// concepts that make up an instruction.
func instructionLike(s string) bool {
	kinds := map[concept]bool{}
	for _, h := range matchConcepts(foldText(s).lower) {
		switch h.c {
		case cIgnore, cInstr, cMust, cNeg, cRead, cSend, cInclude, cSecret, cPath, cUser, cModel, cCall, cOtherTool, cConversation:
			kinds[h.c] = true
		}
	}
	return len(kinds) >= 2
}

// scrambledLines returns the lines and sentences of text (within its first
// maxTurnedBytes) that look scrambled, joined by newlines, or "".
//
// A part looks scrambled when it is Latin text with almost none of the
// commonest short words of the lexicon languages: what ROT13 or reversed
// text looks like, and ordinary prose does not, so only such text is
// turned back. Parts and their words are counted in one pass.
func scrambledLines(text string) string {
	if len(text) > maxTurnedBytes {
		text = text[:maxTurnedBytes]
	}
	var out []string
	start, words, common := 0, 0, 0
	for i := 0; i <= len(text); i++ {
		if i < len(text) && letterLower[text[i]] != 0 {
			// A word: its first four letters, lowercase, packed into k (a
			// shorter word leaves zero bytes, so k also tells its length).
			var k uint32
			n := 0
			for ; i < len(text); i++ {
				c := letterLower[text[i]]
				if c == 0 {
					break
				}
				if n < 4 {
					k |= uint32(c) << (8 * n)
				}
				n++
			}
			words++
			if n <= 4 && isCommonWord(k) {
				common++
			}
			i-- // text[i], after the word, is looked at next
			continue
		}
		end := i == len(text) || text[i] == '\n' || text[i] == '(' || text[i] == ')' || text[i] == '.' && i+1 < len(text) && text[i+1] == ' '
		if !end {
			continue
		}
		if words >= 6 && common*25 < words {
			out = append(out, text[start:i])
		}
		start, words, common = i+1, 0, 0
	}
	return strings.Join(out, "\n")
}

// letterLower maps ASCII letters to their lowercase and every other byte
// to 0.
var letterLower = func() (t [256]byte) {
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = byte(c), byte(c)
	}
	return t
}()

// commonWords are the commonest short words of the lexicon languages.
var commonWords = [...]string{
	"the", "and", "to", "of", "a", "in", "is", "for", "with", "or", "this", "that", "it", "be", "on", "as", "by", "from", "an", "are", "if", "not",
	"de", "la", "el", "der", "die", "und", "le", "et", "il", "di", "che", "e", "que", "en", "los", "das", "ist", "pour", "per", "um", "com", "des", "les", "y",
}

// commonWordTable holds commonWords packed as scrambledLines packs a
// word, in an open-addressing table.
var commonWordTable = func() (t [128]uint32) {
	for _, w := range commonWords {
		var k uint32
		for n := range len(w) {
			k |= uint32(w[n]) << (8 * n)
		}
		i := commonWordSlot(k)
		for t[i] != 0 {
			i = (i + 1) % uint32(len(t))
		}
		t[i] = k
	}
	return t
}()

func commonWordSlot(k uint32) uint32 { return (k * 0x9E3779B1) >> 25 }

// isCommonWord reports a packed word (up to four lowercase letters) that
// is one of commonWords.
func isCommonWord(k uint32) bool {
	for i := commonWordSlot(k); ; i = (i + 1) % uint32(len(commonWordTable)) {
		switch commonWordTable[i] {
		case k:
			return true
		case 0:
			return false
		}
	}
}

func rot13(s string) string {
	b := []byte(s)
	for i, c := range b {
		switch {
		case c >= 'a' && c <= 'z':
			b[i] = 'a' + (c-'a'+13)%26
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+13)%26
		}
	}
	return string(b)
}

func reverse(s string) string {
	r := []rune(s)
	for i, j := 0, len(r)-1; i < j; i, j = i+1, j-1 {
		r[i], r[j] = r[j], r[i]
	}
	return string(r)
}
