package analysis

// Text bits: what one byte pass over a text notices, so that the checks
// for invisible characters and escapes run only where they can find some.
const (
	tESC uint64 = 1 << iota
	tNonASCII
)

// wordFilter answers "could this word be in the table?" from its length,
// first and last letter, so most words skip the map lookup. Words are
// lowercase ASCII letters, digits and apostrophes; lengths above 32 share
// one class. One bit a class keeps the filter in a few cache lines.
type wordFilter [(33*37*37 + 63) / 64]uint64

func letterIndex(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return 26 + int(c-'0')
	case c == '\'':
		return 36
	}
	return int(c - 'a')
}

func wordClass(w string) int {
	return (min(len(w), 32)*37+letterIndex(w[0]))*37 + letterIndex(w[len(w)-1])
}

func (f *wordFilter) add(words func(yield func(string) bool)) {
	for w := range words {
		if len(w) > 0 {
			k := wordClass(w)
			f[k>>6] |= 1 << (k & 63)
		}
	}
}

func (f *wordFilter) mayContain(w string) bool {
	if len(w) == 0 {
		return false
	}
	k := wordClass(w)
	return f[k>>6]&(1<<(k&63)) != 0
}

// prefixFilter answers "could a table key start with these three bytes?"
// for keys of lowercase ASCII letters, digits and apostrophes.
type prefixFilter [(37*37*37 + 63) / 64]uint64

func prefixClass(w string) int {
	return (letterIndex(w[0])*37+letterIndex(w[1]))*37 + letterIndex(w[2])
}

func (f *prefixFilter) add(w string) {
	k := prefixClass(w)
	f[k>>6] |= 1 << (k & 63)
}

func (f *prefixFilter) mayContain(w string) bool {
	k := prefixClass(w)
	return f[k>>6]&(1<<(k&63)) != 0
}

// textInfo is what one pass over a text learns.
type textInfo struct {
	bits       uint64
	longestB64 int // longest run of base64-alphabet characters
}

func (ti textInfo) has(groups ...uint64) bool {
	for _, g := range groups {
		if ti.bits&g == 0 {
			return false
		}
	}
	return true
}

// inspectText scans text once: non-ASCII bytes, ESC and CSI, and the
// longest run of base64-alphabet characters.
func inspectText(text string) textInfo {
	var ti textInfo
	run := 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if base64Run[c] {
			run++
			continue
		}
		ti.longestB64, run = max(ti.longestB64, run), 0
		switch {
		case c == 0x1b:
			ti.bits |= tESC
		case c >= 0x80:
			ti.bits |= tNonASCII
			if c == 0xC2 && i+1 < len(text) && text[i+1] == 0x9B { // U+009B CSI
				ti.bits |= tESC
			}
		}
	}
	ti.longestB64 = max(ti.longestB64, run)
	return ti
}

// base64Run marks the bytes of the runs inspectText measures: ASCII
// letters and digits, '+', '/', '_' and '-'.
var base64Run = func() (t [256]bool) {
	for c := range 256 {
		t[c] = lowerAlnum[c] != 0 || c == '+' || c == '/' || c == '_' || c == '-'
	}
	return t
}()

// lowerAlnum maps ASCII letters and digits to their lowercase, others to 0.
var lowerAlnum = func() (t [256]byte) {
	for c := '0'; c <= '9'; c++ {
		t[c] = byte(c)
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = byte(c), byte(c)
	}
	return t
}()

// lowerAlnumByte marks the bytes appendWords reads as a word's: a
// lowercase ASCII letter or a digit.
var lowerAlnumByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = c >= 'a' && c <= 'z' || c >= '0' && c <= '9'
	}
	return t
}()

// appendWords appends each run of ASCII letters and digits in lower.
func appendWords(words []string, lower string) []string {
	// Two tight loops: past the bytes between words, then along a word.
	for i := 0; i < len(lower); {
		for i < len(lower) && !lowerAlnumByte[lower[i]] {
			i++
		}
		start := i
		for i < len(lower) && lowerAlnumByte[lower[i]] {
			i++
		}
		if i > start {
			words = append(words, lower[start:i])
		}
	}
	return words
}

// trimDotsDashes is strings.Trim(w, ".-") without building a set per call.
func trimDotsDashes(w string) string {
	for w != "" && (w[0] == '.' || w[0] == '-') {
		w = w[1:]
	}
	for w != "" && (w[len(w)-1] == '.' || w[len(w)-1] == '-') {
		w = w[:len(w)-1]
	}
	return w
}
