package web_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/indextest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
)

// newIndexServer serves the real handler over a store holding a small
// index, one of whose servers sends hostile text everywhere it can.
func newIndexServer(t *testing.T) *httptest.Server {
	t.Helper()
	st := backends.Bolt(t)
	now := time.Now().UTC()
	indextest.Fill(t, st, now.Add(-time.Hour), "r1",
		indextest.Server{Name: "io.example/hostile", ServerName: `<svg onload=alert(2)>`,
			ToolsJSON: `[{"name":"run<img src=x onerror=alert(3)>","description":"Run a shell command on the host.","inputSchema":{"type":"object"}}]`,
			Claims:    index.Claims{Version: `1.0.0"><script>alert(4)</script>`, Title: `<script>alert("t")</script>`, Description: `"><img src=x onerror=alert(1)>` + "\u202e" + `evil`}},
		indextest.Server{Name: "io.example/echo", ServerName: "echo",
			ToolsJSON: `[{"name":"echo","description":"Echo the text back.","inputSchema":{"type":"object","properties":{"text":{"type":"string","description":"Text"}},"required":["text"],"additionalProperties":false},"annotations":{"readOnlyHint":true}}]`,
			Claims:    index.Claims{Version: "1.0.0", Description: "Echoes"}},
	)
	// echo's schema opens up: a classified change.
	indextest.Fill(t, st, now, "r2", indextest.Server{Name: "io.example/echo", ServerName: "echo",
		ToolsJSON: `[{"name":"echo","description":"Echo the text back.","inputSchema":{"type":"object","properties":{"text":{"type":"string","description":"Text"}},"required":["text"]},"annotations":{"readOnlyHint":true}}]`,
		Claims:    index.Claims{Version: "1.0.0", Description: "Echoes", URL: "https://1.example/mcp"}})
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{Store: st}}))
	t.Cleanup(srv.Close)
	return srv
}

func getPage(t *testing.T, srv *httptest.Server, path string) (*http.Response, string) {
	t.Helper()
	resp, err := srv.Client().Get(srv.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, string(b)
}

var hostileMarkup = regexp.MustCompile(`(?i)<(script>|img src=x|svg onload)`)

func TestIndexPage(t *testing.T) {
	srv := newIndexServer(t)
	resp, body := getPage(t, srv, "/index")
	if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") ||
		!strings.Contains(resp.Header.Get("Content-Security-Policy"), "default-src 'self'") || resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("status %d, headers %v", resp.StatusCode, resp.Header)
	}
	if m := hostileMarkup.FindString(body); m != "" {
		t.Errorf("hostile markup %q reached the page", m)
	}
	for _, want := range []string{`&lt;script&gt;alert(&#34;t&#34;)&lt;/script&gt;`, `&#34;&gt;&lt;img src=x onerror=alert(1)&gt;`, `U+202E`,
		`href="/index/io.example/hostile"`, `href="/index/io.example/echo"`, `Servers 1–2 of 2`} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	// The hostile server has a high-risk tool: it comes first by default.
	if strings.Index(body, "/index/io.example/hostile") > strings.Index(body, "/index/io.example/echo") {
		t.Error("default order is not by risk")
	}

	_, body = getPage(t, srv, "/index?risk=high")
	if strings.Contains(body, "/index/io.example/echo") || !strings.Contains(body, "/index/io.example/hostile") {
		t.Error("risk=high shows the low-risk server or hides the high-risk one")
	}
	_, body = getPage(t, srv, "/index?q=echoes")
	if !strings.Contains(body, "/index/io.example/echo\"") || strings.Contains(body, "/index/io.example/hostile\"") {
		t.Error("q=echoes does not find exactly the echo server")
	}

	// Paged without JavaScript: a Next link carries the filters and cursor.
	_, body = getPage(t, srv, "/index?sort=name&limit=1")
	next := regexp.MustCompile(`href="(/index\?[^"]*cursor=[^"]*)" rel="next"`).FindStringSubmatch(body)
	if next == nil || !strings.Contains(body, "/index/io.example/echo\"") || strings.Contains(body, "/index/io.example/hostile\"") {
		t.Fatalf("first page of one: next %v", next)
	}
	_, body = getPage(t, srv, strings.ReplaceAll(next[1], "&amp;", "&"))
	if !strings.Contains(body, "/index/io.example/hostile\"") || strings.Contains(body, `rel="next"`) {
		t.Error("the second page does not hold the other server, or offers a third")
	}
	// Column headings sort; the current one reverses.
	_, body = getPage(t, srv, "/index?sort=name")
	if !strings.Contains(body, `href="/index?order=desc&amp;sort=name"`) {
		t.Error("the Server heading does not offer the reversed name order")
	}

	if resp, _ := getPage(t, srv, "/index?risk=extreme&limit=9999"); resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("invalid filter: %d", resp.StatusCode)
	}
}

func TestIndexServerPage(t *testing.T) {
	srv := newIndexServer(t)
	resp, body := getPage(t, srv, "/index/io.example/hostile")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Security-Policy") == "" {
		t.Fatalf("status %d", resp.StatusCode)
	}
	if m := hostileMarkup.FindString(body); m != "" {
		t.Errorf("hostile markup %q reached the page", m)
	}
	for _, want := range []string{
		`&lt;svg onload=alert(2)&gt;`, `run&lt;img src=x onerror=alert(3)&gt;`, `1.0.0&#34;&gt;&lt;script&gt;alert(4)&lt;/script&gt;`,
		`src="/badge/io.example/hostile.svg"`, `[![MCP risk index: io.example/hostile](`, `/methodology#`, `/?mode=connect&amp;url=`, `rel="nofollow">Check it live now`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	_, body = getPage(t, srv, "/index/io.example/echo")
	for _, want := range []string{
		`<span class="badge small risk-medium">medium</span> <a href="/methodology#drift-schema-widened"><code>drift-schema-widened</code></a> echo: the input schema accepts more: additionalProperties is no longer false`,
		`1 changed <code>echo</code>`,
	} {
		if !strings.Contains(body, want) {
			t.Errorf("the echo page lacks %q", want)
		}
	}
	if resp, _ := getPage(t, srv, "/index/io.example/missing"); resp.StatusCode != 404 {
		t.Errorf("missing server: %d", resp.StatusCode)
	}
}

func TestIndexWithoutStore(t *testing.T) {
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{}}))
	defer srv.Close()
	for _, path := range []string{"/index", "/api/v1/index", "/badge/io.example/x.svg"} {
		if resp, body := getPage(t, srv, path); resp.StatusCode != http.StatusNotImplemented || !strings.Contains(body, "not-implemented") {
			t.Errorf("%s without a store: %d %s", path, resp.StatusCode, body)
		}
	}
}
