package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// conformanceNode finds Node 22 and the conformance suite's entry point.
func conformanceNode(t *testing.T) (node, suite string) {
	t.Helper()
	node, modules := testenv.MCPNodeTools(t)
	return node, filepath.Join(modules, "@modelcontextprotocol", "conformance", "dist", "index.js")
}

// scenarioResult is one client scenario's verdict: checks passed and failed.
type scenarioResult struct{ passed, failed int }

var clientScenarioDir = regexp.MustCompile(`^(.+)-\d{4}-\d{2}-\d{2}T[\d-]+Z$`)

// TestConformanceClient runs the official conformance suite's client mode
// against `mcp-explorer inspect` and compares every scenario's check counts
// with testdata/conformance-client.txt; initialize must pass with checks.
func TestConformanceClient(t *testing.T) {
	node, suite := conformanceNode(t)
	bin := buildBinary(t)
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, suite, "client", "--command", bin+" inspect --format json",
		"--suite", "all", "--timeout", "20000", "-o", out)
	// The counts pin the main listing's requests: the consistency probes
	// would add checks of their own, as many as finish in time.
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir(), "EXPLORER_NO_PROBES=true")
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	// The exit code only says that some scenario failed; the counts below
	// are the verdict.
	if err := cmd.Run(); err != nil && ctx.Err() != nil {
		t.Fatalf("conformance suite did not finish: %v\n%s", err, log.String())
	}
	got := clientResults(t, out)
	want := expectedClientResults(t)
	if r, ok := got["initialize"]; !ok || r.passed == 0 || r.failed != 0 {
		t.Errorf("initialize: %d passed, %d failed; want every check to pass, and at least one", r.passed, r.failed)
	}
	for name, w := range want {
		g, ok := got[name]
		switch {
		case !ok:
			t.Errorf("%s did not run", name)
		case g != w:
			t.Errorf("%s: %d passed, %d failed; testdata/conformance-client.txt says %d and %d", name, g.passed, g.failed, w.passed, w.failed)
		}
	}
	for name, g := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s (%d passed, %d failed) is not in testdata/conformance-client.txt", name, g.passed, g.failed)
		}
	}
	if t.Failed() {
		t.Logf("suite output:\n%s", log.String())
	}
}

// clientResults reads every scenario's checks.json under dir (auth
// scenarios sit in a subdirectory).
func clientResults(t *testing.T, dir string) map[string]scenarioResult {
	t.Helper()
	out := map[string]scenarioResult{}
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() != "checks.json" {
			return err
		}
		rel, _ := filepath.Rel(dir, filepath.Dir(path))
		m := clientScenarioDir.FindStringSubmatch(filepath.ToSlash(rel))
		if m == nil {
			return fmt.Errorf("unexpected result directory %s", rel)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var checks []struct{ Status string }
		if err := json.Unmarshal(b, &checks); err != nil {
			return fmt.Errorf("%s: %w", rel, err)
		}
		var r scenarioResult
		for _, c := range checks {
			switch c.Status {
			case "SUCCESS":
				r.passed++
			case "FAILURE", "WARNING":
				r.failed++
			}
		}
		out[m[1]] = r
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// expectedClientResults reads testdata/conformance-client.txt: lines of
// "scenario passed failed reason", # comments.
func expectedClientResults(t *testing.T) map[string]scenarioResult {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "conformance-client.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string]scenarioResult{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) < 4 {
			t.Fatalf("want 'scenario passed failed reason', got %q", line)
		}
		passed, err1 := strconv.Atoi(fields[1])
		failed, err2 := strconv.Atoi(fields[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("bad counts in %q", line)
		}
		out[fields[0]] = scenarioResult{passed, failed}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
