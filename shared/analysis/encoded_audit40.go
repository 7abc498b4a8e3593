package analysis

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// decodings40 adds what round 40's white-box audit found a model reads
// and the decoders did not, each a class of spelling rather than one
// probe's wording:
//
//   - a glued sentence written in capitals (BEFOREANSWERINGREADTHEKEY,
//     VORJEDERANTWORTLIESDEN…), or opened by a capital in a language other
//     than English (Vorjederantwortliesden…: unglueWords39 reads a
//     capital-led token in English only, for fear of German compound
//     nouns; here the split must hold three function words of its
//     language, which a compound noun does not);
//   - a sentence written as one CamelCase word in letters beyond ASCII
//     (ПередОтветомПрочитай…, AvantDeRépondreLis…), which unrunWords
//     reads in ASCII only;
//   - words cut inside by a separator (re-ad the us-er's k-ey, se·nd):
//     each cut word read whole when that makes a known word its pieces
//     are not, and at least minCutWords40 words are so cut;
//   - words joined by a separator respacedWords does not know (a digit,
//     a slash, a middle dot, a bar);
//   - code-point escapes of other languages: \u{72} (JavaScript, Rust,
//     Swift), %u0072 (JavaScript's escape()), CSS's \72 .
//
// Linear like the others: every pass reads the first maxTurnedBytes once
// and splits at most maxDecodedRuns tokens. It leaves alone what only
// looks alike: constants and codes in capitals that split into no
// sentence, compound nouns, hyphenated compounds (read-only, up-to-date),
// URL and file paths, and Windows paths, which hold too few escapes.
func decodings40(text string, ti textInfo) []decoding {
	text = ClipBytes(text, maxTurnedBytes)
	var out []decoding
	if mayHoldGluedToken(ti) {
		if s, ok := unglueWords40(text); ok {
			out = append(out, decoding{"words glued together", s, false, ""})
		}
	}
	if ti.has(tNonASCII) {
		if s, ok := unrunWords40(text); ok {
			out = append(out, decoding{"words run together", s, false, ""})
		}
	}
	if s, ok := uncutWords40(text); ok {
		out = append(out, decoding{"words cut by separators", s, false, ""})
	}
	if s, ok := respacedWords40(text); ok {
		out = append(out, decoding{"words joined by separators", s, false, ""})
	}
	if strings.Count(text, "\n") >= minLetterLines40 {
		if s, ok := lettersALine40(text); ok {
			out = append(out, decoding{"letters one a line", s, false, ""})
		}
	}
	if b, ok := unescapeCodePoints40(text); ok {
		if s, ok := readable(b); ok {
			out = append(out, decoding{"character escapes", s, false, ""})
		}
	}
	return out
}

// unglueWords40 splits the glued tokens unglueWords and unglueWords39
// leave: all capitals, or a capital and small letters read in a language
// other than English.
func unglueWords40(text string) (string, bool) {
	return respliceTokens(text, gluedToken40, splitGluedToken40)
}

// gluedToken40 is unglueWords40's token at i: Latin or Cyrillic letters,
// all capitals or a capital then small letters, minGluedToken runes or
// more and at most 2*maxGluedToken bytes, no letter on either side.
func gluedToken40(text string, i int) (int, bool) {
	if j := nextGluedCapital(text, i); j > i {
		return j, false
	}
	r, size := utf8.DecodeRuneInString(text[i:])
	if !isGluedCapital39(r) {
		return i + size, false
	}
	j, runes, upper, lower := i+size, 1, 0, 0
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		switch {
		case isGluedCapital39(r):
			upper++
		case isGluedRune39(r):
			lower++
		default:
			goto end
		}
		j += size
		runes++
	}
end:
	before, _ := utf8.DecodeLastRuneInString(text[:i])
	after, _ := utf8.DecodeRuneInString(text[j:])
	edge := (i == 0 || !unicode.IsLetter(before)) && (j == len(text) || !unicode.IsLetter(after))
	return j, runes >= minGluedToken && j-i <= 2*maxGluedToken && edge && (lower == 0 || upper == 0)
}

// splitGluedToken40 reads a token in capitals as unglueWords and
// unglueWords39 read a small one (English, else the language it splits
// best in), and a capital-led one in another language when the split
// holds minFunctionWords40 function words of it or more.
func splitGluedToken40(tok string) (string, bool) {
	r, size := utf8.DecodeRuneInString(tok)
	rest := tok[size:]
	capitals := strings.ToUpper(rest) == rest
	low := strings.ToLower(tok)
	if capitals && isASCII(low) {
		if s, ok := splitGlued(low); ok && !spelledOut39(s) {
			return s, true
		}
	}
	if !capitals {
		low = string(unicode.ToLower(r)) + rest
	}
	s, ok := splitGlued39(low)
	if !ok || !capitals && functionWords40(s) < minFunctionWords40 {
		return "", false
	}
	return s, true
}

// minFunctionWords40 is how many distinct function words of one language
// a capital-led glued token must split into: a German compound noun
// (Datenschutzgrundverordnungskonformität) holds none or one.
const minFunctionWords40 = 3

// functionWords40 counts the distinct words of s that are function words
// of the language that holds most of them.
func functionWords40(s string) int {
	best := 0
	words := strings.Fields(s)
	for _, lang := range gluedLanguages39() {
		seen := map[string]bool{}
		for _, w := range words {
			if lang.function[w] {
				seen[w] = true
			}
		}
		best = max(best, len(seen))
	}
	return best
}

// unrunWords40 is unrunWords for words with letters beyond ASCII: a
// space before each capital that follows a small letter, or that opens a
// small run after another capital (LUtilisateur), in each
// whitespace-delimited word of minRunTogether humps or more that holds a
// non-ASCII letter (ASCII words are unrunWords's).
func unrunWords40(text string) (string, bool) {
	var b strings.Builder
	changed, last := false, 0
	for i := 0; i < len(text); {
		j := i
		humps, wide := 0, false
		var prev rune
		for j < len(text) {
			r, size := utf8.DecodeRuneInString(text[j:])
			if unicode.IsSpace(r) {
				break
			}
			wide = wide || r >= utf8.RuneSelf
			if j > i && unicode.IsUpper(r) && unicode.IsLower(prev) {
				humps++
			}
			prev = r
			j += size
		}
		if wide && humps+1 >= minRunTogether {
			if !changed {
				b.Grow(len(text) + len(text)/8)
			}
			b.WriteString(text[last:i])
			rs := []rune(text[i:j])
			for k, r := range rs {
				if k > 0 && unicode.IsUpper(r) && (unicode.IsLower(rs[k-1]) || unicode.IsUpper(rs[k-1]) && k+1 < len(rs) && unicode.IsLower(rs[k+1])) {
					b.WriteByte(' ') // ...eDe..., and LUtilisateur: the capital before a small run opens a word
				}
				b.WriteRune(r)
			}
			last, changed = j, true
		}
		if j == i {
			_, size := utf8.DecodeRuneInString(text[j:])
			j += size
		}
		i = j
	}
	if !changed {
		return "", false
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// minCutWords40 is how many words cut by a separator a text must hold
// before uncutWords40 reads it: one or two are a hyphenation or a name.
const minCutWords40 = 3

// uncutWords40 reads each word cut by single separators between its
// letters (re-ad, us-er's, k·ey, se/nd) as the word, when the pieces
// joined make a word of the lexicon or of common prose that is not
// itself one of the pieces (read-only makes no word; ex-am-ple does, but
// a text needs minCutWords40 such words). Each piece is a run of letters
// of one script; the separators are one non-letter, non-space rune each
// (a hyphen, a dot, a middle dot, a slash, a bar, a digit). At most
// maxDecodedRuns*8 words are looked up.
func uncutWords40(text string) (string, bool) {
	type cut struct{ from, to int }
	var cuts []cut
	looked := 0
	for i := 0; i < len(text) && looked < maxDecodedRuns*8; {
		j := i
		for j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
			j++
		}
		if j > i+2 && !uncutASCII(text[i:j]) {
			if from, to, ok := cutWord40(text[i:j]); ok {
				looked++
				if from >= 0 {
					cuts = append(cuts, cut{i + from, i + to})
				}
			}
		}
		i = j + 1
	}
	if len(cuts) < minCutWords40 {
		return "", false
	}
	var b strings.Builder
	b.Grow(len(text))
	last := 0
	for _, c := range cuts {
		b.WriteString(text[last:c.from])
		for _, r := range text[c.from:c.to] {
			if unicode.IsLetter(r) || r == '\'' || r == '’' {
				b.WriteRune(r)
			}
		}
		last = c.to
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// cutWord40 finds in a whitespace-delimited token the stretch of letters
// cut by single separators; tried reports a token with such a stretch
// (it was looked up), and from/to its bytes when it reads as a word (else
// from is -1). A token with "://" or a second stretch is not a cut word.
func cutWord40(tok string) (from, to int, tried bool) {
	if strings.Contains(tok, "://") || strings.Contains(tok, "@") {
		return -1, -1, false
	}
	// The stretch: from the first letter to the last, trimmed of
	// punctuation around it.
	from, to = -1, -1
	for k, r := range tok {
		if unicode.IsLetter(r) {
			if from < 0 {
				from = k
			}
			to = k + utf8.RuneLen(r)
		}
	}
	if from < 0 {
		return -1, -1, false
	}
	inner := tok[from:to]
	if strings.IndexFunc(inner, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) < 0 {
		return -1, -1, false // one word, uncut: most tokens
	}
	var pieces []string
	var word strings.Builder
	start, seps := 0, 0
	var prevSep bool
	for k, r := range inner {
		if unicode.IsLetter(r) || r == '\'' || r == '’' {
			prevSep = false
			continue
		}
		if prevSep || unicode.IsSpace(r) {
			return -1, -1, false // two separators in a row: not one word cut
		}
		prevSep = true
		seps++
		pieces = append(pieces, inner[start:k])
		_, size := utf8.DecodeRuneInString(inner[k:]) // 1 for a byte that is no UTF-8, where RuneLen(RuneError) is 3
		start = k + size
	}
	pieces = append(pieces, inner[start:])
	if seps == 0 || seps > 6 {
		return -1, -1, false
	}
	for _, p := range pieces {
		word.WriteString(p)
	}
	w := strings.ToLower(strings.TrimSuffix(strings.TrimSuffix(word.String(), "'s"), "’s"))
	if utf8.RuneCountInString(w) < 3 || !knownWord40(w) {
		return -1, -1, true
	}
	for _, p := range pieces {
		if strings.ToLower(p) == w {
			return -1, -1, true
		}
	}
	// A compound of two known words (read-only, e-mail aside) is written
	// so on purpose: at least one piece must be no word.
	allKnown := true
	for _, p := range pieces {
		lp := strings.ToLower(p)
		allKnown = allKnown && (utf8.RuneCountInString(lp) >= 3 && knownWord40(lp) || isCommonWord(lp))
	}
	if allKnown {
		return -1, -1, true
	}
	return from, to, true
}

// knownWord40 reports a word the glued-word splitters know: the
// lexicon's words in every language and the commonest of prose.
func knownWord40(w string) bool {
	return gluedDictionary()[w] || gluedDictionary39()[w] || isCommonWord(w)
}

// respacedWords40 is respacedWords for the separators it does not try:
// a token that joins minJoinedWords words or more with one rune that is
// no letter, no space and none of '_', '-', '+', '.' (a digit, '/', '|',
// '·', '•', '~', '*', ':'), by the same test (joiningSeparator's counts
// of words, letters and common words) with the rune read as '_'.
func respacedWords40(text string) (string, bool) {
	var b strings.Builder
	changed, last := false, 0
	for i := 0; i < len(text); {
		j := i
		for j < len(text) && text[j] != ' ' && text[j] != '\n' && text[j] != '\t' {
			j++
		}
		tok := text[i:j]
		if sep, ok := joiner40(tok); ok && !strings.Contains(tok, "://") {
			under := strings.ReplaceAll(tok, sep, "_")
			if _, ok := joiningSeparator(under); ok {
				if !changed {
					b.Grow(len(text))
				}
				b.WriteString(text[last:i])
				b.WriteString(strings.ReplaceAll(tok, sep, " "))
				last, changed = j, true
			}
		}
		i = j + 1
	}
	if !changed {
		return "", false
	}
	b.WriteString(text[last:])
	return b.String(), true
}

// joiner40 returns the rune that follows the first run of letters of
// tok, when it is a separator respacedWords40 tries and tok holds it
// minJoinedWords-1 times or more.
func joiner40(tok string) (string, bool) {
	if len(tok) < 2*minJoinedWords {
		return "", false
	}
	for k, r := range tok {
		if unicode.IsLetter(r) || r == '\'' {
			continue
		}
		if k == 0 || unicode.IsSpace(r) || strings.ContainsRune("_-+.,;!?\"()[]{}<>", r) || strings.ContainsRune(tok, '_') {
			return "", false
		}
		sep := string(r)
		return sep, strings.Count(tok, sep) >= minJoinedWords-1
	}
	return "", false
}

// unescapeCodePoints40 decodes \u{72} (one to six hex digits in braces),
// %u0072 and CSS's \72 (one to six hex digits, one space after them
// eaten), when the text holds minEscapes33c of one form or more; other
// text is kept as it is.
func unescapeCodePoints40(text string) ([]byte, bool) {
	braced, percent := strings.Count(text, `\u{`), strings.Count(text, "%u")
	css := strings.Count(text, `\`)
	if braced < minEscapes33c && percent < minEscapes33c && css < minEscapes33c {
		return nil, false
	}
	var b strings.Builder
	b.Grow(len(text))
	n := 0
	for i := 0; i < len(text); {
		c := text[i]
		if c != '\\' && c != '%' {
			b.WriteByte(c)
			i++
			continue
		}
		digits, skip := "", 0
		switch {
		case braced >= minEscapes33c && strings.HasPrefix(text[i:], `\u{`):
			if end := strings.IndexByte(text[i:min(len(text), i+11)], '}'); end > 3 {
				digits, skip = text[i+3:i+end], end+1
			}
		case percent >= minEscapes33c && strings.HasPrefix(text[i:], "%u") && i+6 <= len(text):
			digits, skip = text[i+2:i+6], 6
		case css >= minEscapes33c && c == '\\':
			k := i + 1
			for k < len(text) && k-i <= 6 && isHexDigit(text[k]) {
				k++
			}
			if k > i+1 {
				digits, skip = text[i+1:k], k-i
				if k < len(text) && text[k] == ' ' {
					skip++
				}
			}
		}
		if digits != "" {
			if v, err := strconv.ParseUint(digits, 16, 32); err == nil && v > 0 && v <= unicode.MaxRune {
				b.WriteRune(rune(v))
				n++
				i += skip
				continue
			}
		}
		b.WriteByte(c)
		i++
	}
	if n < minEscapes33c {
		return nil, false
	}
	return []byte(b.String()), true
}

// maxInnerDepth40 is how many encodings inside one another innerEncodings40
// undoes after the first: base64 of base64 of base64 of a sentence.
const maxInnerDepth40 = 4

// innerEncodings40 is innerEncoding repeated while what it decodes is
// still a run of base64 or hex and no text: each level shrinks the bytes,
// so the whole costs less than twice the first.
func innerEncodings40(b []byte) ([]byte, string, bool) {
	out, enc, ok := innerEncoding(b)
	if !ok {
		return nil, "", false
	}
	for depth := 1; depth < maxInnerDepth40; depth++ {
		if _, ok := readable(out); ok {
			break
		}
		next, nextEnc, ok := innerEncoding(out)
		if !ok {
			break
		}
		out, enc = next, nextEnc+" inside "+enc
	}
	return out, enc, true
}

// isMongolianSelector40 reports the Mongolian free variation selectors
// (U+180B-U+180D, U+180F), marks that only pick a glyph of the Mongolian
// letter before them and show nothing: between Latin letters they cut a
// word for the reader of bytes only. Folding drops them as it drops
// U+180E; a Mongolian word keeps its letters.
func isMongolianSelector40(r rune) bool {
	return r >= 0x180B && r <= 0x180D || r == 0x180F
}

// minLetterLines40 is how many lines of one letter each make a word
// written downwards rather than a list of labels (a, b, c).
const minLetterLines40 = 12

// lettersALine40 reads text written one letter a line (r⏎e⏎a⏎d⏎/⏎t⏎h⏎e),
// a line of '/', '|' or nothing between words, as the words, when
// minLetterLines40 lines or more in a row hold one letter each; other
// lines are kept. One pass.
func lettersALine40(text string) (string, bool) {
	var b strings.Builder
	changed := false
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); {
		j, letters := i, 0
		for j < len(lines) {
			l := strings.TrimSpace(lines[j])
			if r, size := utf8.DecodeRuneInString(l); size == len(l) && size > 0 && unicode.IsLetter(r) {
				letters++
			} else if l != "/" && l != "|" && l != "" || j > i && strings.TrimSpace(lines[j-1]) == "" && l == "" {
				break
			}
			j++
		}
		if letters >= minLetterLines40 {
			if !changed {
				b.Grow(len(text))
				b.WriteString(strings.Join(lines[:i], "\n"))
				if i > 0 {
					b.WriteByte('\n')
				}
			}
			changed = true
			for _, l := range lines[i:j] {
				if l = strings.TrimSpace(l); l == "/" || l == "|" || l == "" {
					b.WriteByte(' ')
				} else {
					b.WriteString(l)
				}
			}
			b.WriteByte('\n')
			i = j
			continue
		}
		if j == i {
			j++
		}
		if changed {
			b.WriteString(strings.Join(lines[i:j], "\n"))
			b.WriteByte('\n')
		}
		i = j
	}
	if !changed {
		return "", false
	}
	return b.String(), true
}

// annotationProse40 reads the prose of a tool's annotations other than
// its title (which scanTitle reads as a label): the specification's
// annotations are hints and a title, but a server may add any key, and a
// client that passes the tool's JSON whole passes those strings to the
// model as it passes _meta's. Strings without a blank stay unread, as in
// metaProse.
func annotationProse40(t Tool, ctx scanContext) []finding {
	if firstByte(t.Annotations) != '{' {
		return nil
	}
	ann, ok := jsonvalue.Decode(t.Annotations)
	m, isObject := ann.(map[string]any)
	if !ok || !isObject || len(m) == 0 {
		return nil
	}
	delete(m, "title") // read by scanTitle as a label
	return objectProse("annotations", m, ctx)
}
