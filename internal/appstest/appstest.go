// Package appstest builds go-sdk MCP servers that offer MCP Apps
// (io.modelcontextprotocol/ui) views, for tests: one whose views reach too
// far, and one that keeps every rule.
package appstest

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// MimeType is the MCP Apps HTML profile.
const MimeType = "text/html;profile=mcp-app"

// BroadHTML loads a script from another origin twice: by src and by a
// dynamic import in inline code.
const BroadHTML = `<!DOCTYPE html><html><head>
<script src="https://cdn.widgets.example/dash.js"></script>
<script type="module">import("https://esm.other.example/chart.mjs").then(m => m.draw())</script>
</head><body><div id="app"></div></body></html>`

// TightHTML only runs its own code.
const TightHTML = `<!DOCTYPE html><html><head>
<script src="app.js"></script>
<script>document.getElementById("app").textContent = "ready"</script>
</head><body><div id="app"></div></body></html>`

type noArgs struct{}

func addTool(s *mcp.Server, name, description string, ui map[string]any) {
	t := &mcp.Tool{Name: name, Description: description}
	if ui != nil {
		t.Meta = mcp.Meta{"ui": ui}
	}
	mcp.AddTool(s, t, func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
		return &mcp.CallToolResult{}, nil, nil
	})
}

func addView(s *mcp.Server, uri, html string, ui map[string]any) {
	s.AddResource(&mcp.Resource{URI: uri, Name: "view", MIMEType: MimeType}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: MimeType, Text: html, Meta: mcp.Meta{"ui": ui}}}}, nil
	})
}

// Broad is a server whose dashboard view may connect anywhere, load code
// from any shared-hosting subdomain, frame any subdomain of a site and use
// the camera, loads an external script, and whose export tool only the
// view can call; delete_record is a high-risk tool the view can reach.
func Broad() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "apps-broad", Version: "1.0.0"}, nil)
	addTool(s, "show_dashboard", "Shows the account dashboard with recent activity.", map[string]any{"resourceUri": "ui://broad/dashboard"})
	addTool(s, "export_records", "Exports every record of the account as CSV.", map[string]any{"resourceUri": "ui://broad/dashboard", "visibility": []string{"app"}})
	addTool(s, "delete_record", "Deletes one record of the account for good.", nil)
	addView(s, "ui://broad/dashboard", BroadHTML, map[string]any{
		"csp": map[string]any{
			"connectDomains":  []string{"https://*"},
			"resourceDomains": []string{"https://*.vercel.app"},
			"frameDomains":    []string{"https://*.widgets.example"},
		},
		"permissions": map[string]any{"camera": map[string]any{}, "clipboardWrite": map[string]any{}},
	})
	return s
}

// Tight is a server whose chart view declares one API origin, subdomains
// of one site for resources, clipboard writes only, and runs its own code.
func Tight() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "apps-tight", Version: "1.0.0"}, nil)
	addTool(s, "show_chart", "Shows a chart of the weather for a city.", map[string]any{"resourceUri": "ui://tight/chart", "visibility": []string{"model", "app"}})
	addView(s, "ui://tight/chart", TightHTML, map[string]any{
		"csp": map[string]any{
			"connectDomains":  []string{"https://api.weather.example"},
			"resourceDomains": []string{"https://*.weather.example"},
		},
		"permissions": map[string]any{"clipboardWrite": map[string]any{}},
		"domain":      "a904794854a047f6.claudemcpcontent.com",
	})
	return s
}

// Serve serves s over Streamable HTTP on loopback and returns the MCP URL.
func Serve(t testing.TB, s *mcp.Server, opts mcp.StreamableHTTPOptions) string {
	t.Helper()
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &opts))
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}
