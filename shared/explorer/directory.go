package explorer

import (
	"encoding/json"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// directoryApps maps each MCP Apps tool (one with _meta.ui.resourceUri, or the
// older _meta["ui/resourceUri"]) to its ui resource as listed.
func directoryApps(insp *mcpclient.Inspection) map[string]analysis.AppUI {
	listed := map[string]json.RawMessage{}
	for _, r := range insp.Resources {
		meta := r.Meta
		if meta == nil {
			meta = json.RawMessage("{}")
		}
		listed[r.URI] = meta
	}
	apps := map[string]analysis.AppUI{}
	for _, raw := range insp.Tools {
		var t struct {
			Name string `json:"name"`
			Meta struct {
				UI struct {
					ResourceURI string `json:"resourceUri"`
				} `json:"ui"`
				Legacy string `json:"ui/resourceUri"`
			} `json:"_meta"`
		}
		if json.Unmarshal(raw, &t) != nil {
			continue
		}
		uri := t.Meta.UI.ResourceURI
		if uri == "" {
			uri = t.Meta.Legacy
		}
		if uri != "" {
			apps[t.Name] = analysis.AppUI{ResourceURI: uri, Meta: listed[uri]}
		}
	}
	return apps
}

// directoryBlock is the presentation's directory-readiness checklist;
// docs/presentation.md documents it.
func directoryBlock(res *Result) Block {
	if res.Analysis == nil || len(res.Analysis.Directory) == 0 {
		return nil
	}
	failed := 0
	rows := make([]map[string]any, len(res.Analysis.Directory))
	for i, t := range res.Analysis.Directory {
		items := make([]map[string]any, len(t.Items))
		for j, it := range t.Items {
			if !it.Pass {
				failed++
			}
			items[j] = map[string]any{"rule": it.Rule, "pass": it.Pass, "detail": it.Detail, "href": "/methodology#" + it.Rule}
		}
		rows[i] = map[string]any{"name": t.Name, "pass": t.Pass, "items": items}
	}
	return Block{"type": "directory", "pass": failed == 0, "failed": failed, "tools": rows}
}
