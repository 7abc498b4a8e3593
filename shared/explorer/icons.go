package explorer

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// maxIconWarnings bounds the icon warnings of one inspection; tools' icons
// are their own issues.
const maxIconWarnings = 20

// iconWarnings checks the icons of the server, its resources, resource
// templates and prompts (analysis.IconFindings) against the server's origin.
func iconWarnings(insp *mcpclient.Inspection) []string {
	var out []string
	add := func(owner string, f analysis.Finding) {
		if len(out) < maxIconWarnings {
			out = append(out, fmt.Sprintf("%s: %s: %s", f.Rule, owner, f.Message))
		}
	}
	for _, f := range analysis.IconFindings(insp.ServerIcons, insp.URL) {
		add("the server's icons", f)
	}
	for _, r := range insp.Resources {
		for _, f := range analysis.IconFindings(r.Icons, insp.URL) {
			add(fmt.Sprintf("resource %q", analysis.ClipBytes(r.URI, 200)), f)
		}
	}
	for _, r := range insp.ResourceTemplates {
		for _, f := range analysis.IconFindings(r.Icons, insp.URL) {
			add(fmt.Sprintf("resource template %q", analysis.ClipBytes(r.URITemplate, 200)), f)
		}
	}
	for _, p := range insp.Prompts {
		for _, f := range analysis.IconFindings(p.Icons, insp.URL) {
			add(fmt.Sprintf("prompt %q", analysis.ClipBytes(p.Name, 200)), f)
		}
	}
	return out
}
