package explorer_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// headerServer serves a go-sdk server with one tool whose region argument
// is mirrored into a header, listed with the given JSON Schema type. The
// go-sdk refuses to register an invalid annotation, so the tool is added
// valid and its listing rewritten, as a server built otherwise would send it.
func headerServer(t *testing.T, regionType string) string {
	t.Helper()
	schema := func(typ string) json.RawMessage {
		return json.RawMessage(`{"type":"object","properties":{"region":{"type":"` + typ + `","x-mcp-header":"Region"},"query":{"type":"string"}},"required":["query"]}`)
	}
	handler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server {
		s := mcp.NewServer(&mcp.Implementation{Name: "headers", Version: "1.0.0"}, nil)
		s.AddTool(&mcp.Tool{Name: "run_query", Description: "Runs a read-only SQL query in the chosen region.", InputSchema: schema("string"), Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
			func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
				return &mcp.CallToolResult{}, nil
			})
		s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
			return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
				res, err := next(ctx, method, req)
				if list, ok := res.(*mcp.ListToolsResult); ok {
					for _, tool := range list.Tools {
						tool.InputSchema = schema(regionType)
					}
				}
				return res, err
			}
		})
		return s
	}, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	srv := httptest.NewServer(handler)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

func TestConnectModeChecksMirroredHeaders(t *testing.T) {
	for regionType, flagged := range map[string]bool{"number": true, "string": false} {
		t.Run(regionType, func(t *testing.T) {
			ex := &explorer.Explorer{}
			ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
			res, err := ex.Calculate(context.Background(), explorer.Input{Mode: "connect", URL: ptr(headerServer(t, regionType)), Remember: ptr(false)})
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(res)
			contracttest.Validate(t, contracttest.ExplorerResult, b)
			if len(res.Result.Tools) != 1 {
				t.Fatalf("tools %+v", res.Result.Tools)
			}
			issues := strings.Join(res.Result.Tools[0].Issues, "\n")
			if got := strings.Contains(issues, "header-invalid: property region: type number"); got != flagged {
				t.Errorf("flagged %v, want %v: %s", got, flagged, issues)
			}
			if flagged && !strings.Contains(issues, "an agent there will not see it") {
				t.Errorf("the issue does not say the tool is hidden: %s", issues)
			}
		})
	}
}
