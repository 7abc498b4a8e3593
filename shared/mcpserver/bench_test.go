package mcpserver_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"testing"
	"time"

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
