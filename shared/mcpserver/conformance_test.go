package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/conformancetest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// acceptedWarnings are WARNING checks that follow from how /mcp is built on
// purpose; the suite's own baseline counts warnings as failures.
var acceptedWarnings = map[string]string{
	"server-sse-multiple-streams-session": "the endpoint is stateless by design (Lambda holds no sessions), so it sends no Mcp-Session-Id; sessions are optional in the specification",
}

var (
	scenarioDir  = regexp.MustCompile(`^server-(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$`)
	fixtureNamed = regexp.MustCompile(`\btest_[a-z0-9_]+\b|\btest://\S+`)
	// notFound is the only way an expected failure may fail: the fixture is
	// missing. Anything else (a crash, a malformed reply) is a real failure.
	notFound = regexp.MustCompile(`unknown (tool|prompt) "test_[a-z0-9_]+"|Resource not found|method not found: "(resources/subscribe|completion/complete)"`)
)

type check struct {
	ID           string          `json:"id"`
	Status       string          `json:"status"`
	ErrorMessage string          `json:"errorMessage"`
	Details      json.RawMessage `json:"details"`
}

// TestConformanceSuite runs the official conformance suite in server mode
// against a running `serve` and reads every scenario's checks.json.
func TestConformanceSuite(t *testing.T) {
	node, modules := testenv.MCPNodeTools(t)
	expected := expectedFailures(t)
	base := startServe(t)
	out := t.TempDir()

	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, filepath.Join(modules, "@modelcontextprotocol", "conformance", "dist", "index.js"),
		"server", "--url", base+"/mcp", "-o", out)
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	// The suite's exit code is not the verdict: it fails on the accepted
	// warning above. The checks below are.
	if err := cmd.Run(); err != nil && ctx.Err() != nil {
		t.Fatalf("conformance suite did not finish: %v\n%s", err, log.String())
	}

	results := map[string][]check{}
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		m := scenarioDir.FindStringSubmatch(e.Name())
		if m == nil {
			continue
		}
		b, err := os.ReadFile(filepath.Join(out, e.Name(), "checks.json"))
		if err != nil {
			t.Fatal(err)
		}
		var checks []check
		if err := json.Unmarshal(b, &checks); err != nil {
			t.Fatalf("%s: %v", e.Name(), err)
		}
		results[m[1]] = checks
	}
	if len(results) < 20 {
		t.Fatalf("only %d scenarios ran:\n%s", len(results), log.String())
	}
	for _, name := range []string{"dns-rebinding-protection", "server-initialize", "tools-list", "resources-list", "prompts-list", "ping"} {
		if _, ok := results[name]; !ok {
			t.Errorf("scenario %s did not run", name)
		}
	}
	for name := range expected {
		if _, ok := results[name]; !ok {
			t.Errorf("expected failure %s did not run: remove it from the list", name)
		}
	}

	for name, checks := range results {
		var passed, failed []check
		for _, c := range checks {
			switch c.Status {
			case "SUCCESS":
				passed = append(passed, c)
			case "FAILURE":
				failed = append(failed, c)
			case "WARNING":
				if acceptedWarnings[c.ID] == "" {
					failed = append(failed, c)
				}
			}
		}
		if _, ok := expected[name]; ok {
			if len(failed) == 0 {
				t.Errorf("%s passes now: remove it from the expected failures", name)
			}
			for _, c := range failed {
				if !notFound.MatchString(c.ErrorMessage) {
					t.Errorf("%s fails for a reason other than a missing fixture: %s: %s", name, c.ID, c.ErrorMessage)
				}
			}
			continue
		}
		for _, c := range failed {
			t.Errorf("%s: %s %s: %s %s", name, c.ID, c.Status, c.ErrorMessage, c.Details)
		}
		if len(failed) == 0 && len(passed) == 0 && !onlyAcceptedWarnings(checks) {
			t.Errorf("%s made no checks: %+v", name, checks)
		}
		// A pass must not rest on an error reply.
		for _, c := range passed {
			if bytes.Contains(c.Details, []byte(`"isError":true`)) {
				t.Errorf("%s: %s passed on an isError result: %s", name, c.ID, c.Details)
			}
		}
	}
	if t.Failed() {
		t.Logf("suite output:\n%s", log.String())
	}
}

func onlyAcceptedWarnings(checks []check) bool {
	for _, c := range checks {
		if c.Status != "WARNING" || acceptedWarnings[c.ID] == "" {
			return false
		}
	}
	return len(checks) > 0
}

// expectedFailures reads testdata/conformance-expected-failures.yml: a
// "server:" list of "- scenario # reason" lines, each reason naming the
// suite fixture the scenario needs.
func expectedFailures(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, f := range conformancetest.ExpectedFailures(t, filepath.Join("testdata", "conformance-expected-failures.yml"), "server") {
		if !fixtureNamed.MatchString(f.Reason) {
			t.Errorf("expected failure %s: the reason %q names no suite fixture", f.Scenario, f.Reason)
		}
		out[f.Scenario] = f.Reason
	}
	return out
}
