package mcpclient_test

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// A server that refuses the client (403, or 421 for its Host) is reported
// as upstream-forbidden in plain words, not as "not MCP".
func TestRefusalIsForbidden(t *testing.T) {
	for _, tc := range []struct {
		name    string
		handler http.Handler
		want    string
	}{
		// The go-sdk's DNS-rebinding protection: a loopback server refuses
		// a Host that is not loopback.
		{"go-sdk Host check", mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return newSDKServer(nil, 0) }, nil),
			`HTTP 403 Forbidden on server/discover) and said "Forbidden: invalid Host header \"mcp.test:`},
		{"403 without a content type", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			w.Header()["Content-Type"] = nil
			w.WriteHeader(http.StatusForbidden)
			w.Write([]byte("Access denied"))
		}), `HTTP 403 Forbidden on server/discover) and said "Access denied"`},
		{"403 with a JSON-RPC error", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			rpcErr(w, http.StatusForbidden, nil, -32000, "Invalid Origin header")
		}), `and said "Invalid Origin header"`},
		{"421 for a foreign Host", http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "", http.StatusMisdirectedRequest)
		}), `(HTTP 421 Misdirected Request on server/discover);`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			base, opts := startServer(t, tc.handler)
			opts.LookupIP = func(context.Context, string) ([]net.IP, error) { return []net.IP{net.IPv4(127, 0, 0, 1)}, nil }
			c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 5 * time.Second}
			_, err := c.Inspect(t.Context(), serverURL(t, strings.Replace(base, "127.0.0.1", "mcp.test", 1)+"/mcp"), nil)
			var e *mcpclient.Error
			if !errors.As(err, &e) || e.Code != mcpclient.CodeForbidden || !strings.Contains(e.Detail, tc.want) {
				t.Fatalf("got %v; want %s with %q", err, mcpclient.CodeForbidden, tc.want)
			}
			if strings.Contains(e.Detail, "(:") || strings.Contains(e.Detail, "text/plain") {
				t.Errorf("the detail names a content type: %s", e.Detail)
			}
		})
	}
}
