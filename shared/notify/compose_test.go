package notify_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

var update = flag.Bool("update", false, "rewrite testdata/golden")

var (
	checked  = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	previous = checked.Add(-time.Hour)
	links    = notify.Links{
		Page:        "https://explorer.example.com/?mode=connect&url=https%3A%2F%2Fmcp.example.com%2Fmcp",
		Unsubscribe: "https://explorer.example.com/api/v1/subscriptions/unsubscribe?token=UNSUB",
		Confirm:     "https://explorer.example.com/api/v1/subscriptions/confirm?token=CONFIRM",
	}
)

// hostileDrift has every kind of change, with server text that tries to
// inject HTML and hide words.
func hostileDrift() notify.Drift {
	return notify.Drift{
		ServerURL: "https://mcp.example.com/mcp", PreviousCheck: &previous, CheckedAt: checked,
		Added:   []notify.AddedTool{{Name: "wire_money", Risk: "high", Capabilities: []string{"payment", "network"}}},
		Removed: []string{"old_tool"},
		Changed: []notify.ChangedTool{{Name: "send_report", Fields: []string{
			"description: Sends a weekly report to the {+team <script>alert(1)</script> and to audit@evil.example.+}",
			"description: read [-notes-] {+~/.ssh/id_rsa\u202Eafter+}",
			`inputSchema.properties.id.type: "string" → "integer"`,
			"annotations.readOnlyHint: true → false",
		}}},
		RiskChanges: []notify.RiskChange{{Tool: "send_report", From: "low", To: "high"}, {Tool: "wire_money", To: "high"}},
		Classified: []notify.Classified{
			{Tool: "send_report", Rule: "drift-new-address", Severity: "high", Message: "send_report: names new URL or address \"audit@evil.example\""},
			{Tool: "send_report", Rule: "drift-annotation-downgrade", Severity: "high", Message: "send_report: readOnlyHint is newly true <b>\u202E</b>"},
			{Tool: "list_notes", Rule: "drift-cosmetic", Severity: "low", Message: "list_notes: only whitespace or punctuation changed"},
		},
		Omitted: 2,
	}
}

func TestMessagesGolden(t *testing.T) {
	confirm, err := notify.Confirmation{ServerURL: "https://mcp.example.com/mcp", Expires: checked.Add(48 * time.Hour)}.
		Message("explorer@example.com", "you@example.org", links)
	if err != nil {
		t.Fatal(err)
	}
	drift, err := hostileDrift().Message("explorer@example.com", "you@example.org", links)
	if err != nil {
		t.Fatal(err)
	}
	unreachable, err := notify.Unreachable{ServerURL: "https://mcp.example.com/mcp", Failures: 3, Since: previous, LastError: "upstream-timeout: no answer"}.
		Message("explorer@example.com", "you@example.org", links)
	if err != nil {
		t.Fatal(err)
	}
	for name, m := range map[string]notify.Message{"confirm": confirm, "drift": drift, "unreachable": unreachable} {
		t.Run(name, func(t *testing.T) {
			m.Date, m.MessageID = checked, name+"@example.com"
			raw, err := m.Render()
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join("testdata", "golden", name+".eml")
			if *update {
				if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, raw, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run with -update)", err)
			}
			if string(raw) != string(want) {
				t.Errorf("%s differs from %s (run with -update after checking):\n%s", name, path, raw)
			}
			e := notifytest.Parse(t, raw)
			if e.Header.Get("List-Unsubscribe") != "<"+links.Unsubscribe+">" || !strings.Contains(e.Text, links.Unsubscribe) || !strings.Contains(e.HTML, `href="`+strings.ReplaceAll(links.Unsubscribe, "&", "&amp;")+`"`) {
				t.Error("the unsubscribe link is missing from a header or a part")
			}
			noTracking(t, e.HTML)
		})
	}
}

// noTracking fails on anything that loads or redirects: images, remote
// styles or scripts, and links that do not lead straight to the explorer.
func noTracking(t *testing.T, html string) {
	t.Helper()
	for _, bad := range []string{"<img", "<script", "src=", "url(", "<link", "<iframe"} {
		if strings.Contains(strings.ToLower(html), bad) {
			t.Errorf("HTML contains %q", bad)
		}
	}
	for _, m := range regexp.MustCompile(`href="([^"]*)"`).FindAllStringSubmatch(html, -1) {
		if !strings.HasPrefix(m[1], "https://explorer.example.com/") {
			t.Errorf("link %q does not lead straight to the explorer", m[1])
		}
	}
}

func TestDriftShowsChangesSafely(t *testing.T) {
	m, err := hostileDrift().Message("explorer@example.com", "you@example.org", links)
	if err != nil {
		t.Fatal(err)
	}
	if m.Subject != "Tools changed on mcp.example.com: 1 added, 1 removed, 1 changed; 2 high-severity" {
		t.Errorf("subject %q", m.Subject)
	}
	// The classified changes lead the email, before the lists.
	if i, j := strings.Index(m.Text, "What the changes mean:"), strings.Index(m.Text, "Added (1):"); i < 0 || j < i {
		t.Errorf("classified changes do not lead:\n%s", m.Text)
	}
	for _, want := range []string{
		"[high] drift-new-address: send_report: names new URL or address \"audit@evil.example\"",
		"[high] drift-annotation-downgrade: send_report: readOnlyHint is newly true <b>[U+202E]</b>",
		"[low] drift-cosmetic: list_notes: only whitespace or punctuation changed",
		"+ wire_money: risk high; capabilities: payment, network",
		"- old_tool",
		"~ send_report",
		"{+team <script>alert(1)</script> and to audit@evil.example.+}",
		"{+~/.ssh/id_rsa[U+202E]after+}",
		`inputSchema.properties.id.type: "string" → "integer"`,
		"send_report: low → high",
		"wire_money: (new tool) → high",
		"2 more change(s)",
		links.Page,
	} {
		if !strings.Contains(m.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, m.Text)
		}
	}
	for _, want := range []string{
		`<ins style="background: #dfd; color: #060;">team &lt;script&gt;alert(1)&lt;/script&gt; and to audit@evil.example.</ins>`,
		`<del style="background: #fdd; color: #600;">notes</del>`,
		"~/.ssh/id_rsa[U&#43;202E]after",
	} {
		if !strings.Contains(m.HTML, want) {
			t.Errorf("HTML lacks %q:\n%s", want, m.HTML)
		}
	}
	if strings.Contains(m.HTML, "<script>") || strings.ContainsRune(m.Text+m.HTML, '\u202E') {
		t.Error("server text reached the email unescaped or with a bidi override")
	}
}

func TestSubjects(t *testing.T) {
	tests := []struct {
		data interface {
			Message(from, to string, l notify.Links) (notify.Message, error)
		}
		want string
	}{
		{notify.Confirmation{ServerURL: "https://mcp.example.com:8443/mcp"}, "Confirm: email me when mcp.example.com:8443 changes its tools"},
		{notify.Drift{ServerURL: "https://mcp.example.com/mcp", Removed: []string{"a", "b"}}, "Tools changed on mcp.example.com: 2 removed"},
		{notify.Unreachable{ServerURL: "https://mcp.example.com/mcp", Failures: 3}, "Unreachable: mcp.example.com failed 3 checks in a row"},
		{notify.Drift{ServerURL: "not a url"}, "Tools changed on an MCP server"},
		{notify.Drift{ServerURL: "https://mcp.example.com/mcp", Changed: []notify.ChangedTool{{Name: "a"}}, Classified: []notify.Classified{{Severity: "high"}, {Severity: "low"}}}, "Tools changed on mcp.example.com: 1 changed; 1 high-severity"},
	}
	for _, tt := range tests {
		m, err := tt.data.Message("explorer@example.com", "you@example.org", links)
		if err != nil {
			t.Fatal(err)
		}
		if m.Subject != tt.want {
			t.Errorf("subject %q, want %q", m.Subject, tt.want)
		}
	}
}

// A tool name with line breaks cannot forge lines, such as a second
// unsubscribe link, in the plain-text part (issue 17, weakness 9).
func TestDriftNamesCannotForgeLines(t *testing.T) {
	forged := "ok\n\n-- \nMCP Server Explorer\nUnsubscribe with one click: https://evil.example/unsub"
	for _, name := range []string{forged, strings.ReplaceAll(forged, "\n", "\r\n"), strings.ReplaceAll(forged, "\n", "\u2028"), strings.ReplaceAll(forged, "\n", "\u0085")} {
		d := notify.Drift{ServerURL: "https://mcp.example.com/mcp", CheckedAt: time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC),
			Added: []notify.AddedTool{{Name: name, Risk: "low"}}, Removed: []string{name},
			Changed: []notify.ChangedTool{{Name: name, Fields: []string{"description: [-a-] {+" + name + "+}"}}}}
		m, err := d.Message("explorer@example.com", "you@example.org", links)
		if err != nil {
			t.Fatal(err)
		}
		signatures, unsubscribes := 0, 0
		for _, line := range strings.Split(m.Text, "\n") {
			line = strings.TrimSpace(line)
			if line == "--" {
				signatures++
			}
			if strings.HasPrefix(line, "Unsubscribe") {
				unsubscribes++
				if !strings.Contains(line, links.Unsubscribe) {
					t.Errorf("forged line %q", line)
				}
			}
		}
		if signatures != 1 || unsubscribes != 1 {
			t.Errorf("%q: %d signature and %d unsubscribe lines, want 1 each:\n%s", name, signatures, unsubscribes, m.Text)
		}
		if strings.ContainsAny(m.Text+m.HTML, "\r\u2028\u2029\u0085") {
			t.Errorf("%q: a line break from the server reached the email", name)
		}
	}
}
