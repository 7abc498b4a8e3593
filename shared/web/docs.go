package web

import (
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// maxRedirects is the number of redirects a connect-mode inspection
// follows: safehttp's default, which the explorer uses.
const maxRedirects = 3

type ruleView struct {
	analysis.Rule
	Term glossary.Entry
}

type limitView struct {
	Name, Value string
}

type methodologyData struct {
	common
	Rules         []ruleView
	RulesVersion  string
	Capabilities  []analysis.Capability
	SnapshotDays  int
	ExampleTool   string
	ExampleFP     string
	SSRFRedirects int
	Limits        []limitView
	Problems      []problem.Doc
	// The bounds of connect mode's MCP Apps reads.
	AppsMaxResources, AppsReadSeconds, AppsMaxHTMLKiB int
}

// fingerprintExample is the tool the methodology fingerprints live, so the
// printed hash is always the algorithm's real output.
const fingerprintExample = `{"name":"echo","description":"Echo the text back.","inputSchema":{"type":"object","properties":{"text":{"type":"string"}}},"annotations":{"readOnlyHint":true}}`

// Methodology serves GET /methodology: the rule catalog and how the
// explorer computes, stores and limits.
func (s *Site) Methodology() http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		data := methodologyData{
			common:        s.common(r, "Methodology"),
			RulesVersion:  analysis.RulesVersion(),
			Capabilities:  analysis.AllCapabilities,
			SnapshotDays:  int(explorer.SnapshotTTL / (24 * time.Hour)),
			ExampleTool:   fingerprintExample,
			SSRFRedirects: maxRedirects,
			Limits:        s.limits(),
			Problems:      problem.Docs,

			AppsMaxResources: mcpclient.MaxUIResources,
			AppsReadSeconds:  int(mcpclient.UIReadTimeout / time.Second),
			AppsMaxHTMLKiB:   mcpclient.MaxUIHTMLBytes >> 10,
		}
		for _, rule := range analysis.Catalog {
			e, _ := glossary.Lookup(rule.Reference)
			data.Rules = append(data.Rules, ruleView{Rule: rule, Term: e})
		}
		if tools, err := analysis.ParseTools(fingerprintExample); err == nil && len(tools) == 1 {
			data.ExampleFP = analysis.Fingerprint(tools[0])
		}
		w.Header().Set("Cache-Control", "public, max-age=300")
		s.render(w, r, http.StatusOK, "methodology", data)
	}))
}

func (s *Site) limits() []limitView {
	var out []limitView
	if s.cfg.APIMaxBodyBytes > 0 {
		out = append(out, limitView{"API request body (POST /api/v1/calculate)", commas(int(s.cfg.APIMaxBodyBytes)) + " bytes"})
	}
	return append(out,
		limitView{"Form post to this page (multipart)", commas(MaxFormBytes) + " bytes"},
		limitView{"toolsJson", commas(explorer.MaxToolsJSONChars) + " characters"},
		limitView{"Tools analysed per check (a paste with more is refused; connect mode stops listing there)", commas(explorer.MaxTools)},
		limitView{"search", commas(explorer.MaxSearchChars) + " characters"},
		limitView{"Connect mode: whole inspection", strconv.Itoa(int(mcpclient.DefaultDeadline/time.Second)) + " seconds"},
		limitView{"Connect mode: one response message", mib(safehttp.DefaultMaxMessageBytes)},
		limitView{"Connect mode: all responses of one inspection", mib(safehttp.DefaultMaxInspectionBytes)},
		limitView{"Connect mode: pages followed per list (tools, resources, prompts)", strconv.Itoa(mcpclient.DefaultMaxPages)},
		limitView{"Connect mode: items kept per list", commas(mcpclient.DefaultMaxItems)},
		limitView{"Connect mode: redirects followed", strconv.Itoa(maxRedirects)},
	)
}

func mib(n int64) string { return fmt.Sprintf("%d MiB", n>>20) }

// commas formats n with thousands separators: 1500000 → "1,500,000".
func commas(n int) string {
	s := strconv.FormatInt(int64(n), 10)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	if neg {
		return "-" + b.String()
	}
	return b.String()
}

type referenceData struct {
	common
	Entries []glossary.Entry // the index
	Entry   glossary.Entry   // one term
	Related []glossary.Entry
	Rules   []analysis.Rule // rules that cite this term
}

// ReferenceIndex serves GET /reference: every glossary term.
func (s *Site) ReferenceIndex() http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=300")
		s.render(w, r, http.StatusOK, "reference-index", referenceData{common: s.common(r, "MCP reference"), Entries: glossary.Entries})
	}))
}

// Reference serves GET /reference/{slug}: one term, its checklist, the
// specification link, related terms and the rules that cite it.
func (s *Site) Reference() http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		e, ok := glossary.Lookup(r.PathValue("slug"))
		if !ok {
			s.renderError(w, r, http.StatusNotFound, "No such term", "The MCP reference has no entry under this name. The index at /reference lists every term.")
			return
		}
		data := referenceData{common: s.common(r, e.Term), Entry: e}
		for _, slug := range e.Related {
			if rel, ok := glossary.Lookup(slug); ok {
				data.Related = append(data.Related, rel)
			}
		}
		for _, rule := range analysis.Catalog {
			if rule.Reference == e.Slug {
				data.Rules = append(data.Rules, rule)
			}
		}
		w.Header().Set("Cache-Control", "public, max-age=300")
		s.render(w, r, http.StatusOK, "reference", data)
	}))
}

type problemData struct {
	common
	Problem  problem.Doc
	Problems []problem.Doc
}

// Problem serves GET /problems/{code}: what an API problem type means and
// what to do about it. The API's problem type URIs point here.
func (s *Site) Problem() http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p, ok := problem.Lookup(r.PathValue("code"))
		if !ok {
			s.renderError(w, r, http.StatusNotFound, "Unknown problem type", "The explorer does not answer with this problem code. The methodology lists every code it uses.")
			return
		}
		w.Header().Set("Cache-Control", "public, max-age=300")
		s.render(w, r, http.StatusOK, "problem", problemData{common: s.common(r, p.Title), Problem: p, Problems: problem.Docs})
	}))
}
