package notify_test

import (
	"errors"
	"fmt"
	"net/textproto"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

func TestRenderRoundTrip(t *testing.T) {
	m := notifytest.SampleMessage()
	m.Text = strings.Repeat("a long line of words that quoted-printable has to wrap ", 10) + "\n" + m.Text
	raw, err := m.Render()
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(raw), "\r\n") {
		if len(line) > 998 || strings.Contains(line, "\n") {
			t.Fatalf("line of %d bytes or a bare LF: %q", len(line), line)
		}
	}
	e := notifytest.Parse(t, raw)
	if e.Text != m.Text || e.HTML != m.HTML {
		t.Errorf("parts changed:\ntext %q\nhtml %q", e.Text, e.HTML)
	}
	for name, want := range map[string]string{
		"List-Unsubscribe":      "<" + m.Unsubscribe + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		"Message-Id":            "<fixed@example.com>",
		"Date":                  "Mon, 30 Nov 2026 12:00:00 +0000",
		"Auto-Submitted":        "auto-generated",
		"To":                    "<you@example.org>",
	} {
		if got := e.Header.Get(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
}

func TestRenderSubject(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Tools changed on mcp.example.com", "Tools changed on mcp.example.com"},
		{"Drift on ünïcödé.example 🚨", "Drift on ünïcödé.example 🚨"},
		{"line one\r\nBcc: victim@example.com", "line one Bcc: victim@example.com"},
		{"hidden\u202Ebidi\u200Bzero", "hidden bidi zero"},
		{strings.Repeat("x", 500), strings.Repeat("x", notify.MaxSubjectRunes-1) + "…"},
		{strings.Repeat("é", 500), strings.Repeat("é", notify.MaxSubjectRunes-1) + "…"},
	}
	for _, tt := range tests {
		m := notifytest.SampleMessage()
		m.Subject = tt.in
		raw, err := m.Render()
		if err != nil {
			t.Fatal(err)
		}
		e := notifytest.Parse(t, raw)
		if e.Subject != tt.want {
			t.Errorf("subject %q: got %q, want %q", tt.in, e.Subject, tt.want)
		}
		if e.Header.Get("Bcc") != "" {
			t.Errorf("subject %q injected a Bcc header", tt.in)
		}
	}
}

func TestRenderRefusesBadHeaders(t *testing.T) {
	tests := []struct {
		name string
		edit func(*notify.Message)
	}{
		{"To with an injected header", func(m *notify.Message) { m.To = "you@example.org\r\nBcc: victim@example.com" }},
		{"To not an address", func(m *notify.Message) { m.To = "not an address" }},
		{"empty From", func(m *notify.Message) { m.From = "" }},
		{"unsubscribe with CRLF", func(m *notify.Message) { m.Unsubscribe = "https://e.example/u?t=1\r\nBcc: x@example.com" }},
		{"unsubscribe not http", func(m *notify.Message) { m.Unsubscribe = "javascript:alert(1)" }},
		{"unsubscribe relative", func(m *notify.Message) { m.Unsubscribe = "/api/v1/subscriptions/unsubscribe?token=x" }},
		{"unsubscribe too long", func(m *notify.Message) { m.Unsubscribe = "https://e.example/?t=" + strings.Repeat("a", 3000) }},
		{"message id with brackets", func(m *notify.Message) { m.MessageID = "a>\r\nBcc: x@example.com" }},
		{"body too large", func(m *notify.Message) { m.HTML = strings.Repeat("a", notify.MaxBodyBytes+1) }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := notifytest.SampleMessage()
			tt.edit(&m)
			if raw, err := m.Render(); err == nil {
				t.Errorf("rendered:\n%.400s", raw)
			}
		})
	}
}

func TestRenderDefaultsDateAndID(t *testing.T) {
	m := notifytest.SampleMessage()
	m.Date, m.MessageID = time.Time{}, ""
	a, err := m.Render()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := m.Render()
	ea, eb := notifytest.Parse(t, a), notifytest.Parse(t, b)
	id := ea.Header.Get("Message-Id")
	if !strings.HasSuffix(id, "@example.com>") || id == eb.Header.Get("Message-Id") {
		t.Errorf("Message-IDs %q and %q: want random ids at the sender's domain", id, eb.Header.Get("Message-Id"))
	}
	if d, err := ea.Header.Date(); err != nil || time.Since(d) > time.Minute {
		t.Errorf("Date %v (%v), want now", d, err)
	}
}

func TestVisible(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain text\tindented", "plain text\tindented"},
		{"two\nlines\r\nand\u2028more", "two[U+000A]lines[U+000D][U+000A]and[U+2028]more"},
		{"safe\u202Eevil", "safe[U+202E]evil"},
		{"zero\u200Bwidth", "zero[U+200B]width"},
		{"tag\U000E0041", "tag[U+E0041]"},
		{"ansi \x1b[31mred", "ansi [U+001B][31mred"},
		{"bad \xff utf8", "bad [invalid UTF-8] utf8"},
		{"a real \uFFFD stays", "a real \uFFFD stays"},
		{"emoji 🚨 and ünïcödé", "emoji 🚨 and ünïcödé"},
	}
	for _, tt := range tests {
		if got := notify.Visible(tt.in); got != tt.want {
			t.Errorf("Visible(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestSegments(t *testing.T) {
	tests := []struct {
		in   string
		want []notify.Segment
	}{
		{"no change", []notify.Segment{{"", "no change"}}},
		{"read the {+secret+} file", []notify.Segment{{"", "read the "}, {"+", "secret"}, {"", " file"}}},
		{"a [-b-] {+x+} c", []notify.Segment{{"", "a "}, {"-", "b"}, {"", " "}, {"+", "x"}, {"", " c"}}},
		{"[-all old-]{+all new+}", []notify.Segment{{"-", "all old"}, {"+", "all new"}}},
		{"unterminated [-marker", []notify.Segment{{"", "unterminated [-marker"}}},
		{"", nil},
	}
	for _, tt := range tests {
		if got := notify.Segments(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Segments(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestDescribeAndRejected(t *testing.T) {
	rejected := fmt.Errorf("notify: SMTP RCPT TO: %w", &textproto.Error{Code: 550, Msg: "5.1.1 <victim@example.org>: Recipient address rejected"})
	busy := &textproto.Error{Code: 451, Msg: "try later <victim@example.org>"}
	for _, err := range []error{rejected, busy, errors.New("dial tcp: refused <victim@example.org>")} {
		if d := notify.Describe(err); strings.Contains(d, "victim") {
			t.Errorf("Describe leaks the address: %q", d)
		}
	}
	if notify.Describe(rejected) != "SMTP reply 550" || !notify.Rejected(rejected) || notify.Rejected(busy) {
		t.Errorf("Describe %q, Rejected %v / %v", notify.Describe(rejected), notify.Rejected(rejected), notify.Rejected(busy))
	}
}
