// Package clientconfig reads the MCP client configuration files people
// already have: Claude Desktop's claude_desktop_config.json, Cursor's
// mcp.json ({"mcpServers": …}) and VS Code's .vscode/mcp.json ({"servers": …}).
// [Parse] returns each [Server], remote ([Server.Remote]) or stdio.
package clientconfig

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// MaxServers bounds the entries read from one file.
const MaxServers = 200

// Server is one configured MCP server: remote (URL) or stdio (Command).
type Server struct {
	Name    string
	URL     string            // remote servers
	Headers map[string]string // remote servers
	Command string            // stdio servers
	Args    []string
	Env     map[string]string
	Cwd     string
}

// Remote reports whether the server is reached over HTTP.
func (s Server) Remote() bool { return s.URL != "" }

type entry struct {
	Type      string            `json:"type"` // VS Code: stdio, http, sse
	URL       string            `json:"url"`
	ServerURL string            `json:"serverUrl"` // some clients spell it so
	Headers   map[string]string `json:"headers"`
	Command   string            `json:"command"`
	Args      []string          `json:"args"`
	Env       map[string]string `json:"env"`
	Cwd       string            `json:"cwd"`
}

// Parse reads any of the three formats. Servers come back sorted by name.
func Parse(data []byte) ([]Server, error) {
	var doc struct {
		MCPServers map[string]json.RawMessage `json:"mcpServers"`
		Servers    map[string]json.RawMessage `json:"servers"`
	}
	if err := json.Unmarshal(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")), &doc); err != nil {
		return nil, fmt.Errorf("not a JSON MCP client configuration: %w", err)
	}
	raw := doc.MCPServers
	if raw == nil {
		raw = doc.Servers
	}
	if raw == nil {
		return nil, fmt.Errorf(`no "mcpServers" (Claude Desktop, Cursor) or "servers" (VS Code) object found`)
	}
	if len(raw) > MaxServers {
		return nil, fmt.Errorf("%d servers configured; at most %d are read", len(raw), MaxServers)
	}
	var out []Server
	for name, r := range raw {
		var e entry
		if err := json.Unmarshal(r, &e); err != nil {
			return nil, fmt.Errorf("server %q: %w", name, err)
		}
		s := Server{Name: name, URL: e.URL, Headers: e.Headers, Command: e.Command, Args: e.Args, Env: e.Env, Cwd: e.Cwd}
		if s.URL == "" {
			s.URL = e.ServerURL
		}
		switch {
		case e.Type == "stdio" && s.Command == "":
			return nil, fmt.Errorf("server %q: type stdio needs a command", name)
		case (e.Type == "http" || e.Type == "sse") && s.URL == "":
			return nil, fmt.Errorf("server %q: type %s needs a url", name, e.Type)
		case s.URL == "" && s.Command == "":
			return nil, fmt.Errorf("server %q has neither a url nor a command", name)
		case s.URL != "" && !strings.HasPrefix(s.URL, "http://") && !strings.HasPrefix(s.URL, "https://"):
			return nil, fmt.Errorf("server %q: url %q is not http(s)", name, s.URL)
		}
		out = append(out, s)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}
