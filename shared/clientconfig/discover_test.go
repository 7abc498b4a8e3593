package clientconfig_test

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
)

// One file per client location, as each client writes it.
var (
	claudeDesktop = `{"mcpServers":{"desk":{"command":"npx","args":["-y","x"]}}}`
	claudeCode    = `{"numStartups":3,"mcpServers":{"cc-user":{"type":"http","url":"https://u.example/mcp"}},
		"projects":{"/work/p":{"allowedTools":[],"mcpServers":{"cc-local":{"type":"sse","url":"https://l.example/sse","headers":{"Authorization":"Bearer ${TOKEN}"}}}},
		"/work/q":{"mcpServers":{}}}}`
	claudeProject = `{"mcpServers":{"cc-project":{"command":"node","args":["s.js"],"env":{"API_KEY":"${API_KEY}"}}}}`
	vscodeUser    = `{
		// user servers
		"servers": {"vs-user": {"type": "http", "url": "https://v.example/mcp",},},
		"inputs": [],
	}`
	vscodeSettings = `{"editor.fontSize": 14, /* comment */ "mcp": {"servers": {"vs-settings": {"type":"stdio","command":"uvx","args":["x"],"envFile":"${workspaceFolder}/.env"}}}}`
	vscodeProfile  = `{"servers":{"vs-profile":{"command":"node"}}}`
	vscodeProject  = `{"servers":{"vs-project":{"type":"sse","url":"https://s.example/sse"}}}`
	cursorUser     = `{"mcpServers":{"cursor-remote":{"url":"https://c.example/mcp","headers":{"Authorization":"Bearer ghp_abcdefghijklmnop1234"}}}}`
	cursorProject  = `{"mcpServers":{"cursor-project":{"command":"npx","envFile":".env"}}}`
	windsurf       = `{"mcpServers":{"ws":{"serverUrl":"https://w.example/mcp","disabled":true}}}`
	zed            = `{ // Zed
		"context_servers": {
			"zed-cmd": {"source": "custom", "command": "npx", "args": ["-y", "z"], "env": {}},
			"zed-old": {"command": {"path": "node", "args": ["a.js"]}},
			"zed-url": {"url": "https://z.example/mcp", "headers": {"X-Api-Key": "zk_live_abcdef123456"}},
			"zed-ext": {"source": "extension", "settings": {}},
		}}`
	continueUser = "mcpServers:\n  - name: cont-stdio\n    command: npx\n    args: [-y, c]\n  - name: cont-http\n    type: streamable-http\n    url: https://co.example/mcp\n"
	continueYAML = "name: Playwright\nversion: 0.0.1\nschema: v1\nmcpServers:\n  - name: cont-block\n    type: sse\n    url: https://cb.example/sse\n"
	continueJSON = `{"mcpServers":{"cont-json":{"command":"node"}}}`
	cline        = `{"mcpServers":{"cline-sse":{"url":"https://cl.example/sse","disabled":false,"autoApprove":[]},"cline-http":{"type":"streamableHttp","url":"https://cl.example/mcp"}}}`
	roo          = `{"mcpServers":{"roo":{"type":"streamable-http","url":"https://r.example/mcp"}}}`
	rooProject   = `{"mcpServers":{"roo-project":{"command":"python","args":["-m","x"]}}}`
	codex        = `model = "o3"

[mcp_servers.codex-stdio]
command = "npx"
args = ["-y", "x"]
env = { "GITHUB_TOKEN" = "ghp_0123456789abcdefghij" }

[mcp_servers.codex-http]
url = "https://cx.example/mcp"
bearer_token_env_var = "CX_TOKEN"
enabled = false
`
	gemini = `{"theme": "x", // comment
		"mcpServers": {"gem-sse": {"url": "https://g.example/sse"}, "gem-http": {"httpUrl": "https://g.example/mcp", "headers": {"Authorization": "Bearer ${GEM}"}}}}`
	goose = `GOOSE_PROVIDER: openai
extensions:
  developer:
    enabled: true
    type: builtin
    name: developer
  goose-stdio:
    enabled: true
    type: stdio
    cmd: uvx
    args: [mcp-server-fetch]
    envs: {}
  goose-http:
    enabled: false
    type: streamable_http
    uri: https://go.example/mcp
    headers: {}
`
	amazonQ    = `{"mcpServers":{"q":{"command":"uvx","args":["awslabs.core-mcp-server"],"disabled":true}}}`
	amazonQIDE = `{"name":"default","mcpServers":{"q-ide":{"type":"http","url":"https://q.example/mcp"}}}`
	amazonQCLI = `{"name":"dev","tools":["*"]}`
	junie      = `{"mcpServers":{"junie":{"command":"npx"}}}`
	copilotCLI = `{"mcpServers":{"copilot-cli":{"type":"http","url":"https://gh.example/mcp","headers":{"X-MCP-Toolsets":"repos"}}}}`
	copilotJB  = `{"servers":{"copilot-jb":{"type":"http","url":"https://j.example/mcp"}}}`
)

// fixtureHome lays out one file per location for an OS, under home; the
// project is home/proj.
func fixtureHome(t *testing.T, goos string) clientconfig.Platform {
	home := t.TempDir()
	appData := map[string]string{"linux": ".config", "darwin": "Library/Application Support", "windows": "AppData/Roaming"}[goos]
	xdg := ".config"
	zedDir, gooseDir, copilotDir := xdg+"/zed", xdg+"/goose", xdg+"/github-copilot/intellij"
	if goos == "windows" {
		zedDir, gooseDir, copilotDir = appData+"/Zed", appData+"/Block/goose/config", "AppData/Local/github-copilot/intellij"
	}
	files := map[string]string{
		appData + "/Claude/claude_desktop_config.json": claudeDesktop,
		".claude.json":                                claudeCode,
		"proj/.mcp.json":                              claudeProject,
		appData + "/Code/User/mcp.json":               vscodeUser,
		appData + "/Code/User/settings.json":          vscodeSettings,
		appData + "/Code/User/profiles/1a2b/mcp.json": vscodeProfile,
		"proj/.vscode/mcp.json":                       vscodeProject,
		".cursor/mcp.json":                            cursorUser,
		"proj/.cursor/mcp.json":                       cursorProject,
		".codeium/windsurf/mcp_config.json":           windsurf,
		zedDir + "/settings.json":                     zed,
		".continue/config.yaml":                       continueUser,
		"proj/.continue/mcpServers/playwright.yaml":   continueYAML,
		"proj/.continue/mcpServers/claude.json":       continueJSON,
		appData + "/Code/User/globalStorage/saoudrizwan.claude-dev/settings/cline_mcp_settings.json": cline,
		appData + "/Code/User/globalStorage/rooveterinaryinc.roo-cline/settings/mcp_settings.json":   roo,
		"proj/.roo/mcp.json":               rooProject,
		".codex/config.toml":               codex,
		".gemini/settings.json":            gemini,
		gooseDir + "/config.yaml":          goose,
		".aws/amazonq/mcp.json":            amazonQ,
		".aws/amazonq/agents/default.json": amazonQIDE,
		".aws/amazonq/cli-agents/dev.json": amazonQCLI,
		".junie/mcp/mcp.json":              junie,
		".copilot/mcp-config.json":         copilotCLI,
		copilotDir + "/mcp.json":           copilotJB,
	}
	for rel, body := range files {
		path := filepath.Join(home, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	env := map[string]string{}
	if goos == "windows" {
		env["APPDATA"] = filepath.Join(home, "AppData", "Roaming")
	}
	return clientconfig.Platform{OS: goos, Home: home, Project: filepath.Join(home, "proj"), Getenv: func(k string) string { return env[k] }}
}

// What each client's files hold: name/transport, "!" for disabled.
var wantByClient = map[string][]string{
	"claude-desktop": {"desk/stdio"},
	"claude-code":    {"cc-local/sse", "cc-project/stdio", "cc-user/http"},
	"vscode":         {"vs-profile/stdio", "vs-project/sse", "vs-settings/stdio", "vs-user/http"},
	"cursor":         {"cursor-project/stdio", "cursor-remote/http"},
	"windsurf":       {"ws/http!"},
	"zed":            {"zed-cmd/stdio", "zed-old/stdio", "zed-url/http"},
	"continue":       {"cont-block/sse", "cont-http/http", "cont-json/stdio", "cont-stdio/stdio"},
	"cline":          {"cline-http/http", "cline-sse/sse"},
	"roo-code":       {"roo-project/stdio", "roo/http"},
	"codex":          {"codex-http/http!", "codex-stdio/stdio"},
	"gemini":         {"gem-http/http", "gem-sse/sse"},
	"goose":          {"goose-http/http!", "goose-stdio/stdio"},
	"amazon-q":       {"q-ide/http", "q/stdio!"},
	"jetbrains":      {"copilot-jb/http", "junie/stdio"},
	"copilot-cli":    {"copilot-cli/http"},
}

func TestDiscoverEveryClientOnEveryOS(t *testing.T) {
	for _, goos := range []string{"linux", "darwin", "windows"} {
		t.Run(goos, func(t *testing.T) {
			p := fixtureHome(t, goos)
			got := map[string][]string{}
			files := 0
			for _, f := range clientconfig.Discover(p, clientconfig.Clients()) {
				if f.Err != nil {
					t.Errorf("%s %s: %v", f.Client, f.Path, f.Err)
				}
				if !strings.HasPrefix(f.Path, p.Home) {
					t.Errorf("%s read outside the home: %s", f.Client, f.Path)
				}
				files++
				for _, s := range f.Servers {
					entry := s.Name + "/" + s.Transport
					if s.Disabled {
						entry += "!"
					}
					got[f.Client] = append(got[f.Client], entry)
				}
			}
			for _, c := range clientconfig.Clients() {
				g := got[c.Name]
				sort.Strings(g)
				if !slices.Equal(g, wantByClient[c.Name]) {
					t.Errorf("%s: got %v, want %v", c.Name, g, wantByClient[c.Name])
				}
			}
			if len(got) != len(wantByClient) || files != 26 {
				t.Errorf("read %d files for %d clients, want 26 files for %d", files, len(got), len(wantByClient))
			}
		})
	}
}

func TestDiscoverOneClientAndOverrides(t *testing.T) {
	p := fixtureHome(t, "linux")
	codex, ok := clientconfig.ClientNamed("codex")
	if !ok {
		t.Fatal("no codex client")
	}
	files := clientconfig.Discover(p, []clientconfig.Client{codex})
	if len(files) != 1 || files[0].Client != "codex" || len(files[0].Servers) != 2 {
		t.Fatalf("codex only: %+v", files)
	}
	// CODEX_HOME and XDG_CONFIG_HOME move the user files.
	alt := t.TempDir()
	os.MkdirAll(filepath.Join(alt, "goose"), 0o755)
	os.WriteFile(filepath.Join(alt, "config.toml"), []byte("[mcp_servers.moved]\ncommand = \"x\"\n"), 0o600)
	os.WriteFile(filepath.Join(alt, "goose", "config.yaml"), []byte("extensions:\n  moved-goose:\n    type: stdio\n    cmd: x\n"), 0o600)
	p.Getenv = func(k string) string { return map[string]string{"CODEX_HOME": alt, "XDG_CONFIG_HOME": alt}[k] }
	goose, _ := clientconfig.ClientNamed("goose")
	var names []string
	for _, f := range clientconfig.Discover(p, []clientconfig.Client{codex, goose}) {
		for _, s := range f.Servers {
			names = append(names, s.Name)
		}
	}
	if !slices.Equal(names, []string{"moved", "moved-goose"}) {
		t.Errorf("with CODEX_HOME and XDG_CONFIG_HOME: %v", names)
	}
	// No project: project files are not looked for.
	p.Project = ""
	for _, c := range clientconfig.Clients() {
		for _, l := range c.Locations(p) {
			if l.Scope == "project" {
				t.Errorf("%s: project location %s without a project", c.Name, l.Path)
			}
		}
	}
	if _, ok := clientconfig.ClientNamed("nope"); ok {
		t.Error("unknown client found")
	}
}

// A malformed file is reported with its path; the others are still read.
func TestDiscoverReportsBadFiles(t *testing.T) {
	p := fixtureHome(t, "linux")
	os.WriteFile(filepath.Join(p.Home, ".cursor", "mcp.json"), []byte(`{"mcpServers": {"x": {}}}`), 0o600)
	os.WriteFile(filepath.Join(p.Home, ".codeium", "windsurf", "mcp_config.json"), []byte("{\"mcpServers\": {} // no\n}"), 0o600)
	errs := map[string]string{}
	servers := 0
	for _, f := range clientconfig.Discover(p, clientconfig.Clients()) {
		if f.Err != nil {
			errs[f.Client] = f.Err.Error()
		}
		servers += len(f.Servers)
	}
	if !strings.Contains(errs["cursor"], "neither a url nor a command") || !strings.Contains(errs["windsurf"], "no comments") || len(errs) != 2 {
		t.Errorf("errors: %v", errs)
	}
	if servers < 25 {
		t.Errorf("only %d servers read beside the bad files", servers)
	}
}
