// Package indexbench measures the risk index end to end (BenchmarkIndex1000):
// a loopback registry, a fleet of MCP servers on distinct loopback hosts,
// the real dispatcher and worker around an SQS queue in moto, and
// DynamoDB Local. This file is the fleet; consume.go plays the Lambda
// event source mapping.
package indexbench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Fleet is n MCP servers, perHost on each loopback address (127.77.x.y,
// one port each), all served by one go-sdk server in this process whose
// tools/list answers after ListDelay.
type Fleet struct {
	URLs []string // server i's MCP endpoint
	// ListDelay is how long each tools/list takes to answer.
	ListDelay time.Duration

	addrs map[netip.AddrPort]int // listener → server index
	mu    sync.Mutex
	seen  []serverLog
}

// serverLog is what one server saw: JSON-RPC method (initialize: with
// the clientInfo name) → requests.
type serverLog map[string]int

// NewFleet starts n servers, perHost to a host, closed when the test ends.
func NewFleet(t testing.TB, n, perHost int, listDelay time.Duration) *Fleet {
	t.Helper()
	if perHost < 1 {
		t.Fatalf("%d servers per host", perHost)
	}
	if n > 250*250*perHost {
		t.Fatalf("at most %d servers", 250*250*perHost)
	}
	f := &Fleet{ListDelay: listDelay, addrs: map[netip.AddrPort]int{}, seen: make([]serverLog, n)}
	s := mcp.NewServer(&mcp.Implementation{Name: "bench", Version: "1.0.0"}, &mcp.ServerOptions{
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{}},
	})
	for _, tool := range []*mcp.Tool{
		{Name: "delete_repository", Description: "Permanently delete a repository.", Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true)}},
		{Name: "search_issues", Description: "Search issues by text.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
	} {
		tool.InputSchema = map[string]any{"type": "object"}
		s.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
	}
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if method == "tools/list" {
				select {
				case <-time.After(f.ListDelay):
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			}
			return next(ctx, method, req)
		}
	})
	mcpHandler := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	for i := range n {
		h := i / perHost
		ln, err := net.Listen("tcp", fmt.Sprintf("127.77.%d.%d:0", 1+h/250, 1+h%250))
		if err != nil {
			t.Fatalf("listen on loopback: %v", err)
		}
		ap := netip.MustParseAddrPort(ln.Addr().String())
		f.addrs[ap] = i
		f.URLs = append(f.URLs, "http://"+ap.String()+"/mcp")
		srv := &http.Server{Handler: f.counting(i, mcpHandler), ReadHeaderTimeout: 10 * time.Second}
		go func() { _ = srv.Serve(ln) }()
		t.Cleanup(func() { _ = srv.Close() })
	}
	return f
}

func ptr[T any](v T) *T { return &v }

// Allow exempts exactly the fleet's listeners from the SSRF policy.
func (f *Fleet) Allow(ap netip.AddrPort) bool {
	_, ok := f.addrs[ap]
	return ok
}

// counting records server i's requests by JSON-RPC method, then passes
// them to h.
func (f *Fleet) counting(i int, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		var msg struct {
			Method string `json:"method"`
			Params struct {
				ClientInfo struct {
					Name string `json:"name"`
				} `json:"clientInfo"`
			} `json:"params"`
		}
		_ = json.Unmarshal(body, &msg)
		key := r.Method + " " + msg.Method
		if msg.Method == "initialize" {
			key += " " + msg.Params.ClientInfo.Name
		}
		f.mu.Lock()
		if f.seen[i] == nil {
			f.seen[i] = serverLog{}
		}
		f.seen[i][key]++
		f.mu.Unlock()
		h.ServeHTTP(w, r)
	})
}

// Requests returns server i's requests by method.
func (f *Fleet) Requests(i int) map[string]int {
	f.mu.Lock()
	defer f.mu.Unlock()
	out := map[string]int{}
	for k, v := range f.seen[i] {
		out[k] = v
	}
	return out
}

// Inspections returns how often server i was inspected: each inspection
// of a 2026-07-28 server (go-sdk's) opens with one server/discover, its
// probes included.
func (f *Fleet) Inspections(i int) int { return f.Requests(i)["POST server/discover"] }
