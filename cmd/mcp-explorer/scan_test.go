package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// One remote server (a go-sdk server over HTTP) and one stdio server (the
// real server-everything), as a Claude Desktop configuration.
func TestScanRemoteAndStdio(t *testing.T) {
	node, entry := testenv.ServerEverything(t)
	remote := newDriftingServer(t)
	cfg := filepath.Join(t.TempDir(), "claude_desktop_config.json")
	os.WriteFile(cfg, []byte(fmt.Sprintf(`{"mcpServers":{
		"catalog":{"url":%q},
		"everything":{"command":%q,"args":[%q,"stdio"],"env":{"SECRET_FOR_TEST":"only-this"}}}}`, remote.url, node, entry)), 0o644)

	// Without --run-stdio the stdio server is not started.
	code, out, stderr := runCmd(t, nil, "", "scan", "--format", "json", cfg)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var report struct {
		Servers []struct {
			Name, Transport, Error string
			Result                 json.RawMessage
		}
	}
	json.Unmarshal([]byte(out), &report)
	if len(report.Servers) != 2 || !strings.Contains(report.Servers[1].Error, "--run-stdio") || string(report.Servers[1].Result) != "null" {
		t.Fatalf("without --run-stdio: %s", out)
	}
	contracttest.Validate(t, contracttest.ExplorerResult, report.Servers[0].Result)

	code, out, stderr = runCmd(t, nil, "", "scan", "--run-stdio", "--format", "json", cfg)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	report.Servers = nil
	json.Unmarshal([]byte(out), &report)
	everything := report.Servers[1]
	if everything.Transport != "stdio" || everything.Error != "" {
		t.Fatalf("stdio server: %+v", everything)
	}
	contracttest.Validate(t, contracttest.ExplorerResult, everything.Result)
	var res struct {
		Result struct{ Tools []struct{ Name string } }
	}
	json.Unmarshal(everything.Result, &res)
	names := map[string]bool{}
	for _, tool := range res.Result.Tools {
		names[tool.Name] = true
	}
	if len(names) < 10 || !names["echo"] {
		t.Errorf("server-everything tools over stdio: %v", names)
	}

	code, sarif, _ := runCmd(t, nil, "", "scan", "--run-stdio", "--format", "sarif", cfg)
	if code != 0 || !strings.Contains(sarif, "stdio:everything#echo") {
		t.Errorf("combined SARIF: %d %.500s", code, sarif)
	}
	for _, args := range [][]string{{"scan", cfg, cfg}, {"scan", "--client", "nope"}, {"scan", filepath.Join(t.TempDir(), "none.json")}, {"scan", "--format", "xml", cfg}} {
		if code, _, _ := runCmd(t, nil, "", args...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// A remote server that is not MCP is reported once, with its code and
// detail, not the detail again from the error it wraps (issue 17, smaller
// items).
func TestScanReportsAnErrorOnce(t *testing.T) {
	page := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<html><body>Welcome</body></html>"))
	}))
	defer page.Close()
	cfg := filepath.Join(t.TempDir(), "mcp.json")
	os.WriteFile(cfg, []byte(fmt.Sprintf(`{"mcpServers":{"site":{"url":%q}}}`, page.URL+"/mcp")), 0o644)
	code, out, stderr := runCmd(t, nil, "", "scan", cfg)
	if code != 0 || strings.Count(out, "not-mcp") != 1 {
		t.Errorf("exit %d, %d mentions of not-mcp:\n%s%s", code, strings.Count(out, "not-mcp"), out, stderr)
	}
}
