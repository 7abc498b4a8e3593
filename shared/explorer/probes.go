package explorer

import (
	"fmt"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// ProbeOutcome is what one consistency probe found, for the presentation.
type ProbeOutcome struct {
	Kind    string `json:"kind"` // repeat, identity, generation or anonymous
	How     string `json:"how"`
	Outcome string `json:"outcome"` // "same", "same tools, another order", "differs" or "not compared"
	Reason  string `json:"reason,omitempty"`
}

// CacheHint is one 2026-07-28 result's caching hints as sent (null: absent).
type CacheHint struct {
	Method     string `json:"method"`
	Page       int    `json:"page"`
	URI        string `json:"uri,omitempty"` // the resource, for resources/read
	TTLMs      any    `json:"ttlMs"`
	CacheScope any    `json:"cacheScope"`
}

// consistencyFindings compares the probes' listings with the main one and
// checks the caching hints. Listings are compared only with a complete
// main listing.
func consistencyFindings(insp *mcpclient.Inspection) []analysis.Finding {
	hints := analysisHints(insp.Caching)
	out := analysis.CacheFindings(hints)
	if insp.ToolsIncomplete != "" {
		return out
	}
	var listings []analysis.Listing
	for _, p := range insp.Probes {
		if p.Err == "" {
			listings = append(listings, analysis.Listing{Kind: p.Kind, How: p.How, Tools: p.Tools})
		}
	}
	return append(out, analysis.ConsistencyFindings(insp.Tools, listings, hints)...)
}

func analysisHints(hints []mcpclient.CacheHint) []analysis.CacheHint {
	out := make([]analysis.CacheHint, len(hints))
	for i, h := range hints {
		out[i] = analysis.CacheHint{Method: h.Method, Page: h.Page, URI: h.URI, TTLMs: h.TTLMs, CacheScope: h.CacheScope}
	}
	return out
}

// probeOutcomes says, per probe, whether its listing matched the main one.
func probeOutcomes(insp *mcpclient.Inspection) []ProbeOutcome {
	var out []ProbeOutcome
	for _, p := range insp.Probes {
		o := ProbeOutcome{Kind: p.Kind, How: p.How, Outcome: "same"}
		switch differs, reordered := analysis.CompareListings(insp.Tools, p.Tools); {
		case p.Err != "":
			o.Outcome, o.Reason = "not compared", p.Err
		case insp.ToolsIncomplete != "":
			o.Outcome, o.Reason = "not compared", "the main listing is incomplete"
		case differs:
			o.Outcome = "differs"
		case reordered:
			o.Outcome = "same tools, another order"
		}
		out = append(out, o)
	}
	return out
}

func cacheHints(hints []mcpclient.CacheHint) []CacheHint {
	var out []CacheHint
	for _, h := range hints {
		out = append(out, CacheHint{Method: h.Method, Page: h.Page, URI: h.URI, TTLMs: rawValue(h.TTLMs), CacheScope: rawValue(h.CacheScope)})
	}
	return out
}

func rawValue(raw []byte) any {
	if raw == nil {
		return nil
	}
	return rawJSON(raw)
}

// rawJSON is a server's JSON value, passed through as sent.
type rawJSON []byte

func (r rawJSON) MarshalJSON() ([]byte, error) { return r, nil }

// describeProbes says in one sentence what the probes compared.
func describeProbes(outcomes []ProbeOutcome) string {
	if len(outcomes) == 0 {
		return ""
	}
	var parts []string
	for _, o := range outcomes {
		s := o.How + ": " + o.Outcome
		if o.Reason != "" {
			s += " (" + o.Reason + ")"
		}
		parts = append(parts, s)
	}
	return fmt.Sprintf("Consistency probes: the tools were listed %d more %s and compared with the main listing: %s.", len(outcomes), plural(len(outcomes), "way", "ways"), strings.Join(parts, "; "))
}
