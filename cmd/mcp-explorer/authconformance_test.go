package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/conformancetest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// helperVar marks a run of this test binary as one of the helpers below,
// started by the conformance suite (the client) or by the client (the
// browser); other runs skip them.
const helperVar = "EXPLORER_TEST_OAUTH_HELPER"

// TestOAuthClientHelper is the client the conformance suite runs: it reads
// the scenario and its context (MCP_CONFORMANCE_SCENARIO,
// MCP_CONFORMANCE_CONTEXT) and runs `mcp-explorer inspect --login` against
// the URL the suite appends, with the flags a user would give.
func TestOAuthClientHelper(t *testing.T) {
	if os.Getenv(helperVar) != "1" {
		t.Skip("a helper of TestAuthConformance")
	}
	var c struct {
		ClientID      string `json:"client_id"`
		ClientSecret  string `json:"client_secret"`
		PrivateKeyPEM string `json:"private_key_pem"`
		IDToken       string `json:"idp_id_token"`
		IDPEndpoint   string `json:"idp_token_endpoint"`
		IDPClientID   string `json:"idp_client_id"`
	}
	json.Unmarshal([]byte(os.Getenv("MCP_CONFORMANCE_CONTEXT")), &c)
	scenario := os.Getenv("MCP_CONFORMANCE_SCENARIO")
	args := []string{"mcp-explorer", "inspect", "--format", "json", "--login"}
	if strings.HasPrefix(scenario, "auth/client-credentials-") {
		args = append(args, "--client-credentials")
	}
	if c.ClientID != "" {
		args = append(args, "--client-id", c.ClientID)
	}
	if c.ClientSecret != "" {
		args = append(args, "--client-secret", c.ClientSecret)
	}
	if c.PrivateKeyPEM != "" {
		key := filepath.Join(t.TempDir(), "client-key.pem")
		if err := os.WriteFile(key, []byte(c.PrivateKeyPEM), 0o600); err != nil {
			t.Fatal(err)
		}
		args = append(args, "--client-key", key)
	}
	if c.IDToken != "" {
		args = append(args, "--id-token", c.IDToken, "--idp-token-endpoint", c.IDPEndpoint, "--idp-client-id", c.IDPClientID)
	}
	if scenario == "auth/basic-cimd" {
		// The suite's fixed client ID URL; it is never fetched.
		args = append(args, "--client-metadata-url", "https://conformance-test.local/client-metadata.json")
	}
	args = append(args, flag.Args()...)
	os.Exit(run(context.Background(), args, os.Getenv, os.Stdin, os.Stdout, os.Stderr))
}

// TestOAuthBrowserHelper is $BROWSER: it follows the authorization URL
// with GETs, as a browser whose user consents would, on loopback only.
func TestOAuthBrowserHelper(t *testing.T) {
	if os.Getenv(helperVar) != "1" {
		t.Skip("a helper of TestAuthConformance")
	}
	loopback := func(u *url.URL) error {
		if ip := net.ParseIP(u.Hostname()); u.Hostname() != "localhost" && (ip == nil || !ip.IsLoopback()) {
			return fmt.Errorf("not a loopback URL: %s", u)
		}
		return nil
	}
	hc := &http.Client{Timeout: 20 * time.Second, CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if len(via) > 5 {
			return fmt.Errorf("too many redirects")
		}
		return loopback(req.URL)
	}}
	for _, raw := range flag.Args() {
		u, err := url.Parse(raw)
		if err != nil || loopback(u) != nil {
			fmt.Fprintln(os.Stderr, "browser helper: refused", raw)
			os.Exit(2)
		}
		resp, err := hc.Get(raw)
		if err != nil {
			fmt.Fprintln(os.Stderr, "browser helper:", err)
			os.Exit(1)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	os.Exit(0)
}

type conformanceCheck struct {
	ID           string          `json:"id"`
	Status       string          `json:"status"`
	Description  string          `json:"description"`
	ErrorMessage string          `json:"errorMessage"`
	Details      json.RawMessage `json:"details"`
}

// tokenPattern matches every access token the suite's authorization
// servers issue; none may appear in what the client prints.
var tokenPattern = regexp.MustCompile(`(test-token|cc-token)[-\w]*`)

// contextSecret matches the secrets the suite hands the client in its
// context (as it logs it); none may appear in what the client prints.
var contextSecret = regexp.MustCompile(`"(client_secret|idp_id_token)":"([^"]{8,})"`)

// TestAuthConformance runs every auth/* client scenario of the official
// conformance suite against `mcp-explorer inspect --login` and reads each
// scenario's checks: a FAILURE or WARNING fails the test unless
// testdata/auth-conformance-expected-failures.yml lists that check of that
// scenario with its reason, and a listed check that passes fails it too.
func TestAuthConformance(t *testing.T) {
	node, modules := testenv.MCPNodeTools(t)
	index := filepath.Join(modules, "@modelcontextprotocol", "conformance", "dist", "index.js")
	expected := authExpectedFailures(t)
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}

	list, err := exec.CommandContext(t.Context(), node, index, "list").CombinedOutput()
	if err != nil {
		t.Fatalf("conformance list: %v\n%s", err, list)
	}
	var scenarios []string
	for _, m := range regexp.MustCompile(`(?m)^\s*-\s+(auth/\S+)`).FindAllStringSubmatch(string(list), -1) {
		scenarios = append(scenarios, m[1])
	}
	if len(scenarios) < 15 {
		t.Fatalf("only %d auth scenarios listed:\n%s", len(scenarios), list)
	}
	for name := range expected {
		if !slices.Contains(scenarios, name) {
			t.Errorf("expected failure %s is not a scenario of this suite: remove it", name)
		}
	}

	summary := make([]string, len(scenarios))
	t.Run("scenarios", func(t *testing.T) {
		for i, scenario := range scenarios {
			t.Run(strings.TrimPrefix(scenario, "auth/"), func(t *testing.T) {
				t.Parallel()
				summary[i] = runAuthScenario(t, node, index, self, scenario, expected[scenario])
			})
		}
	})
	t.Logf("auth conformance:\n%s", strings.Join(summary, "\n"))
}

// runAuthScenario runs one scenario, judges its checks and returns a
// summary line.
func runAuthScenario(t *testing.T, node, index, self, scenario string, want expectedFailure) string {
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, index, "client",
		"--command", self+" -test.run=^TestOAuthClientHelper$",
		"--scenario", scenario, "--timeout", "60000", "-o", out)
	cmd.Env = append(os.Environ(), helperVar+"=1", "BROWSER="+self+" -test.run=^TestOAuthBrowserHelper$",
		"HOME="+t.TempDir(), "XDG_CONFIG_HOME="+t.TempDir())
	var log bytes.Buffer
	cmd.Stdout, cmd.Stderr = &log, &log
	// The suite's exit code is not the verdict (it fails on expected
	// warnings); the checks are.
	if err := cmd.Run(); ctx.Err() != nil {
		t.Fatalf("did not finish: %v\n%s", err, log.String())
	}
	checks, clientOut := readScenario(t, out, scenario)
	if loc := tokenPattern.FindString(clientOut); loc != "" {
		t.Errorf("the client printed an access token (%s)", loc)
	}
	for _, m := range contextSecret.FindAllStringSubmatch(log.String(), -1) {
		if strings.Contains(clientOut, m[2]) {
			t.Errorf("the client printed the context's %s", m[1])
		}
	}

	var passed int
	var failed []conformanceCheck
	for _, c := range checks {
		switch c.Status {
		case "SUCCESS":
			passed++
		case "FAILURE", "WARNING":
			failed = append(failed, c)
		}
	}
	var unexpected []string
	for _, c := range failed {
		if !slices.Contains(want.checks, c.ID) {
			unexpected = append(unexpected, fmt.Sprintf("%s %s: %s %s %s", c.ID, c.Status, c.Description, c.ErrorMessage, c.Details))
		}
	}
	for _, id := range want.checks {
		if !slices.ContainsFunc(failed, func(c conformanceCheck) bool { return c.ID == id }) {
			t.Errorf("%s passes now: remove it from the expected failures", id)
		}
	}
	if len(unexpected) > 0 {
		t.Errorf("\n  %s\nsuite output:\n%s", strings.Join(unexpected, "\n  "), log.String())
	}
	if passed == 0 && len(want.checks) == 0 {
		t.Errorf("no successful checks: %+v", checks)
	}
	line := fmt.Sprintf("%-45s %2d/%-2d passed", scenario, passed, passed+len(failed))
	if len(want.checks) > 0 {
		line += " (expected failures: " + strings.Join(want.checks, ", ") + ")"
	}
	return line
}

// readScenario returns a scenario's checks and the client's stdout and
// stderr from the suite's output directory.
func readScenario(t *testing.T, out, scenario string) ([]conformanceCheck, string) {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(out, "*", "checks.json"))
	if len(files) != 1 {
		files, _ = filepath.Glob(filepath.Join(out, "*", "*", "checks.json"))
	}
	if len(files) != 1 {
		t.Fatalf("%s: want one checks.json under %s, found %v", scenario, out, files)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	var checks []conformanceCheck
	if err := json.Unmarshal(b, &checks); err != nil {
		t.Fatalf("%s: %v", scenario, err)
	}
	dir := filepath.Dir(files[0])
	stdout, _ := os.ReadFile(filepath.Join(dir, "stdout.txt"))
	stderr, _ := os.ReadFile(filepath.Join(dir, "stderr.txt"))
	return checks, string(stdout) + string(stderr)
}

type expectedFailure struct {
	checks []string
	reason string
}

// authExpectedFailures reads testdata/auth-conformance-expected-failures.yml:
// a "client:" list of "- scenario: check-id[, check-id…]  # reason" lines.
func authExpectedFailures(t *testing.T) map[string]expectedFailure {
	t.Helper()
	out := map[string]expectedFailure{}
	for _, f := range conformancetest.ExpectedFailures(t, filepath.Join("testdata", "auth-conformance-expected-failures.yml"), "client") {
		if len(f.Checks) == 0 {
			t.Fatalf("expected failure %s names no check", f.Scenario)
		}
		out[f.Scenario] = expectedFailure{checks: f.Checks, reason: f.Reason}
	}
	return out
}
