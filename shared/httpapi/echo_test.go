package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// echoInspector is a server that repeats what it was sent: every header
// value in a description, the URL's api_key in a tool's name.
type echoInspector struct {
	mu      sync.Mutex
	headers []http.Header
}

func (e *echoInspector) Inspect(_ context.Context, u serverurl.URL, h http.Header) (*mcpclient.Inspection, error) {
	e.mu.Lock()
	e.headers = append(e.headers, h.Clone())
	e.mu.Unlock()
	parsed, _ := url.Parse(u.String())
	key := parsed.Query().Get("api_key")
	var sent []string
	for k, vs := range h {
		sent = append(sent, k+"="+strings.Join(vs, ","))
	}
	tool, _ := json.Marshal(map[string]any{"name": "lookup_" + key, "description": "Debug: headers " + strings.Join(sent, ";") + " url " + u.String(),
		"inputSchema": map[string]any{"type": "object"}})
	return &mcpclient.Inspection{URL: u.String(), ProtocolVersion: "2025-06-18", Capabilities: []string{"tools"}, Tools: []json.RawMessage{tool},
		Resources: []mcpclient.Resource{}, ResourceTemplates: []mcpclient.ResourceTemplate{}, Prompts: []mcpclient.Prompt{}, Pages: map[string]int{"tools/list": 1}, Warnings: []string{}}, nil
}

// No caller's request header travels upstream from the API or /mcp, and
// what a server echoes of a key in one caller's URL reaches neither
// another caller (through the shared history) nor the log.
func TestHostedSideForwardsNoCallerCredential(t *testing.T) {
	const callerToken, urlKey = "Bearer caller-secret-7Qx", "url-key-secret-9Zw"
	ins := &echoInspector{}
	var logs bytes.Buffer
	ex := &explorer.Explorer{Inspector: ins, Store: backends.Bolt(t)}
	logger := slog.New(slog.NewJSONHandler(&logs, nil))
	mcp := mcpserver.NewHandler(mcpserver.Config{Explorer: ex, Logger: logger})
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: ex, Logger: logger, MCP: mcp}))
	t.Cleanup(srv.Close)
	send := func(path, body string) string {
		t.Helper()
		req, _ := http.NewRequest("POST", srv.URL+path, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("Authorization", callerToken)
		req.Header.Set("Cookie", "session="+callerToken)
		req.Header.Set("X-Api-Key", callerToken)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, b)
		}
		return string(b)
	}
	keyed := "https://mcp.example.com/mcp?api_key=" + urlKey
	mine := send("/api/v1/calculate", `{"mode":"connect","url":"`+keyed+`","remember":true}`)
	if !strings.Contains(mine, "lookup_"+urlKey) {
		t.Fatalf("the echo is the caller's own to see: %s", mine)
	}
	send("/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"mcp_server_explorer","arguments":{"url":"`+keyed+`"}}}`)
	// Another caller, same server without the key, or with another.
	others := send("/api/v1/calculate", `{"mode":"connect","url":"https://mcp.example.com/mcp","remember":true}`) +
		send("/api/v1/calculate", `{"mode":"connect","url":"https://mcp.example.com/mcp?api_key=another-key-123","remember":true}`) +
		send("/mcp", `{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"mcp_server_explorer","arguments":{"url":"https://mcp.example.com/mcp"}}}`)
	if strings.Contains(others, urlKey) {
		t.Errorf("another caller sees the first caller's key:\n%s", others)
	}
	for _, h := range ins.headers {
		for k, vs := range h {
			if strings.Contains(strings.Join(vs, ","), "caller-secret") {
				t.Errorf("the caller's %s went upstream", k)
			}
		}
	}
	if len(ins.headers) != 5 {
		t.Errorf("%d inspections, want 5", len(ins.headers))
	}
	if l := logs.String(); strings.Contains(l, urlKey) || strings.Contains(l, "caller-secret") {
		t.Errorf("a credential is in the log:\n%s", l)
	}
}

// A failed inspection is logged; the log must not carry the key in the
// caller's URL, nor what the server echoed of it, however the failure
// reads (a refused connection names the URL it was dialling).
func TestFailedInspectionLogsNoURLKey(t *testing.T) {
	const urlKey = "url-key-secret-4Hq"
	echo := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "bad key "+r.URL.RawQuery, http.StatusInternalServerError)
	}))
	t.Cleanup(echo.Close)
	closed := httptest.NewServer(http.NotFoundHandler())
	closed.Close()
	allow := func(netip.AddrPort) bool { return true }
	ex := &explorer.Explorer{
		Inspector: &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowAddr: allow}), Deadline: 5 * time.Second},
		Policy:    serverurl.Policy{AllowAddr: allow},
	}
	var logs bytes.Buffer
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: ex, Logger: slog.New(slog.NewJSONHandler(&logs, nil))}))
	t.Cleanup(srv.Close)
	for _, target := range []string{echo.URL + "/mcp?api_key=" + urlKey, closed.URL + "/mcp?api_key=" + urlKey} {
		resp, err := http.Post(srv.URL+"/api/v1/calculate", "application/json", strings.NewReader(`{"mode":"connect","url":"`+target+`"}`))
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode < 500 {
			t.Errorf("%s: status %d, want an upstream failure", target, resp.StatusCode)
		}
	}
	if !strings.Contains(logs.String(), "calculate failed") {
		t.Fatalf("no failure logged:\n%s", logs.String())
	}
	if strings.Contains(logs.String(), urlKey) {
		t.Errorf("the log carries the URL's key:\n%s", logs.String())
	}
}
