package notify

import (
	"bytes"
	"embed"
	htmltemplate "html/template"
	"net/url"
	"strconv"
	"strings"
	"sync"
	texttemplate "text/template"
	"time"
)

// Links are the URLs one email carries for its recipient. None of them
// tracks anything: they lead straight to the explorer.
type Links struct {
	Page        string // the server's page, {base}/?mode=connect&url=…
	Unsubscribe string // one-click unsubscribe (RFC 8058)
	Confirm     string // the confirmation link, in a Confirmation only
}

// Confirmation asks the owner of an address to confirm a subscription.
type Confirmation struct {
	ServerURL string
	Expires   time.Time // when the confirmation link stops working
}

// Drift is what changed on one server between two checks: the content of
// a drift email. Whoever builds it bounds its size; Omitted counts what
// was left out.
type Drift struct {
	ServerURL     string        `json:"serverUrl"`
	PreviousCheck *time.Time    `json:"previousCheck,omitempty"`
	CheckedAt     time.Time     `json:"checkedAt"`
	Added         []AddedTool   `json:"added"`
	Removed       []string      `json:"removed"`
	Changed       []ChangedTool `json:"changed"`
	RiskChanges   []RiskChange  `json:"riskChanges"`
	// Classified says what the changes mean, most severe first; the email
	// leads with it.
	Classified []Classified `json:"classified"`
	Omitted    int          `json:"omitted"`
}

// Classified is one classified change: a drift-* rule of the catalog
// (/methodology#{rule}) and what it found.
type Classified struct {
	Tool     string `json:"tool"`
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

// AddedTool is a tool that was not there before.
type AddedTool struct {
	Name         string   `json:"name"`
	Risk         string   `json:"risk"`
	Capabilities []string `json:"capabilities"`
}

// ChangedTool is a tool whose description, input schema or annotations
// changed; Fields are lockfile.Change's field-level differences, the
// description as a word diff ([-removed-] {+added+}).
type ChangedTool struct {
	Name   string   `json:"name"`
	Fields []string `json:"fields"`
}

// RiskChange is a tool whose risk moved; From is "" for a new tool and To
// is "" for a removed one.
type RiskChange struct {
	Tool string `json:"tool"`
	From string `json:"from"`
	To   string `json:"to"`
}

// Unreachable tells subscribers that a server failed several checks in a
// row.
type Unreachable struct {
	ServerURL string    `json:"serverUrl"`
	Failures  int       `json:"failures"`
	Since     time.Time `json:"since"`
	LastError string    `json:"lastError"`
}

//go:embed templates
var templateFS embed.FS

var funcs = map[string]any{
	"visible":  Visible,
	"join":     strings.Join,
	"segments": Segments,
}

func parse(name string) (*texttemplate.Template, *htmltemplate.Template) {
	text := texttemplate.Must(texttemplate.New("layout.txt").Funcs(funcs).ParseFS(templateFS, "templates/layout.txt", "templates/"+name+".txt"))
	html := htmltemplate.Must(htmltemplate.New("layout.html").Funcs(funcs).ParseFS(templateFS, "templates/layout.html", "templates/"+name+".html"))
	return text, html
}

type templates struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}

// The templates are parsed on first use, not in package init, which every
// Lambda cold start pays.
var (
	confirmTemplates     = lazyTemplates("confirm")
	driftTemplates       = lazyTemplates("drift")
	unreachableTemplates = lazyTemplates("unreachable")
)

func lazyTemplates(name string) func() templates {
	return sync.OnceValue(func() templates {
		t, h := parse(name)
		return templates{t, h}
	})
}

// view is what every template sees.
type view struct {
	Subject string
	Data    any
	Links   Links
}

func (t templates) message(from, to, subject string, data any, links Links) (Message, error) {
	v := view{Subject: subject, Data: data, Links: links}
	var text, html bytes.Buffer
	if err := t.text.Execute(&text, v); err != nil {
		return Message{}, err
	}
	if err := t.html.Execute(&html, v); err != nil {
		return Message{}, err
	}
	return Message{From: from, To: to, Subject: subject, Text: text.String(), HTML: html.String(), Unsubscribe: links.Unsubscribe}, nil
}

// Message composes the confirmation email.
func (c Confirmation) Message(from, to string, links Links) (Message, error) {
	return confirmTemplates().message(from, to, "Confirm: email me when "+host(c.ServerURL)+" changes its tools", c, links)
}

// Message composes the drift email.
func (d Drift) Message(from, to string, links Links) (Message, error) {
	var parts []string
	for _, p := range []struct {
		n    int
		word string
	}{{len(d.Added), "added"}, {len(d.Removed), "removed"}, {len(d.Changed), "changed"}} {
		if p.n > 0 {
			parts = append(parts, strconv.Itoa(p.n)+" "+p.word)
		}
	}
	subject := "Tools changed on " + host(d.ServerURL)
	if len(parts) > 0 {
		subject += ": " + strings.Join(parts, ", ")
	}
	high := 0
	for _, c := range d.Classified {
		if c.Severity == "high" {
			high++
		}
	}
	if high > 0 {
		subject += "; " + strconv.Itoa(high) + " high-severity"
	}
	return driftTemplates().message(from, to, subject, d, links)
}

// Message composes the unreachable email.
func (u Unreachable) Message(from, to string, links Links) (Message, error) {
	return unreachableTemplates().message(from, to, "Unreachable: "+host(u.ServerURL)+" failed "+strconv.Itoa(u.Failures)+" checks in a row", u, links)
}

func host(serverURL string) string {
	if u, err := url.Parse(serverURL); err == nil && u.Host != "" {
		return Visible(u.Host)
	}
	return "an MCP server"
}

// Segment is a run of a word diff: Op is "-" (removed), "+" (added) or
// "" (unchanged).
type Segment struct {
	Op, Text string
}

// Segments splits a lockfile word diff ("a [-b-] {+c+} d") into runs, for
// the HTML part. Markers that the server's own text contains may split a
// run in the wrong place; the text is shown either way.
func Segments(s string) []Segment {
	var out []Segment
	for s != "" {
		del, ins := strings.Index(s, "[-"), strings.Index(s, "{+")
		i, op, end := del, "-", "-]"
		if del < 0 || (ins >= 0 && ins < del) {
			i, op, end = ins, "+", "+}"
		}
		if i < 0 {
			break
		}
		j := strings.Index(s[i+2:], end)
		if j < 0 {
			break
		}
		if i > 0 {
			out = append(out, Segment{"", s[:i]})
		}
		out = append(out, Segment{op, s[i+2 : i+2+j]})
		s = s[i+2+j+2:]
	}
	if s != "" {
		out = append(out, Segment{"", s})
	}
	return out
}
