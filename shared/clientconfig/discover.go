package clientconfig

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"gopkg.in/yaml.v3"
)

// MaxFileBytes bounds one configuration file (~/.claude.json keeps
// history and grows to megabytes).
const MaxFileBytes = 32 << 20

// maxDirFiles bounds the files read from one configuration directory.
const maxDirFiles = 100

// ErrNoServers says a file has no MCP server section at all; discovery
// reads that as no servers (a Gemini settings.json without mcpServers).
var ErrNoServers = errors.New(`no "mcpServers" or "servers" object found`)

// Platform is where to look: the operating system's layout, the user's
// home, the current project and the environment (APPDATA, XDG_CONFIG_HOME,
// CODEX_HOME…). Tests pass a fixture home for each layout.
type Platform struct {
	OS      string // linux, darwin or windows (as runtime.GOOS)
	Home    string
	Project string // "" for none
	Getenv  func(string) string
}

func (p Platform) env(k string) string {
	if p.Getenv == nil {
		return ""
	}
	return p.Getenv(k)
}

// xdgConfig is $XDG_CONFIG_HOME or ~/.config, which Zed, goose and
// Copilot use on macOS too.
func (p Platform) xdgConfig() string {
	if d := p.env("XDG_CONFIG_HOME"); d != "" && p.OS != "windows" {
		return d
	}
	return filepath.Join(p.Home, ".config")
}

// appData is where Electron apps keep their settings: %APPDATA%,
// ~/Library/Application Support or $XDG_CONFIG_HOME.
func (p Platform) appData() string {
	switch p.OS {
	case "windows":
		if d := p.env("APPDATA"); d != "" {
			return d
		}
		return filepath.Join(p.Home, "AppData", "Roaming")
	case "darwin":
		return filepath.Join(p.Home, "Library", "Application Support")
	}
	return p.xdgConfig()
}

func (p Platform) localAppData() string {
	if d := p.env("LOCALAPPDATA"); d != "" {
		return d
	}
	return filepath.Join(p.Home, "AppData", "Local")
}

// Location is one place a client keeps servers.
type Location struct {
	Path   string
	Scope  string // user or project
	Format Format
	Dir    bool // every .json, .yaml and .yml file in Path
}

// Client is one MCP client that scan knows.
type Client struct {
	Name      string // for --client
	Title     string
	locations func(p Platform) []Location
}

// Locations lists where the client keeps servers on p, existing or not.
func (c Client) Locations(p Platform) []Location {
	var out []Location
	for _, l := range c.locations(p) {
		if l.Scope == "project" {
			if p.Project == "" {
				continue
			}
			l.Path = filepath.Join(p.Project, l.Path)
		}
		out = append(out, l)
	}
	return out
}

func user(f Format, path ...string) Location {
	return Location{Path: filepath.Join(path...), Scope: "user", Format: f}
}

func project(f Format, path ...string) Location {
	return Location{Path: filepath.Join(path...), Scope: "project", Format: f}
}

func dir(l Location) Location { l.Dir = true; return l }

// vscodeHosts are the VS Code builds whose user folders hold settings and
// extension storage (Cline and Roo Code run in the forks too).
var vscodeHosts = []string{"Code", "Code - Insiders", "VSCodium"}

func extensionStorage(p Platform, extension, file string) []Location {
	var out []Location
	for _, host := range append(vscodeHosts, "Cursor", "Windsurf") {
		out = append(out, user(FormatCline, p.appData(), host, "User", "globalStorage", extension, "settings", file))
	}
	return out
}

// Clients lists every client scan knows, with where each keeps servers.
// Sources: each client's documentation (code.visualstudio.com/docs/copilot/
// reference/mcp-configuration, docs.cursor.com, docs.windsurf.com,
// zed.dev/docs, docs.continue.dev, docs.cline.bot, docs.roocode.com,
// developers.openai.com/codex/mcp, geminicli.com/docs/tools/mcp-server,
// block.github.io/goose/docs/guides/config-files, docs.aws.amazon.com
// amazonq qdev-mcp, jetbrains.com/help/junie, docs.github.com copilot, Claude
// Code's MCP docs).
func Clients() []Client {
	return []Client{
		{"claude-desktop", "Claude Desktop", func(p Platform) []Location {
			return []Location{user(FormatJSON, p.appData(), "Claude", "claude_desktop_config.json")}
		}},
		{"claude-code", "Claude Code", func(p Platform) []Location {
			home := p.Home
			if d := p.env("CLAUDE_CONFIG_DIR"); d != "" {
				home = d
			}
			return []Location{user(FormatClaudeCode, home, ".claude.json"), project(FormatJSON, ".mcp.json")}
		}},
		{"vscode", "VS Code", func(p Platform) []Location {
			var out []Location
			for _, host := range vscodeHosts {
				userDir := filepath.Join(p.appData(), host, "User")
				dirs := append([]string{userDir}, subdirs(filepath.Join(userDir, "profiles"))...)
				for _, d := range dirs { // the default profile, then each named one
					out = append(out, user(FormatJSONC, d, "mcp.json"), user(FormatVSCodeSettings, d, "settings.json"))
				}
			}
			return append(out, project(FormatJSONC, ".vscode", "mcp.json"), project(FormatVSCodeSettings, ".vscode", "settings.json"))
		}},
		{"cursor", "Cursor", func(p Platform) []Location {
			return []Location{user(FormatJSONC, p.Home, ".cursor", "mcp.json"), project(FormatJSONC, ".cursor", "mcp.json")}
		}},
		{"windsurf", "Windsurf", func(p Platform) []Location {
			return []Location{user(FormatJSON, p.Home, ".codeium", "windsurf", "mcp_config.json")}
		}},
		{"zed", "Zed", func(p Platform) []Location {
			if p.OS == "windows" {
				return []Location{user(FormatZed, p.appData(), "Zed", "settings.json"), project(FormatZed, ".zed", "settings.json")}
			}
			out := []Location{user(FormatZed, p.xdgConfig(), "zed", "settings.json"), project(FormatZed, ".zed", "settings.json")}
			if p.OS == "darwin" { // newer builds; older ones use ~/.config/zed
				out = append(out, user(FormatZed, p.appData(), "Zed", "settings.json"))
			}
			return out
		}},
		{"continue", "Continue", func(p Platform) []Location {
			return []Location{user(FormatContinue, p.Home, ".continue", "config.yaml"),
				dir(user(FormatContinue, p.Home, ".continue", "mcpServers")), dir(project(FormatContinue, ".continue", "mcpServers"))}
		}},
		{"cline", "Cline", func(p Platform) []Location {
			return append(extensionStorage(p, "saoudrizwan.claude-dev", "cline_mcp_settings.json"),
				user(FormatCline, p.Home, ".cline", "data", "settings", "cline_mcp_settings.json"))
		}},
		{"roo-code", "Roo Code", func(p Platform) []Location {
			return append(extensionStorage(p, "rooveterinaryinc.roo-cline", "mcp_settings.json"), project(FormatCline, ".roo", "mcp.json"))
		}},
		{"codex", "OpenAI Codex CLI", func(p Platform) []Location {
			home := filepath.Join(p.Home, ".codex")
			if d := p.env("CODEX_HOME"); d != "" {
				home = d
			}
			return []Location{user(FormatCodex, home, "config.toml"), project(FormatCodex, ".codex", "config.toml")}
		}},
		{"gemini", "Gemini CLI", func(p Platform) []Location {
			return []Location{user(FormatGemini, p.Home, ".gemini", "settings.json"), project(FormatGemini, ".gemini", "settings.json")}
		}},
		{"goose", "goose", func(p Platform) []Location {
			if p.OS == "windows" {
				return []Location{user(FormatGoose, p.appData(), "Block", "goose", "config", "config.yaml")}
			}
			return []Location{user(FormatGoose, p.xdgConfig(), "goose", "config.yaml")}
		}},
		{"amazon-q", "Amazon Q Developer", func(p Platform) []Location {
			q := filepath.Join(p.Home, ".aws", "amazonq")
			return []Location{user(FormatJSON, q, "mcp.json"), user(FormatJSON, q, "agents", "default.json"),
				dir(user(FormatJSON, q, "cli-agents")), project(FormatJSON, ".amazonq", "mcp.json"), dir(project(FormatJSON, ".amazonq", "cli-agents"))}
		}},
		{"copilot-cli", "GitHub Copilot CLI", func(p Platform) []Location {
			home := filepath.Join(p.Home, ".copilot")
			if d := p.env("COPILOT_HOME"); d != "" {
				home = d
			}
			return []Location{user(FormatJSON, home, "mcp-config.json")}
		}},
		{"jetbrains", "JetBrains (Junie, GitHub Copilot)", func(p Platform) []Location {
			copilot := filepath.Join(p.xdgConfig(), "github-copilot", "intellij", "mcp.json")
			if p.OS == "windows" {
				copilot = filepath.Join(p.localAppData(), "github-copilot", "intellij", "mcp.json")
			}
			return []Location{user(FormatJSON, p.Home, ".junie", "mcp", "mcp.json"), project(FormatJSON, ".junie", "mcp", "mcp.json"), user(FormatJSONC, copilot)}
		}},
	}
}

// ClientNamed finds a client by its --client name.
func ClientNamed(name string) (Client, bool) {
	for _, c := range Clients() {
		if c.Name == name {
			return c, true
		}
	}
	return Client{}, false
}

// File is one configuration file that exists, and what it holds.
type File struct {
	Client  string
	Path    string
	Scope   string
	Servers []Server
	Err     error // unreadable or malformed; its servers are not read
}

// Discover reads every location of clients that exists on p.
func Discover(p Platform, clients []Client) []File {
	var out []File
	seen := map[string]bool{}
	for _, c := range clients {
		for _, l := range c.Locations(p) {
			paths := []string{l.Path}
			if l.Dir {
				paths = dirFiles(l.Path)
			}
			for _, path := range paths {
				key := c.Name + "\x00" + filepath.Clean(path)
				if seen[key] {
					continue
				}
				seen[key] = true
				f, ok := readFile(c.Name, l, path)
				if ok {
					out = append(out, f)
				}
			}
		}
	}
	return out
}

// subdirs lists the directories in dir, sorted, bounded.
func subdirs(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && len(out) < maxDirFiles {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	return out
}

// dirFiles lists the configuration files of a directory, sorted, bounded.
func dirFiles(dir string) []string {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		ext := strings.ToLower(filepath.Ext(e.Name()))
		if e.Type().IsRegular() && (ext == ".json" || ext == ".yaml" || ext == ".yml") {
			out = append(out, filepath.Join(dir, e.Name()))
		}
	}
	sort.Strings(out)
	if len(out) > maxDirFiles {
		out = out[:maxDirFiles]
	}
	return out
}

// readFile reads one location; ok is false when there is no such file.
func readFile(client string, l Location, path string) (File, bool) {
	f := File{Client: client, Path: path, Scope: l.Scope}
	data, err := ReadLimited(path)
	if errors.Is(err, os.ErrNotExist) {
		return f, false
	}
	if err != nil {
		f.Err = err
		return f, true
	}
	format := l.Format
	if l.Dir && strings.EqualFold(filepath.Ext(path), ".json") && format == FormatContinue {
		format = FormatJSON // Continue reads Claude-style JSON files dropped in mcpServers/
	}
	f.Servers, f.Err = ParseFormat(format, data)
	if errors.Is(f.Err, ErrNoServers) {
		f.Err = nil
	}
	return f, true
}

// ReadLimited reads a regular file of at most MaxFileBytes. It looks
// before it opens: a project's file may be a link to a pipe, which would
// block.
func ReadLimited(path string) ([]byte, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	switch {
	case st.IsDir():
		return nil, fmt.Errorf("%s is a directory", path)
	case !st.Mode().IsRegular():
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	file, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer file.Close()
	data, err := io.ReadAll(io.LimitReader(file, MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("%s is over %d MiB", path, MaxFileBytes>>20)
	}
	return data, nil
}

// Local is this machine: runtime.GOOS, the home from HOME (USERPROFILE on
// Windows, then the system's idea of it) and the working directory.
func Local(goos string, getenv func(string) string) Platform {
	home := getenv("HOME")
	if goos == "windows" && getenv("USERPROFILE") != "" {
		home = getenv("USERPROFILE")
	}
	if home == "" {
		home, _ = os.UserHomeDir()
	}
	wd, _ := os.Getwd()
	return Platform{OS: goos, Home: home, Project: wd, Getenv: getenv}
}

// ParseFile reads a file named on the command line: in the format of
// client's location with the same file name when client is given, else by
// its extension (.toml Codex, .yaml goose or Continue) and keys.
func ParseFile(path, client string, data []byte) ([]Server, error) {
	if c, ok := ClientNamed(client); ok {
		for _, l := range c.locations(Platform{Getenv: func(string) string { return "" }}) {
			if !l.Dir && filepath.Base(l.Path) == filepath.Base(path) {
				return ParseFormat(l.Format, data)
			}
		}
	}
	switch strings.ToLower(filepath.Ext(path)) {
	case ".toml":
		return ParseFormat(FormatCodex, data)
	case ".yaml", ".yml":
		var probe map[string]any
		if err := yaml.Unmarshal(data, &probe); err != nil {
			return nil, fmt.Errorf("not a YAML configuration: %w", err)
		}
		if _, ok := probe["extensions"]; ok {
			return ParseFormat(FormatGoose, data)
		}
		return ParseFormat(FormatContinue, data)
	}
	return Parse(data)
}
