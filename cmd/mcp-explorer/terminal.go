package main

import (
	"fmt"
	"strings"
	"unicode"
)

// visible makes a server's text safe to print on a terminal: control
// characters (C0 with tab and newline, DEL, C1, ESC), bidirectional
// controls and invisible format characters are written as escapes
// (\x1b, \u202e), so a tool cannot rewrite its own row or forge a line.
func visible(s string) string {
	if !needsEscape(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == 0xFFFD || !hidden(r):
			b.WriteRune(r)
		case r < 0x80:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r <= 0xFFFF:
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			fmt.Fprintf(&b, `\U%08x`, r)
		}
	}
	return b.String()
}

// visibleLines is visible for a message of several lines of our own: the
// newlines between them stay.
func visibleLines(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = visible(l)
	}
	return strings.Join(lines, "\n")
}

func visibleAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = visible(s)
	}
	return out
}

func needsEscape(s string) bool {
	for _, r := range s {
		if hidden(r) {
			return true
		}
	}
	return false
}

// hidden reports a rune a terminal obeys or does not show: controls,
// format characters (zero-width, bidi, tags), line and paragraph
// separators, the blank Hangul fillers and variation selectors.
func hidden(r rune) bool {
	return r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f || unicode.Is(unicode.Cf, r) ||
		r == 0x2028 || r == 0x2029 || r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0 ||
		r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF
}
