package explorer

import (
	"encoding/json"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// appsOf hands analysis the tools' _meta, the ui:// resources the
// inspection read and the resources it listed (MCP Apps), or nil when no
// tool carries _meta.
func appsOf(tools []analysis.Tool, insp *mcpclient.Inspection) *analysis.Apps {
	apps := analysis.AppsOf(tools)
	if apps == nil {
		return nil
	}
	for _, r := range insp.UIResources {
		apps.Resources = append(apps.Resources, analysis.UIResource{URI: r.URI, MimeType: r.MimeType, Meta: r.Meta, HTML: r.HTML, Truncated: r.Truncated, Error: r.Error})
	}
	apps.Listed = make(map[string]json.RawMessage, len(insp.Resources))
	for _, r := range insp.Resources {
		meta := r.Meta
		if meta == nil {
			meta = json.RawMessage("{}")
		}
		apps.Listed[r.URI] = meta
	}
	return apps
}

// pastedAppsAssumption says what a paste's MCP Apps rules could not see;
// "" when no pasted tool has a view.
func pastedAppsAssumption(apps *analysis.Apps) string {
	if len(apps.ViewURIs()) == 0 {
		return ""
	}
	return "MCP Apps: a paste holds only the tools listing, so the rules that need it alone were applied (visibility, resourceUri shape); the views' ui:// resources were not read, so their CSP, permissions and HTML were not checked. Connect mode reads them."
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
