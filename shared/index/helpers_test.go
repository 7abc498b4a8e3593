package index_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
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
	l.addAddr(netip.MustParseAddrPort(srv.Listener.Addr().String()))
}

func (l *loopback) addAddr(ap netip.AddrPort) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.addrs == nil {
		l.addrs = map[netip.AddrPort]bool{}
	}
	l.addrs[ap] = true
}

// tsServer is a TypeScript SDK MCP server on loopback (testdata/ts-server.mjs
// under Node) listing the tools of a file that a test can rewrite.
type tsServer struct {
	URL   string
	tools string // the file
}

func newTSServer(t testing.TB, l *loopback, toolsJSON string) *tsServer {
	t.Helper()
	node, modules := testenv.TypeScriptSDK(t)
	s := &tsServer{tools: filepath.Join(t.TempDir(), "tools.json")}
	s.setTools(t, toolsJSON)
	script, err := filepath.Abs(filepath.Join("testdata", "ts-server.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, script, s.tools)
	cmd.Env = append(os.Environ(), "MCP_SDK_MODULES="+modules)
	var log testenv.SyncBuffer
	cmd.Stderr = &log
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	ready := make(chan int, 1)
	go func() {
		var addr struct{ Port int }
		if json.NewDecoder(stdout).Decode(&addr) == nil {
			ready <- addr.Port
		}
		close(ready)
	}()
	select {
	case port, ok := <-ready:
		if !ok || port == 0 {
			t.Fatalf("the TypeScript server did not start:\n%s", log.String())
		}
		l.addAddr(netip.AddrPortFrom(netip.MustParseAddr("127.0.0.1"), uint16(port)))
		s.URL = fmt.Sprintf("http://127.0.0.1:%d/mcp", port)
	case <-time.After(20 * time.Second):
		t.Fatalf("the TypeScript server did not start in 20 s:\n%s", log.String())
	}
	return s
}

func (s *tsServer) setTools(t testing.TB, toolsJSON string) {
	t.Helper()
	if err := os.WriteFile(s.tools, []byte(toolsJSON), 0o600); err != nil {
		t.Fatal(err)
	}
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
