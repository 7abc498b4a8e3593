package indexapi

import (
	"fmt"
	"html"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
)

// Badge is what a badge says.
type Badge struct {
	Label, Message string
	Color          string // a hex color for the message
	Title          string // the text alternative
}

// Badge colors, readable with white text.
const (
	colorHigh   = "#b42318"
	colorMedium = "#a15c07"
	colorLow    = "#067647"
	colorNone   = "#555d66"
)

// BadgeFor is e's badge at now: its highest risk (or a poisoning finding,
// an auth wall, a failure) and the days since its tools last changed.
func BadgeFor(e index.Entry, now time.Time) Badge {
	b := Badge{Label: "MCP risk"}
	switch {
	case e.Status == index.StatusFailed:
		b.Message, b.Color = "unreachable", colorNone
	case e.Status == index.StatusAuthRequired:
		b.Message, b.Color = "auth required", colorNone
	case e.PoisoningFindings > 0:
		b.Message, b.Color = plural(e.PoisoningFindings, "poisoning finding"), colorHigh
	case e.Risk.High > 0:
		b.Message, b.Color = strconv.Itoa(e.Risk.High)+" high", colorHigh
	case e.Risk.Medium > 0:
		b.Message, b.Color = strconv.Itoa(e.Risk.Medium)+" medium", colorMedium
	default:
		b.Message, b.Color = "low", colorLow
	}
	days := DaysSince(e.LastChangedAt, now)
	b.Message += " · " + changed(days)
	b.Title = fmt.Sprintf("MCP risk index for %s: %s; %d high, %d medium, %d low risk tools of %d; %s; tools unchanged for %s, last checked %s",
		e.Name, e.Status, e.Risk.High, e.Risk.Medium, e.Risk.Low, e.Tools, plural(e.PoisoningFindings, "poisoning finding"),
		plural(days, "day"), e.CheckedAt.Format("2006-01-02"))
	return b
}

// NotIndexed is the badge of a name the index does not hold. The name
// comes from the request, so only a registry server name is repeated: the
// answer is cached publicly, and anything else (any length, any text)
// would be the requester's words in an image served from this origin.
func NotIndexed(name string) Badge {
	if !index.ValidName(name) {
		name = "this name (not a registry server name)"
	}
	return Badge{Label: "MCP risk", Message: "not indexed", Color: colorNone, Title: "MCP risk index: " + name + " is not indexed"}
}

// DaysSince counts whole days from t to now.
func DaysSince(t, now time.Time) int {
	if t.IsZero() || now.Before(t) {
		return 0
	}
	return int(now.Sub(t) / (24 * time.Hour))
}

func changed(days int) string {
	if days == 0 {
		return "changed today"
	}
	return "unchanged " + strconv.Itoa(days) + "d"
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return strconv.Itoa(n) + " " + word + "s"
}

// textWidth estimates the width of s at 11px Verdana.
func textWidth(s string) int { return utf8.RuneCountInString(s)*7 + 10 }

// BadgeSVG draws b: two labelled boxes, about 20 px high, with a title
// and an aria-label for screen readers. All text is escaped.
func BadgeSVG(b Badge) []byte {
	lw, mw := textWidth(b.Label), textWidth(b.Message)
	w := lw + mw
	e := xmlText
	var s strings.Builder
	fmt.Fprintf(&s, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="20" role="img" aria-label="%s">`, w, e(b.Label+": "+b.Message))
	fmt.Fprintf(&s, `<title>%s</title>`, e(b.Title))
	fmt.Fprintf(&s, `<rect width="%d" height="20" rx="3" fill="#333a41"/><rect x="%d" width="%d" height="20" rx="3" fill="%s"/><rect x="%d" width="4" height="20" fill="%s"/>`, w, lw, mw, b.Color, lw, b.Color)
	fmt.Fprintf(&s, `<g fill="#fff" font-family="Verdana,DejaVu Sans,sans-serif" font-size="11" text-anchor="middle">`)
	fmt.Fprintf(&s, `<text x="%d" y="14">%s</text><text x="%d" y="14">%s</text></g></svg>`, lw/2, e(b.Label), lw+mw/2, e(b.Message))
	return []byte(s.String())
}

func itoa(n int) string { return strconv.Itoa(n) }

// xmlText is s as XML character data or attribute value: escaped, with
// invalid UTF-8 and the characters XML 1.0 forbids (C0 controls but tab,
// newline and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD, so the
// badge stays a well-formed document whatever the text.
func xmlText(s string) string {
	s = strings.Map(func(r rune) rune {
		if (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0xFFFE || r == 0xFFFF {
			return utf8.RuneError
		}
		return r
	}, strings.ToValidUTF8(s, "\uFFFD"))
	return html.EscapeString(s)
}
