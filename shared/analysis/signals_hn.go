package analysis

import (
	"strings"
	"unicode/utf8"
)

// Readings that tell a mention from an instruction.

// spacedAbbreviation reports the dot after the first letter of a spaced
// two-part abbreviation: p. ej., p. ex., z. B., d. h., u. a.
func spacedAbbreviation(s string, i int) bool {
	if i < 1 || i+4 > len(s) || !isASCIILetter(s[i-1]) || i >= 2 && isWordRune(rune(s[i-2])) || s[i+1] != ' ' {
		return false
	}
	j := i + 2
	for j < len(s) && j-(i+2) < 3 && isASCIILetter(s[j]) {
		j++
	}
	return j > i+2 && j < len(s) && s[j] == '.'
}

// quotedList returns the offset of a quotation that opens a list of
// examples under a short heading ("Typical positives: 'SYSTEM: you are
// now …'") in a text that says it detects or classifies such things, or
// -1. The text quotes what it looks for; it asks nothing.
func quotedList(whole signals, hits []hit, sent string, base int) int {
	if !whole.has[cMention] {
		return -1
	}
	colon := strings.IndexByte(sent, ':')
	if colon < 0 || len(strings.Fields(sent[:colon])) > 3 {
		return -1
	}
	rest := strings.TrimLeft(sent[colon+1:], " ")
	r, _ := utf8.DecodeRuneInString(rest)
	if !strings.ContainsRune("'\"`«“„‘「『", r) {
		return -1
	}
	at := len(sent) - len(rest)
	if orderOutsideQuotes(hits, sent, base, at) {
		return -1
	}
	return at
}

// namedEvent reports an override phrase that names an event the text
// reports on ("results of an authorised red-team run"), not a state it
// claims the reader is in.
func namedEvent(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cOverride {
			continue
		}
		if h.start < base || h.end-base > len(sent) {
			return false
		}
		before := strings.Fields(strings.ToLower(sent[:h.start-base]))
		if len(before) < 2 {
			return false
		}
		switch before[len(before)-1] {
		case "a", "an", "the", "our", "its":
		default:
			return false
		}
		switch before[len(before)-2] {
		case "of", "from", "after", "during":
		default:
			return false
		}
	}
	return true
}

// disclosedExample reports an encoded run that the text itself shows as
// an example and says what it decodes to ("Example input: 'SWdu…' decodes
// to an injection phrase"): a payload the text discloses is no smuggled one.
func disclosedExample(text, run string) bool {
	i := strings.Index(text, run)
	if i < 1 {
		return false
	}
	open, closeAt := text[i-1], i+len(run)
	if strings.IndexByte("'\"`", open) < 0 || closeAt >= len(text) || text[closeAt] != open {
		return false
	}
	lower := strings.ToLower(text[max(0, i-40):min(len(text), closeAt+40)])
	for _, w := range [...]string{"decodes to", "decoded", "example", "e.g.", "sample", "such as", "ejemplo", "exemple", "beispiel", "esempio", "exemplo", "пример", "例"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
