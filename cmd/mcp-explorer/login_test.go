package main

import (
	"encoding/json"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/oauthtest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// loginEnv runs the CLI with the browser helper as $BROWSER and a private
// config directory for the token cache.
func loginEnv(t *testing.T) map[string]string {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	t.Setenv(helperVar, "1") // inherited by the browser helper
	return map[string]string{"BROWSER": self + " -test.run=^TestOAuthBrowserHelper$", "XDG_CONFIG_HOME": t.TempDir()}
}

// Tokens reach the server and the 0600 cache, nowhere else: not the
// table, JSON, SARIF, lock file, verify report or messages.
func TestLoginKeepsTokensOutOfEveryOutput(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{})
	env := loginEnv(t)
	var outputs []string
	record := func(args ...string) string {
		t.Helper()
		code, out, errOut := runCmd(t, env, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		outputs = append(outputs, out, errOut)
		return out
	}
	table := record("inspect", "--login", "--token-cache", f.MCP)
	if !strings.Contains(table, "read_secret_notes") {
		t.Errorf("the table lacks the protected tool:\n%s", table)
	}
	record("inspect", "--login", "--token-cache", "--format", "json", f.MCP)
	record("inspect", "--login", "--token-cache", "--format", "sarif", f.MCP)
	lock := record("lock", "--login", "--token-cache", f.MCP)
	lockFile := filepath.Join(t.TempDir(), "mcp-lock.json")
	if err := os.WriteFile(lockFile, []byte(lock), 0o600); err != nil {
		t.Fatal(err)
	}
	record("verify", "--login", "--token-cache", lockFile)
	if st := f.Stats(); st.Authorizations != 1 {
		t.Errorf("with --token-cache the later commands should reuse the token: %+v", st)
	}

	f.Expire()
	code, out, errOut := runCmd(t, env, "", "inspect", "--format", "json", f.MCP)
	outputs = append(outputs, out, errOut)
	if code != 0 || !strings.Contains(out, `"authRequired"`) {
		t.Errorf("without --login the server is reported as requiring authorization: exit %d\n%s%s", code, out, errOut)
	}

	issued := f.Issued()
	if len(issued) == 0 {
		t.Fatal("no token was issued")
	}
	for _, tok := range issued {
		for _, o := range outputs {
			if strings.Contains(o, tok) {
				t.Fatalf("a token appears in the output:\n%s", o)
			}
		}
	}

	code, out, _ = runCmd(t, env, "", "logout")
	if code != 0 || !strings.Contains(out, "removed 1 cached token(s)") {
		t.Errorf("logout: exit %d, %q", code, out)
	}
}

// scan --login logs in to each protected remote server of a config.
func TestScanLogsIn(t *testing.T) {
	a, b := oauthtest.Start(t, oauthtest.Options{}), oauthtest.Start(t, oauthtest.Options{})
	config := filepath.Join(t.TempDir(), "mcp.json")
	if err := os.WriteFile(config, []byte(`{"servers":{"a":{"type":"http","url":"`+a.MCP+`"},"b":{"type":"http","url":"`+b.MCP+`"}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	code, out, errOut := runCmd(t, loginEnv(t), "", "scan", "--login", config)
	if code != 0 || strings.Count(out, "read_secret_notes") < 2 {
		t.Fatalf("exit %d\n%s%s", code, out, errOut)
	}
	if sa, sb := a.Stats(), b.Stats(); sa.Authorizations != 1 || sb.Authorizations != 1 {
		t.Errorf("one authorization per server: %+v, %+v", sa, sb)
	}
}

func TestLoginFlagUsage(t *testing.T) {
	for _, args := range [][]string{
		{"inspect", "--client-id", "x", "http://127.0.0.1:1/mcp"},
		{"inspect", "--login", "--header", "Authorization: Bearer x", "http://127.0.0.1:1/mcp"},
		{"inspect", "--client-credentials", "http://127.0.0.1:1/mcp"},
		{"inspect", "--login", "--redirect-port", "http", "http://127.0.0.1:1/mcp"},
		{"inspect", "--login", "--id-token", "t", "--client-id", "c", "http://127.0.0.1:1/mcp"},
		{"inspect", "--login", "--client-id", "c", "--client-key", "/nonexistent.pem", "http://127.0.0.1:1/mcp"},
		{"logout", "not-a-url"},
	} {
		if code, _, errOut := runCmd(t, map[string]string{"XDG_CONFIG_HOME": t.TempDir()}, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d (%s)", args, code, exitUsage, errOut)
		}
	}
}

// The TypeScript SDK's OAuth example (simpleStreamableHttp --oauth
// --oauth-strict, which accepts only tokens issued for its own resource),
// end to end: 401 without a token, then the flow, then the listing.
func TestLoginAgainstTypeScriptSDKExample(t *testing.T) {
	node, modules := testenv.MCPNodeTools(t)
	example := filepath.Join(modules, "@modelcontextprotocol", "sdk", "dist", "esm", "examples", "server", "simpleStreamableHttp.js")
	if _, err := os.Stat(example); err != nil {
		testenv.Missing(t, example+" is missing; run scripts/install/mcp-node-tools.sh")
	}
	mcpAddr, authAddr := freeAddr(t), freeAddr(t)
	_, mcpPort, _ := net.SplitHostPort(mcpAddr)
	_, authPort, _ := net.SplitHostPort(authAddr)
	cmd := exec.Command(node, example, "--oauth", "--oauth-strict")
	cmd.Env = append(os.Environ(), "MCP_PORT="+mcpPort, "MCP_AUTH_PORT="+authPort)
	var log testenv.SyncBuffer
	cmd.Stdout, cmd.Stderr = &log, &log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	server := "http://localhost:" + mcpPort + "/mcp"
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", authAddr); err == nil {
			c.Close()
			if c, err := net.Dial("tcp", mcpAddr); err == nil {
				c.Close()
				break
			}
		}
		if time.Since(start) > 20*time.Second {
			t.Fatalf("the example did not start:\n%s", log.String())
		}
	}

	env := loginEnv(t)
	code, out, errOut := runCmd(t, env, "", "inspect", "--format", "json", server)
	if code != 0 || !strings.Contains(out, `"authRequired":"OAuth 2.1 bearer token; authorization server http://localhost:`+authPort) {
		t.Fatalf("without --login: exit %d\n%s%s", code, out, errOut)
	}
	code, out, errOut = runCmd(t, env, "", "inspect", "--login", "--format", "json", server)
	if code != 0 {
		t.Fatalf("--login: exit %d\n%s%s\nserver log:\n%s", code, out, errOut, log.String())
	}
	var res struct {
		Result struct {
			Server struct {
				AuthRequired *string `json:"authRequired"`
			} `json:"server"`
			Tools []struct {
				Name string `json:"name"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal([]byte(out), &res); err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range res.Result.Tools {
		names = append(names, tool.Name)
	}
	if res.Result.Server.AuthRequired != nil || !slices.Contains(names, "greet") {
		t.Errorf("after the login: authRequired %v, tools %v\n%s", res.Result.Server.AuthRequired, names, errOut)
	}
	if !strings.Contains(errOut, "Authorized by http://localhost:"+authPort) {
		t.Errorf("the flow did not report its authorization server:\n%s", errOut)
	}
}
