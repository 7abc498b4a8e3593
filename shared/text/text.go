// Package text cuts strings to a length at a character boundary, the one way
// the service shortens what it shows, logs or stores.
package text

import "unicode/utf8"

// ClipBytes cuts s to at most n bytes at a character boundary and marks the
// cut with "…" (so a cut result is up to n+3 bytes).
func ClipBytes(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// ClipRunes cuts s to at most n characters, the last of them "…" when s was
// longer. n must be at least 1.
func ClipRunes(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}
