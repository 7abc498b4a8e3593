package mcpclient_test

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/appstest"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

func countMethod(methods []string, m string) int {
	n := 0
	for _, x := range methods {
		if x == m {
			n++
		}
	}
	return n
}

// Two tools name one view: it is read once, in both generations, with its
// _meta.ui and HTML as sent.
func TestInspectReadsTheViewsToolsName(t *testing.T) {
	for name, opts := range map[string]mcp.StreamableHTTPOptions{
		"stateless 2026-07-28 JSON": {Stateless: true, JSONResponse: true},
		"stateful classic SSE":      {},
	} {
		t.Run(name, func(t *testing.T) {
			server := appstest.Broad()
			rec := &recorder{h: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &opts)}
			url, sopts := startServer(t, rec)
			c := &mcpclient.Client{HTTP: safehttp.NewClient(sopts), Deadline: 10 * time.Second}
			got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
			if err != nil {
				t.Fatal(err)
			}
			if n := countMethod(rec.rpcMethods(), "resources/read"); n != 1 {
				t.Errorf("resources/read sent %d times, want 1: %v", n, rec.rpcMethods())
			}
			if len(got.UIResources) != 1 {
				t.Fatalf("ui resources %+v", got.UIResources)
			}
			r := got.UIResources[0]
			if r.URI != "ui://broad/dashboard" || r.MimeType != appstest.MimeType || r.HTML != appstest.BroadHTML || r.Error != "" || r.Truncated {
				t.Errorf("read %+v", r)
			}
			if !strings.Contains(string(r.Meta), `"connectDomains":["https://*"]`) || !strings.Contains(string(r.Meta), `"camera"`) {
				t.Errorf("meta %s", r.Meta)
			}
			if len(got.Warnings) != 0 {
				t.Errorf("warnings %q", got.Warnings)
			}
		})
	}
}

// Reads stop at MaxUIResources distinct views, keep at most MaxUIHTMLBytes
// of HTML, report a failed read, and skip URIs outside ui:// or too long.
func TestUIResourceReadsAreBounded(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "many-views", Version: "1"}, nil)
	tool := func(name, uri string) {
		mcp.AddTool(s, &mcp.Tool{Name: name, Description: "Shows a view.", Meta: mcp.Meta{"ui": map[string]any{"resourceUri": uri}}},
			func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
	}
	tool("a_web", "https://views.example/x")                             // not ui://: never read
	tool("a_long", "ui://"+strings.Repeat("x", mcpclient.MaxUIURIBytes)) // too long: never read
	tool("b_missing", "ui://v/missing")
	big := "<html>" + strings.Repeat("x", mcpclient.MaxUIHTMLBytes) + "</html>"
	for i := range mcpclient.MaxUIResources + 1 {
		uri := fmt.Sprintf("ui://v/%d", i)
		tool(fmt.Sprintf("c_view_%d", i), uri)
		html := "<html></html>"
		if i == 0 {
			html = big
		}
		s.AddResource(&mcp.Resource{URI: uri, Name: "v", MIMEType: appstest.MimeType}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: uri, MIMEType: appstest.MimeType, Text: html}}}, nil
		})
	}
	rec := &recorder{h: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})}
	url, sopts := startServer(t, rec)
	c := &mcpclient.Client{HTTP: safehttp.NewClient(sopts), Deadline: 10 * time.Second}
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := countMethod(rec.rpcMethods(), "resources/read"); n != mcpclient.MaxUIResources {
		t.Errorf("resources/read sent %d times, want %d", n, mcpclient.MaxUIResources)
	}
	var uris []string
	for _, r := range got.UIResources {
		uris = append(uris, r.URI)
		switch r.URI {
		case "ui://v/missing":
			if r.Error == "" {
				t.Errorf("missing view read without error: %+v", r)
			}
		case "ui://v/0":
			if !r.Truncated || len(r.HTML) != mcpclient.MaxUIHTMLBytes {
				t.Errorf("big view: truncated %v, %d bytes", r.Truncated, len(r.HTML))
			}
		default:
			if r.Error != "" || r.Truncated || r.HTML != "<html></html>" {
				t.Errorf("view %+v", r)
			}
		}
	}
	want := []string{"ui://v/missing"}
	for i := range mcpclient.MaxUIResources - 1 {
		want = append(want, fmt.Sprintf("ui://v/%d", i))
	}
	if !slices.Equal(uris, want) {
		t.Errorf("read %v, want %v", uris, want)
	}
	if !slices.ContainsFunc(got.Warnings, func(w string) bool { return strings.Contains(w, "read the first 8") }) {
		t.Errorf("no warning about the views left unread: %q", got.Warnings)
	}
}

func TestUIResourceURI(t *testing.T) {
	for raw, want := range map[string]string{
		`{"name":"a","_meta":{"ui":{"resourceUri":"ui://x/y"}}}`:                         "ui://x/y",
		`{"name":"a","_meta":{"ui/resourceUri":"ui://flat"}}`:                            "ui://flat",
		`{"name":"a","_meta":{"ui":{"resourceUri":7},"ui/resourceUri":"ui://fallback"}}`: "ui://fallback",
		`{"name":"a","_meta":{"ui":"ui://not-an-object"}}`:                               "",
		`{"name":"a","_meta":null}`:                                                      "",
		`{"name":"a"}`:                                                                   "",
		`[1]`:                                                                            "",
	} {
		if got := mcpclient.UIResourceURI([]byte(raw)); got != want {
			t.Errorf("UIResourceURI(%s) = %q, want %q", raw, got, want)
		}
	}
}

// A view's _meta.ui comes from its resources/read content item, else from
// its resources/list entry.
func TestUIResourceMetaFallsBackToTheListing(t *testing.T) {
	s := mcp.NewServer(&mcp.Implementation{Name: "listed-meta", Version: "1"}, nil)
	for _, v := range []struct{ uri, listed, read string }{
		{"ui://m/listed", "https://listed.example", ""},
		{"ui://m/both", "https://listed.example", "https://read.example"},
	} {
		mcp.AddTool(s, &mcp.Tool{Name: strings.TrimPrefix(v.uri, "ui://m/"), Description: "Shows a view.", Meta: mcp.Meta{"ui": map[string]any{"resourceUri": v.uri}}},
			func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
		csp := func(origin string) mcp.Meta {
			return mcp.Meta{"ui": map[string]any{"csp": map[string]any{"connectDomains": []string{origin}}}}
		}
		content := &mcp.ResourceContents{URI: v.uri, MIMEType: appstest.MimeType, Text: "<html></html>"}
		if v.read != "" {
			content.Meta = csp(v.read)
		}
		s.AddResource(&mcp.Resource{URI: v.uri, Name: "v", MIMEType: appstest.MimeType, Meta: csp(v.listed)}, func(context.Context, *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{content}}, nil
		})
	}
	url, sopts := startServer(t, mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(sopts), Deadline: 10 * time.Second}
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"ui://m/listed": "https://listed.example", "ui://m/both": "https://read.example"}
	for _, r := range got.UIResources {
		if !strings.Contains(string(r.Meta), want[r.URI]) {
			t.Errorf("%s: meta %s, want the origin %s", r.URI, r.Meta, want[r.URI])
		}
		delete(want, r.URI)
	}
	if len(want) != 0 {
		t.Errorf("not read: %v", want)
	}
}

func FuzzUIResourceURI(f *testing.F) {
	f.Add(`{"name":"a","_meta":{"ui":{"resourceUri":"ui://x/y"}}}`)
	f.Add(`{"_meta":{"ui/resourceUri":"ui://flat","ui":[]}}`)
	f.Fuzz(func(t *testing.T, raw string) {
		if uri := mcpclient.UIResourceURI([]byte(raw)); len(uri) > len(raw) {
			t.Fatalf("%q from %d bytes", uri, len(raw))
		}
	})
}
