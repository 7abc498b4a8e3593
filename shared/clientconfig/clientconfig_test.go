package clientconfig_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
)

func TestParseFormats(t *testing.T) {
	tests := map[string]string{
		"claude desktop": `{"mcpServers":{"fs":{"command":"npx","args":["-y","@modelcontextprotocol/server-filesystem","/tmp"],"env":{"DEBUG":"1"}},"remote":{"url":"https://mcp.example.com/mcp"}}}`,
		"cursor":         `{"mcpServers":{"remote":{"url":"https://mcp.example.com/mcp","headers":{"Authorization":"Bearer x"}},"fs":{"command":"node","args":["server.js"]}}}`,
		"vscode":         `{"inputs":[],"servers":{"remote":{"type":"http","url":"https://mcp.example.com/mcp"},"fs":{"type":"stdio","command":"node","args":["server.js"]}}}`,
	}
	for name, cfg := range tests {
		t.Run(name, func(t *testing.T) {
			got, err := clientconfig.Parse([]byte(cfg))
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != 2 || got[0].Name != "fs" || got[0].Remote() || got[0].Command == "" || !got[1].Remote() || got[1].URL != "https://mcp.example.com/mcp" {
				t.Errorf("got %+v", got)
			}
		})
	}
	for cfg, want := range map[string]string{
		`{}`:                                 "no \"mcpServers\"",
		`{"mcpServers":{"x":{}}}`:            "neither a url nor a command",
		`{"servers":{"x":{"type":"stdio"}}}`: "needs a command",
		`{"mcpServers":{"x":{"url":"file:///etc/passwd"}}}`: "not http(s)",
		`not json`: "not a JSON",
		`{"mcpServers":{"x":{"command":"a","args":"not-a-list"}}}`: "server \"x\"",
	} {
		if _, err := clientconfig.Parse([]byte(cfg)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err %v, want %q", cfg, err, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(`{"mcpServers":{"a":{"command":"node","args":["x"]},"b":{"url":"https://x.example/mcp"}}}`)
	f.Add(`{"servers":{"a":{"type":"http","url":"http://x"}}}`)
	f.Fuzz(func(t *testing.T, data string) {
		servers, err := clientconfig.Parse([]byte(data))
		if err != nil {
			return
		}
		for _, s := range servers {
			if s.Remote() == (s.Command != "" && s.URL == "") || (s.URL == "" && s.Command == "") {
				t.Fatalf("inconsistent server %+v", s)
			}
		}
	})
}
