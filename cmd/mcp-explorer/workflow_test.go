package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// The documented GitHub Actions workflow runs real commands: each
// mcp-explorer line in it must work against a live server.
func TestDocumentedWorkflowCommandsRun(t *testing.T) {
	b, err := os.ReadFile("../../docs/mcp-explorer-ci.yml")
	if err != nil {
		t.Fatal(err)
	}
	var wf struct {
		Jobs map[string]struct {
			Steps []struct{ Run string }
		}
	}
	if err := yaml.Unmarshal(b, &wf); err != nil {
		t.Fatal(err)
	}
	server := newDriftingServer(t)
	dir := t.TempDir()
	t.Chdir(dir)
	_, lock, _ := runCmd(t, nil, "", "lock", server.url)
	os.WriteFile(filepath.Join(dir, "mcp-lock.json"), []byte(lock), 0o644)
	os.MkdirAll(".vscode", 0o755)
	os.WriteFile(".vscode/mcp.json", []byte(`{"servers":{"catalog":{"type":"http","url":"`+server.url+`"}}}`), 0o644)

	ran := 0
	for _, step := range wf.Jobs["mcp-explorer"].Steps {
		line := strings.TrimSpace(step.Run)
		if !strings.HasPrefix(line, "mcp-explorer ") {
			continue
		}
		line, _, _ = strings.Cut(line, " > ")
		args := strings.Fields(strings.ReplaceAll(line, `"$MCP_SERVER_URL"`, server.url))[1:]
		// The workflow targets a public server; the test server is on loopback.
		for i, a := range args {
			if a == "--block-private-targets" {
				args = append(args[:i], args[i+1:]...)
				break
			}
		}
		if code, out, stderr := runCmd(t, nil, "", args...); code != 0 {
			t.Errorf("%s: exit %d\n%s%s", line, code, out, stderr)
		}
		ran++
	}
	if ran != 3 {
		t.Errorf("ran %d mcp-explorer commands from the workflow, want 3", ran)
	}
}
