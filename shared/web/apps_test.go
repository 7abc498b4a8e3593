package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// appsInspector stands in for a server with one MCP Apps view that may
// connect anywhere, and an app-only tool.
type appsInspector struct{}

func (appsInspector) Inspect(_ context.Context, u serverurl.URL, _ http.Header) (*mcpclient.Inspection, error) {
	return &mcpclient.Inspection{
		URL: u.String(), ProtocolVersion: mcpclient.Modern, Generation: mcpclient.Modern, Transport: "json",
		Capabilities: []string{"resources", "tools"}, Pages: map[string]int{"tools/list": 1},
		Tools: []json.RawMessage{
			json.RawMessage(`{"name":"show_board","description":"Shows the project board.","inputSchema":{"type":"object"},"_meta":{"ui":{"resourceUri":"ui://board/view"}}}`),
			json.RawMessage(`{"name":"move_card","description":"Moves a card to another column.","inputSchema":{"type":"object"},"_meta":{"ui":{"resourceUri":"ui://board/view","visibility":["app"]}}}`),
		},
		UIResources: []mcpclient.UIResource{{URI: "ui://board/view", MimeType: analysis.AppMimeType,
			Meta: json.RawMessage(`{"csp":{"connectDomains":["*"]},"permissions":{"microphone":{}}}`),
			HTML: `<script src="https://cdn.board.example/b.js"></script>`}},
	}, nil
}

func TestPageShowsTheMCPAppsBlock(t *testing.T) {
	ex := &explorer.Explorer{Store: backends.Bolt(t), Inspector: appsInspector{}}
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: ex}))
	t.Cleanup(srv.Close)
	const target = "https://board.example/mcp"
	live := target
	res := apiResult(t, srv, explorer.Input{Mode: "connect", URL: &live, Remember: new(bool)})
	resp, page := get(t, srv.URL+"/?"+url.Values{"mode": {"connect"}, "url": {target}, "remember": {"false"}}.Encode())
	if resp.StatusCode != 200 {
		t.Fatalf("status %d", resp.StatusCode)
	}
	assertMatchesAPI(t, page, res)
	i := strings.Index(page, `class="block block-apps"`)
	if i < 0 {
		t.Fatal("no MCP Apps block")
	}
	block := page[i:]
	block = block[:strings.Index(block, "</section>")]
	for _, want := range []string{
		"<code>show_board</code>", "<code>ui://board/view</code>", "model, app (default)", "<code>move_card</code>", ">app<",
		"<li>connectDomains: *</li>", "<li>permissions: microphone</li>", "<li>scripts from: https://cdn.board.example</li>",
		`<a class="rule" href="/methodology#app-csp-wildcard">app-csp-wildcard</a>`,
		`<a class="rule" href="/methodology#app-only-tool">app-only-tool</a>`,
		`<span class="badge risk-high">high</span>`,
	} {
		if !strings.Contains(block, want) {
			t.Errorf("MCP Apps block lacks %q:\n%s", want, block)
		}
	}
}

func TestMethodologyExplainsMCPApps(t *testing.T) {
	_, page := get(t, newServer(t).URL+"/methodology")
	for _, want := range []string{
		`<section id="apps"`, `href="https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"`,
		"at most 8 distinct resources, at most 5 seconds", "at most 256 KiB of HTML",
		`<article class="rule" id="app-csp-wildcard"`, `<article class="rule" id="app-only-tool"`, `href="#apps"`,
	} {
		if !strings.Contains(page, want) {
			t.Errorf("methodology lacks %q", want)
		}
	}
}

// The script renders the MCP Apps block as the server's page does.
func TestBrowserMCPAppsBlockWithJavaScript(t *testing.T) {
	b := newBrowser(t)
	ex := &explorer.Explorer{Store: backends.Bolt(t), Inspector: appsInspector{}}
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: ex}))
	t.Cleanup(srv.Close)
	const target = "https://board.example/mcp"
	_, page := get(t, srv.URL+"/?"+url.Values{"mode": {"connect"}, "url": {target}, "remember": {"false"}}.Encode())

	ctx, cons := newTab(t, b)
	steps(t, ctx,
		chromedp.Navigate(srv.URL+"/"),
		chromedp.Click(chromedp.CSS("#mode-connect")),
		chromedp.SetValue(chromedp.CSS("#f-url"), target),
		chromedp.Click(chromedp.CSS("#submit")),
		chromedp.WaitVisible(chromedp.CSS("#result .block-apps")),
	)
	type appsView struct {
		Rules, Reach, Badges, Codes []string
	}
	const read = `(() => { const b = document.querySelector("%s .block-apps"); const all = (s) => [...b.querySelectorAll(s)].map((e) => e.textContent);
		return { Rules: all("a.rule"), Reach: all("ul.reach li"), Badges: all(".badge"), Codes: all("code") }; })()`
	script := run(t, ctx, chromedp.Evaluate[appsView](fmt.Sprintf(read, "#result")))
	steps(t, ctx, chromedp.Navigate("about:blank"), chromedp.Evaluate[chromedp.Void](`document.documentElement.innerHTML = `+strconv.Quote(page)))
	server := run(t, ctx, chromedp.Evaluate[appsView](fmt.Sprintf(read, "body")))
	if !reflect.DeepEqual(script, server) || len(script.Rules) == 0 || len(script.Reach) == 0 {
		t.Errorf("script-rendered MCP Apps block %+v, server-rendered %+v", script, server)
	}
	cons.assertClean(t)
}
