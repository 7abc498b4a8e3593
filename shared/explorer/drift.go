package explorer

import (
	"fmt"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// quietDrift are the drift classes that the changes block shows but the
// warnings leave out: they say a change does not matter, or could not be
// classified.
var quietDrift = map[string]bool{"drift-cosmetic": true, "drift-changed": true}

// driftWarnings lists the classified changes that matter, most severe first.
func driftWarnings(c *Changes) []string {
	var out []string
	for _, level := range []analysis.Severity{analysis.High, analysis.Medium, analysis.Low} {
		for _, f := range c.Classified {
			if r, _ := analysis.RuleByID(f.Rule); r.Severity == level && !quietDrift[f.Rule] {
				out = append(out, f.String())
			}
		}
	}
	return out
}

// driftItems are the changes block's classified entries.
func driftItems(found []analysis.Finding) []map[string]string {
	out := make([]map[string]string, len(found))
	for i, f := range found {
		r, _ := analysis.RuleByID(f.Rule)
		out[i] = map[string]string{"tool": f.Tool, "rule": f.Rule, "severity": string(r.Severity), "title": r.Title, "message": f.Message, "href": "/methodology#" + f.Rule}
	}
	return out
}

// driftSummary counts the classes for the summary sentence: " (1
// drift-renamed, 2 drift-cosmetic)", or "" when nothing was classified.
func driftSummary(found []analysis.Finding) string {
	if len(found) == 0 {
		return ""
	}
	counts := map[string]int{}
	var order []string
	for _, f := range found {
		if counts[f.Rule] == 0 {
			order = append(order, f.Rule)
		}
		counts[f.Rule]++
	}
	parts := make([]string, len(order))
	for i, rule := range order {
		parts[i] = fmt.Sprintf("%d %s", counts[rule], rule)
	}
	return " (" + strings.Join(parts, ", ") + ")"
}
