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
		`{}`: "no \"mcpServers\"",
		`{"mcpServers":{"x":{"type":"ws","url":"wss://x"}}}`: "unknown type",
		`{"mcpServers":{"x":{}}}`:                            "neither a url nor a command",
		`{"servers":{"x":{"type":"stdio"}}}`:                 "needs a command",
		`{"mcpServers":{"x":{"url":"file:///etc/passwd"}}}`:  "not http(s)",
		`not json`: "not a JSON",
		`{"mcpServers":{"x":{"command":"a","args":"not-a-list"}}}`: "server \"x\"",
	} {
		if _, err := clientconfig.Parse([]byte(cfg)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: err %v, want %q", cfg, err, want)
		}
	}
}

func TestParseFormatErrors(t *testing.T) {
	for _, c := range []struct {
		f         clientconfig.Format
		cfg, want string
	}{
		{clientconfig.FormatJSON, "{\"mcpServers\": {}, // a comment\n}", "allows no comments"},
		{clientconfig.FormatCodex, "[mcp_servers.x\n", "not a TOML"},
		{clientconfig.FormatCodex, "[mcp_servers.x]\nurl = \"ftp://x\"\n", "not http(s)"},
		{clientconfig.FormatGoose, "extensions: [", "not a YAML"},
		{clientconfig.FormatGoose, "extensions:\n  x:\n    type: sse\n", "needs a url"},
		{clientconfig.FormatContinue, "mcpServers:\n  - name: x\n    type: stdio\n", "needs a command"},
		{clientconfig.FormatZed, `{"context_servers":{"x":{"command":7}}}`, "command"},
	} {
		if _, err := clientconfig.ParseFormat(c.f, []byte(c.cfg)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s %q: err %v, want %q", c.f, c.cfg, err, c.want)
		}
	}
	// Parse tells the JSON dialects apart by their keys.
	for cfg, want := range map[string]string{
		`{"projects":{"/p":{"mcpServers":{"a":{"command":"x"}}}}}`:  "a@/p",
		`{"context_servers":{"z":{"url":"https://z.example"}}}`:     "z@",
		`{"mcp":{"servers":{"v":{"type":"sse","url":"http://v"}}}}`: "v@",
	} {
		got, err := clientconfig.Parse([]byte(cfg))
		if err != nil || len(got) != 1 || got[0].Name+"@"+got[0].Project != want {
			t.Errorf("%s: %+v %v", cfg, got, err)
		}
	}
}

func checkServers(t *testing.T, servers []clientconfig.Server) {
	for _, s := range servers {
		if s.Remote() != (s.Transport == clientconfig.HTTP || s.Transport == clientconfig.SSE) || (s.Remote() && s.URL == "") || (!s.Remote() && s.Command == "") {
			t.Fatalf("inconsistent server %+v", s)
		}
	}
}

func FuzzParse(f *testing.F) {
	f.Add(`{"mcpServers":{"a":{"command":"node","args":["x"]},"b":{"url":"https://x.example/mcp"}}}`)
	f.Add(`{"servers":{"a":{"type":"http","url":"http://x"}}}`)
	f.Add(`{"projects":{"/p":{"mcpServers":{"a":{"httpUrl":"https://x","headers":{"Authorization":"Bearer abcdef123"}}}}}}`)
	f.Add("{\"context_servers\":{\"z\":{\"command\":{\"path\":\"x\"}}}, // c\n}")
	f.Fuzz(func(t *testing.T, data string) {
		servers, err := clientconfig.Parse([]byte(data))
		if err != nil {
			return
		}
		checkServers(t, servers)
	})
}

func FuzzParseCodex(f *testing.F) {
	f.Add("[mcp_servers.a]\ncommand = \"node\"\nargs = [\"x\"]\n[mcp_servers.b]\nurl = \"https://x.example/mcp\"\nbearer_token_env_var = \"T\"\nenabled = false\n")
	f.Fuzz(func(t *testing.T, data string) {
		servers, err := clientconfig.ParseFormat(clientconfig.FormatCodex, []byte(data))
		if err == nil {
			checkServers(t, servers)
		}
	})
}

func FuzzParseGoose(f *testing.F) {
	f.Add("extensions:\n  a:\n    type: stdio\n    cmd: uvx\n    args: [x]\n  b:\n    type: streamable_http\n    uri: https://x.example/mcp\n    enabled: false\n")
	f.Fuzz(func(t *testing.T, data string) {
		servers, err := clientconfig.ParseFormat(clientconfig.FormatGoose, []byte(data))
		if err == nil {
			checkServers(t, servers)
		}
	})
}

func FuzzParseContinue(f *testing.F) {
	f.Add("mcpServers:\n  - name: a\n    command: npx\n  - name: b\n    type: sse\n    url: https://x.example/sse\n    requestOptions:\n      headers: {Authorization: Bearer x}\n")
	f.Fuzz(func(t *testing.T, data string) {
		servers, err := clientconfig.ParseFormat(clientconfig.FormatContinue, []byte(data))
		if err == nil {
			checkServers(t, servers)
		}
	})
}
