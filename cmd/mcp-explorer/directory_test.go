package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type lookupIn struct {
	ID string `json:"id" jsonschema:"the item id"`
}

type lookupOut struct {
	Name string `json:"name"`
}

// directoryServer is a go-sdk server whose one tool meets the directory
// profile (ready) or lacks a title and explicit hints.
func directoryServer(t *testing.T, ready bool) string {
	t.Helper()
	s := mcp.NewServer(&mcp.Implementation{Name: "dir", Version: "1"}, nil)
	tool := &mcp.Tool{Name: "lookup", Description: "Looks up an item by id and returns its name."}
	if ready {
		no := false
		tool.Title = "Look up an item"
		tool.Annotations = &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &no}
	}
	mcp.AddTool(s, tool, func(context.Context, *mcp.CallToolRequest, lookupIn) (*mcp.CallToolResult, lookupOut, error) {
		return nil, lookupOut{}, nil
	})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	t.Cleanup(srv.Close)
	return srv.URL
}

func TestInspectDirectoryProfile(t *testing.T) {
	for _, tc := range []struct {
		name  string
		ready bool
		code  int
		want  []string
	}{
		{"ready", true, 0, []string{"Directory readiness:", "PASS  lookup", "PASS  directory-title", "PASS  directory-output-schema"}},
		{"no title, no hints", false, 1, []string{"FAIL  lookup", "FAIL  directory-title", "FAIL  directory-hints", "not set explicitly: readOnlyHint, destructiveHint", "PASS  directory-description"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := runCmd(t, nil, "", "inspect", "--profile", "directory", directoryServer(t, tc.ready))
			if code != tc.code {
				t.Fatalf("exit %d, want %d; stderr %s\n%s", code, tc.code, errOut, out)
			}
			for _, w := range tc.want {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			code, out, _ = runCmd(t, nil, "", "inspect", "--profile", "directory", "--format", "sarif", directoryServer(t, tc.ready))
			if code != tc.code || strings.Contains(out, `"ruleId": "directory-title"`) == tc.ready {
				t.Errorf("sarif: exit %d, directory-title result present = %v", code, strings.Contains(out, `"ruleId": "directory-title"`))
			}
		})
	}
}

func TestCheckDirectoryProfile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	ready := write("ready.json", `{"tools":[{"name":"get_weather","title":"Weather","description":"Current weather for a city.","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"c":{"type":"number"}}},"annotations":{"readOnlyHint":true,"destructiveHint":false}}]}`)
	broken := write("broken.json", `{"tools":[{"name":"get_weather","title":"Weather","description":"Current weather for a city.","inputSchema":{"type":"object"},"outputSchema":{"type":"object","properties":{"c":{"type":"celsius"}}},"annotations":{"readOnlyHint":true,"destructiveHint":false}}]}`)
	if code, out, errOut := runCmd(t, nil, "", "check", "--profile", "directory", ready); code != 0 || !strings.Contains(out, "PASS  get_weather") {
		t.Fatalf("ready: exit %d %s\n%s", code, errOut, out)
	}
	code, out, errOut := runCmd(t, nil, "", "check", "--profile", "directory", broken)
	if code != 1 || !strings.Contains(out, "FAIL  directory-output-schema") || !strings.Contains(errOut, "directory profile: 1 item fail") {
		t.Fatalf("broken: exit %d %s\n%s", code, errOut, out)
	}
	code, out, _ = runCmd(t, nil, "", "check", "--profile", "directory", "--format", "json", broken)
	var env struct {
		Presentation []map[string]any `json:"presentation"`
	}
	if code != 1 || json.Unmarshal([]byte(out), &env) != nil {
		t.Fatalf("json: exit %d\n%s", code, out)
	}
	found := false
	for _, b := range env.Presentation {
		if b["type"] == "directory" && b["pass"] == false && b["failed"] == float64(1) {
			found = true
		}
	}
	if !found {
		t.Errorf("no failing directory block in %s", out)
	}
	if code, _, errOut := runCmd(t, nil, "", "check", "--profile", "store", ready); code != 2 {
		t.Errorf("--profile store: exit %d %s", code, errOut)
	}
}
