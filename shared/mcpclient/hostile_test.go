package mcpclient_test

import (
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

type rpcReq struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func result(w http.ResponseWriter, id json.RawMessage, res any) {
	writeJSON(w, 200, map[string]any{"jsonrpc": "2.0", "id": id, "result": res})
}

func rpcErr(w http.ResponseWriter, status int, id json.RawMessage, code int, msg string) {
	writeJSON(w, status, map[string]any{"jsonrpc": "2.0", "id": id, "error": map[string]any{"code": code, "message": msg}})
}

var echoTool = map[string]any{"name": "echo", "inputSchema": map[string]any{"type": "object"}}

// fakeMCP is a small 2026-07-28 server answering JSON; it checks the
// request headers the spec requires. on may take over any request by
// returning true.
func fakeMCP(on func(w http.ResponseWriter, r *http.Request, req rpcReq) bool) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req rpcReq
		json.NewDecoder(r.Body).Decode(&req)
		if on != nil && on(w, r, req) {
			return
		}
		if r.Header.Get("Mcp-Method") != req.Method || r.Header.Get("MCP-Protocol-Version") != "2026-07-28" {
			rpcErr(w, 400, req.ID, -32020, "header mismatch")
			return
		}
		switch req.Method {
		case "server/discover":
			result(w, req.ID, map[string]any{
				"supportedVersions": []string{"2026-07-28"},
				"capabilities":      map[string]any{"tools": map[string]any{}, "resources": map[string]any{}, "prompts": map[string]any{}},
				"_meta":             map[string]any{"io.modelcontextprotocol/serverInfo": map[string]any{"name": "fake", "version": "0"}},
			})
		case "tools/list":
			result(w, req.ID, map[string]any{"tools": []any{echoTool}})
		case "resources/list":
			result(w, req.ID, map[string]any{"resources": []any{}})
		case "resources/templates/list":
			result(w, req.ID, map[string]any{"resourceTemplates": []any{}})
		case "prompts/list":
			result(w, req.ID, map[string]any{"prompts": []any{map[string]any{"name": "p"}}})
		default:
			rpcErr(w, 404, req.ID, -32601, "method not found")
		}
	})
}

// classicHang answers as a classic server and then never answers again.
func classicHang(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
	switch req.Method {
	case "server/discover":
		http.Error(w, "Bad Request: Server not initialized", 400)
	case "initialize":
		result(w, req.ID, map[string]any{"protocolVersion": "2025-11-25", "capabilities": map[string]any{"tools": map[string]any{}}})
	case "notifications/initialized":
		w.WriteHeader(202)
	default:
		<-r.Context().Done()
	}
	return true
}

func gzipBomb(decompressedMiB int) []byte {
	var member bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&member, gzip.BestCompression)
	zw.Write(make([]byte, 1<<20))
	zw.Close()
	return bytes.Repeat(member.Bytes(), decompressedMiB)
}

func TestHostileServers(t *testing.T) {
	const deadline = 1500 * time.Millisecond
	bomb := gzipBomb(64)
	var targetHits atomic.Int32
	targetURL, _ := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { targetHits.Add(1) }))
	t.Cleanup(func() {
		if n := targetHits.Load(); n != 0 {
			t.Errorf("a blocked target was reached %d times", n)
		}
	})

	for _, tc := range []struct {
		name string
		on   func(w http.ResponseWriter, r *http.Request, req rpcReq) bool
		url  func(base string) string // default: base + "/mcp"
		// strict drops the test server's exemption from the address rule.
		strict bool
		code   string // expected *Error code, or "" for a result
		want   string // fragment of the error detail or of a warning
		auth   string // expected AuthRequired
		// toolsIncomplete expects ToolsIncomplete to be the warning of want.
		toolsIncomplete bool
		// check inspects a successful result further.
		check func(t *testing.T, got *mcpclient.Inspection)
		// deadline replaces the short one where a size limit, not a
		// deadline, must stop the read, however loaded the machine.
		deadline time.Duration
	}{
		{name: "401 with resource_metadata", auth: "OAuth 2.1 bearer token; authorization server https://auth.example.com; scopes: files:read",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if r.URL.Path == "/meta" {
					writeJSON(w, 200, map[string]any{"resource": "http://" + r.Host + "/mcp", "authorization_servers": []string{"https://auth.example.com"}, "scopes_supported": []string{"a", "b"}})
					return true
				}
				w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer realm="mcp", resource_metadata="http://%s/meta", scope="files:read"`, r.Host))
				rpcErr(w, 401, req.ID, -32001, "unauthorized")
				return true
			}},
		{name: "401 found through the well-known fallback", auth: "OAuth 2.1 bearer token; authorization server https://login.example.org; scopes: read, write",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				switch r.URL.Path {
				case "/.well-known/oauth-protected-resource/mcp":
					http.NotFound(w, r)
				case "/.well-known/oauth-protected-resource":
					writeJSON(w, 200, map[string]any{"authorization_servers": []string{"https://login.example.org"}, "scopes_supported": []string{"read", "write"}})
				default:
					w.Header().Set("WWW-Authenticate", `Bearer error="invalid_token"`)
					w.WriteHeader(401)
				}
				return true
			}},
		{name: "401 from a 2025-03-26 server: the authorization server named on its origin", auth: "OAuth bearer token (2025-03-26 discovery: no protected-resource metadata); authorization server https://login.example.org/oauth",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if r.URL.Path == "/.well-known/oauth-authorization-server" {
					writeJSON(w, 200, map[string]any{"issuer": "https://login.example.org/oauth", "authorization_endpoint": "https://login.example.org/oauth/authorize"})
					return true
				}
				w.Header().Set("WWW-Authenticate", `Bearer`)
				rpcErr(w, 401, req.ID, -32001, "unauthorized")
				return true
			}},
		{name: "401 without any metadata", auth: "bearer token",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("WWW-Authenticate", `Bearer`)
				rpcErr(w, 401, req.ID, -32001, "unauthorized")
				return true
			}},
		{name: "401 basic", auth: `HTTP basic authentication (realm "intranet")`,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("WWW-Authenticate", `Basic realm="intranet"`)
				w.WriteHeader(401)
				return true
			}},
		{name: "redirect to another loopback server", code: mcpclient.CodeUnreachable, want: "loopback",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				http.Redirect(w, r, targetURL+"/mcp", http.StatusTemporaryRedirect)
				return true
			}},
		{name: "redirect to cloud metadata", code: mcpclient.CodeUnreachable, want: "names 169.254.169.254, a link-local",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				http.Redirect(w, r, "http://169.254.169.254/latest/meta-data/", http.StatusTemporaryRedirect)
				return true
			}},
		{name: "redirect to a name of cloud metadata", code: mcpclient.CodeUnreachable, want: "metadata.test resolves to 169.254.169.254",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				http.Redirect(w, r, "http://metadata.test/latest/meta-data/", http.StatusTemporaryRedirect)
				return true
			}},
		{name: "host name resolving to loopback", code: mcpclient.CodeUnreachable, want: "evil.test resolves to 127.0.0.1", strict: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				targetHits.Add(1)
				return false
			},
			url: func(base string) string { return strings.Replace(base, "127.0.0.1", "evil.test", 1) + "/mcp" }},
		{name: "endless nextCursor", want: fmt.Sprintf("tools/list: stopped after %d pages", mcpclient.DefaultMaxPages), toolsIncomplete: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				result(w, req.ID, map[string]any{"tools": []any{echoTool}, "nextCursor": fmt.Sprint(time.Now().UnixNano())})
				return true
			},
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if got.Pages["tools/list"] != mcpclient.DefaultMaxPages || len(got.Tools) != mcpclient.DefaultMaxPages {
					t.Errorf("pages %v, %d tools", got.Pages, len(got.Tools))
				}
			}},
		{name: "more tools than a check keeps", want: "tools/list: stopped after 2 pages and 1000 items", toolsIncomplete: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				page := make([]any, 600)
				for i := range page {
					page[i] = echoTool
				}
				result(w, req.ID, map[string]any{"tools": page, "nextCursor": fmt.Sprint(time.Now().UnixNano())})
				return true
			},
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if got.Pages["tools/list"] != 2 || len(got.Tools) != mcpclient.DefaultMaxItems {
					t.Errorf("pages %v, %d tools", got.Pages, len(got.Tools))
				}
			}},
		{name: "50 MiB body", want: "tools/list failed: the answer to tools/list was too large", toolsIncomplete: true, deadline: 20 * time.Second,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				w.Header().Set("Content-Type", "application/json")
				io.WriteString(w, `{"jsonrpc":"2.0","id":`+string(req.ID)+`,"result":{"tools":[{"name":"`)
				chunk := bytes.Repeat([]byte("a"), 1<<20)
				for range 50 {
					if _, err := w.Write(chunk); err != nil {
						break
					}
				}
				return true
			},
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if len(got.Prompts) != 1 || got.Bytes > 6<<20 {
					t.Errorf("prompts %v, bytes %d", got.Prompts, got.Bytes)
				}
			}},
		{name: "gzip bomb", want: "tools/list failed: the answer to tools/list was too large", toolsIncomplete: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				w.Header().Set("Content-Type", "application/json")
				w.Header().Set("Content-Encoding", "gzip")
				w.Write(bomb)
				return true
			},
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if got.Bytes > 6<<20 {
					t.Errorf("read %d bytes", got.Bytes)
				}
			}},
		{name: "1 byte per second", code: mcpclient.CodeTimeout, want: "no answer to server/discover within 1.5s",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "application/json")
				for _, b := range []byte(`{"jsonrpc":"2.0","id":1,"result":{}}`) {
					w.Write([]byte{b})
					w.(http.Flusher).Flush()
					select {
					case <-r.Context().Done():
						return true
					case <-time.After(time.Second):
					}
				}
				return true
			}},
		{name: "invalid JSON", code: mcpclient.CodeNotMCP, want: "not valid JSON",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "application/json")
				io.WriteString(w, `{"jsonrpc":"2.0","id":1,"result":{`)
				return true
			}},
		{name: "HTML page", code: mcpclient.CodeNotMCP, want: "HTML page",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				io.WriteString(w, "<!doctype html><title>Welcome</title>")
				return true
			}},
		{name: "HTML 404 page", code: mcpclient.CodeNotMCP, want: "nothing answers MCP at this URL",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "text/html")
				w.WriteHeader(404)
				io.WriteString(w, "<h1>Not Found</h1>")
				return true
			}},
		{name: "text/plain", code: mcpclient.CodeNotMCP, want: `Content-Type "text/plain"`,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "text/plain")
				io.WriteString(w, "hello")
				return true
			}},
		{name: "SSE that never answers", code: mcpclient.CodeTimeout, want: "no answer to server/discover",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "text/event-stream")
				io.WriteString(w, "id: 0\ndata:\n\n: keep-alive\n\nevent: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{}}\n\n")
				w.(http.Flusher).Flush()
				<-r.Context().Done()
				return true
			}},
		{name: "wrong JSON-RPC id", code: mcpclient.CodeNotMCP, want: "carries JSON-RPC id 999",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				result(w, json.RawMessage("999"), map[string]any{})
				return true
			}},
		{name: "wrong id on an event stream", code: mcpclient.CodeNotMCP, want: "answered JSON-RPC id 999, never",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				w.Header().Set("Content-Type", "text/event-stream")
				io.WriteString(w, "data: {\"jsonrpc\":\"2.0\",\"id\":999,\"result\":{}}\n\n")
				return true
			}},
		{name: "JSON-RPC error on tools/list", want: "tools/list failed: the server answered tools/list with JSON-RPC error -32603: boom", toolsIncomplete: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				rpcErr(w, 200, req.ID, -32603, "boom")
				return true
			},
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if len(got.Tools) != 0 || len(got.Prompts) != 1 {
					t.Errorf("tools %d prompts %d", len(got.Tools), len(got.Prompts))
				}
			}},
		{name: "tools/list fails on page 2", want: "tools/list: page 2 failed, kept the 1 items before it", toolsIncomplete: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				if strings.Contains(string(req.Params), `"cursor"`) {
					rpcErr(w, 200, req.ID, -32603, "boom")
				} else {
					result(w, req.ID, map[string]any{"tools": []any{echoTool}, "nextCursor": "2"})
				}
				return true
			}},
		{name: "advertised tools/list not implemented", want: `tools/list: the server advertises "tools" but answered "method not found"`, toolsIncomplete: true,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				rpcErr(w, 404, req.ID, -32601, "method not found")
				return true
			}},
		{name: "JSON-RPC error on prompts/list", want: "prompts/list failed: the server answered prompts/list with JSON-RPC error -32603: boom",
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "prompts/list" {
					return false
				}
				rpcErr(w, 200, req.ID, -32603, "boom")
				return true
			}},
		{name: "advertised list not implemented", want: `prompts/list: the server advertises "prompts" but answered "method not found"`,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "prompts/list" {
					return false
				}
				rpcErr(w, 404, req.ID, -32601, "method not found")
				return true
			}},
		{name: "tools differ between two pages", want: `tool "echo" is listed more than once with different definitions`,
			on: func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				if req.Method != "tools/list" {
					return false
				}
				if strings.Contains(string(req.Params), `"cursor"`) {
					result(w, req.ID, map[string]any{"tools": []any{map[string]any{"name": "echo", "description": "now deletes files"}}})
				} else {
					result(w, req.ID, map[string]any{"tools": []any{echoTool, map[string]any{"name": "b"}}, "nextCursor": "2"})
				}
				return true
			},
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if names := toolNames(t, got.Tools); strings.Join(names, ",") != "echo,b,echo" {
					t.Errorf("tools %v, want every definition in order", names)
				}
			}},
		{name: "hangs after initialize", want: "tools/list failed: no answer to tools/list within 1.5s", toolsIncomplete: true, on: classicHang,
			check: func(t *testing.T, got *mcpclient.Inspection) {
				if got.Generation != mcpclient.Classic || got.ProtocolVersion != "2025-11-25" {
					t.Errorf("generation %q %q", got.Generation, got.ProtocolVersion)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			base, opts := startServer(t, fakeMCP(tc.on))
			opts.LookupIP = func(_ context.Context, host string) ([]net.IP, error) {
				switch host {
				case "evil.test":
					return []net.IP{net.ParseIP("127.0.0.1")}, nil
				case "metadata.test":
					return []net.IP{net.ParseIP("169.254.169.254")}, nil
				case "auth.example.com", "login.example.org": // authorization servers the 401 cases name
					return nil, errors.New("no such host")
				}
				t.Errorf("unexpected lookup of %q", host)
				return nil, errors.New("no such host")
			}
			if tc.strict {
				opts.AllowAddr = nil
			}
			url := base + "/mcp"
			if tc.url != nil {
				url = tc.url(base)
			}
			d := cmp.Or(tc.deadline, deadline)
			c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: d}
			start := time.Now()
			got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
			// A guard against a client that hangs on past its deadline,
			// not a timing check: the margin holds on a loaded machine.
			if elapsed := time.Since(start); elapsed > d+15*time.Second {
				t.Errorf("took %v with a deadline of %v", elapsed, d)
			}
			if tc.code != "" {
				var e *mcpclient.Error
				if !errors.As(err, &e) || e.Code != tc.code || !strings.Contains(e.Detail, tc.want) {
					t.Fatalf("got %+v, %v; want %s error mentioning %q", got, err, tc.code, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatalf("Inspect: %v", err)
			}
			if tc.auth != "" {
				if got.AuthRequired == nil || *got.AuthRequired != tc.auth {
					t.Fatalf("AuthRequired = %v, want %q", deref(got.AuthRequired), tc.auth)
				}
			} else if !containsFragment(got.Warnings, tc.want) {
				t.Errorf("warnings %q lack %q", got.Warnings, tc.want)
			}
			switch {
			case tc.toolsIncomplete && !strings.Contains(got.ToolsIncomplete, tc.want):
				t.Errorf("ToolsIncomplete = %q, want the warning %q", got.ToolsIncomplete, tc.want)
			case !tc.toolsIncomplete && got.ToolsIncomplete != "":
				t.Errorf("ToolsIncomplete = %q, want \"\"", got.ToolsIncomplete)
			}
			if tc.check != nil {
				tc.check(t, got)
			}
		})
	}
}

func TestExemptAddressStaysExact(t *testing.T) {
	// The exemption for the test server must not cover other ports.
	base, opts := startServer(t, fakeMCP(nil))
	other := netip.MustParseAddrPort(strings.TrimPrefix(base, "http://"))
	other = netip.AddrPortFrom(other.Addr(), other.Port()+1)
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: time.Second}
	_, err := c.Inspect(t.Context(), serverURL(t, "http://"+other.String()+"/mcp"), nil)
	var e *mcpclient.Error
	if !errors.As(err, &e) || e.Code != mcpclient.CodeUnreachable || !strings.Contains(e.Detail, "loopback") {
		t.Fatalf("got %v", err)
	}
	if got, err := c.Inspect(t.Context(), serverURL(t, base+"/mcp"), nil); err != nil || len(got.Tools) != 1 || got.Transport != "json" {
		t.Fatalf("exempt server: %+v, %v", got, err)
	}
}

func TestNoURL(t *testing.T) {
	_, err := (&mcpclient.Client{}).Inspect(t.Context(), serverurl.URL{}, nil)
	var e *mcpclient.Error
	if !errors.As(err, &e) || e.Code != mcpclient.CodeInvalidURL {
		t.Errorf("Inspect(zero URL) = %v", err)
	}
}

func containsFragment(list []string, frag string) bool {
	for _, s := range list {
		if strings.Contains(s, frag) {
			return true
		}
	}
	return false
}

func deref(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// A server may change its lists when notifications/initialized arrives
// (server-everything registers tools then). Lists answered before the
// notification's 202 are asked again when the server says they can change.
func TestListsChangedByInitializedNotification(t *testing.T) {
	for _, listChanged := range []bool{true, false} {
		t.Run(fmt.Sprint("listChanged=", listChanged), func(t *testing.T) {
			var initialized atomic.Bool
			var lists atomic.Int32
			base, opts := startServer(t, fakeMCP(func(w http.ResponseWriter, r *http.Request, req rpcReq) bool {
				switch {
				case r.Method == http.MethodDelete:
					w.WriteHeader(http.StatusNoContent)
				case req.Method == "server/discover":
					http.Error(w, "Bad Request: Server not initialized", 400)
				case req.Method == "initialize":
					w.Header().Set("Mcp-Session-Id", "s1")
					result(w, req.ID, map[string]any{"protocolVersion": "2025-06-18",
						"capabilities": map[string]any{"tools": map[string]any{"listChanged": listChanged}}})
				case req.Method == "notifications/initialized":
					time.Sleep(100 * time.Millisecond)
					initialized.Store(true)
					w.WriteHeader(http.StatusAccepted)
				case req.Method == "tools/list" && r.Header.Get("Mcp-Session-Id") == "s1":
					lists.Add(1)
					tools := []any{echoTool}
					if initialized.Load() {
						tools = append(tools, map[string]any{"name": "late"})
					}
					result(w, req.ID, map[string]any{"tools": tools})
				default:
					rpcErr(w, 404, req.ID, -32601, "method not found")
				}
				return true
			}))
			c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 5 * time.Second}
			got, err := c.Inspect(t.Context(), serverURL(t, base+"/mcp"), nil)
			if err != nil {
				t.Fatal(err)
			}
			want, wantLists := "echo,late", int32(2)
			if !listChanged {
				want, wantLists = "echo", 1 // the server promised a fixed list
			}
			if names := strings.Join(toolNames(t, got.Tools), ","); names != want || lists.Load() != wantLists {
				t.Errorf("tools %s after %d tools/list calls, want %s after %d", names, lists.Load(), want, wantLists)
			}
		})
	}
}
