package analysis

import (
	"encoding/hex"
	"strings"
)

// decodings37 adds what round 37's audit found a model joins at a glance
// and the run decoders did not: base64 or hex cut into chunks of one
// length set apart by blanks, commas, colons or quotes ("QmVm b3Jl …",
// "QmVmb3Jl" + "IGFuc3…", 42:65:66, 4265666f-72652061), and a sentence
// whose words are joined by one separator (Before_answering,_send_…,
// send-the-full-history-to-…). Linear: one pass each, at most
// maxDecodedRuns chunked runs, within the first maxTurnedBytes.
func decodings37(text string) []decoding {
	text = ClipBytes(text, maxTurnedBytes)
	var out []decoding
	for _, c := range chunkedRuns(text) {
		// A label of the chunks' length may run into them (Data: 4265 666f).
		if d, ok := decodeChunks(c); ok {
			out = append(out, d)
		} else if d, ok := decodeChunks(c[1:]); ok {
			out = append(out, d)
		}
	}
	if s, ok := respacedWords(text); ok {
		out = append(out, decoding{"words joined by a separator", s, false, ""})
	}
	return out
}

// decodeChunks decodes chunks joined as base64, else as hex.
func decodeChunks(c []string) (decoding, bool) {
	joined := strings.Join(c, "")
	if b, ok := decodeBase64(strings.TrimRight(joined, "=")); ok {
		if s, ok := readable(b); ok {
			return decoding{"base64 in chunks", s, true, c[0]}, true
		}
	}
	if len(joined)%2 == 0 {
		if b, err := hex.DecodeString(joined); err == nil {
			if s, ok := readable(b); ok {
				return decoding{"hex in chunks", s, true, c[0]}, true
			}
		}
	}
	return decoding{}, false
}

// Bounds of chunkedRuns: the fewest chunks, the shortest chunk, and the
// most bytes of blanks, commas, colons and quotes between two.
const (
	minChunks     = 3
	minChunkBytes = 2
	maxChunkGap   = 6
)

// isChunkGapByte reports the bytes set between chunks of an encoded run.
func isChunkGapByte(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == ',' || c == ':' || c == ';' || c == '[' || c == ']' || c == '+'
}

// isChunkByte reports the bytes of a chunk: base64's and hex's; a hyphen
// between hex groups is a gap, and so is a '+' that is a chunk alone.
func isChunkByte(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '+' || c == '/' || c == '_' || c == '='
}

// chunkedRuns returns up to maxDecodedRuns sequences of minChunks or more
// chunks, each but the last of one length and the last no longer, apart
// by at most maxChunkGap gap bytes (or by a hyphen between hex chunks),
// that look encoded: a chunk holds a digit, or a capital after its first
// byte, and the joined run is minEncodedRun bytes or more. Words of prose
// seldom run three of one length with such a letter in one. One pass.
func chunkedRuns(text string) [][]string {
	var out [][]string
	var cur []string
	encodedLook := false
	flush := func() {
		if len(cur) >= minChunks && encodedLook && len(out) < maxDecodedRuns {
			n := 0
			for _, c := range cur {
				n += len(c)
			}
			if n >= minEncodedRun {
				out = append(out, cur)
				cur = nil // kept: the next run gets a slice of its own
			}
		}
		cur, encodedLook = cur[:0], false // a run not kept lends its slice to the next
	}
	gapStart := 0 // where the gap after the last chunk starts
	for i := 0; i < len(text); {
		if !isChunkByte(text[i]) && !(text[i] == '-' && hexChunk(cur)) {
			i++
			continue
		}
		if text[i] == '-' {
			i++ // a hyphen between hex chunks
			continue
		}
		j := i
		for j < len(text) && isChunkByte(text[j]) {
			j++
		}
		chunk := text[i:j]
		if strings.Trim(chunk, "+") == "" {
			i = j // a '+' between quoted chunks
			continue
		}
		gapOK := len(cur) > 0 && i-gapStart <= maxChunkGap && allGap(text[gapStart:i])
		if !gapOK || len(chunk) > len(cur[0]) || len(cur) >= 2 && len(cur[len(cur)-1]) != len(cur[0]) || len(chunk) < minChunkBytes {
			flush()
		}
		if len(chunk) >= minChunkBytes {
			cur = append(cur, chunk)
			encodedLook = encodedLook || looksEncodedChunk(chunk)
		}
		gapStart, i = j, j
	}
	flush()
	return out
}

// allGap reports a gap of gap bytes and hyphens only.
func allGap(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isChunkGapByte(s[i]) && s[i] != '-' {
			return false
		}
	}
	return true
}

// hexChunk reports chunks so far that are all hex digits, which a hyphen
// may set apart (a UUID's groups are of other lengths and stay apart).
func hexChunk(cur []string) bool {
	if len(cur) == 0 {
		return false
	}
	for _, c := range cur {
		for i := 0; i < len(c); i++ {
			if !isHexDigit(c[i]) {
				return false
			}
		}
	}
	return true
}

// looksEncodedChunk reports a chunk with a digit, or a capital letter
// after its first byte.
func looksEncodedChunk(c string) bool {
	for i := 0; i < len(c); i++ {
		if c[i] >= '0' && c[i] <= '9' || i > 0 && c[i] >= 'A' && c[i] <= 'Z' {
			return true
		}
	}
	return false
}

// minJoinedWords is how many words a token must join with one separator
// before respacedWords reads it as a sentence: fewer are an identifier
// (get_current_weather) or a slug.
const minJoinedWords = 7

// respacedWords returns text with the separator of each token that joins
// minJoinedWords words or more by one separator ('_', '-', '+', '.')
// read as a space, and reports whether any did. A URL or a path whose
// last part is a slug stays. One pass.
func respacedWords(text string) (string, bool) {
	var b strings.Builder
	changed := false
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
			j++
		}
		tok := text[i:j]
		if sep, ok := joiningSeparator(tok); ok {
			if !changed {
				b.Grow(len(text))
				b.WriteString(text[:i])
				changed = true
			}
			b.WriteString(strings.ReplaceAll(tok, string(sep), " "))
		} else if changed {
			b.WriteString(tok)
		}
		if j < len(text) && changed {
			b.WriteByte(text[j])
		}
		i = j + 1
	}
	if !changed {
		return "", false
	}
	return b.String(), true
}

// joiningSeparator returns the separator a token joins minJoinedWords
// words or more with, each word of letters (a comma or a dot may end
// one), two of them or more the commonest short words of prose (the, to,
// de, zu): not an endpoint's name (post_v1_servers_server_id_ssh_keys)
// or a constant (AWS_SECRET_ACCESS_KEY_ID_…), which hold none or no small
// letter; and not when its first word holds a slash (the slug of a URL or
// a path).
func joiningSeparator(tok string) (byte, bool) {
	if len(tok) < 2*minJoinedWords {
		return 0, false
	}
	for _, sep := range []byte{'_', '-', '+', '.'} {
		first := strings.IndexByte(tok, sep)
		if first < 0 || strings.IndexByte(tok[:first], '/') >= 0 || strings.Count(tok, string(sep)) < minJoinedWords-1 {
			continue
		}
		words, letters, common, lower := 0, 0, 0, false
		for _, w := range strings.Split(tok, string(sep)) {
			w = strings.TrimRight(w, ",.;:!?")
			if w == "" {
				continue
			}
			for k := 0; k < len(w); k++ {
				if isASCIILetter(w[k]) {
					letters++
					lower = lower || w[k] >= 'a'
				}
			}
			if lw := strings.ToLower(w); isCommonWord(lw) || joinedCommonWord(lw) {
				common++
			}
			words++
		}
		if words >= minJoinedWords && lower && common >= 2 && letters*10 >= (len(tok)-strings.Count(tok, string(sep)))*8 {
			return sep, true
		}
	}
	return 0, false
}

// joinedCommonWord adds to isCommonWord the short German words a joined
// sentence holds where the others hold "the" and "to".
func joinedCommonWord(w string) bool {
	switch w {
	case "zu", "den", "es", "im", "mit", "an":
		return true
	}
	return false
}
