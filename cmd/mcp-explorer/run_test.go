package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

const seedFile = "../../shared/analysis/testdata/seed-mixed-risk.json"

func envFrom(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func runCmd(t *testing.T, env map[string]string, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), append([]string{"mcp-explorer"}, args...), envFrom(env), strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// serve starts `mcp-explorer serve` through run() and returns its URL.
func serve(t *testing.T, env map[string]string, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	addr := freeAddr(t)
	done := make(chan int, 1)
	var stderr testenv.SyncBuffer
	go func() {
		done <- run(ctx, append([]string{"mcp-explorer", "serve", "--addr", addr}, args...), envFrom(env), strings.NewReader(""), io.Discard, &stderr)
	}()
	t.Cleanup(func() {
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("serve exited %d: %s", code, stderr.String())
		}
	})
	base := "http://" + addr
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if resp, err := http.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			return base
		}
	}
	t.Fatalf("serve did not start: %s", stderr.String())
	return ""
}

func TestServeEndToEnd(t *testing.T) {
	data := t.TempDir()
	base := serve(t, map[string]string{"EXPLORER_DATA": data})
	list, _ := os.ReadFile(seedFile)
	body, _ := json.Marshal(map[string]any{"mode": "paste", "toolsJson": string(list), "url": "https://mcp.example.com/mcp"})
	for i := 0; i < 2; i++ {
		resp, err := http.Post(base+"/api/v1/calculate", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("status %d: %s", resp.StatusCode, b)
		}
		contracttest.Validate(t, contracttest.ExplorerResult, b)
		var res struct {
			Links  struct{ API string }
			Result struct {
				Changes *struct{ PreviousCheck *string }
			}
		}
		_ = json.Unmarshal(b, &res)
		if res.Links.API != base+"/api/v1/calculate" {
			t.Errorf("links.api = %s", res.Links.API)
		}
		if (i == 1) != (res.Result.Changes.PreviousCheck != nil) {
			t.Errorf("check %d: previousCheck = %v", i, res.Result.Changes.PreviousCheck)
		}
	}
	if _, err := os.Stat(filepath.Join(data, "explorer.db")); err != nil {
		t.Errorf("store not in EXPLORER_DATA: %v", err)
	}
}

// check --format json prints exactly what the API returns for that paste.
func TestCheckJSONMatchesAPI(t *testing.T) {
	base := serve(t, map[string]string{"EXPLORER_DATA": t.TempDir()})
	list, _ := os.ReadFile(seedFile)
	body, _ := json.Marshal(map[string]any{"mode": "paste", "toolsJson": string(list)})
	resp, err := http.Post(base+"/api/v1/calculate", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	apiOut, _ := io.ReadAll(resp.Body)
	resp.Body.Close()

	code, cliOut, stderr := runCmd(t, map[string]string{"EXPLORER_BASE_URL": base}, string(list), "check", "--format", "json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	contracttest.Validate(t, contracttest.ExplorerResult, []byte(cliOut))
	if a, c := withoutVolatile(t, apiOut), withoutVolatile(t, []byte(cliOut)); a != c {
		t.Errorf("CLI and API differ:\napi %s\ncli %s", a, c)
	}
}

// withoutVolatile drops computedAt and links, which depend on time and host.
func withoutVolatile(t *testing.T, b []byte) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "computedAt")
	delete(m, "links")
	delete(m, "tool")
	out, _ := json.Marshal(m)
	return string(out)
}

func TestCheckExitCodes(t *testing.T) {
	dir := t.TempDir()
	clean := filepath.Join(dir, "clean.json")
	os.WriteFile(clean, []byte(`{"tools":[{"name":"list_items","description":"Lists the items in the catalog by page.","inputSchema":{"type":"object","properties":{"page":{"type":"integer","description":"Page number."}},"additionalProperties":false},"annotations":{"readOnlyHint":true,"openWorldHint":false}}]}`), 0o644)
	broken := filepath.Join(dir, "broken.json")
	os.WriteFile(broken, []byte(`{"tools": [`), 0o644)
	tests := []struct {
		name string
		env  map[string]string
		args []string
		code int
		out  string
	}{
		{"table", nil, []string{"check", seedFile}, 0, "delete_repository  high"},
		{"fail on high", nil, []string{"check", "--fail-on", "high", seedFile}, 1, ""},
		{"flags after the file", nil, []string{"check", seedFile, "--fail-on", "high", "--format", "json"}, 1, `"schemaVersion"`},
		{"two files", nil, []string{"check", seedFile, "--format", "json", seedFile}, 2, ""},
		{"fail on from env", map[string]string{"EXPLORER_FAIL_ON": "high"}, []string{"check", seedFile}, 1, ""},
		{"low risk meets fail-on low", nil, []string{"check", "--fail-on", "low", clean}, 1, ""},
		{"clean passes fail-on medium", nil, []string{"check", "--fail-on", "medium", clean}, 0, "list_items"},
		{"broken input", nil, []string{"check", broken}, 2, ""},
		{"missing file", nil, []string{"check", filepath.Join(dir, "nope.json")}, 2, ""},
		{"bad format", nil, []string{"check", "--format", "xml", seedFile}, 2, ""},
		{"bad fail-on", nil, []string{"check", "--fail-on", "severe", seedFile}, 2, ""},
		{"no file", nil, []string{"check"}, 2, ""},
		{"unknown flag", nil, []string{"check", "--nope", seedFile}, 2, ""},
		{"unknown command", nil, []string{"frobnicate"}, 2, ""},
		{"no command", nil, nil, 2, ""},
		{"version", nil, []string{"version"}, 0, "dev"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, stderr := runCmd(t, tt.env, "", tt.args...)
			if code != tt.code {
				t.Fatalf("exit %d, want %d\nstdout %s\nstderr %s", code, tt.code, out, stderr)
			}
			if !strings.Contains(out, tt.out) {
				t.Errorf("stdout lacks %q:\n%s", tt.out, out)
			}
		})
	}
}

func TestCheckRemembersWithURL(t *testing.T) {
	env := map[string]string{"EXPLORER_DATA": t.TempDir()}
	for i, want := range []string{"First check", "No changes since"} {
		code, out, stderr := runCmd(t, env, "", "check", "--url", "https://mcp.example.com/mcp", seedFile)
		if code != 0 || !strings.Contains(out, want) {
			t.Fatalf("run %d: exit %d, want %q in\n%s%s", i, code, want, out, stderr)
		}
	}
}

func TestServeRefusesBusyPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	code, _, stderr := runCmd(t, map[string]string{"EXPLORER_DATA": t.TempDir()}, "", "serve", "--addr", ln.Addr().String())
	if code != exitRuntime || !strings.Contains(stderr, "listen") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

func TestServeOnDynamoDBWithRateLimits(t *testing.T) {
	endpoint := os.Getenv("EXPLORER_TEST_DYNAMODB_ENDPOINT")
	if endpoint == "" {
		testenv.Missing(t, "EXPLORER_TEST_DYNAMODB_ENDPOINT is unset; make test starts DynamoDB Local")
	}
	// The three requests must share one rate-limit window (a minute).
	if s := time.Now().Second(); s > 50 {
		time.Sleep(time.Duration(61-s) * time.Second)
	}
	env := map[string]string{"EXPLORER_STORE": "dynamodb", "EXPLORER_DYNAMODB_ENDPOINT": endpoint, "EXPLORER_RATE_LIMIT_PASTE": "2"}
	base := serve(t, env, "--table", fmt.Sprintf("serve_%d", time.Now().UnixNano()), "--create-table")
	list, _ := os.ReadFile(seedFile)
	body, _ := json.Marshal(map[string]any{"mode": "paste", "toolsJson": string(list), "url": "https://mcp.example.com/mcp"})
	for i, want := range []int{200, 200, 429} {
		resp, err := http.Post(base+"/api/v1/calculate", "application/json", bytes.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Fatalf("request %d: status %d, want %d: %s", i, resp.StatusCode, want, b)
		}
		if i == 1 && !strings.Contains(string(b), `"previousCheck":"`) {
			t.Errorf("second check did not see the first one's snapshot in DynamoDB: %.300s", b)
		}
		if want == 429 && resp.Header.Get("Retry-After") == "" {
			t.Error("429 without Retry-After")
		}
	}
}

func TestServeRejectsBadSettings(t *testing.T) {
	for _, args := range [][]string{
		{"serve", "--rate-limit-paste", "lots"},
		{"serve", "--store", "postgres"},
		{"serve", "--store", "dynamodb"},
		{"serve", "--inspect-deadline", "-1s"},
		{"serve", "--trusted-proxies", "not-a-cidr"},
		{"serve", "--base-url", "ftp://x"},
	} {
		if code, _, stderr := runCmd(t, map[string]string{"EXPLORER_DATA": t.TempDir()}, "", args...); code != 2 {
			t.Errorf("%v: exit %d (%s), want 2", args, code, stderr)
		}
	}
}

// A tool's name and description reach the terminal with their control,
// bidi and invisible characters shown as escapes, so a destructive tool
// cannot rewrite its own row or forge lines (ESC, CR, tab, newline, U+202E).
func TestTableShowsControlCharacters(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "hostile.json")
	name := "delete_all_repos\x1b[2K\r\tlow\tread\tnone\nforged_row\u202e\u200b\u2028\u3164"
	tool, _ := json.Marshal(map[string]any{"tools": []any{map[string]any{
		"name": name, "description": "Deletes every repository.\x1b]8;;https://x.example\x07 \x9b2J", "inputSchema": map[string]any{"type": "object"},
	}}})
	os.WriteFile(path, tool, 0o644)
	_, out, _ := runCmd(t, nil, "", "check", path)
	for _, bad := range []string{"\x1b", "\r", "\u202e", "\u200b", "\x07", "\u009b", "\nforged_row", "\u2028", "\u3164"} {
		if strings.Contains(out, bad) {
			t.Errorf("table output holds %q:\n%s", bad, out)
		}
	}
	for _, shown := range []string{`\x1b[2K\x0d\x09low`, `\x0aforged_row\u202e\u200b\u2028\u3164`} {
		if !strings.Contains(out, shown) {
			t.Errorf("table output lacks the escaped %q:\n%s", shown, out)
		}
	}
	// JSON keeps the text exactly as sent (escaped by the encoder).
	_, js, _ := runCmd(t, nil, "", "check", "--format", "json", path)
	if !strings.Contains(js, `\u001b[2K\r\tlow`) {
		t.Errorf("JSON output changed the name: %s", js)
	}
}

// A serve on loopback answers only to its own names: a page that rebinds
// its domain to 127.0.0.1 reaches the port but gets 421 on every route;
// --allowed-hosts adds names.
func TestServeRefusesForeignHosts(t *testing.T) {
	data := t.TempDir()
	base := serve(t, map[string]string{"EXPLORER_DATA": data}, "--allowed-hosts", "explorer.internal:8443")
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(base, "http://"))
	for _, tc := range []struct {
		host, path string
		want       int
	}{
		{"rebind.example:" + port, "/healthz", http.StatusMisdirectedRequest},
		{"rebind.example:" + port, "/api/v1/calculate", http.StatusMisdirectedRequest},
		{"rebind.example:" + port, "/", http.StatusMisdirectedRequest},
		{"localhost:" + port, "/healthz", http.StatusOK},
		{"127.0.0.1:" + port, "/healthz", http.StatusOK},
		{"explorer.internal:8443", "/healthz", http.StatusOK},
	} {
		req, _ := http.NewRequest(http.MethodGet, base+tc.path, nil)
		req.Host = tc.host
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Errorf("Host %s %s: %d, want %d", tc.host, tc.path, resp.StatusCode, tc.want)
		}
		if tc.want == http.StatusMisdirectedRequest && (resp.Header.Get("Content-Type") != "application/problem+json" || !strings.Contains(string(body), "misdirected-request")) {
			t.Errorf("Host %s: not a problem: %s %s", tc.host, resp.Header.Get("Content-Type"), body)
		}
	}
}

// One client cannot hold every connection open (slow headers or bodies):
// past maxConnsPerClient its new connections are closed at once, and the
// server answers again when it lets go (issue 17, weakness 13).
func TestServeCapsConnectionsPerClient(t *testing.T) {
	base := serve(t, map[string]string{"EXPLORER_DATA": t.TempDir()})
	addr := strings.TrimPrefix(base, "http://")
	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for range maxConnsPerClient + 8 {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatal(err)
		}
		conns = append(conns, c)
		c.Write([]byte("GET /healthz HTTP/1.1\r\nHost: " + addr + "\r\n")) // headers never finished
	}
	// Which ones are closed depends on when the server's own earlier
	// connections (the readiness probe's) were let go; how many does not:
	// at most maxConnsPerClient stay open.
	deadline := time.Now().Add(5 * time.Second)
	var closed atomic.Int32
	var wg sync.WaitGroup
	for _, c := range conns {
		c.SetReadDeadline(deadline)
		wg.Go(func() {
			if _, err := c.Read(make([]byte, 1)); errors.Is(err, io.EOF) || errors.Is(err, syscall.ECONNRESET) {
				closed.Add(1)
			}
		})
	}
	wg.Wait()
	if open := len(conns) - int(closed.Load()); open > maxConnsPerClient {
		t.Fatalf("one client holds %d of its %d connections open, want at most %d", open, len(conns), maxConnsPerClient)
	}
	for _, c := range conns {
		c.Close()
	}
	conns = nil
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	for attempt := 0; ; attempt++ {
		resp, err := client.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			break
		}
		if attempt == 100 {
			t.Fatalf("after the connections closed: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// On every interface serve cannot tell its own address, and links and
// /mcp's allowed Origin would be built from 0.0.0.0: it asks for
// --base-url instead (issue 17, smaller items).
func TestServeOnEveryInterfaceNeedsBaseURL(t *testing.T) {
	for _, addr := range []string{"0.0.0.0:0", "[::]:0", ":0"} {
		code, _, stderr := runCmd(t, map[string]string{"EXPLORER_DATA": t.TempDir()}, "", "serve", "--addr", addr)
		if code != 2 || !strings.Contains(stderr, "--base-url") {
			t.Errorf("serve --addr %s without --base-url: exit %d: %s", addr, code, stderr)
		}
	}
}
