package analysis

import (
	"html"
	"strings"
)

// decodings36 adds the base64 inside what an escape undone over the
// whole text read (ds, the decodings so far) and the text read through
// markup that cuts its words.
func decodings36(text string, ds []decoding) []decoding {
	out := encodedInside(ds)
	if s, ok := unmarkWords(ClipBytes(text, maxTurnedBytes)); ok {
		if s, ok := readable([]byte(s)); ok {
			out = append(out, decoding{"markup inside words", s, false, ""})
		}
	}
	return out
}

// escapedInner decodes once more what a base64, base32 or hex run decoded
// to when that is text spelled in escapes a model undoes at a glance
// (quoted-printable, &#…; or \u escapes, percent-encoding, HTML entities,
// spaced or \x hex, binary octets): one level, within the bytes already
// decoded, each form tried only when it is written there.
func escapedInner(b []byte) ([]byte, string, bool) {
	if len(b) < minEncodedRun || len(b) > maxTurnedBytes {
		return nil, "", false
	}
	for _, c := range b {
		if (c < ' ' || c > '~') && c != '\n' && c != '\r' && c != '\t' {
			return nil, "", false
		}
	}
	s := strings.TrimSpace(string(b))
	forms := [...]struct {
		enc    string
		worth  bool
		decode func(string) ([]byte, bool)
	}{
		{"quoted-printable", strings.Count(s, "=") >= minEscapes33c, unquotePrintable},
		{"character escapes", strings.Count(s, "&#") >= minEscapes33c || strings.Count(s, `\u`) >= minEscapes33c || strings.Count(s, `\U`) >= minEscapes33c, unescapeCodePoints},
		{"percent-encoding", strings.Count(s, "%") >= minEscapes33c, func(s string) ([]byte, bool) { u, ok := unescapePercents(s); return []byte(u), ok }},
		{"HTML entities", strings.Count(s, "&") >= minEscapes33c && strings.Count(s, ";") >= minEscapes33c, func(s string) ([]byte, bool) {
			u := html.UnescapeString(s)
			return []byte(strings.ReplaceAll(u, "\u00a0", " ")), u != s
		}},
		{"hex escapes", strings.Contains(s, `\x`) || strings.Contains(s, "0x") || hasSpacedHex(s), decodeEscapedHex},
		{"binary", len(s) >= 8*9 && strings.Trim(s, "01 \n") == "", func(s string) ([]byte, bool) { return decodeBinary(strings.ReplaceAll(s, "\n", " ")) }},
	}
	for _, f := range forms {
		if !f.worth {
			continue
		}
		if out, ok := f.decode(s); ok {
			if r, ok := readable(out); ok {
				return []byte(r), f.enc, true
			}
		}
	}
	return nil, "", false
}

// turnedBase64 decodes a run that is base64 written backwards or in
// ROT13 (both keep its alphabet): the payload turned once more before it
// was encoded's mirror, tried only on a run that decoded to nothing
// readable as it is.
func turnedBase64(run string) ([]byte, string, bool) {
	if len(run) > 4*maxCipherBytes {
		return nil, "", false
	}
	if b, ok := decodeBase64(strings.Trim(reverse(run), "=")); ok {
		if _, ok := readable(b); ok {
			return b, "reversed base64", true
		}
	}
	if b, ok := decodeBase64(strings.TrimRight(rot13(run), "=")); ok {
		if _, ok := readable(b); ok {
			return b, "ROT13 of base64", true
		}
	}
	return nil, "", false
}

// encodedInside decodes the base64 runs inside what an escape undone
// over the whole text read (base64 percent-encoded or written in
// quoted-printable, character escapes or HTML entities): one level, each
// decoding's runs bounded by runsOf.
func encodedInside(ds []decoding) []decoding {
	var out []decoding
	for _, d := range ds {
		switch d.encoding {
		case "percent-encoding", "quoted-printable", "character escapes", "HTML entities":
		default:
			continue
		}
		for _, run := range runsOf(d.text, isBase64Byte, minEncodedRun, true) {
			if b, ok := decodeBase64(strings.TrimRight(run, "=")); ok {
				if s, ok := readable(b); ok {
					out = append(out, decoding{"base64 in " + d.encoding, s, true, run})
				}
			}
		}
	}
	return out
}

// unmarkWords reads a text whose words are cut by markup a model reads
// through: HTML tags or comments (r<b></b>e<!-- -->a), emphasis marks
// (r**e**a) or backslashes (r\e\a\d) between two letters, at least
// minEscapes33c times. One pass; a tag or comment is at most
// maxInwordTag bytes.
func unmarkWords(text string) (string, bool) {
	if strings.Count(text, "<")+strings.Count(text, "*")+strings.Count(text, `\`)+strings.Count(text, "~")+strings.Count(text, "`") < minEscapes33c {
		return "", false
	}
	var b strings.Builder
	cut := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if i == 0 || !isASCIILetter(text[i-1]) {
			b.WriteByte(c)
			continue
		}
		end := i // the markup is text[i:end]
		switch c {
		case '<':
			if strings.HasPrefix(text[i:], "<!--") {
				if k := strings.Index(text[i:min(len(text), i+maxInwordTag)], "-->"); k > 0 {
					end = i + k + 3
				}
			} else if k := strings.IndexByte(text[i:min(len(text), i+maxInwordTag)], '>'); k > 0 {
				end = i + k + 1
			}
			// <b></b>: tags in a row are one cut.
			for end > i && end < len(text) && text[end] == '<' {
				k := strings.IndexByte(text[end:min(len(text), end+maxInwordTag)], '>')
				if k <= 0 {
					break
				}
				end += k + 1
			}
		case '*', '\\', '~', '`':
			for end < len(text) && (text[end] == '*' || text[end] == '\\' || text[end] == '~' || text[end] == '`') {
				end++
			}
		}
		if end > i && end < len(text) && isASCIILetter(text[end]) {
			cut++
			i = end - 1
			continue
		}
		b.WriteByte(c)
	}
	if cut < minEscapes33c {
		return "", false
	}
	return b.String(), true
}

// maxInwordTag bounds a tag or comment read as cutting a word.
const maxInwordTag = 64
