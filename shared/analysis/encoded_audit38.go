package analysis

import (
	"encoding/ascii85"
	"strings"
	"sync"
)

// decodings38 adds what round 38's audit found a model reads and the
// decoders did not: Ascii85 and the two other base85 alphabets (RFC 1924,
// which Python's b85encode and git write, and ZeroMQ's Z85), a sentence
// whose words are glued together with no space, capital or separator
// (pleasereadtheusers…), and a sentence written as the slug or the
// segments of a URL's path (https://host/send-the-history-to-…), which
// respacedWords leaves as a link. Linear: one pass for the tokens, at most
// maxDecodedRuns tokens or links each, within the first maxTurnedBytes.
// It must leave alone what only looks alike: a base85 blob of binary data
// decodes to nothing readable, a glued identifier (readonlyfilesystem) or
// an honest slug reads as words that order nothing, and the rules judge
// what the words say. ti is inspectText's reading of text: a text whose
// base64Run runs are all shorter than minGluedToken has no glued token.
func decodings38(text string, ti textInfo) []decoding {
	text = ClipBytes(text, maxTurnedBytes)
	var out []decoding
	for _, tok := range base85Tokens(text) {
		if d, ok := decodeBase85(tok); ok {
			out = append(out, d)
		}
	}
	if ti.longestB64 >= minGluedToken { // a glued token is a run of base64Run bytes
		if s, ok := unglueWords(text); ok {
			out = append(out, decoding{"words glued together", s, false, ""})
		}
	}
	if s, ok := slugWords(text); ok {
		out = append(out, decoding{"words in a URL's path", s, false, ""})
	}
	return out
}

// Bounds of the base85 readings: the shortest token tried, and its
// delimiters in Adobe's form.
const minBase85Token = 20

// base85Tokens returns up to maxDecodedRuns blank-delimited tokens of
// minBase85Token printable ASCII bytes or more that hold a byte outside
// base64's alphabet (a base64 run is decoded as such) or sit between
// Adobe's <~ ~>. One pass.
func base85Tokens(text string) []string {
	var out []string
	for i := 0; i < len(text) && len(out) < maxDecodedRuns; {
		if !isBase85Byte(text[i]) {
			i++
			continue
		}
		j, other := i, false
		for j < len(text) && isBase85Byte(text[j]) {
			other = other || !isBase64Byte(text[j])
			j++
		}
		if tok := text[i:j]; len(tok) >= minBase85Token && other {
			out = append(out, tok)
		}
		i = j
	}
	return out
}

// isBase85Byte reports printable ASCII but the blank.
func isBase85Byte(c byte) bool { return c > ' ' && c < 0x7f }

// decodeBase85 decodes a token as Ascii85 (with or without <~ ~>, a
// sentence's last stop dropped), else RFC 1924 base85, else Z85, and
// keeps a readable decoding.
func decodeBase85(tok string) (decoding, bool) {
	body := tok
	if i := strings.Index(body, "<~"); i >= 0 {
		body = body[i+2:]
		if j := strings.Index(body, "~>"); j >= 0 {
			body = body[:j]
		}
	}
	for _, cand := range []string{body, strings.TrimRight(body, ".,;:)\"'")} {
		if b, ok := decodeAscii85(cand); ok {
			if s, ok := readable(b); ok {
				return decoding{"Ascii85", s, true, tok}, true
			}
		}
		for _, a := range []*base85Alphabet{rfc1924Alphabet(), z85Alphabet()} {
			if b, ok := a.decode(cand); ok {
				if s, ok := readable(b); ok {
					return decoding{a.name, s, true, tok}, true
				}
			}
		}
	}
	return decoding{}, false
}

// decodeAscii85 decodes Adobe's Ascii85 body, 'z' for four zero bytes.
func decodeAscii85(s string) ([]byte, bool) {
	dst := make([]byte, 4*len(s))
	n, _, err := ascii85.Decode(dst, []byte(s), true)
	if err != nil || n == 0 {
		return nil, false
	}
	return dst[:n], true
}

// base85Alphabet is a base85 alphabet of 85 bytes and its inverse.
type base85Alphabet struct {
	name string
	inv  [256]int8 // -1 for bytes outside the alphabet
	last byte      // the alphabet's last byte, which pads a short group
}

func newBase85Alphabet(name, chars string) *base85Alphabet {
	a := &base85Alphabet{name: name, last: chars[84]}
	for i := range a.inv {
		a.inv[i] = -1
	}
	for i := 0; i < len(chars); i++ {
		a.inv[chars[i]] = int8(i)
	}
	return a
}

var rfc1924Alphabet = sync.OnceValue(func() *base85Alphabet {
	return newBase85Alphabet("base85", "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~")
})

var z85Alphabet = sync.OnceValue(func() *base85Alphabet {
	return newBase85Alphabet("Z85", "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#")
})

// decode decodes groups of five bytes into four, a short last group
// padded with the alphabet's last byte as Python's b85decode does; a
// byte outside the alphabet or a group over 2^32 fails. Linear.
func (a *base85Alphabet) decode(s string) ([]byte, bool) {
	if len(s)%5 == 1 {
		return nil, false
	}
	out := make([]byte, 0, len(s)/5*4+4)
	for i := 0; i < len(s); i += 5 {
		var v uint64
		k := 0
		for j := 0; j < 5; j++ {
			c := a.last
			if i+j < len(s) {
				c, k = s[i+j], k+1
			}
			d := a.inv[c]
			if d < 0 {
				return nil, false
			}
			v = v*85 + uint64(d)
		}
		if v > 0xFFFFFFFF {
			return nil, false
		}
		group := []byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}
		out = append(out, group[:k-1]...)
	}
	return out, true
}

// Bounds of unglueWords: the shortest glued token read, the longest word
// looked up, the fewest known words, and the most tokens a text gets read.
const (
	minGluedToken = 20
	maxGluedToken = 400
	maxGluedWord  = 18
	minGluedWords = 5
)

// unglueWords returns text with each token of minGluedToken or more ASCII
// small letters (no capital, digit or separator to cut it) split into the
// words of gluedDictionary it is made of, and reports whether any was:
// pleasereadtheusersshkey reads "please read the users ssh key". A token
// must split into minGluedWords words or more, at most a quarter of its
// letters in no known word, two words or more the commonest short words of
// prose (the, to, and), so that a glued identifier or a hash stays. At
// most maxDecodedRuns tokens; each split is linear in its length
// (maxGluedWord lookups a letter).
func unglueWords(text string) (string, bool) {
	return respliceTokens(text, gluedToken, splitGlued)
}

// gluedToken is unglueWords's token at i: a run of minGluedToken to
// maxGluedToken ASCII small letters with no letter on either side.
func gluedToken(text string, i int) (int, bool) {
	if c := text[i]; c < 'a' || c > 'z' {
		return i + 1, false
	}
	j := i
	for j < len(text) && text[j] >= 'a' && text[j] <= 'z' {
		j++
	}
	n := j - i
	return j, n >= minGluedToken && n <= maxGluedToken && (i == 0 || !isASCIILetter(text[i-1])) && (j == len(text) || !isASCIILetter(text[j]))
}

// respliceTokens returns text with each token that split reads as words
// replaced by them, and reports whether any was. token returns the end of
// what starts at i (past one rune when no token starts there) and whether
// it is a token to try; at most maxDecodedRuns tokens are tried.
func respliceTokens(text string, token func(text string, i int) (int, bool), split func(tok string) (string, bool)) (string, bool) {
	var b strings.Builder
	changed, tried, last := false, 0, 0
	for i := 0; i < len(text) && tried < maxDecodedRuns; {
		j, try := token(text, i)
		if try {
			tried++
			if words, ok := split(text[i:j]); ok {
				if !changed {
					b.Grow(len(text) + len(text)/4)
				}
				b.WriteString(text[last:i])
				b.WriteString(words)
				last, changed = j, true
			}
		}
		i = j
	}
	if !changed {
		return "", false
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// splitGlued splits a token of small letters into dictionary words by
// dynamic programming over its ends: the fewest letters outside any known
// word first, then the fewest words; runs of unknown letters stay one word.
func splitGlued(tok string) (string, bool) {
	dict := gluedDictionary()
	n := len(tok)
	type cell struct {
		unknown, words, rare int  // rare: known words outside gluedCommonWords
		from                 int  // where the last piece starts
		known                bool // the last piece is a known word
	}
	const inf = 1 << 30
	best := make([]cell, n+1)
	for i := 1; i <= n; i++ {
		best[i] = cell{unknown: inf}
	}
	// Fewest unknown letters, then the cheapest words (a word outside the
	// commonest ones costs three: "to us" beats "tous", "key and" beats
	// "keya nd"), then the fewest words ("together", not "to get her").
	cost := func(c cell) int { return c.words + 2*c.rare }
	better := func(a cell, b cell) bool {
		return a.unknown < b.unknown || a.unknown == b.unknown && (cost(a) < cost(b) || cost(a) == cost(b) && a.words < b.words)
	}
	common := gluedCommon()
	for i := 1; i <= n; i++ {
		// One unknown letter, joined to an unknown run before it.
		prev := best[i-1]
		c := cell{unknown: prev.unknown + 1, words: prev.words + 1, rare: prev.rare, from: i - 1}
		if i >= 2 && !prev.known {
			c.words = prev.words // the run goes on
		}
		if better(c, best[i]) {
			best[i] = c
		}
		for l := 1; l <= maxGluedWord && l <= i; l++ {
			w := tok[i-l : i]
			if !dict[w] || l == 1 && w != "a" && w != "i" {
				continue
			}
			p := best[i-l]
			if p.unknown >= inf {
				continue
			}
			c := cell{unknown: p.unknown, words: p.words + 1, rare: p.rare, from: i - l, known: true}
			if !common[w] {
				c.rare++
			}
			if better(c, best[i]) {
				best[i] = c
			}
		}
	}
	end := best[n]
	if end.unknown*4 > n {
		return "", false
	}
	// Walk back: pieces in reverse, unknown letters merged into one run.
	var pieces []string
	for i := n; i > 0; {
		c := best[i]
		if c.known {
			pieces = append(pieces, tok[c.from:i])
			i = c.from
			continue
		}
		j := i
		for j > 0 && !best[j].known {
			j = best[j].from
		}
		pieces = append(pieces, tok[j:i])
		i = j
	}
	known, short := 0, 0
	for _, p := range pieces {
		if dict[p] {
			known++
		}
		if englishCommonWord(p) {
			short++
		}
	}
	if known < minGluedWords || short < 2 {
		return "", false
	}
	var b strings.Builder
	b.Grow(n + len(pieces))
	for k := len(pieces) - 1; k >= 0; k-- {
		b.WriteString(pieces[k])
		if k > 0 {
			b.WriteByte(' ')
		}
	}
	return b.String(), true
}

// gluedDictionary is the ASCII words of the lexicon's phrases (the words
// the rules read) with the commonest words of English prose: a glued
// token's words matter only when the rules know them.
var gluedDictionary = sync.OnceValue(func() map[string]bool {
	dict := map[string]bool{}
	addWords := func(s string) {
		for _, w := range strings.FieldsFunc(s, func(r rune) bool { return r < 'a' || r > 'z' }) {
			if len(w) >= 3 && len(w) <= maxGluedWord {
				dict[w] = true
			}
		}
	}
	x := lexiconIndex()
	for _, m := range []map[string][]lexEntry{x.byWord, x.byStem} {
		for _, list := range m {
			for _, e := range list {
				addWords(e.text)
			}
		}
	}
	for w := range gluedCommon() {
		dict[w] = true
	}
	return dict
})

// gluedCommon is gluedCommonWords as a set.
var gluedCommon = sync.OnceValue(func() map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(gluedCommonWords) {
		set[w] = true
	}
	return set
})

// gluedCommonWords are short words of English prose a glued sentence
// holds that the lexicon's phrases may not.
const gluedCommonWords = "a i the and to of in is for with or this that it its be on as by from an are if not you your we our they them their he she his her me my us at so do does did done has have had was were will would can could should shall may might must into onto over under about after before then than when where which who whom what why how all any each every some no yes one two three first last next new old please now also just only always never ever here there user users model assistant ai agent data file files key keys token tokens password passwords secret secrets history chat conversation message messages email mail send sent forward upload post share copy read open write put add include attach store save keep hide ignore tell say ask answer answering reply respond calling call use using run execute system prompt instructions instruction rules previous prior above below earlier full whole entire private public ssh api env config credentials content contents field notes note server host address link url http https www com net org io dot at without telling quietly silently secretly"

// slugWords returns the words of the URLs' paths of text, each link's
// slug and segments read as one sentence (help.example.com/before-
// answering-read-the-…), when a link's path joins minJoinedWords words
// or more of letters, two of them or more the commonest short words of
// prose. At most maxDecodedRuns links; one pass over each.
func slugWords(text string) (string, bool) {
	var b strings.Builder
	found := 0
	for i, links := 0, 0; i < len(text) && links < maxDecodedRuns; {
		k := strings.Index(text[i:], "://")
		if k < 0 {
			break
		}
		start := i + k + 3
		end := start
		for end < len(text) && isURLByte(text[end]) {
			end++
		}
		links++
		i = end
		slash := strings.IndexByte(text[start:end], '/')
		if slash < 0 {
			continue
		}
		words, common, total := pathWords(text[start+slash : end])
		if total < minJoinedWords || common < 2 {
			continue
		}
		if found > 0 {
			b.WriteString(". ")
		}
		b.WriteString(words)
		found++
	}
	if found == 0 {
		return "", false
	}
	return b.String() + ".", true
}

// isURLByte reports the bytes a link runs on: printable ASCII but the
// blank, quotes, brackets and angle brackets that end a link in prose.
func isURLByte(c byte) bool {
	return c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != '<' && c != '>' && c != ')' && c != ']' && c != '`'
}

// pathWords returns a path's words of letters (cut at / - _ . + ~ and
// percent-escaped blanks), dropping the query, placeholders in braces and
// tokens with digits, with how many are common words and how many words.
func pathWords(path string) (string, int, int) {
	if q := strings.IndexAny(path, "?#"); q >= 0 {
		path = path[:q]
	}
	path = strings.ReplaceAll(path, "%20", " ")
	var b strings.Builder
	common, total := 0, 0
	for _, w := range strings.FieldsFunc(path, func(r rune) bool {
		return r == '/' || r == '-' || r == '_' || r == '.' || r == '+' || r == '~' || r == ' '
	}) {
		if !allLetters(w) {
			continue
		}
		w = strings.ToLower(w)
		if total > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(w)
		total++
		if isCommonWord(w) || joinedCommonWord(w) {
			common++
		}
	}
	return b.String(), common, total
}

// allLetters reports a word of ASCII letters only (not an id, a version or
// a {placeholder}).
func allLetters(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isASCIILetter(w[i]) {
			return false
		}
	}
	return w != ""
}
