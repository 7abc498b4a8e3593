package explorer

import (
	"encoding/json"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// appsOf hands analysis the tools' _meta and the ui:// resources the
// inspection read (MCP Apps), or nil when no tool carries _meta.
func appsOf(insp *mcpclient.Inspection) *analysis.Apps {
	apps := &analysis.Apps{}
	for _, raw := range insp.Tools {
		var t struct {
			Name string          `json:"name"`
			Meta json.RawMessage `json:"_meta"`
		}
		if json.Unmarshal(raw, &t) != nil || len(t.Meta) == 0 || string(t.Meta) == "null" {
			continue
		}
		apps.Tools = append(apps.Tools, analysis.AppTool{Name: t.Name, Meta: t.Meta})
	}
	if len(apps.Tools) == 0 {
		return nil
	}
	for _, r := range insp.UIResources {
		apps.Resources = append(apps.Resources, analysis.UIResource{URI: r.URI, MimeType: r.MimeType, Meta: r.Meta, HTML: r.HTML, Truncated: r.Truncated, Error: r.Error})
	}
	return apps
}

// appWarnings repeats the MCP Apps findings in warnings, naming the tool.
func appWarnings(report analysis.Report) []string {
	var out []string
	for _, t := range report.Tools {
		for _, f := range t.Findings {
			if strings.HasPrefix(f.Rule, "app-") {
				out = append(out, "MCP Apps, tool "+t.Name+": "+f.String())
			}
		}
	}
	return out
}

// appsBlock is the presentation's "apps" block: each tool with a view or a
// visibility, what its view may reach and the findings about it; nil when
// there is none.
func appsBlock(res *Result) Block {
	if res.Analysis == nil {
		return nil
	}
	apps := analysis.SummarizeApps(res.Analysis.Apps)
	if len(apps) == 0 {
		return nil
	}
	findings := map[string][]analysis.Finding{}
	risk := map[string]analysis.Severity{}
	for _, t := range res.Analysis.Report.Tools {
		risk[t.Name] = t.Risk
		for _, f := range t.Findings {
			if strings.HasPrefix(f.Rule, "app-") {
				findings[t.Name] = append(findings[t.Name], f)
			}
		}
	}
	rows := make([]map[string]any, len(apps))
	for i, a := range apps {
		rows[i] = map[string]any{"tool": a.Tool, "risk": risk[a.Tool], "resourceUri": a.ResourceURI, "visibility": a.Visibility, "read": a.Read,
			"csp": a.CSP, "permissions": a.Permissions, "domain": a.Domain, "scriptOrigins": a.Scripts, "truncated": a.Truncated, "reach": reachLines(a), "issues": issueRows(findings[a.Tool])}
	}
	return Block{"type": "apps", "rows": rows}
}

// reachLines says in short lines what a tool's view may reach.
func reachLines(a analysis.AppSummary) []string {
	if a.ResourceURI == "" {
		return []string{"no view of its own"}
	}
	if !a.Read {
		return []string{"view not read"}
	}
	var out []string
	for _, k := range []string{"connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"} {
		if v := a.CSP[k]; len(v) > 0 {
			out = append(out, k+": "+analysis.JoinBounded(v, 5))
		}
	}
	if len(out) == 0 {
		out = append(out, "no external origins declared")
	}
	if len(a.Permissions) > 0 {
		out = append(out, "permissions: "+strings.Join(a.Permissions, ", "))
	}
	if len(a.Scripts) > 0 {
		out = append(out, "scripts from: "+analysis.JoinBounded(a.Scripts, 5))
	}
	if a.Domain != "" {
		out = append(out, "domain: "+a.Domain)
	}
	if a.Truncated {
		out = append(out, "HTML longer than was read: scripts past the cut were not looked for")
	}
	return out
}
