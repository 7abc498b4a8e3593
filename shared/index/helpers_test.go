package index_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// loopback collects the test servers the explorer may reach; every other
// address stays under the SSRF policy.
type loopback struct {
	mu    sync.Mutex
	addrs map[netip.AddrPort]bool
}

func (l *loopback) allow(ap netip.AddrPort) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.addrs[ap]
}

func (l *loopback) add(t testing.TB, srv *httptest.Server) {
	t.Helper()
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.addrs == nil {
		l.addrs = map[netip.AddrPort]bool{}
	}
	l.addrs[netip.MustParseAddrPort(srv.Listener.Addr().String())] = true
}

// explorerFor is the worker's inspector: the explorer's connect path with
// the SSRF policy on, exempting only l's servers.
func (l *loopback) explorer() *explorer.Explorer {
	opts := safehttp.Options{AllowAddr: l.allow}
	return &explorer.Explorer{
		Inspector: &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second},
		Policy:    serverurl.Policy{AllowAddr: l.allow},
	}
}

// mcpServer is a go-sdk MCP server on loopback whose tools a test can
// change, counting the requests it gets and their headers.
type mcpServer struct {
	URL    string
	Server *mcp.Server
	mu     sync.Mutex
	hits   int
	auth   []string
}

func newMCPServer(t testing.TB, l *loopback, tools ...*mcp.Tool) *mcpServer {
	t.Helper()
	s := &mcpServer{Server: mcp.NewServer(&mcp.Implementation{Name: "indexed", Version: "2.0.0"}, nil)}
	for _, tool := range tools {
		s.add(tool)
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s.Server },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.hits++
		s.auth = append(s.auth, r.Header.Get("Authorization")+r.Header.Get("Cookie"))
		s.mu.Unlock()
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	l.add(t, srv)
	s.URL = srv.URL + "/mcp"
	return s
}

func (s *mcpServer) add(tool *mcp.Tool) {
	if tool.InputSchema == nil {
		tool.InputSchema = map[string]any{"type": "object"}
	}
	s.Server.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
}

func (s *mcpServer) requests() (int, []string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hits, append([]string(nil), s.auth...)
}

// statusServer answers every request with status (and a WWW-Authenticate
// challenge for 401).
func statusServer(t testing.TB, l *loopback, status int) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if status == http.StatusUnauthorized {
			w.Header().Set("WWW-Authenticate", `Bearer realm="mcp"`)
		}
		w.WriteHeader(status)
	}))
	t.Cleanup(srv.Close)
	l.add(t, srv)
	return srv.URL + "/mcp"
}
