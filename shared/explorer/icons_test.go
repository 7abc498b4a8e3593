package explorer_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// iconServer serves a go-sdk server whose server info, tool, prompt and
// resource all carry icons.
func iconServer(t *testing.T, icons []mcp.Icon) string {
	t.Helper()
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server {
		s := mcp.NewServer(&mcp.Implementation{Name: "icons", Version: "1.0.0", Icons: icons}, nil)
		mcp.AddTool(s, &mcp.Tool{Name: "get_weather", Description: "Gets the current weather for a city.", Icons: icons, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
			func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
		s.AddPrompt(&mcp.Prompt{Name: "forecast", Description: "Write a forecast", Icons: icons},
			func(context.Context, *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
				return &mcp.GetPromptResult{}, nil
			})
		s.AddResource(&mcp.Resource{URI: "weather://cities", Name: "cities", Icons: icons},
			func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
				return &mcp.ReadResourceResult{}, nil
			})
		return s
	}, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

func TestConnectModeChecksIcons(t *testing.T) {
	svg := base64.StdEncoding.EncodeToString([]byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>`))
	bad := []mcp.Icon{{Source: "http://cdn.example/w.png"}, {Source: "data:image/svg+xml;base64," + svg}}
	good := []mcp.Icon{{Source: "data:image/png;base64,iVBORw0KGgo=", MIMEType: "image/png", Sizes: []string{"48x48"}}}
	for name, c := range map[string]struct {
		icons   []mcp.Icon
		flagged bool
	}{"breaks": {bad, true}, "keeps": {good, false}} {
		t.Run(name, func(t *testing.T) {
			ex := &explorer.Explorer{}
			ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
			res, err := ex.Calculate(context.Background(), explorer.Input{Mode: "connect", URL: ptr(iconServer(t, c.icons)), Remember: ptr(false)})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(res)
			contracttest.Validate(t, contracttest.ExplorerResult, b)
			issues := strings.Join(res.Result.Tools[0].Issues, "\n")
			var owners []string
			for _, w := range res.Warnings {
				if strings.HasPrefix(w, "icon-svg-script: ") {
					owners = append(owners, strings.SplitN(w, ": ", 3)[1])
				}
			}
			if !c.flagged {
				if strings.Contains(issues, "icon-") || len(owners) != 0 {
					t.Errorf("clean icons flagged: %v %v", issues, res.Warnings)
				}
				return
			}
			if !strings.Contains(issues, `icon-unsafe-source: icon 1's src "http://cdn.example/w.png" uses http:`) || !strings.Contains(issues, `icon-svg-script: icon 2 is an SVG carrying "<script"`) {
				t.Errorf("tool issues %v", issues)
			}
			if strings.Join(owners, ",") != `the server's icons,resource "weather://cities",prompt "forecast"` {
				t.Errorf("icon warnings for %v; warnings %v", owners, res.Warnings)
			}
		})
	}
}
