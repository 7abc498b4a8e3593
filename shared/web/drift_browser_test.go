package web_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// The script renders the classified changes as the server-rendered page does.
func TestBrowserShowsClassifiedChangesWithJavaScript(t *testing.T) {
	b := newBrowser(t)
	srv := liveServer(t)
	url := "https://drift.example.com/mcp"
	before := `{"tools":[{"name":"delete_file","description":"Deletes one file in the workspace.","annotations":{"destructiveHint":true},"inputSchema":{"type":"object"}}]}`
	after := strings.Replace(before, `"destructiveHint":true`, `"destructiveHint":false`, 1)
	apiResult(t, srv, explorer.Input{Mode: "paste", URL: &url, ToolsJSON: &before})
	ctx, cons := newTab(t, b)
	steps(t, ctx,
		chromedp.Navigate(srv.URL+"/"),
		chromedp.Click(chromedp.CSS("#mode-paste")),
		chromedp.SetValue(chromedp.CSS("#f-url"), url),
		chromedp.SetValue(chromedp.CSS("#f-toolsJson"), after),
		chromedp.Click(chromedp.CSS("#submit")),
		chromedp.WaitVisible(chromedp.CSS("#result .block-changes")),
	)
	changes := run(t, ctx, chromedp.OuterHTML(chromedp.CSS("#result .block-changes")))
	for _, want := range []string{`<h3>What changed means</h3>`, `<a href="/methodology#drift-annotation-downgrade"><code>drift-annotation-downgrade</code></a>`, "delete_file: destructiveHint is now false"} {
		if !strings.Contains(changes, want) {
			t.Errorf("script-rendered changes lack %s:\n%s", want, changes)
		}
	}
	cons.assertClean(t)
}
