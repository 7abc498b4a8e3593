package clientconfig_test

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
)

func secretsOf(t *testing.T, f clientconfig.Format, cfg string) map[string][]string {
	t.Helper()
	servers, err := clientconfig.ParseFormat(f, []byte(cfg))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	for _, s := range servers {
		for _, sec := range s.Secrets() {
			out[s.Name] = append(out[s.Name], sec.String())
		}
	}
	return out
}

func TestLiteralSecretsAreFoundByName(t *testing.T) {
	got := secretsOf(t, clientconfig.FormatJSON, `{"mcpServers":{
		"bearer":   {"url":"https://a.example/mcp","headers":{"Authorization":"Bearer abcdef0123456789"}},
		"apikey":   {"url":"https://a.example/mcp?api_key=k3y-abcdef&page=2","headers":{"X-API-Key":"abc123def456","Accept":"application/json"}},
		"userinfo": {"url":"https://bob:hunter2secret@a.example/mcp"},
		"envvar":   {"url":"https://a.example/mcp","headers":{"Authorization":"Bearer ${env:TOKEN}","X-Key":"${input:key}"}},
		"stdio":    {"command":"npx","args":["server","--api-key=sk-abcdefghijklmnop","--token","tok_0123456789","postgresql://u:pa55word@db/x","--port","8080"],
		             "env":{"GITHUB_PERSONAL_ACCESS_TOKEN":"ghp_abcdefghijklmnopqrst","DEBUG":"1","SESSION_TIMEOUT":"300","LOG_DIR":"/var/log/x","AUTH_URL":"https://auth.example/token","AUTHOR":"Jane Doe-Smith"}},
		"placeholders": {"command":"x","env":{"API_KEY":"<YOUR_API_KEY>","TOKEN":"YOUR_TOKEN","SECRET":"xxxx","PASSWORD":"$DB_PASSWORD"}},
		"shaped":   {"command":"x","env":{"SOMETHING":"xoxb-1234567890-abcdef"}},
		"inpath":   {"url":"https://mcp.example/api/sk-live0123456789abcdef/mcp"}}}`)
	want := map[string][]string{
		"bearer":   {"header Authorization"},
		"apikey":   {"header X-API-Key", "url query api_key"},
		"userinfo": {"url password of https://bob:xxxxx@a.example/mcp"},
		"stdio":    {"arg --api-key", "arg --token", "arg password of postgresql://u:xxxxx@db/x", "env GITHUB_PERSONAL_ACCESS_TOKEN"},
		"shaped":   {"env SOMETHING"},
		"inpath":   {"url path segment"},
	}
	for name, w := range want {
		if !slices.Equal(got[name], w) {
			t.Errorf("%s: got %v, want %v", name, got[name], w)
		}
	}
	for name := range got {
		if want[name] == nil {
			t.Errorf("%s: false positive %v", name, got[name])
		}
	}
}

func TestSecretLine(t *testing.T) {
	cfg := "{\n  \"mcpServers\": {\n    \"x\": {\"url\": \"https://a.example\",\n      \"headers\": {\"Authorization\": \"Bearer abcdef0123456789\"}}}}"
	servers, err := clientconfig.ParseFormat(clientconfig.FormatJSON, []byte(cfg))
	if err != nil || len(servers[0].Secrets()) != 1 {
		t.Fatal(servers, err)
	}
	if line := servers[0].Secrets()[0].Line([]byte(cfg)); line != 4 {
		t.Errorf("line %d, want 4", line)
	}
	if line := servers[0].Secrets()[0].Line([]byte("other")); line != 0 {
		t.Errorf("line in another file %d, want 0", line)
	}
}

func TestCodexBearerTokenIsASecret(t *testing.T) {
	got := secretsOf(t, clientconfig.FormatCodex, "[mcp_servers.x]\nurl = \"https://a.example/mcp\"\nbearer_token = \"abcdef0123456789\"\n[mcp_servers.y]\nurl = \"https://a.example/mcp\"\nbearer_token_env_var = \"Y_TOKEN\"\nenv_http_headers = { \"X-Key\" = \"Y_KEY\" }\n")
	if !slices.Equal(got["x"], []string{"key bearer_token"}) || got["y"] != nil {
		t.Errorf("got %v", got)
	}
}

func TestRedactURL(t *testing.T) {
	for in, want := range map[string]string{
		"https://a.example/mcp":                           "https://a.example/mcp",
		"https://a.example/mcp?token=abcdef123456&page=2": "https://a.example/mcp?page=2&token=REDACTED",
		"https://u:secretpass@a.example/mcp":              "https://u:xxxxx@a.example/mcp",
		"%zz":                                             "(unparseable url)",
	} {
		if got := clientconfig.RedactURL(in); got != want {
			t.Errorf("RedactURL(%q) = %q, want %q", in, got, want)
		}
	}
}

// Whatever the URL, a credential found in it never survives redaction.
func FuzzRedactURL(f *testing.F) {
	f.Add("https://u:p4ssw0rd99@a.example/mcp?api_key=abcdef123&x=1")
	f.Add("http://a.example/?token=Bearer%20abcdefghij")
	f.Fuzz(func(t *testing.T, raw string) {
		servers, err := clientconfig.ParseFormat(clientconfig.FormatJSON, []byte(`{"mcpServers":{"x":{"url":`+quote(raw)+`}}}`))
		if err != nil || len(servers) != 1 {
			return
		}
		red := clientconfig.RedactURL(raw)
		for _, v := range servers[0].SecretValues() {
			// The same characters may also stand where they are no secret
			// (a host "000A000" holds a password "000A00"), or be made by
			// escaping another byte (a host byte 0xDA written "%DA00000"
			// beside a password "A00000"): counted in what a reader decodes,
			// redaction must take away at least the secret's own occurrence.
			if len(v) >= 6 && strings.Contains(unescaped(red), v) && strings.Count(unescaped(red), v) >= strings.Count(unescaped(raw), v) {
				t.Fatalf("RedactURL(%q) = %q keeps %q", raw, red, v)
			}
		}
	})
}

// unescaped is s with its percent-escapes undone, or s if it has a broken one.
func unescaped(s string) string {
	if u, err := url.PathUnescape(s); err == nil {
		return u
	}
	return s
}

func quote(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteString(`\` + string(r))
		case r < 0x20:
			b.WriteString(`\u00` + string("0123456789abcdef"[r>>4]) + string("0123456789abcdef"[r&15]))
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// A key in the URL's path (as some services issue it) is redacted like
// one in the query.
func TestRedactURLHidesAKeyInThePath(t *testing.T) {
	for raw, want := range map[string]string{
		"https://mcp.example/api/sk-live0123456789abcdef/mcp": "https://mcp.example/api/REDACTED/mcp",
		"https://mcp.example/s/ghp_abcdefghijklmnop?page=2":   "https://mcp.example/s/REDACTED?page=2",
		"https://mcp.example/mcp/${env:KEY}/x":                "https://mcp.example/mcp/$%7Benv:KEY%7D/x",
		"https://mcp.example/v1/mcp":                          "https://mcp.example/v1/mcp",
	} {
		if got := clientconfig.RedactURL(raw); got != want {
			t.Errorf("RedactURL(%s) = %s, want %s", raw, got, want)
		}
	}
}
