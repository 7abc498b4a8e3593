package analysis

import (
	"encoding/base32"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"net/url"
	"strconv"
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
// reversed text) and flags a decoding the rules find instructions in;
// runsOnly keeps to the decodings of encoded runs, not of the whole text.
func scanEncoded(where func() string, text string, ti textInfo, ctx scanContext, runsOnly bool) []finding {
	if screeningExample(ctx) {
		return nil // an example of what a screening tool decodes and finds
	}
	// What a value decodes to is prose the model reads, not a value.
	ctx.value, ctx.fixed = false, false
	for _, c := range decodings(text, ti, ctx.lowerOf(text)) {
		if c.run == "" && runsOnly || c.run != "" && disclosedExample(text, c.run) {
			continue
		}
		if meansSomething(c.text, ctx) || c.wordy && instructionLike(c.text) || hiddenDecoding(c, text) {
			return []finding{{Rule: "poison-encoded-payload", Message: fmt.Sprintf("%s holds %s that decodes to instructions: %q", where(), c.encoding, excerpt(c.text))}}
		}
	}
	return nil
}

// decoding is one readable decoding of part of a text.
type decoding struct {
	encoding, text string
	wordy          bool   // a binary encoding: readable text alone is suspicious
	run            string // the encoded run, where one run was decoded
}

// decodings returns the readable decodings of text, whose lower form
// (ctx.lowerOf) is lower.
func decodings(text string, ti textInfo, lower lowText) []decoding {
	var out []decoding
	var run string // the run being decoded, "" for a whole-text decoding
	add := func(enc string, b []byte, wordy bool) {
		if s, ok := readable(b); ok {
			out = append(out, decoding{enc, s, wordy, run})
		} else if u, ok := utf16Text(b); wordy && ok {
			if s, ok := readable(u); ok {
				out = append(out, decoding{"UTF-16 in " + enc, s, true, run})
			}
		} else if inner, innerEnc, ok := innerEncodings40(b); wordy && ok {
			if s, ok := readable(inner); ok {
				out = append(out, decoding{innerEnc + " inside " + enc, s, true, run})
			}
		}
		if wordy {
			if inner, innerEnc, ok := escapedInner(b); ok {
				out = append(out, decoding{innerEnc + " inside " + enc, string(inner), true, run})
			}
		}
	}
	for _, run = range runsOf(text, isBase64Byte, minEncodedRun, ti.longestB64 >= minEncodedRun) {
		run = assignedValue(run)
		trimmed := strings.TrimRight(run, "=")
		n := len(out)
		if b, ok := decodeBase64(trimmed); ok {
			add("base64", b, true)
		}
		if len(out) == n {
			if b, ok := base64Behind(trimmed); ok {
				add("base64", b, true)
			}
		}
		if len(out) == n {
			if b, enc, ok := turnedBase64(run); ok {
				add(enc, b, true)
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
	run = ""
	for _, run := range runsOf(text, isEscapedHexByte, minEncodedRun, strings.Contains(text, `\x`) || strings.Contains(text, "0x") || hasSpacedHex(text)) {
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
		// Words encoded among plain ones: the text read with each escape undone.
		if s, ok := unescapePercents(ClipBytes(text, maxTurnedBytes)); ok {
			add("percent-encoding", []byte(s), false)
		}
	}
	if strings.Count(text, "&#") >= 6 || strings.Count(text, `\u`) >= 6 || strings.Count(text, `\U`) >= 6 || inWordEscape43(text) {
		if b, ok := unescapeCodePoints(ClipBytes(text, maxTurnedBytes)); ok {
			add("character escapes", b, false)
		}
	}
	if b := variationSelectorBytes(text, ti); len(b) > 0 {
		add("variation selectors", b, true)
	}
	out = append(out, encodedPaths(text, ti)...)
	turned := scrambledLines(text)
	if turned != "" {
		out = append(out, decoding{"ROT13", rot13(turned), false, ""}, decoding{"reversed text", reverse(turned), false, ""})
	}
	out = append(out, announcedReversal(text, lower)...)
	if turned == "" {
		out = append(out, announcedRot13(text, lower.s)...)
	}
	out = append(out, reversedSentences(text)...)
	out = append(out, moreDecodings(text, turned)...)
	out = append(out, decodings33c(text, ti, turned)...)
	out = append(out, decodings35(text, ti)...)
	out = append(out, decodings36(text, out)...)
	out = append(out, decodings37(text)...)
	out = append(out, decodings38(text, ti)...)
	out = append(out, decodings39(text, ti)...)
	out = append(out, decodings40(text, ti)...)
	return append(out, nestedTurns(out)...)
}

// decodeBase64 decodes an unpadded run in the standard alphabet, else
// the URL-safe one.
func decodeBase64(run string) ([]byte, bool) {
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(run); err == nil {
			return b, true
		}
	}
	return nil, false
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

// unescapePercents undoes every valid %XX escape of text, leaving the
// rest as it is, and reports whether any was undone.
func unescapePercents(text string) (string, bool) {
	var b strings.Builder
	undone := false
	for i := 0; i < len(text); i++ {
		if text[i] == '%' && i+2 < len(text) && isHexDigit(text[i+1]) && isHexDigit(text[i+2]) {
			n, _ := strconv.ParseUint(text[i+1:i+3], 16, 8)
			b.WriteByte(byte(n))
			undone = true
			i += 2
			continue
		}
		b.WriteByte(text[i])
	}
	return b.String(), undone
}

// hasSpacedHex reports eight hex byte pairs in a row, apart by spaces
// (69 67 6e 6f …).
func hasSpacedHex(text string) bool {
	// Such a run is 24 bytes of hex digits and spaces, so it holds exactly
	// one of every 24th byte: a byte that is neither rules out every run
	// through it, and only the runs through the others are tried.
	for p := spacedHexRun - 1; p < len(text); p += spacedHexRun {
		if c := text[p]; c != ' ' && !isHexDigit(c) {
			continue
		}
		// The run's first space is i, 2 bytes after its start.
		for i := max(2, p-spacedHexRun+3); i <= p+2 && i+spacedHexRun-3 < len(text); i++ {
			if spacedHexAt(text, i) {
				return true
			}
		}
	}
	return false
}

// spacedHexRun is the length of eight spaced hex pairs, the last space
// included.
const spacedHexRun = 8 * 3

// spacedHexAt reports eight spaced hex pairs whose first space is at i,
// the first pair at the text's start or after a space.
func spacedHexAt(text string, i int) bool {
	if i > 2 && text[i-3] != ' ' {
		return false
	}
	for j := i; j < i+spacedHexRun; j += 3 {
		if text[j] != ' ' || !isHexDigit(text[j-1]) || !isHexDigit(text[j-2]) {
			return false
		}
	}
	return true
}

func isHexDigit(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// unescapeCodePoints decodes HTML numeric character references (&#70;,
// &#x46;), \u0046 and \U00000046 escapes, the forms that spell text one
// code point at a time; it reports whether any was decoded.
func unescapeCodePoints(text string) ([]byte, bool) {
	var b strings.Builder
	decoded := false
	for i := 0; i < len(text); {
		var digits string
		base, skip := 10, 0
		if text[i] == '\\' && i+1 < len(text) && text[i+1] == '\\' {
			// An escape escaped once more or twice (a JSON string inside a
			// string) reads as the escape; other backslashes are kept.
			j := i + 1
			for j < len(text) && text[j] == '\\' {
				j++
			}
			if j == len(text) || text[j] != 'u' && text[j] != 'U' {
				b.WriteString(text[i:j])
				i = j
				continue
			}
			i = j - 1
		}
		switch {
		case strings.HasPrefix(text[i:], "&#x") || strings.HasPrefix(text[i:], "&#X"):
			end := strings.IndexByte(text[i:min(len(text), i+10)], ';')
			if end > 3 {
				digits, base, skip = text[i+3:i+end], 16, end+1
			}
		case strings.HasPrefix(text[i:], "&#"):
			end := strings.IndexByte(text[i:min(len(text), i+10)], ';')
			if end > 2 {
				digits, skip = text[i+2:i+end], end+1
			}
		case strings.HasPrefix(text[i:], `\u`) && i+6 <= len(text):
			digits, base, skip = text[i+2:i+6], 16, 6
		case strings.HasPrefix(text[i:], `\U`) && i+10 <= len(text):
			digits, base, skip = text[i+2:i+10], 16, 10
		}
		if digits != "" {
			if n, err := strconv.ParseUint(digits, base, 32); err == nil && n > 0 && n <= unicode.MaxRune {
				b.WriteRune(rune(n))
				decoded = true
				i += skip
				continue
			}
		}
		b.WriteByte(text[i])
		i++
	}
	return []byte(b.String()), decoded
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
// a few words, or a sentence of a script written without spaces.
func readable(b []byte) (string, bool) {
	if !utf8.Valid(b) {
		return "", false
	}
	s := string(b)
	printable, total := 0, 0
	for _, r := range s {
		if isInvisibleFormat(r) {
			continue // a soft hyphen or joiner between letters: folding drops it
		}
		total++
		if unicode.IsPrint(r) || r == '\n' || r == '\t' {
			printable++
		}
	}
	return s, total > 0 && printable*100 >= total*85 && (strings.Count(s, " ") >= 2 || spacelessWords(s))
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
func scrambledLines(text string) string {
	if len(text) > maxTurnedBytes {
		text = text[:maxTurnedBytes]
	}
	var out []string
	start := 0
	for i := 0; i <= len(text); i++ {
		end := i == len(text) || text[i] == '\n' || text[i] == '(' || text[i] == ')' || text[i] == '.' && i+1 < len(text) && text[i+1] == ' '
		if !end {
			continue
		}
		part := text[start:i]
		ideographs := mostlyIdeographs(part)
		var c wordCounts
		if !ideographs {
			c = countWords(part)
		}
		if !ideographs && c.scrambled(false) {
			out = append(out, part)
		} else if label := strings.LastIndex(part, ": "); label >= 0 && (ideographs || c.turned >= 3) && scrambled(part[label+2:], true) {
			// A plain label before scrambled text. The words after it are
			// the last of part's, whose counts rule it out where part holds
			// fewer than 3 common words in ROT13 (and, not scrambled, fewer
			// than 2 backwards).
			out = append(out, part[label+2:])
		}
		start = i + 1
	}
	return strings.Join(out, "\n")
}

// looksScrambled reports Latin text with almost none of the commonest
// short words of the lexicon languages (what ROT13 or reversed text looks
// like, and ordinary prose does not, so only such text is turned back),
// holding more of them in ROT13 than plain (a plain label before ROT13
// text), or holding two or more of them written backwards (eht, dna, ot, ан):
// reversed text, even where a short word reads the same both ways. One
// pass over the words reads both.
func looksScrambled(s string) bool { return scrambled(s, false) }

// scrambled is looksScrambled; with evidence, text without common words
// must also hold them in ROT13 or backwards (after a plain label, words
// unknown to the lexicon are more often names and ids than a cipher).
func scrambled(s string, evidence bool) bool {
	return !mostlyIdeographs(s) && countWords(s).scrambled(evidence)
}

// wordCounts are the words of a text scrambled reads: how many, how many
// are common, common in ROT13 and common written backwards.
type wordCounts struct{ words, common, turned, reversed int }

// scrambled is scrambled(s, evidence) for the text s whose counts c are.
func (c wordCounts) scrambled(evidence bool) bool {
	return c.reversed >= 2 || c.words >= 6 && (!evidence && c.common*25 < c.words || c.turned >= 3 && c.turned > 2*c.common)
}

// countWords counts the words of s in one pass, up to the second written
// backwards, which makes s scrambled whatever the others.
func countWords(s string) wordCounts {
	var c wordCounts
	var buf, rot [8]byte
	for i := 0; i < len(s); {
		ch := s[i]
		cyrillic := ch == 0xD0 || ch == 0xD1
		if !cyrillic && !isASCIILetter(ch) {
			i++
			continue
		}
		j, upper := i, false
		if cyrillic {
			// Reversed Russian reads as words too.
			for j+1 < len(s) && (s[j] == 0xD0 || s[j] == 0xD1) {
				j += 2
			}
			if j == i { // a lead byte that ends the text is no word
				i++
				continue
			}
		} else {
			for j < len(s) && isASCIILetter(s[j]) {
				upper = upper || s[j] < 'a'
				j++
			}
		}
		c.words++
		w := s[i:j]
		if upper && len(w) <= len(buf) { // a lowercase word is looked up as it is
			for k := 0; k < len(w); k++ {
				buf[k] = w[k] | 0x20
			}
			w = string(buf[:len(w)])
		}
		if (cyrillic || len(w) <= 4) && isCommonWord(w) {
			c.common++
		}
		if !cyrillic && len(w) <= 4 {
			// A common word in ROT13 (gur, naq, bs, va).
			for k := 0; k < len(w); k++ {
				rot[k] = 'a' + (w[k]|0x20-'a'+13)%26
			}
			if isCommonWord(string(rot[:len(w)])) {
				c.turned++
			}
		}
		if len(w) <= 16 && isReversedCommonWord(w) {
			if c.reversed++; c.reversed >= 2 {
				return c
			}
		}
		i = j
	}
	return c
}

func isReversedCommonWord(w string) bool {
	switch w {
	case "eht", "dna", "fo", "rof", "htiw", "siht", "taht", "morf", "ruoy", "resu", "elif", "dnes", "daer",
		"sol", "euq", "rop", "arap", "eid", "dnu", "tsi", "sel", "ruop", "iul", "ehc", "moc", "ovihcra", "oviuqra", "rehcif", "opmac", "eiretsih", "yrotsih", "snad", "pmahc", "ruetasilitu", "oirausu", "reztun", "reztuneb", "etnetu", "dleif",
		"etse", "atse", "odot", "omoc", "erbos", "ertne", "ilg", "ud", "tuot", "ceva", "ptth", "sptth",
		"ан", "ен", "оге", "отэ", "ялд", "окт", "лйаф":
		return true
	}
	return false
}

// isCommonWord reports the commonest short words of the lexicon languages.
func isCommonWord(w string) bool {
	if englishCommonWord(w) {
		return true
	}
	switch w {
	case "de", "la", "el", "der", "die", "und", "le", "et", "il", "di", "che", "e", "que", "en", "los", "das", "ist", "pour", "per", "um", "com", "des", "les", "y",
		"и", "в", "на", "не", "с", "что", "по", "для", "это", "к", "о", "из", "от", "как", "а", "но", "или", "его", "все":
		return true
	}
	return false
}

// englishCommonWord reports the English words among isCommonWord's.
func englishCommonWord(w string) bool {
	switch w {
	case "the", "and", "to", "of", "a", "in", "is", "for", "with", "or", "this", "that", "it", "be", "on", "as", "by", "from", "an", "are", "if", "not":
		return true
	}
	return false
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
