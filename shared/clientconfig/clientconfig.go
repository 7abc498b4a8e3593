// Package clientconfig finds and reads the MCP server configurations of the
// clients people use (Claude Desktop and Code, VS Code, Cursor, Windsurf,
// Zed, Continue, Cline, Roo Code, Codex, Gemini CLI, goose, Amazon Q,
// JetBrains), each file with a parser for its own format: JSON, JSON with
// comments, TOML or YAML: [Discover] finds the files of a [Platform],
// [Parse] reads one JSON file of any client.
package clientconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/tailscale/hujson"
)

// MaxServers bounds the entries read from one file.
const MaxServers = 500

// Transports.
const (
	Stdio = "stdio"
	HTTP  = "http" // Streamable HTTP
	SSE   = "sse"  // the 2024-11-05 HTTP+SSE transport
)

// Server is one configured MCP server: remote (URL) or stdio (Command).
type Server struct {
	Name      string
	Transport string            // Stdio, HTTP or SSE
	URL       string            // remote servers
	Headers   map[string]string // remote servers
	Command   string            // stdio servers
	Args      []string
	Env       map[string]string
	EnvFile   string
	Cwd       string
	Disabled  bool
	Project   string   // Claude Code's per-project entries: the project's path
	secrets   []Secret // literal credentials in the file, found while reading
}

// Remote reports whether the server is reached over HTTP.
func (s Server) Remote() bool { return s.Transport != Stdio }

// Format names a file format and the dialect of its server entries.
type Format string

// The formats read. JSON dialects differ in where servers live and in what
// an untyped "url" means.
const (
	FormatJSON           Format = "json"            // {"mcpServers"} or {"servers"}, no comments
	FormatJSONC          Format = "jsonc"           // the same, comments and trailing commas allowed
	FormatVSCodeSettings Format = "vscode-settings" // settings.json: {"mcp": {"servers"}}, JSONC
	FormatClaudeCode     Format = "claude-code"     // ~/.claude.json: mcpServers and projects[path].mcpServers
	FormatGemini         Format = "gemini"          // JSONC; "url" is SSE, "httpUrl" Streamable HTTP
	FormatCline          Format = "cline"           // JSON; an untyped "url" is SSE
	FormatZed            Format = "zed"             // settings.json: {"context_servers"}, JSONC
	FormatCodex          Format = "codex"           // config.toml: [mcp_servers.NAME]
	FormatGoose          Format = "goose"           // config.yaml: extensions
	FormatContinue       Format = "continue"        // config.yaml or a block file: mcpServers list
)

// ParseFormat reads one file in format f. Servers come back sorted by
// project, then name.
func ParseFormat(f Format, data []byte) ([]Server, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	var out []Server
	var err error
	switch f {
	case FormatCodex:
		if err := checkNesting(data, true); err != nil {
			return nil, err
		}
		out, err = parseCodex(data)
	case FormatGoose:
		out, err = parseGoose(data)
	case FormatContinue:
		out, err = parseContinue(data)
	default:
		out, err = parseJSONFormat(f, data)
	}
	if err != nil {
		return nil, err
	}
	if len(out) > MaxServers {
		return nil, fmt.Errorf("%d servers configured; at most %d are read", len(out), MaxServers)
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Project != out[j].Project {
			return out[i].Project < out[j].Project
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}

// Parse reads a JSON (or JSON with comments) file of any client, telling
// the dialect by its keys: mcpServers, servers, mcp.servers,
// context_servers, or Claude Code's projects.
func Parse(data []byte) ([]Server, error) {
	std, err := standardJSON(data, true)
	if err != nil {
		return nil, err
	}
	var probe map[string]json.RawMessage
	if err := json.Unmarshal(std, &probe); err != nil {
		return nil, fmt.Errorf("not a JSON MCP client configuration: %w", err)
	}
	f := FormatJSONC
	switch {
	case probe["projects"] != nil:
		f = FormatClaudeCode
	case probe["mcpServers"] == nil && probe["servers"] == nil && probe["context_servers"] != nil:
		f = FormatZed
	case probe["mcpServers"] == nil && probe["servers"] == nil && probe["mcp"] != nil:
		f = FormatVSCodeSettings
	}
	return ParseFormat(f, data)
}

// standardJSON strips comments and trailing commas when the client allows
// them, and says so when it does not.
func standardJSON(data []byte, comments bool) ([]byte, error) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	if err := checkNesting(data, false); err != nil {
		return nil, err
	}
	if !comments {
		if json.Valid(data) {
			return data, nil
		}
		if _, err := hujson.Standardize(bytes.Clone(data)); err == nil {
			return nil, fmt.Errorf("not valid JSON: this client's file allows no comments or trailing commas")
		}
	}
	std, err := hujson.Standardize(bytes.Clone(data))
	if err != nil {
		return nil, fmt.Errorf("not a JSON MCP client configuration: %w", err)
	}
	return std, nil
}

func parseJSONFormat(f Format, data []byte) ([]Server, error) {
	comments := f == FormatJSONC || f == FormatVSCodeSettings || f == FormatGemini || f == FormatZed
	std, err := standardJSON(data, comments)
	if err != nil {
		return nil, err
	}
	var doc struct {
		MCPServers     map[string]json.RawMessage `json:"mcpServers"`
		Servers        map[string]json.RawMessage `json:"servers"`
		ContextServers map[string]json.RawMessage `json:"context_servers"`
		MCP            struct {
			Servers map[string]json.RawMessage `json:"servers"`
		} `json:"mcp"`
		Projects map[string]struct {
			MCPServers map[string]json.RawMessage `json:"mcpServers"`
		} `json:"projects"`
	}
	if err := json.Unmarshal(std, &doc); err != nil {
		return nil, fmt.Errorf("not a JSON MCP client configuration: %w", err)
	}
	urlTransport := HTTP
	if f == FormatGemini || f == FormatCline {
		urlTransport = SSE
	}
	switch f {
	case FormatZed:
		return readMap(doc.ContextServers, "", readZed)
	case FormatVSCodeSettings:
		return readMap(doc.MCP.Servers, "", jsonEntry(urlTransport))
	case FormatClaudeCode:
		out, err := readMap(doc.MCPServers, "", jsonEntry(urlTransport))
		if err != nil {
			return nil, err
		}
		if len(doc.Projects) > MaxServers {
			return nil, fmt.Errorf("%d projects; at most %d are read", len(doc.Projects), MaxServers)
		}
		for path, p := range doc.Projects {
			servers, err := readMap(p.MCPServers, path, jsonEntry(urlTransport))
			if err != nil {
				return nil, fmt.Errorf("project %q: %w", path, err)
			}
			out = append(out, servers...)
		}
		return out, nil
	}
	raw := doc.MCPServers
	if raw == nil {
		raw = doc.Servers
	}
	if raw == nil {
		return nil, ErrNoServers
	}
	return readMap(raw, "", jsonEntry(urlTransport))
}

// readMap decodes each entry of a name → entry object. A nil server from
// read is an entry that is not an MCP server of its own (a Zed extension).
func readMap(raw map[string]json.RawMessage, project string, read func(name string, r json.RawMessage) (*Server, error)) ([]Server, error) {
	if len(raw) > MaxServers {
		return nil, fmt.Errorf("%d servers configured; at most %d are read", len(raw), MaxServers)
	}
	var out []Server
	for name, r := range raw {
		s, err := read(name, r)
		if err != nil {
			return nil, fmt.Errorf("server %q: %w", name, err)
		}
		if s != nil {
			s.Project = project
			out = append(out, *s)
		}
	}
	return out, nil
}

// entry is the JSON shape most clients share, with every key users report
// missed elsewhere: serverUrl (Windsurf), httpUrl (Gemini), type, headers,
// env, envFile (VS Code, Cursor), disabled (Cline, Roo, Windsurf, Amazon Q).
type entry struct {
	Type      string            `json:"type"`
	Transport string            `json:"transport"` // some clients and older files
	URL       string            `json:"url"`
	ServerURL string            `json:"serverUrl"`
	HTTPURL   string            `json:"httpUrl"`
	Headers   map[string]string `json:"headers"`
	Command   string            `json:"command"`
	Args      []string          `json:"args"`
	Env       map[string]string `json:"env"`
	EnvFile   string            `json:"envFile"`
	Cwd       string            `json:"cwd"`
	Disabled  bool              `json:"disabled"`
	Enabled   *bool             `json:"enabled"`
}

func jsonEntry(urlTransport string) func(string, json.RawMessage) (*Server, error) {
	return func(name string, r json.RawMessage) (*Server, error) {
		var e entry
		if err := json.Unmarshal(r, &e); err != nil {
			return nil, err
		}
		s := &Server{Name: name, URL: e.URL, Headers: e.Headers, Command: e.Command, Args: e.Args, Env: e.Env, EnvFile: e.EnvFile, Cwd: e.Cwd,
			Disabled: e.Disabled || (e.Enabled != nil && !*e.Enabled)}
		implied := urlTransport
		switch {
		case e.HTTPURL != "":
			s.URL, implied = e.HTTPURL, HTTP
		case e.ServerURL != "" && s.URL == "":
			s.URL, implied = e.ServerURL, HTTP
		}
		if err := s.settle(firstNonEmpty(e.Type, e.Transport), implied); err != nil {
			return nil, err
		}
		return s, nil
	}
}

// settle sets the transport from an explicit type or from the entry's
// shape, checks the entry is usable, and notes literal secrets.
func (s *Server) settle(typ, urlTransport string) error {
	switch strings.ToLower(strings.NewReplacer("-", "", "_", "").Replace(typ)) {
	case "":
		s.Transport = Stdio
		if s.URL != "" && s.Command == "" {
			s.Transport = urlTransport
		}
	case "stdio":
		s.Transport = Stdio
	case "http", "streamablehttp":
		s.Transport = HTTP
	case "sse":
		s.Transport = SSE
	default:
		return fmt.Errorf("unknown type %q (want stdio, http or sse)", typ)
	}
	switch {
	case s.Transport == Stdio && s.Command == "" && typ != "":
		return fmt.Errorf("type stdio needs a command")
	case s.Transport == Stdio && s.Command == "":
		return fmt.Errorf("has neither a url nor a command")
	case s.Transport != Stdio && s.URL == "":
		return fmt.Errorf("type %s needs a url", s.Transport)
	case s.Transport != Stdio && !strings.HasPrefix(s.URL, "http://") && !strings.HasPrefix(s.URL, "https://"):
		return fmt.Errorf("url %q is not http(s)", RedactURL(s.URL))
	}
	s.secrets = append(s.secrets, findSecrets(*s)...)
	return nil
}

func firstNonEmpty(a ...string) string {
	for _, s := range a {
		if s != "" {
			return s
		}
	}
	return ""
}

// readZed reads one of Zed's context_servers: a command (a string with
// args and env beside it, or the older {path, args, env} object) or a url
// with headers. Extension-provided servers have neither and are skipped.
func readZed(name string, r json.RawMessage) (*Server, error) {
	var e struct {
		Source  string            `json:"source"`
		Command json.RawMessage   `json:"command"`
		Args    []string          `json:"args"`
		Env     map[string]string `json:"env"`
		URL     string            `json:"url"`
		Headers map[string]string `json:"headers"`
		Enabled *bool             `json:"enabled"`
	}
	if err := json.Unmarshal(r, &e); err != nil {
		return nil, err
	}
	s := &Server{Name: name, Args: e.Args, Env: e.Env, URL: e.URL, Headers: e.Headers, Disabled: e.Enabled != nil && !*e.Enabled}
	if len(e.Command) > 0 && string(e.Command) != "null" {
		if err := json.Unmarshal(e.Command, &s.Command); err != nil {
			var c struct {
				Path string            `json:"path"`
				Args []string          `json:"args"`
				Env  map[string]string `json:"env"`
			}
			if err := json.Unmarshal(e.Command, &c); err != nil {
				return nil, fmt.Errorf("command: %w", err)
			}
			s.Command, s.Args, s.Env = c.Path, c.Args, c.Env
		}
	}
	if s.Command == "" && s.URL == "" && e.Source == "extension" {
		return nil, nil
	}
	if err := s.settle("", HTTP); err != nil {
		return nil, err
	}
	return s, nil
}
