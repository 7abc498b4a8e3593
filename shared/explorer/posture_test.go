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

// postureServer serves a go-sdk server with a command runner; withLogging
// keeps the SDK's default logging capability.
func postureServer(t *testing.T, sse, withLogging bool) string {
	t.Helper()
	opts := &mcp.ServerOptions{}
	if !withLogging {
		opts.Capabilities = &mcp.ServerCapabilities{}
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "runner", Version: "1"}, opts)
	mcp.AddTool(s, &mcp.Tool{Name: "run_command", Description: "Runs a shell command on the host and returns its output."},
		func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	var h http.Handler = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	if sse {
		h = mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return s }, nil)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

// calculateWarns runs a connect-mode calculation of in that may dial
// loopback, checks the result against the contract, and checks that its
// warnings name every rule of want and none of avoid.
func calculateWarns(t *testing.T, in explorer.Input, want, avoid []string) *explorer.Result {
	t.Helper()
	ex := &explorer.Explorer{Now: tickingClock()}
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
	res, err := ex.Calculate(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	contracttest.Validate(t, contracttest.ExplorerResult, b)
	rules := warningRules(res)
	for _, r := range want {
		if rules[r] == "" {
			t.Errorf("no %s warning in %q", r, res.Warnings)
		}
	}
	for _, r := range avoid {
		if rules[r] != "" {
			t.Errorf("unexpected %s: %s", r, rules[r])
		}
	}
	return res
}

func warningRules(res *explorer.Result) map[string]string {
	out := map[string]string{}
	for _, w := range res.Warnings {
		if rule, msg, ok := strings.Cut(w, ": "); ok && !strings.Contains(rule, " ") {
			out[rule] = msg
		}
	}
	return out
}

func TestPostureInConnectMode(t *testing.T) {
	for _, tc := range []struct {
		name        string
		sse         bool
		logging     bool
		header      http.Header
		want, avoid []string
	}{
		{"open exec server with logging", false, true, nil, []string{"auth-none-high-risk", "deprecated-logging"}, nil},
		{"exec server reached with a key, no logging", false, false, http.Header{"X-Api-Key": {"k"}}, nil, []string{"auth-none-high-risk", "deprecated-logging", "deprecated-http-sse"}},
		{"HTTP+SSE endpoint", true, false, nil, []string{"deprecated-http-sse"}, []string{"auth-none-high-risk"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url := postureServer(t, tc.sse, tc.logging)
			in := connectInput(url)
			in.Header = tc.header
			res := calculateWarns(t, in, tc.want, tc.avoid)
			found := map[string]bool{}
			for _, f := range res.Analysis.Report.ServerFindings {
				found[f.Rule] = true
			}
			for _, r := range tc.want {
				if !found[r] {
					t.Errorf("%s is not a server finding (SARIF and /mcp read them)", r)
				}
			}
		})
	}
}

// authFixture answers 401 with protected-resource metadata and serves the
// authorization server's RFC 8414 metadata on the same loopback origin.
func authFixture(t *testing.T, resourceElsewhere bool, methods []string, cimd bool) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		base := "http://" + r.Host
		w.Header().Set("Content-Type", "application/json")
		switch r.URL.Path {
		case "/.well-known/oauth-protected-resource/mcp":
			resource := base + "/mcp"
			if resourceElsewhere {
				resource = "https://other.example/mcp"
			}
			json.NewEncoder(w).Encode(map[string]any{"resource": resource, "authorization_servers": []string{base}})
		case "/.well-known/oauth-authorization-server":
			json.NewEncoder(w).Encode(map[string]any{"issuer": base, "code_challenge_methods_supported": methods, "registration_endpoint": base + "/register", "client_id_metadata_document_supported": cimd})
		case "/mcp":
			w.Header().Set("WWW-Authenticate", `Bearer scope="tools"`)
			w.WriteHeader(401)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

func TestAuthorizationDocumentsInConnectMode(t *testing.T) {
	for _, tc := range []struct {
		name        string
		elsewhere   bool
		methods     []string
		cimd        bool
		want, avoid []string
	}{
		{"inconsistent, no S256, registration only", true, []string{"plain"}, false,
			[]string{"auth-metadata-inconsistent", "auth-no-pkce-s256", "deprecated-dynamic-client-registration"}, nil},
		{"consistent, S256, client ID metadata documents", false, []string{"S256"}, true,
			nil, []string{"auth-metadata-inconsistent", "auth-no-pkce-s256", "deprecated-dynamic-client-registration", "auth-none-high-risk"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			calculateWarns(t, connectInput(authFixture(t, tc.elsewhere, tc.methods, tc.cimd)), tc.want, tc.avoid)
		})
	}
}

// TestDeprecatedToolsInConnectMode: a go-sdk server with tools described as
// server-everything describes its sampling and roots demonstrations.
func TestDeprecatedToolsInConnectMode(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "1"}, &mcp.ServerOptions{Capabilities: &mcp.ServerCapabilities{}})
	for _, tool := range []*mcp.Tool{
		{Name: "trigger-sampling-request", Description: "Trigger a Request from the Server for LLM Sampling"},
		{Name: "get-roots-list", Description: "Lists the current MCP roots provided by the client."},
		{Name: "get-sum", Description: "Returns the sum of two numbers"},
	} {
		mcp.AddTool(s, tool, func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	}
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	t.Cleanup(srv.Close)
	ex := &explorer.Explorer{Now: tickingClock()}
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
	res, err := ex.Calculate(context.Background(), connectInput(srv.URL))
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range res.Analysis.Report.ServerFindings {
		got[f.Rule] += f.Tool + " "
	}
	if got["deprecated-sampling"] != "trigger-sampling-request " || got["deprecated-roots"] != "get-roots-list " || got["deprecated-logging"] != "" {
		t.Errorf("findings by rule: %q", got)
	}
}
