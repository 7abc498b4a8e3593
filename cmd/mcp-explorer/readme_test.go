package main

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// buildBinary builds mcp-explorer into a temporary directory, for tests
// that run it as a program (from a shell, or from the conformance suite):
// once for the test binary, which TestMain removes as it ends, since the
// tests that ask for it run the same program.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin, err := builtBinary()
	if err != nil {
		t.Fatal(err)
	}
	return bin
}

var (
	builtBinaryDir string // made by builtBinary; TestMain removes it
	builtBinary    = sync.OnceValues(func() (string, error) {
		dir, err := os.MkdirTemp("", "mcp-explorer-bin-")
		if err != nil {
			return "", err
		}
		builtBinaryDir = dir
		bin := filepath.Join(dir, "mcp-explorer")
		if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
			return "", fmt.Errorf("go build: %v\n%s", err, out)
		}
		return bin, nil
	})
)

func TestMain(m *testing.M) {
	code := m.Run()
	if builtBinaryDir != "" {
		os.RemoveAll(builtBinaryDir)
	}
	os.Exit(code)
}

var (
	inlineCommand = regexp.MustCompile("`(mcp-explorer [^`]+)`")
	placeholder   = regexp.MustCompile(`\bURL\b`)
)

// readmeCommands returns every mcp-explorer command line of a README
// section, in order: the lines of its sh blocks (continuations joined)
// and its inline code spans.
func readmeCommands(t *testing.T, readme, heading string) []string {
	t.Helper()
	_, section, ok := strings.Cut(readme, "\n## "+heading+"\n")
	if !ok {
		t.Fatalf("README has no section %q", heading)
	}
	section, _, _ = strings.Cut(section, "\n## ")
	var out []string
	inBlock, shell := false, false
	pending := ""
	for _, line := range strings.Split(section, "\n") {
		trimmed := strings.TrimSpace(line)
		if strings.HasPrefix(trimmed, "```") {
			inBlock, shell = !inBlock, trimmed == "```sh"
			continue
		}
		if inBlock {
			if !shell {
				continue
			}
			if strings.HasSuffix(trimmed, `\`) {
				pending += strings.TrimSuffix(trimmed, `\`) + " "
				continue
			}
			if full := pending + trimmed; strings.HasPrefix(full, "mcp-explorer ") {
				out = append(out, full)
			}
			pending = ""
			continue
		}
		for _, m := range inlineCommand.FindAllStringSubmatch(line, -1) {
			out = append(out, m[1])
		}
	}
	return out
}

// Every command line that the README's "Command line" and "Use it in CI"
// sections show runs verbatim through a shell, with the example server
// replaced by a live one on loopback and the example files by real files.
func TestReadmeCommandsRun(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	bin := buildBinary(t)
	server := newDriftingServer(t)
	reg := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"servers":[{"server":{"name":"io.example/filesystem","description":"Files","version":"1.0.0","remotes":[],"packages":[]}}],"metadata":{"count":1}}`)
	}))
	defer reg.Close()

	home, work, data := t.TempDir(), t.TempDir(), t.TempDir()
	seed, err := os.ReadFile(seedFile)
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(work, "tools.json"), seed, 0o644)
	claude := filepath.Join(home, ".config", "Claude", "claude_desktop_config.json")
	os.MkdirAll(filepath.Dir(claude), 0o755)
	os.WriteFile(claude, []byte(`{"mcpServers":{"catalog":{"url":"`+server.url+`"}}}`), 0o644)
	env := []string{"PATH=" + filepath.Dir(bin) + ":/usr/bin:/bin", "HOME=" + home, "EXPLORER_REGISTRY_URL=" + reg.URL, "EXPLORER_REGISTRY=" + reg.URL}

	var lines []string
	for _, section := range []string{"Command line", "Use it in CI"} {
		lines = append(lines, readmeCommands(t, string(b), section)...)
	}
	if len(lines) < 10 {
		t.Fatalf("found %d command lines in the README, want at least 10: %q", len(lines), lines)
	}
	for _, line := range lines {
		cmdline := strings.ReplaceAll(line, "https://mcp.example.com/mcp", server.url)
		cmdline = placeholder.ReplaceAllString(cmdline, server.url)
		cmdline = strings.ReplaceAll(cmdline, " DIR", " "+data)
		cmd := exec.Command("sh", "-c", cmdline)
		cmd.Dir, cmd.Env = work, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Errorf("%s: %v\n%s", line, err, out)
		}
	}
	if server.auth != "Bearer …" {
		t.Errorf("inspect --header sent Authorization %q", server.auth)
	}
}
