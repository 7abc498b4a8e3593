package mcpclient_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

var update = flag.Bool("update", false, "rewrite shared/analysis/testdata/real/server-everything.json from the live server")

const everythingPkg = "node_modules/@modelcontextprotocol/server-everything"

// npmPrefix finds the install of scripts/install/server-everything.sh, or
// skips the test (fails it when EXPLORER_TEST_REQUIRE_SERVICES=1).
func npmPrefix(t *testing.T) (prefix, node string) {
	t.Helper()
	missing := func(format string, args ...any) {
		msg := fmt.Sprintf(format, args...) + "; run scripts/install/server-everything.sh"
		testenv.Missing(t, msg)
	}
	prefix = os.Getenv("EXPLORER_TEST_NPM_PREFIX")
	if prefix == "" {
		prefix = testenv.Cache(t, "npm")
	}
	if _, err := os.Stat(filepath.Join(prefix, everythingPkg, "dist", "index.js")); err != nil {
		missing("server-everything is not installed under %s", prefix)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		missing("node is not on PATH")
	}
	return prefix, node
}

// expectedEverythingTools asks the package itself, through its own SDK and
// an in-memory transport, which tools a client with roots sees (as the
// explorer declares).
func expectedEverythingTools(t *testing.T, prefix, node string) []string {
	const script = `
import { createServer } from "@modelcontextprotocol/server-everything/dist/server/index.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
const { server, cleanup } = createServer();
const [a, b] = InMemoryTransport.createLinkedPair();
await server.connect(a);
const client = new Client({ name: "count", version: "1" }, { capabilities: { roots: {} } });
await client.connect(b);
const names = [];
let cursor;
do {
  const r = await client.listTools({ cursor });
  names.push(...r.tools.map((t) => t.name));
  cursor = r.nextCursor;
} while (cursor);
console.log(JSON.stringify(names));
cleanup();
process.exit(0);
`
	cmd := exec.CommandContext(t.Context(), node, "--input-type=module", "-e", script)
	cmd.Dir = prefix
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("asking the package for its tools: %v", err)
	}
	var names []string
	if err := json.Unmarshal(out, &names); err != nil || len(names) == 0 {
		t.Fatalf("package tool list %q: %v", out, err)
	}
	return names
}

// startEverything runs the server on a free loopback port until the test ends.
func startEverything(t *testing.T, prefix, node string) netip.AddrPort {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ap := netip.MustParseAddrPort(l.Addr().String())
	l.Close()
	var logs testenv.SyncBuffer
	cmd := exec.Command(node, filepath.Join(prefix, everythingPkg, "dist", "index.js"), "streamableHttp")
	cmd.Env = append(os.Environ(), fmt.Sprintf("PORT=%d", ap.Port()))
	cmd.Stdout, cmd.Stderr = &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			t.Logf("server-everything output:\n%s", logs.String())
		}
	})
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if c, err := net.DialTimeout("tcp", ap.String(), time.Second); err == nil {
			c.Close()
			return ap
		}
		if time.Since(start) > 15*time.Second {
			t.Fatalf("server-everything did not listen on %s within 15s:\n%s", ap, logs.String())
		}
	}
}

func TestServerEverything(t *testing.T) {
	prefix, node := npmPrefix(t)
	want := expectedEverythingTools(t, prefix, node)
	ap := startEverything(t, prefix, node)

	cache := &mapCache{}
	c := &mcpclient.Client{
		HTTP:     safehttp.NewClient(safehttp.Options{AllowAddr: func(x netip.AddrPort) bool { return x == ap }}),
		Deadline: 15 * time.Second,
		Cache:    cache,
	}
	url := "http://" + ap.String() + "/mcp"
	var tools []json.RawMessage
	for run := range 2 { // cold, then with the generation cached
		got, names := inspectSettled(t, c, url, want)
		if !slices.Contains(names, "get-roots-list") {
			t.Errorf("run %d: no get-roots-list, the tool server-everything adds for clients with roots: %v", run, names)
		}
		if !slices.Equal(sorted(names), sorted(want)) {
			t.Errorf("run %d: tools %v\nwant (from the package) %v", run, names, want)
		}
		if got.Generation != mcpclient.Classic || got.ProtocolVersion != "2025-11-25" || got.Transport != "sse" {
			t.Errorf("run %d: generation %q protocol %q transport %q", run, got.Generation, got.ProtocolVersion, got.Transport)
		}
		if got.ServerName == nil || *got.ServerName != "mcp-servers/everything" || got.Instructions == nil {
			t.Errorf("run %d: server %v, instructions %v", run, deref(got.ServerName), got.Instructions != nil)
		}
		if len(got.Resources) == 0 || len(got.ResourceTemplates) == 0 || len(got.Prompts) == 0 {
			t.Errorf("run %d: %d resources, %d templates, %d prompts", run, len(got.Resources), len(got.ResourceTemplates), len(got.Prompts))
		}
		if len(got.Warnings) > 0 {
			t.Errorf("run %d: warnings %q", run, got.Warnings)
		}
		tools = got.Tools
	}
	if cache.m["http://"+ap.String()] != mcpclient.Classic {
		t.Errorf("cache %v", cache.m)
	}
	saveCapture(t, tools)
}

// inspectSettled inspects url, again (at most three times in all) while
// the listing lacks only tools of want. server-everything registers its
// conditional tools on notifications/initialized and says listChanged;
// without probes the client lists tools once, and on a loaded machine that
// listing can be answered before the notification is processed yet read
// after its 202 (the race the package doc describes; probes settle it).
func inspectSettled(t *testing.T, c *mcpclient.Client, url string, want []string) (*mcpclient.Inspection, []string) {
	t.Helper()
	for attempt := 1; ; attempt++ {
		got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
		if err != nil {
			t.Fatalf("attempt %d: %v", attempt, err)
		}
		names := toolNames(t, got.Tools)
		if attempt == 3 || len(names) >= len(want) || slices.ContainsFunc(names, func(n string) bool { return !slices.Contains(want, n) }) {
			return got, names
		}
		t.Logf("attempt %d listed %d of %d tools, before the server's conditional tools: inspecting again", attempt, len(names), len(want))
	}
}

// saveCapture writes the tools/list capture the analysis tests read (a
// single page, so the response is rebuilt with the tools exactly as sent),
// when it is missing or -update is given; otherwise it checks that the
// committed capture still names the same tools.
func saveCapture(t *testing.T, tools []json.RawMessage) {
	path := filepath.Join(testenv.ModuleRoot(t), "shared", "analysis", "testdata", "real", "server-everything.json")
	old, err := os.ReadFile(path)
	if err == nil && !*update {
		var committed struct {
			Result struct {
				Tools []json.RawMessage `json:"tools"`
			} `json:"result"`
		}
		if err := json.Unmarshal(old, &committed); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		if a, b := toolNames(t, committed.Result.Tools), toolNames(t, tools); !slices.Equal(a, b) {
			t.Errorf("%s lists %v, the live server %v; run go test -update", path, a, b)
		}
		return
	}
	raw, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 2, "result": map[string]any{"tools": tools}})
	if err != nil {
		t.Fatal(err)
	}
	var pretty bytes.Buffer
	json.Indent(&pretty, raw, "", "  ")
	pretty.WriteByte('\n')
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, pretty.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", path)
}
