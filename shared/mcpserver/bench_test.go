package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
)

// BenchmarkMCPOverAPI times tools/call mcp_server_explorer against POST
// /api/v1/calculate with the same input (the contract's Mixed-risk paste
// example), both over httptest with the whole middleware stack, alternating
// call by call. It reports each side's time per call and their ratio
// (goal: mcp/api ≤ 1.2), for the example and for its tools copied 100 times.
//
//	go test -run '^$' -bench MCPOverAPI ./shared/mcpserver
func BenchmarkMCPOverAPI(b *testing.B) {
	s := newStack(b, nil)
	versions := []struct {
		version string
		header  http.Header
		meta    map[string]any
	}{
		{"2025-11-25", http.Header{"Mcp-Protocol-Version": {"2025-11-25"}}, nil},
		{"2026-07-28", http.Header{"Mcp-Protocol-Version": {"2026-07-28"}, "Mcp-Method": {"tools/call"}, "Mcp-Name": {mcpserver.ExplorerTool}},
			map[string]any{"io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientInfo": map[string]string{"name": "bench", "version": "1"}, "io.modelcontextprotocol/clientCapabilities": map[string]any{}}},
	}
	for _, size := range []struct {
		name string
		in   explorer.Input
	}{{"seed", mixedRisk()}, {"300tools", repeated(b, mixedRisk(), 100)}} {
		for _, v := range versions {
			b.Run(size.name+"/"+v.version, func(b *testing.B) {
				apiBody, _ := json.Marshal(size.in)
				params := map[string]any{"name": mcpserver.ExplorerTool, "arguments": size.in}
				if v.meta != nil {
					params["_meta"] = v.meta
				}
				mcpBody, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params})
				var api, mcp time.Duration
				for b.Loop() {
					start := time.Now()
					resp, body := s.post(b, "/api/v1/calculate", apiBody, nil)
					api += time.Since(start)
					if resp.StatusCode != http.StatusOK {
						b.Fatalf("api: %d %s", resp.StatusCode, truncate(string(body)))
					}
					start = time.Now()
					resp, body = s.post(b, "/mcp", mcpBody, v.header)
					mcp += time.Since(start)
					if resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte(`"structuredContent"`)) {
						b.Fatalf("mcp: %d %s", resp.StatusCode, truncate(string(body)))
					}
				}
				n := float64(b.N)
				b.ReportMetric(float64(api.Nanoseconds())/n, "api-ns/call")
				b.ReportMetric(float64(mcp.Nanoseconds())/n, "mcp-ns/call")
				b.ReportMetric(float64(mcp)/float64(api), "mcp/api")
			})
		}
	}
}

// repeated returns in with its tool list copied k times under new names.
func repeated(b *testing.B, in explorer.Input, k int) explorer.Input {
	var list struct {
		Tools []map[string]any `json:"tools"`
	}
	if err := json.Unmarshal([]byte(*in.ToolsJSON), &list); err != nil {
		b.Fatal(err)
	}
	var all []map[string]any
	for i := range k {
		for _, t := range list.Tools {
			c := maps.Clone(t)
			c["name"] = fmt.Sprintf("%s_%d", t["name"], i)
			all = append(all, c)
		}
	}
	text, _ := json.Marshal(map[string]any{"tools": all})
	out := in
	s := string(text)
	out.ToolsJSON = &s
	return out
}

// BenchmarkSDKFloor measures what the go-sdk's stateless Streamable HTTP
// handler alone adds to a call: tools/call of a tool that does nothing,
// on a bare SDK server, against a plain net/http handler that does
// nothing, both over httptest. best-ratio is what tools/call
// mcp_server_explorer would reach if everything but the SDK cost nothing:
// (api + sdk overhead) / api, for the contract's example.
//
//	go test -run '^$' -bench SDKFloor ./shared/mcpserver
func BenchmarkSDKFloor(b *testing.B) {
	s := newStack(b, nil)
	bare := mcp.NewServer(&mcp.Implementation{Name: "floor", Version: "1"}, nil)
	bare.AddTool(&mcp.Tool{Name: "noop", InputSchema: json.RawMessage(`{"type":"object"}`)},
		func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "ok"}}}, nil
		})
	sdk := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return bare },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	defer sdk.Close()
	plain := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	defer plain.Close()

	apiBody, _ := json.Marshal(mixedRisk())
	callBody := []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"noop","arguments":{}}}`)
	header := http.Header{"Mcp-Protocol-Version": {"2025-11-25"}}
	var api, sdkTime, plainTime time.Duration
	for b.Loop() {
		start := time.Now()
		if resp, body := s.post(b, "/api/v1/calculate", apiBody, nil); resp.StatusCode != http.StatusOK {
			b.Fatalf("api: %d %s", resp.StatusCode, truncate(string(body)))
		}
		api += time.Since(start)
		start = time.Now()
		if resp, body := (&stack{URL: sdk.URL}).post(b, "", callBody, header); resp.StatusCode != http.StatusOK || !bytes.Contains(body, []byte(`"ok"`)) {
			b.Fatalf("sdk: %d %s", resp.StatusCode, truncate(string(body)))
		}
		sdkTime += time.Since(start)
		start = time.Now()
		if resp, _ := (&stack{URL: plain.URL}).post(b, "", callBody, nil); resp.StatusCode != http.StatusOK {
			b.Fatalf("plain: %d", resp.StatusCode)
		}
		plainTime += time.Since(start)
	}
	n := float64(b.N)
	b.ReportMetric(float64(api.Nanoseconds())/n, "api-ns/call")
	b.ReportMetric(float64((sdkTime-plainTime).Nanoseconds())/n, "sdk-overhead-ns/call")
	b.ReportMetric(float64(api+sdkTime-plainTime)/float64(api), "best-ratio")
}
