package web

import (
	"fmt"
	"html/template"
	"strings"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Bounds on what reveal shows of one text.
const (
	revealMaxDecoded    = 400 // runes of decoded tag text per span
	revealMaxCodePoints = 8   // code points listed per span
	revealMaxSpans      = 32  // marked spans; later runs show as one U+FFFD each
	revealMaxBytes      = 20_000
)

// invisibleNames names the single characters that display as nothing (or
// reorder the text around them) but reach a model unchanged.
var invisibleNames = map[rune]string{
	0x00AD: "SOFT HYPHEN",
	0x034F: "COMBINING GRAPHEME JOINER",
	0x061C: "ARABIC LETTER MARK",
	0x115F: "HANGUL CHOSEONG FILLER",
	0x1160: "HANGUL JUNGSEONG FILLER",
	0x180E: "MONGOLIAN VOWEL SEPARATOR",
	0x200B: "ZERO WIDTH SPACE",
	0x200C: "ZERO WIDTH NON-JOINER",
	0x200D: "ZERO WIDTH JOINER",
	0x200E: "LEFT-TO-RIGHT MARK",
	0x200F: "RIGHT-TO-LEFT MARK",
	0x202A: "LEFT-TO-RIGHT EMBEDDING",
	0x202B: "RIGHT-TO-LEFT EMBEDDING",
	0x202C: "POP DIRECTIONAL FORMATTING",
	0x202D: "LEFT-TO-RIGHT OVERRIDE",
	0x202E: "RIGHT-TO-LEFT OVERRIDE",
	0x2060: "WORD JOINER",
	0x2061: "FUNCTION APPLICATION",
	0x2062: "INVISIBLE TIMES",
	0x2063: "INVISIBLE SEPARATOR",
	0x2064: "INVISIBLE PLUS",
	0x2066: "LEFT-TO-RIGHT ISOLATE",
	0x2067: "RIGHT-TO-LEFT ISOLATE",
	0x2068: "FIRST STRONG ISOLATE",
	0x2069: "POP DIRECTIONAL ISOLATE",
	0x3164: "HANGUL FILLER",
	0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
	0xFFA0: "HALFWIDTH HANGUL FILLER",
	0x001B: "ESCAPE",
	0x009B: "CONTROL SEQUENCE INTRODUCER",
}

func isTag(r rune) bool { return r >= 0xE0000 && r <= 0xE007F }

// hidden reports whether runes[i] is invisible in context. Emoji joins and
// ZWNJ inside words of scripts that need it are ordinary text, as the
// analysis judges them (analysis.OrdinaryInvisible), and so is a single
// variation selector after a visible character.
func hidden(runes []rune, i int) bool {
	r := runes[i]
	switch {
	case r == '\n' || r == '\t' || r == '\r':
		return false
	case r < 0x20 || (r >= 0x7F && r <= 0x9F):
		return true
	case r == 0x200D || r == 0x200C:
		return !analysis.OrdinaryInvisible(runes, i)
	case r >= 0xFE00 && r <= 0xFE0F:
		// One selector styles the character before it; a run of them can
		// smuggle bytes.
		return (i > 0 && isSelector(runes[i-1])) || (i+1 < len(runes) && isSelector(runes[i+1]))
	case r >= 0xE0100 && r <= 0xE01EF:
		return true
	}
	_, named := invisibleNames[r]
	return named
}

func isSelector(r rune) bool { return (r >= 0xFE00 && r <= 0xFE0F) || (r >= 0xE0100 && r <= 0xE01EF) }

// reveal HTML-escapes s and replaces every invisible character with a marked
// span that shows it: runs of Unicode tag characters as the text they decode
// to plus their code points, other invisible characters by code point and
// name. After revealMaxSpans spans each further run shows as one U+FFFD,
// and a last span counts them, so the page grows with the text, not 25
// times faster. A text over revealMaxBytes shows its start and says how
// much is left out (the JSON result and the findings cover all of it). It
// is the only template function that returns template.HTML.
func reveal(s string) template.HTML {
	if len(s) > revealMaxBytes {
		cut := revealMaxBytes
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return reveal(s[:cut]) + template.HTML(fmt.Sprintf(`<mark class="clipped">… %d more bytes not shown here; the JSON result holds the whole text</mark>`, len(s)-cut))
	}
	if isPlain(s) {
		return template.HTML(template.HTMLEscapeString(s))
	}
	if !utf8.ValidString(s) {
		s = strings.ToValidUTF8(s, "\uFFFD")
	}
	runes := []rune(s)
	var b strings.Builder
	plainStart, spans, unmarked := 0, 0, 0
	flush := func(i int) {
		b.WriteString(template.HTMLEscapeString(string(runes[plainStart:i])))
	}
	mark := func(write func()) {
		if spans == revealMaxSpans {
			b.WriteRune(utf8.RuneError)
			unmarked++
			return
		}
		spans++
		write()
	}
	for i := 0; i < len(runes); {
		switch {
		case isTag(runes[i]) && analysis.OrdinaryInvisible(runes, i):
			for i < len(runes) && runes[i] != 0xE007F { // a subdivision flag ends with CANCEL TAG
				i++
			}
			i++
		case isTag(runes[i]):
			end := i
			for end < len(runes) && isTag(runes[end]) {
				end++
			}
			flush(i)
			mark(func() { writeTagSpan(&b, runes[i:end]) })
			i, plainStart = end, end
		case hidden(runes, i):
			end := i
			for end < len(runes) && !isTag(runes[end]) && hidden(runes, end) {
				end++
			}
			flush(i)
			mark(func() { writeInvisibleSpan(&b, runes[i:end]) })
			i, plainStart = end, end
		default:
			i++
		}
	}
	flush(len(runes))
	if unmarked > 0 {
		fmt.Fprintf(&b, `<mark class="invisible-char" title="invisible characters">[%d more runs of invisible characters, each shown as U+FFFD]</mark>`, unmarked)
	}
	return template.HTML(b.String())
}

// isPlain is the fast path: printable ASCII plus tab and newlines.
func isPlain(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x7F || (c < 0x20 && c != '\n' && c != '\t' && c != '\r') {
			return false
		}
	}
	return true
}

func writeTagSpan(b *strings.Builder, run []rune) {
	var decoded []rune
	for _, r := range run {
		if r >= 0xE0020 && r <= 0xE007E {
			decoded = append(decoded, r-0xE0000)
		}
	}
	text := string(decoded)
	if len(decoded) > revealMaxDecoded {
		text = string(decoded[:revealMaxDecoded]) + "…"
	}
	fmt.Fprintf(b, `<mark class="hidden-text" title="%d invisible Unicode tag characters">`, len(run))
	b.WriteString(`<span class="hidden-label">hidden text:</span> `)
	fmt.Fprintf(b, `<q class="hidden-decoded">%s</q> `, template.HTMLEscapeString(text))
	fmt.Fprintf(b, `<span class="hidden-codes">(%s)</span></mark>`, codePoints(run))
}

func writeInvisibleSpan(b *strings.Builder, run []rune) {
	names := make([]string, 0, revealMaxCodePoints)
	for _, r := range run {
		if len(names) == revealMaxCodePoints {
			break
		}
		name := invisibleNames[r]
		switch {
		case name != "":
		case isSelector(r):
			name = "VARIATION SELECTOR"
		default:
			name = "CONTROL CHARACTER"
		}
		names = append(names, fmt.Sprintf("U+%04X %s", r, name))
	}
	label := strings.Join(names, ", ")
	if len(run) > len(names) {
		label += fmt.Sprintf(", … %d characters in all", len(run))
	}
	fmt.Fprintf(b, `<mark class="invisible-char" title="invisible characters">[%s]</mark>`, template.HTMLEscapeString(label))
}

func codePoints(run []rune) string {
	n := min(len(run), revealMaxCodePoints)
	parts := make([]string, n)
	for i := range n {
		parts[i] = fmt.Sprintf("U+%04X", run[i])
	}
	s := strings.Join(parts, " ")
	if len(run) > n {
		s += fmt.Sprintf(" … %d in all", len(run))
	}
	return s
}
