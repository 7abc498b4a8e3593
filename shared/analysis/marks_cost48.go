package analysis

import (
	"strings"
	"unicode/utf8"
)

// markSet is strings.IndexAny and strings.LastIndexAny for a fixed set of
// marks that mixes ASCII with other letters (clauseMarks42's ",;!?\n" and
// "，；、！？。"). The standard functions walk such a set rune by rune,
// searching the set for each rune of the text (about 20 ns a rune); on a
// clause without marks (a long run, decoded noise) clauseAround42 and
// deniedTarget43c paid that for every hit of a sentence. A markSet looks
// each byte up in a table and compares the few multi-byte marks only where
// one of their lead bytes stands.
//
// The answers are the standard functions' exactly: UTF-8 never uses an
// ASCII byte or a lead byte inside another letter, so every place where a
// mark's bytes start is a letter's start in the rune walk, forward and
// backward, even in invalid text; and a set without U+FFFD matches no
// invalid byte. newMarkSet refuses a set holding U+FFFD or invalid UTF-8.
//
// Leaves alone: the sets of ASCII marks only, which the standard functions
// already look up byte by byte.
type markSet struct {
	start [256]bool // the ASCII marks and the lead bytes of the others
	multi []string  // the marks of more than one byte
}

func newMarkSet(chars string) *markSet {
	m := &markSet{}
	for _, r := range chars {
		if r == utf8.RuneError {
			panic("newMarkSet: U+FFFD or invalid UTF-8 in " + chars)
		}
		enc := string(r)
		m.start[enc[0]] = true
		if len(enc) > 1 {
			m.multi = append(m.multi, enc)
		}
	}
	return m
}

// at reports a mark starting at s[i], given that s[i] starts one.
func (m *markSet) at(s string, i int) bool {
	if s[i] < utf8.RuneSelf {
		return true
	}
	for _, e := range m.multi {
		if strings.HasPrefix(s[i:], e) {
			return true
		}
	}
	return false
}

// index is strings.IndexAny(s, chars).
func (m *markSet) index(s string) int {
	for i := 0; i < len(s); i++ {
		if m.start[s[i]] && m.at(s, i) {
			return i
		}
	}
	return -1
}

// lastIndex is strings.LastIndexAny(s, chars).
func (m *markSet) lastIndex(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if m.start[s[i]] && m.at(s, i) {
			return i
		}
	}
	return -1
}

var (
	clauseMarkSet42   = newMarkSet(clauseMarks42)
	targetEndMarks43c = newMarkSet(targetEnds43c)
)
