package analysis

import (
	"bytes"
	"encoding/hex"
	"strings"
	"unicode"
	"unicode/utf8"
)

// innerEncoding decodes once more what a base64 or hex run decoded to when
// that is itself one base64 or hex run (base64 of base64, hex of base64):
// one level, within the bytes already decoded.
func innerEncoding(b []byte) ([]byte, string, bool) {
	b = bytes.TrimSpace(b)
	if len(b) < minEncodedRun || len(b) > maxTurnedBytes {
		return nil, "", false
	}
	allHex := true
	for _, c := range b {
		if !isBase64Byte(c) {
			return nil, "", false
		}
		allHex = allHex && isHexDigit(c)
	}
	s := string(b)
	if allHex && len(s)%2 == 0 {
		out, err := hex.DecodeString(s)
		return out, "hex", err == nil
	}
	out, ok := decodeBase64(strings.TrimRight(s, "="))
	return out, "base64", ok
}

// reversedSentences reads backwards each stretch of a line that starts
// with a sentence's closing mark directly followed by a letter
// (".요세하행실 …", "。いさだくて…", ".`ofni_tneilc` me …") and does not
// end with one: a sentence written backwards begins where it ended. This
// finds reversed text in the scripts written without spaces, which
// looksScrambled does not read.
func reversedSentences(text string) []decoding {
	text = ClipBytes(text, maxTurnedBytes)
	var out []string
	for i := 0; i < len(text); i++ {
		c := text[i]
		if c != '.' && c != '!' && c != '?' && c != 0xE3 && c != 0xEF {
			continue
		}
		if i > 0 && !strings.ContainsRune(" \n\t\"'(", rune(text[i-1])) {
			continue
		}
		r, size := utf8.DecodeRuneInString(text[i:])
		if !isClosingMark(r) {
			continue
		}
		if next, _ := utf8.DecodeRuneInString(text[i+size:]); !unicode.IsLetter(next) && next != '`' {
			continue
		}
		end := strings.IndexByte(text[i:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += i
		}
		line := strings.TrimRight(text[i:end], " ")
		if last, _ := utf8.DecodeLastRuneInString(line); !isClosingMark(last) && utf8.RuneCountInString(line) >= 12 {
			out = append(out, reverse(line))
		}
		i = end
	}
	if len(out) == 0 {
		return nil
	}
	return []decoding{{"reversed text", strings.Join(out, "\n"), false, ""}}
}

func isClosingMark(r rune) bool {
	switch r {
	case '.', '!', '?', '。', '！', '？', '．':
		return true
	}
	return false
}
