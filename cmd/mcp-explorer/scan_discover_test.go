package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// A fixture home and project with four clients' files: a remote server
// with a literal token in Cursor's file, the same server with a token in
// its query in the project's .mcp.json, a Codex entry whose bearer token
// comes from the environment, and a disabled Windsurf entry.
func discoveryFixture(t *testing.T, url string) (home, proj string) {
	home, proj = t.TempDir(), t.TempDir()
	write := func(path, body string) {
		os.MkdirAll(filepath.Dir(path), 0o755)
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	write(filepath.Join(home, ".cursor", "mcp.json"), `{"mcpServers":{"catalog":{"url":"`+url+`","headers":{"Authorization":"Bearer tok-literal-0123456789"}}}}`)
	write(filepath.Join(home, ".codex", "config.toml"), "[mcp_servers.catalog-codex]\nurl = \""+url+"\"\nbearer_token_env_var = \"CATALOG_TOKEN\"\n")
	write(filepath.Join(home, ".codeium", "windsurf", "mcp_config.json"), `{"mcpServers":{"off":{"serverUrl":"`+url+`","disabled":true}}}`)
	write(filepath.Join(proj, ".mcp.json"), `{"mcpServers":{"catalog-query":{"type":"http","url":"`+url+`?api_key=query-secret-987654"},"local":{"command":"node","args":["x.js"]}}}`)
	t.Chdir(proj)
	return home, proj
}

func TestScanDiscoversClientConfigs(t *testing.T) {
	server := newDriftingServer(t)
	home, proj := discoveryFixture(t, server.url)
	env := map[string]string{"HOME": home, "CATALOG_TOKEN": "from-env-token-42"}

	code, out, stderr := runCmd(t, env, "", "scan", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var report struct {
		Files []struct {
			Client, Path, Scope string
			Servers             int
		}
		Servers []struct {
			Name, Client, File, Transport, URL, Error string
			Remote, Disabled                          bool
			Secrets                                   []string
			Result                                    *struct {
				Result struct{ Tools []struct{ Name string } }
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &report); err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, f := range report.Files {
		files = append(files, f.Client+":"+f.Scope+":"+strings.TrimPrefix(strings.TrimPrefix(f.Path, home), proj))
	}
	want := []string{"claude-code:project:/.mcp.json", "cursor:user:/.cursor/mcp.json", "windsurf:user:/.codeium/windsurf/mcp_config.json", "codex:user:/.codex/config.toml"}
	if !slices.Equal(files, want) {
		t.Errorf("files read: %v, want %v", files, want)
	}
	byName := map[string]int{}
	for i, s := range report.Servers {
		byName[s.Name] = i
	}
	cursor := report.Servers[byName["catalog"]]
	if cursor.Client != "cursor" || cursor.Transport != "http" || !cursor.Remote || cursor.URL != server.url ||
		!slices.Equal(cursor.Secrets, []string{"header Authorization"}) || cursor.Result == nil || len(cursor.Result.Result.Tools) != 1 {
		t.Errorf("cursor entry: %+v", cursor)
	}
	query := report.Servers[byName["catalog-query"]]
	if query.Client != "claude-code" || !strings.HasSuffix(query.URL, "?api_key=REDACTED") || !slices.Equal(query.Secrets, []string{"url query api_key"}) || query.Result == nil {
		t.Errorf("claude code entry: %+v", query)
	}
	if s := report.Servers[byName["local"]]; s.Remote || s.Transport != "stdio" || !strings.Contains(s.Error, "--run-stdio") {
		t.Errorf("stdio entry: %+v", s)
	}
	if s := report.Servers[byName["off"]]; !s.Disabled || s.Result != nil || !strings.Contains(s.Error, "disabled") {
		t.Errorf("disabled entry: %+v", s)
	}
	codex := report.Servers[byName["catalog-codex"]]
	if codex.Client != "codex" || len(codex.Secrets) != 0 || codex.Result == nil {
		t.Errorf("codex entry: %+v", codex)
	}

	// The token of the environment reached the server, as Codex sends it.
	code, _, stderr = runCmd(t, env, "", "scan", "--client", "codex")
	server.mu.Lock()
	auth := server.auth
	server.mu.Unlock()
	if code != 0 || auth != "Bearer from-env-token-42" {
		t.Errorf("codex bearer_token_env_var: exit %d, server saw %q; %s", code, auth, stderr)
	}

	// No credential, literal or from the environment, is printed in any format.
	for _, format := range []string{"table", "json", "sarif"} {
		code, out, stderr := runCmd(t, env, "", "scan", "--format", format)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", format, code, stderr)
		}
		for _, secret := range []string{"tok-literal-0123456789", "query-secret-987654", "from-env-token-42"} {
			if strings.Contains(out+stderr, secret) {
				t.Errorf("%s output shows %q", format, secret)
			}
		}
		if format == "table" {
			for _, want := range []string{"Read 4 configuration files", filepath.Join(home, ".cursor", "mcp.json"), "2 servers\n", "== catalog (cursor, " + home, "remote http " + server.url,
				"secret: header Authorization is written literally", "secret: url query api_key", "local stdio", "disabled", "lookup"} {
				if !strings.Contains(out, want) {
					t.Errorf("table lacks %q:\n%s", want, out)
				}
			}
		}
		if format == "sarif" && (!strings.Contains(out, `"version": "2.1.0"`) || strings.Count(out, `"ruleId": "config-literal-secret"`) != 2 ||
			!strings.Contains(out, `"uri": "`+filepath.ToSlash(filepath.Join(home, ".cursor", "mcp.json"))+`"`) ||
			!strings.Contains(out, `"text": "catalog: header Authorization is written literally in the configuration"`)) {
			t.Errorf("sarif: %s", out)
		}
	}
}

func TestScanClientFlags(t *testing.T) {
	server := newDriftingServer(t)
	home, _ := discoveryFixture(t, server.url)
	env := map[string]string{"HOME": home}

	code, out, _ := runCmd(t, env, "", "scan", "--client", "windsurf")
	if code != 0 || !strings.Contains(out, "Read 1 configuration files (1 clients") || strings.Contains(out, "cursor") {
		t.Errorf("--client windsurf: exit %d\n%s", code, out)
	}
	code, out, _ = runCmd(t, env, "", "scan", "--list-clients")
	for _, name := range []string{"claude-desktop", "claude-code", "vscode", "cursor", "windsurf", "zed", "continue", "cline", "roo-code", "codex", "gemini", "goose", "amazon-q", "copilot-cli", "jetbrains"} {
		if !strings.Contains(out, "\n"+name+" ") {
			t.Errorf("--list-clients lacks %s", name)
		}
	}
	if code != 0 || !strings.Contains(out, filepath.Join(home, ".cursor", "mcp.json")+"  (present)") {
		t.Errorf("--list-clients: exit %d\n%s", code, out)
	}
	// Nothing configured: a clear message, exit 0.
	t.Chdir(t.TempDir())
	code, out, _ = runCmd(t, map[string]string{"HOME": t.TempDir()}, "", "scan")
	if code != 0 || !strings.Contains(out, "No MCP client configuration found (looked for 15 clients") {
		t.Errorf("empty home: exit %d\n%s", code, out)
	}
	// A CONFIG file in another client's format, told by --client.
	cfg := filepath.Join(t.TempDir(), "config.toml")
	os.WriteFile(cfg, []byte("[mcp_servers.c]\nurl = \""+server.url+"\"\n"), 0o600)
	code, out, stderr := runCmd(t, env, "", "scan", "--format", "json", cfg)
	if code != 0 || !strings.Contains(out, `"client":"file"`) || !strings.Contains(out, `"transport":"http"`) {
		t.Errorf("scan config.toml: exit %d %s %s", code, out, stderr)
	}
}
