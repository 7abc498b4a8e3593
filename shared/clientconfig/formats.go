package clientconfig

import (
	"bytes"
	"fmt"

	"github.com/BurntSushi/toml"
	"gopkg.in/yaml.v3"
)

// parseCodex reads the [mcp_servers.NAME] tables of Codex's config.toml:
// command, args, env, cwd for stdio; url, bearer_token_env_var,
// http_headers, env_http_headers for Streamable HTTP; enabled = false.
// (developers.openai.com/codex/mcp; codex-rs config mcp_types.rs)
func parseCodex(data []byte) ([]Server, error) {
	var doc struct {
		MCPServers map[string]struct {
			Command           string            `toml:"command"`
			Args              []string          `toml:"args"`
			Env               map[string]string `toml:"env"`
			Cwd               string            `toml:"cwd"`
			URL               string            `toml:"url"`
			BearerToken       string            `toml:"bearer_token"`
			BearerTokenEnvVar string            `toml:"bearer_token_env_var"`
			HTTPHeaders       map[string]string `toml:"http_headers"`
			EnvHTTPHeaders    map[string]string `toml:"env_http_headers"`
			Enabled           *bool             `toml:"enabled"`
		} `toml:"mcp_servers"`
	}
	if _, err := toml.NewDecoder(bytes.NewReader(data)).Decode(&doc); err != nil {
		return nil, fmt.Errorf("not a TOML configuration: %w", err)
	}
	if len(doc.MCPServers) > MaxServers {
		return nil, fmt.Errorf("%d servers configured; at most %d are read", len(doc.MCPServers), MaxServers)
	}
	var out []Server
	for name, e := range doc.MCPServers {
		s := Server{Name: name, Command: e.Command, Args: e.Args, Env: e.Env, Cwd: e.Cwd, URL: e.URL, Headers: map[string]string{},
			Disabled: e.Enabled != nil && !*e.Enabled}
		for k, v := range e.HTTPHeaders {
			s.Headers[k] = v
		}
		for k, v := range e.EnvHTTPHeaders {
			s.Headers[k] = "${" + v + "}"
		}
		if e.BearerTokenEnvVar != "" {
			s.Headers["Authorization"] = "Bearer ${" + e.BearerTokenEnvVar + "}"
		}
		if err := s.settle("", HTTP); err != nil {
			return nil, fmt.Errorf("server %q: %w", name, err)
		}
		if e.BearerToken != "" {
			s.Headers["Authorization"] = "Bearer " + e.BearerToken
			if literal("bearer_token", e.BearerToken) {
				s.secrets = append(s.secrets, Secret{"key", "bearer_token", e.BearerToken})
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// parseGoose reads goose's config.yaml extensions: type stdio (cmd, args,
// envs), sse or streamable_http (uri, headers), enabled. Built-in and
// platform extensions run inside goose and are skipped.
// (block.github.io/goose/docs/guides/config-files)
func parseGoose(data []byte) ([]Server, error) {
	var doc struct {
		Extensions map[string]struct {
			Type    string            `yaml:"type"`
			Enabled *bool             `yaml:"enabled"`
			Cmd     string            `yaml:"cmd"`
			Args    []string          `yaml:"args"`
			Envs    map[string]string `yaml:"envs"`
			URI     string            `yaml:"uri"`
			Headers map[string]string `yaml:"headers"`
		} `yaml:"extensions"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("not a YAML configuration: %w", err)
	}
	if len(doc.Extensions) > MaxServers {
		return nil, fmt.Errorf("%d extensions configured; at most %d are read", len(doc.Extensions), MaxServers)
	}
	var out []Server
	for name, e := range doc.Extensions {
		switch e.Type {
		case "builtin", "platform", "frontend", "inline_python":
			continue
		}
		s := Server{Name: name, Command: e.Cmd, Args: e.Args, Env: e.Envs, URL: e.URI, Headers: e.Headers, Disabled: e.Enabled != nil && !*e.Enabled}
		if err := s.settle(e.Type, HTTP); err != nil {
			return nil, fmt.Errorf("extension %q: %w", name, err)
		}
		out = append(out, s)
	}
	return out, nil
}

// parseContinue reads Continue's config.yaml, or a block file in
// .continue/mcpServers/: an mcpServers list of {name, type, command, args,
// env, cwd, url, requestOptions.headers}.
// (docs.continue.dev/customize/deep-dives/mcp)
func parseContinue(data []byte) ([]Server, error) {
	var doc struct {
		MCPServers []struct {
			Name           string            `yaml:"name"`
			Type           string            `yaml:"type"`
			Command        string            `yaml:"command"`
			Args           []string          `yaml:"args"`
			Env            map[string]string `yaml:"env"`
			Cwd            string            `yaml:"cwd"`
			URL            string            `yaml:"url"`
			RequestOptions struct {
				Headers map[string]string `yaml:"headers"`
			} `yaml:"requestOptions"`
		} `yaml:"mcpServers"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("not a YAML configuration: %w", err)
	}
	if len(doc.MCPServers) > MaxServers {
		return nil, fmt.Errorf("%d servers configured; at most %d are read", len(doc.MCPServers), MaxServers)
	}
	var out []Server
	for i, e := range doc.MCPServers {
		name := e.Name
		if name == "" {
			name = fmt.Sprintf("#%d", i+1)
		}
		s := Server{Name: name, Command: e.Command, Args: e.Args, Env: e.Env, Cwd: e.Cwd, URL: e.URL, Headers: e.RequestOptions.Headers}
		if err := s.settle(e.Type, HTTP); err != nil {
			return nil, fmt.Errorf("server %q: %w", name, err)
		}
		out = append(out, s)
	}
	return out, nil
}
