package mcpserver_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
)

const listTools = `{"jsonrpc":"2.0","id":7,"method":"tools/list"}`

func TestHTTPBoundaries(t *testing.T) {
	s := newStack(t, nil, "https://agent.example", "http://localhost:3000")
	huge := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"mcp_server_explorer","arguments":{"mode":"paste","toolsJson":"` +
		strings.Repeat("a", httpx.MaxBodyBytes) + `"}}}`
	batch := func(messages ...string) string { return "[" + strings.Join(messages, ",") + "]" }
	lists := func(n int) []string {
		var out []string
		for i := range n {
			out = append(out, fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/list"}`, i+1))
		}
		return out
	}
	checkTool := func(id int) string {
		return fmt.Sprintf(`{"jsonrpc":"2.0","id":%d,"method":"tools/call","params":{"name":"check_tool","arguments":{"name":"x"}}}`, id)
	}
	for _, tc := range []struct {
		name, method, body string
		header             http.Header
		status             int
		want               string // in the body
	}{
		{"no Origin (any non-browser client)", "POST", listTools, nil, 200, `"mcp_server_explorer"`},
		{"the base URL's own origin", "POST", listTools, http.Header{"Origin": {"SELF"}}, 200, `"check_tool"`},
		{"a configured extra origin", "POST", listTools, http.Header{"Origin": {"https://agent.example"}}, 200, `"check_tool"`},
		{"an extra origin, default port spelled out", "POST", listTools, http.Header{"Origin": {"https://AGENT.example:443"}}, 200, `"check_tool"`},
		{"a foreign origin", "POST", listTools, http.Header{"Origin": {"https://evil.example"}}, 403, `"code":-32600`},
		{"a foreign port on localhost", "POST", listTools, http.Header{"Origin": {"http://localhost:4000"}}, 403, "may not call"},
		{"the opaque origin null", "POST", listTools, http.Header{"Origin": {"null"}}, 403, "may not call"},
		{"a rebound Host", "POST", listTools, http.Header{"Host": {"evil.example"}}, 403, "Host"},
		{"GET", "GET", "", nil, 405, "/mcp accepts POST"},
		{"DELETE", "DELETE", "", nil, 405, "/mcp accepts POST"},
		{"a body over the API's limit", "POST", huge, nil, 413, ""},
		{"not JSON", "POST", listTools, http.Header{"Content-Type": {"text/plain"}}, 415, ""},
		{"broken JSON", "POST", `{"jsonrpc":"2.0",`, nil, 400, ""},
		{"an unknown method (classic: the transport refuses it)", "POST", `{"jsonrpc":"2.0","id":1,"method":"tools/destroy"}`, nil, 400, "unsupported"},
		{"an unknown method (2026-07-28)", "POST", `{"jsonrpc":"2.0","id":1,"method":"tools/destroy","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}`,
			http.Header{"Mcp-Protocol-Version": {"2026-07-28"}, "Mcp-Method": {"tools/destroy"}}, 404, `"code":-32601`},
		{"an unknown tool", "POST", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"rm_rf"}}`, nil, 200, `"code":-32602`},
		{"a batch of MaxBatch messages", "POST", batch(append(lists(mcpserver.MaxBatch-1), checkTool(99))...), nil, 200, `"id":99`},
		{"a batch over MaxBatch", "POST", batch(lists(mcpserver.MaxBatch + 1)...), nil, 400, "a batch may hold at most 10 messages"},
		{"a batch of two tools/call", "POST", batch(checkTool(1), checkTool(2)), nil, 400, `"code":-32600`},
		// Transport errors are JSON too: a JSON-RPC error with the request's
		// id, problem+json where there is none (issue 17, weakness 14).
		{"an Accept without JSON, with an id", "POST", listTools, http.Header{"Accept": {"text/html"}}, 400, `"id":7`},
		{"an Accept without JSON, no id", "POST", `{"jsonrpc":"2.0","method":"notifications/initialized"}`, http.Header{"Accept": {"text/html"}}, 400, `"code":"bad-request"`},
		{"an unsupported protocol version header", "POST", listTools, http.Header{"Mcp-Protocol-Version": {"1999-01-01"}}, 400, `"id":7`},
		{"an unknown method, refused after the body was read", "POST", `{"jsonrpc":"2.0","id":"x1","method":"tools/destroy"}`, nil, 400, `"id":"x1"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(tc.method, s.URL+"/mcp", strings.NewReader(tc.body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			for k, v := range tc.header {
				switch {
				case k == "Host":
					req.Host = v[0]
				case v[0] == "SELF":
					req.Header.Set(k, s.URL)
				default:
					req.Header[k] = v
				}
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			var buf bytes.Buffer
			_, _ = buf.ReadFrom(resp.Body)
			if resp.StatusCode != tc.status || !strings.Contains(buf.String(), tc.want) {
				t.Fatalf("%d %s, want %d with %q", resp.StatusCode, truncate(buf.String()), tc.status, tc.want)
			}
			if tc.status == 405 && resp.Header.Get("Allow") != "POST" {
				t.Errorf("Allow %q", resp.Header.Get("Allow"))
			}
			if !json.Valid(buf.Bytes()) && tc.status != 405 {
				t.Errorf("not a JSON response: %s", truncate(buf.String()))
			}
			switch ct := resp.Header.Get("Content-Type"); {
			case tc.status == 200:
			case ct == "application/problem+json":
				if !strings.Contains(buf.String(), `"status":`+fmt.Sprint(tc.status)) {
					t.Errorf("problem without its status: %s", truncate(buf.String()))
				}
			case strings.HasPrefix(ct, "application/json"):
				var m struct {
					JSONRPC string `json:"jsonrpc"`
					Error   *struct {
						Code    int    `json:"code"`
						Message string `json:"message"`
					} `json:"error"`
				}
				if json.Unmarshal(buf.Bytes(), &m) != nil || m.JSONRPC != "2.0" || m.Error == nil || m.Error.Message == "" {
					t.Errorf("not a JSON-RPC error: %s", truncate(buf.String()))
				}
			default:
				t.Errorf("error answered as %q: %s", ct, truncate(buf.String()))
			}
		})
	}
}

func truncate(s string) string {
	if len(s) > 300 {
		return s[:300] + "…"
	}
	return s
}
