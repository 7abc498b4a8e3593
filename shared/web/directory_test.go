package web_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// directoryList has one tool that meets the directory profile and one that
// lacks a title and explicit hints.
const directoryList = `{"tools":[` +
	`{"name":"get_weather","title":"Weather","description":"Current weather for a city.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true,"destructiveHint":false}},` +
	`{"name":"drop_table","description":"Drops a table.","inputSchema":{"type":"object"}}]}`

func TestPageShowsTheDirectoryChecklist(t *testing.T) {
	srv := newServer(t)
	_, page := postForm(t, srv, url.Values{"mode": {"paste"}, "toolsJson": {directoryList}, "remember": {"false"}})
	i := strings.Index(page, `class="block block-directory"`)
	if i < 0 {
		t.Fatal("no directory block")
	}
	block := page[i:]
	block = block[:strings.Index(block, "</section>")]
	for _, want := range []string{"2 items fail", `<code>get_weather</code> <span class="badge small risk-low">pass</span>`,
		`<code>drop_table</code> <span class="badge small risk-high">fail</span>`, `href="/methodology#directory-title"`, "not set explicitly: readOnlyHint, destructiveHint"} {
		if !strings.Contains(block, want) {
			t.Errorf("directory block lacks %q:\n%s", want, block)
		}
	}
}

func TestBrowserDirectoryBlockMatchesServer(t *testing.T) {
	b := newBrowser(t)
	srv := liveServer(t)
	text := func(script bool) string {
		ctx, cons := newTab(t, b)
		if !script {
			steps(t, ctx, noScript)
		}
		steps(t, ctx, append(pasteAndSubmit(srv.URL, directoryList), chromedp.WaitVisible(chromedp.CSS("#result .block-directory")))...)
		got := run(t, ctx, chromedp.TextContent(chromedp.CSS("#result .block-directory")))
		cons.assertClean(t)
		// The template puts line breaks between elements, the script none:
		// compare the text without white space.
		return strings.Join(strings.Fields(got), "")
	}
	withScript, without := text(true), text(false)
	if withScript != without || !strings.Contains(without, "drop_tablefail✗directory-title") {
		t.Errorf("the script renders %q, the server %q", withScript, without)
	}
}
