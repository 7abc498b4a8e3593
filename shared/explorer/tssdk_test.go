package explorer_test

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// startTSServer runs testdata/ts-sdk-server.mjs (KIND breaks or keeps) on
// the TypeScript SDK that scripts/install/mcp-node-tools.sh installs, until
// the test ends, and returns its URL.
func startTSServer(t *testing.T, kind string) string {
	t.Helper()
	node, modules := testenv.MCPNodeTools(t)
	if _, err := os.Stat(filepath.Join(modules, "@modelcontextprotocol", "sdk", "package.json")); err != nil {
		testenv.Missing(t, "the TypeScript SDK is missing; run scripts/install/mcp-node-tools.sh")
	}
	return startNodeServer(t, node, filepath.Dir(modules), "ts-sdk-server.mjs", kind)
}

// startTSv2Server runs testdata/ts-sdk-v2-server.mjs (KIND breaks or keeps)
// on the TypeScript SDK v2 that scripts/install/interop-servers.sh installs.
func startTSv2Server(t *testing.T, kind string) string {
	t.Helper()
	node, _ := testenv.MCPNodeTools(t)
	dir := testenv.Cache(t, "npm-interop")
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "server", "package.json")); err != nil {
		testenv.Missing(t, "the TypeScript SDK v2 is missing; run scripts/install/interop-servers.sh")
	}
	return startNodeServer(t, node, dir, "ts-sdk-v2-server.mjs", kind)
}

// startNodeServer runs testdata/script with node in dir, where its packages
// resolve, and returns the URL of the port it prints.
func startNodeServer(t *testing.T, node, dir, script, kind string) string {
	t.Helper()
	code, err := os.ReadFile(filepath.Join("testdata", script))
	if err != nil {
		t.Fatal(err)
	}
	var logs testenv.SyncBuffer
	cmd := exec.Command(node, "--input-type=module", "-e", string(code), kind)
	cmd.Dir, cmd.Stderr = dir, &logs
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
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
	port := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(stdout).ReadString('\n')
		port <- strings.TrimSpace(line)
	}()
	select {
	case p := <-port:
		if p == "" {
			t.Fatalf("the server printed no port:\n%s", logs.String())
		}
		return "http://127.0.0.1:" + p + "/mcp"
	case <-time.After(30 * time.Second):
		t.Fatalf("the server did not start within 30s:\n%s", logs.String())
	}
	return ""
}

var warningRule = regexp.MustCompile(`^(?:MCP Apps, tool [^:]*: )?([a-z0-9]+(?:-[a-z0-9]+)+): `)

// allRules lists every catalogued rule a result reports: in findings,
// warnings and the directory checklist.
func allRules(res *explorer.Result) []string {
	var out []string
	add := func(rule string) {
		if _, ok := analysis.RuleByID(rule); ok && !slices.Contains(out, rule) {
			out = append(out, rule)
		}
	}
	for _, f := range res.Analysis.Report.ServerFindings {
		add(f.Rule)
	}
	for _, tool := range res.Analysis.Report.Tools {
		for _, f := range tool.Findings {
			add(f.Rule)
		}
	}
	for _, w := range res.Warnings {
		if m := warningRule.FindStringSubmatch(w); m != nil {
			add(m[1])
		}
	}
	for _, d := range res.Analysis.Directory {
		for _, it := range d.Items {
			if !it.Pass {
				add(it.Rule)
			}
		}
	}
	slices.Sort(out)
	return out
}

// The server checks against TypeScript SDK servers: one that breaks every
// rule the SDK lets a server break, and one that keeps them. The SDK cannot
// express duplicate tool names (registerTool refuses them), tool icons
// (registerTool takes none), sampling or elicitation requests to a client
// that did not declare them (it refuses to send them), nor 2026-07-28
// caching hints (it speaks the classic handshake only; the SDK v2 below
// does).
func TestServerChecksOnTypeScriptSDKServers(t *testing.T) {
	serverRules := []string{
		"listing-varies-by-client", "name-format", "icon-unsafe-source", "icon-foreign-origin", "icon-svg-script",
		"header-sensitive", "header-invalid", "app-csp-wildcard", "app-device-permission", "app-external-script", "app-only-tool",
		"directory-title", "directory-hints", "directory-app-csp", "deprecated-roots", "deprecated-logging",
	}
	slices.Sort(serverRules)
	for _, tc := range []struct {
		kind string
		want []string
	}{
		{"breaks", serverRules},
		{"keeps", nil},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			url := startTSServer(t, tc.kind)
			ex := &explorer.Explorer{Now: tickingClock()}
			ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
			res, err := ex.Calculate(context.Background(), connectInput(url))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(res)
			contracttest.Validate(t, contracttest.ExplorerResult, b)
			got := slices.DeleteFunc(allRules(res), func(r string) bool { return !slices.Contains(serverRules, r) })
			if !slices.Equal(got, tc.want) {
				t.Errorf("rules %v, want %v; warnings:\n%s", got, tc.want, strings.Join(res.Warnings, "\n"))
			}
			if c := res.Analysis.Connection; c == nil || c.Generation != "classic" || len(c.Probes) != 2 {
				t.Errorf("connection %+v", c)
			}
		})
	}
}

// The caching rules against TypeScript SDK v2 servers (2026-07-28): the SDK
// refuses negative or fractional ttlMs and always sends both hints, so the
// rule it lets a server break is an absurd ttlMs, on list and read results.
func TestCachingHintsOnTypeScriptSDKv2Servers(t *testing.T) {
	for _, tc := range []struct {
		kind string
		want []string // warnings holding these
	}{
		{"breaks", []string{
			"cache-hints-invalid: the tools/list page 1 has ttlMs 315360000000: more than a year",
			"cache-hints-invalid: the resources/read result of file:///catalog/readme.md has ttlMs 315360000000: more than a year",
		}},
		{"keeps", nil},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			url := startTSv2Server(t, tc.kind)
			ex := &explorer.Explorer{Now: tickingClock()}
			ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
			res, err := ex.Calculate(context.Background(), connectInput(url))
			if err != nil {
				t.Fatal(err)
			}
			b, _ := json.Marshal(res)
			contracttest.Validate(t, contracttest.ExplorerResult, b)
			if c := res.Analysis.Connection; c == nil || c.Generation != "2026-07-28" {
				t.Fatalf("connection %+v", c)
			}
			warnings := strings.Join(res.Warnings, "\n")
			for _, w := range tc.want {
				if !strings.Contains(warnings, w) {
					t.Errorf("no warning holds %q:\n%s", w, warnings)
				}
			}
			if tc.want == nil && strings.Contains(warnings, "cache-") {
				t.Errorf("caching findings on a server that keeps the rules:\n%s", warnings)
			}
		})
	}
}
