package mcpclient_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// authServer answers 401 to every MCP request, protected-resource metadata
// at /prm naming resource and an authorization server at /tenant on the
// same loopback origin, and that server's OpenID Connect metadata (the
// RFC 8414 location answers 404, so the client must try the next one).
func authServer(resource func(base string) string, asMetadata map[string]any) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		base := "http://" + r.Host
		switch r.URL.Path {
		case "/prm":
			writeJSON(w, 200, map[string]any{"resource": resource(base), "authorization_servers": []string{base + "/tenant"}})
		case "/.well-known/openid-configuration/tenant":
			writeJSON(w, 200, asMetadata)
		case "/mcp":
			w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="`+base+`/prm"`)
			w.WriteHeader(401)
		default:
			http.NotFound(w, r)
		}
	})
}

func TestAuthMetadataOfA401(t *testing.T) {
	url, opts := startServer(t, authServer(
		func(string) string { return "https://elsewhere.example/mcp" },
		map[string]any{"issuer": "https://issuer.example", "code_challenge_methods_supported": []string{"plain"}, "registration_endpoint": "https://issuer.example/register"}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 5 * time.Second}
	got, err := c.Inspect(t.Context(), serverURL(t, url+"/mcp"), nil)
	if err != nil {
		t.Fatal(err)
	}
	a := got.Auth
	if got.AuthRequired == nil || a == nil || !a.ResourceMetadata || a.Resource != "https://elsewhere.example/mcp" || len(a.AuthorizationServers) != 1 {
		t.Fatalf("auth %+v, required %v", a, got.AuthRequired)
	}
	as := a.AuthServer
	if as == nil || !strings.HasSuffix(as.URL, "/.well-known/openid-configuration/tenant") || as.Issuer != "https://issuer.example" ||
		!slices.Equal(as.CodeChallengeMethods, []string{"plain"}) || as.RegistrationEndpoint == "" || as.ClientIDMetadataDocuments {
		t.Fatalf("authorization server %+v", as)
	}
	if got.Credentials {
		t.Error("credentials reported for an inspection without any")
	}
}

func TestLegacySSEEndpoint(t *testing.T) {
	server := newSDKServer(nil, 0)
	for _, tc := range []struct {
		name    string
		handler http.Handler
		legacy  bool
	}{
		{"go-sdk HTTP+SSE handler", mcp.NewSSEHandler(func(*http.Request) *mcp.Server { return server }, nil), true},
		{"go-sdk Streamable HTTP handler", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url, opts := startServer(t, tc.handler)
			c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 5 * time.Second}
			got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.LegacySSE != tc.legacy {
				t.Fatalf("LegacySSE = %v, want %v (warnings %q)", got.LegacySSE, tc.legacy, got.Warnings)
			}
			if tc.legacy && (len(got.Tools) != 0 || !strings.Contains(got.ToolsIncomplete, "HTTP+SSE")) {
				t.Errorf("tools %d, incomplete %q", len(got.Tools), got.ToolsIncomplete)
			}
			if !tc.legacy && len(got.Tools) != 2 {
				t.Errorf("tools %d", len(got.Tools))
			}
		})
	}
}

// bearerTransport adds a token the way a login's transport does.
type bearerTransport struct{ base http.RoundTripper }

func (b bearerTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Authorization", "Bearer from-the-transport")
	return b.base.RoundTrip(r)
}

func TestCredentialsSeenOnTheWire(t *testing.T) {
	server := newSDKServer(nil, 0)
	url, opts := startServer(t, mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	plain := safehttp.NewClient(opts)
	wrapped := *plain
	wrapped.Transport = bearerTransport{plain.Transport}
	for _, tc := range []struct {
		name   string
		client *http.Client
		header http.Header
		want   bool
	}{
		{"nothing sent", plain, nil, false},
		{"a caller header", plain, http.Header{"X-Api-Key": {"k"}}, true},
		{"a header that is no credential", plain, http.Header{"X-Trace-Id": {"1"}}, false},
		{"a token added by the transport", &wrapped, nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := &mcpclient.Client{HTTP: tc.client, Deadline: 5 * time.Second}
			got, err := c.Inspect(context.Background(), serverURL(t, url), tc.header)
			if err != nil {
				t.Fatal(err)
			}
			if got.Credentials != tc.want {
				t.Errorf("Credentials = %v, want %v", got.Credentials, tc.want)
			}
		})
	}
}
