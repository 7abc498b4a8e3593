package explorer_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// appServer is a go-sdk server with an MCP Apps tool whose ui resource is
// listed with resourceMeta as its _meta.
func appServer(t *testing.T, resourceMeta mcp.Meta) string {
	t.Helper()
	s := mcp.NewServer(&mcp.Implementation{Name: "app", Version: "1"}, &mcp.ServerOptions{Capabilities: &mcp.ServerCapabilities{}})
	no := false
	mcp.AddTool(s, &mcp.Tool{Name: "show_chart", Title: "Show a chart", Description: "Shows a chart of the sales figures.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &no},
		Meta:        mcp.Meta{"ui": map[string]any{"resourceUri": "ui://chart/view.html"}}},
		func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	s.AddResource(&mcp.Resource{URI: "ui://chart/view.html", Name: "chart", MIMEType: "text/html;profile=mcp-app", Meta: resourceMeta},
		func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			return &mcp.ReadResourceResult{}, nil
		})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestDirectoryChecksMCPAppsInConnectMode(t *testing.T) {
	for _, tc := range []struct {
		name string
		meta mcp.Meta
		pass bool
	}{
		{"csp and domain declared", mcp.Meta{"ui": map[string]any{"csp": map[string]any{"connectDomains": []string{"https://api.example.com"}}, "domain": "chart.example.com"}}, true},
		{"no domain", mcp.Meta{"ui": map[string]any{"csp": map[string]any{}}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex := &explorer.Explorer{Now: tickingClock()}
			ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
			res, err := ex.Calculate(context.Background(), connectInput(appServer(t, tc.meta)))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(res)
			contracttest.Validate(t, contracttest.ExplorerResult, b)
			dir := res.Analysis.Directory
			if len(dir) != 1 || dir[0].Pass != tc.pass {
				t.Fatalf("directory %+v", dir)
			}
			last := dir[0].Items[len(dir[0].Items)-1]
			if last.Rule != "directory-app-csp" || last.Pass != tc.pass {
				t.Errorf("app item %+v", last)
			}
			var block map[string]any
			for _, p := range res.Presentation {
				if p["type"] == "directory" {
					block = p
				}
			}
			if block == nil || block["pass"] != tc.pass {
				t.Errorf("directory block %v", block)
			}
		})
	}
}
