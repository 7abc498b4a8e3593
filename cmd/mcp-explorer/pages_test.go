package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// pagingServer is a real go-sdk server listing n tools pageSize at a time.
func pagingServer(t *testing.T, n, pageSize int) string {
	t.Helper()
	s := mcp.NewServer(&mcp.Implementation{Name: "paging", Version: "1.0.0"}, &mcp.ServerOptions{PageSize: pageSize})
	for i := range n {
		mcp.AddTool(s, &mcp.Tool{Name: fmt.Sprintf("tool_%03d", i), Description: "Looks up one item of the catalog.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
			func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
	}
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

// Small pages are legal: 25 tools two at a time are all listed, locked and
// verified. A list longer than the page bound is incomplete, and lock,
// verify and --fail-on say so with exit 1.
func TestSmallPagesAndIncompleteLists(t *testing.T) {
	small := pagingServer(t, 25, 2)
	code, lock, stderr := runCmd(t, nil, "", "lock", small)
	if code != 0 || strings.Count(lock, `"fingerprint"`) != 25 {
		t.Fatalf("lock over 13 pages: exit %d, %d tools\n%s", code, strings.Count(lock, `"fingerprint"`), stderr)
	}
	var locked lockfile.Lock
	if err := json.Unmarshal([]byte(lock), &locked); err != nil {
		t.Fatal(err)
	}
	if s := locked.Server; s.Generation == "" || s.Transport != "sse" || s.Pages["tools/list"] != 13 {
		t.Errorf("the lock's server section lacks what was measured: %+v", s)
	}
	path := filepath.Join(t.TempDir(), "mcp-lock.json")
	os.WriteFile(path, []byte(lock), 0o644)
	if code, out, stderr := runCmd(t, nil, "", "verify", path); code != 0 || !strings.Contains(out, "ok: 25 tools") {
		t.Fatalf("verify: exit %d %s %s", code, out, stderr)
	}

	// What was measured shows in the table, the assumptions and the
	// server block.
	measured := "(classic initialize handshake), answers as SSE event streams; tools/list 13 pages."
	if code, out, _ := runCmd(t, nil, "", "inspect", small); code != 0 || !strings.Contains(out, "Connection: Protocol ") || !strings.Contains(out, measured) {
		t.Errorf("table: exit %d, want the line %q:\n%s", code, measured, out)
	}
	code, out, _ := runCmd(t, nil, "", "inspect", small, "--format", "json")
	contracttest.Validate(t, contracttest.ExplorerResult, []byte(out))
	var res struct {
		Assumptions  []string
		Presentation []struct {
			Type       string
			Connection *struct {
				Transport string
				Pages     map[string]int
				Text      string
			}
		}
	}
	json.Unmarshal([]byte(out), &res)
	if code != 0 || !strings.Contains(strings.Join(res.Assumptions, "\n"), "Measured in this inspection: Protocol ") {
		t.Errorf("assumptions: %q", res.Assumptions)
	}
	for _, b := range res.Presentation {
		if b.Type == "server" && (b.Connection == nil || b.Connection.Transport != "sse" || b.Connection.Pages["tools/list"] != 13 || !strings.HasSuffix(b.Connection.Text, measured)) {
			t.Errorf("server block connection: %+v", b.Connection)
		}
	}

	long := pagingServer(t, mcpclient.DefaultMaxPages+1, 1)
	const reason = "tools/list: stopped after"
	if code, _, stderr := runCmd(t, nil, "", "lock", long); code != 1 || !strings.Contains(stderr, reason) {
		t.Errorf("lock of an incomplete list: exit %d, %s", code, stderr)
	}
	longLock := strings.Replace(lock, small, long, 1)
	os.WriteFile(path, []byte(longLock), 0o644)
	if code, _, stderr := runCmd(t, nil, "", "verify", path); code != 1 || !strings.Contains(stderr, "incomplete") || !strings.Contains(stderr, reason) {
		t.Errorf("verify against an incomplete list: exit %d, %s", code, stderr)
	}
	for _, format := range []string{"table", "json", "sarif"} {
		if code, _, stderr := runCmd(t, nil, "", "inspect", long, "--format", format, "--fail-on", "high"); code != 1 || !strings.Contains(stderr, reason) {
			t.Errorf("inspect --format %s --fail-on high: exit %d, %s", format, code, stderr)
		}
	}
	cfg := filepath.Join(t.TempDir(), "mcp.json")
	os.WriteFile(cfg, []byte(`{"servers":{"long":{"type":"http","url":"`+long+`"}}}`), 0o644)
	if code, _, stderr := runCmd(t, nil, "", "scan", cfg, "--fail-on", "high"); code != 1 || !strings.Contains(stderr, "long: "+reason) {
		t.Errorf("scan --fail-on high: exit %d, %s", code, stderr)
	}
	if code, out, _ := runCmd(t, nil, "", "inspect", long); code != 0 || !strings.Contains(out, reason) {
		t.Errorf("inspect without --fail-on: exit %d, want 0 with the warning:\n%s", code, out)
	}
}
