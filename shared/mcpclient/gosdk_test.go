package mcpclient_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

type searchArgs struct {
	Query string `json:"query" jsonschema:"what to look for"`
}

// newSDKServer builds a go-sdk server with two tools, a resource, a
// template and a prompt, restricted to versions (nil: all the SDK speaks).
func newSDKServer(versions []string, pageSize int) *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "sdk-fixture", Version: "1.2.3"}, &mcp.ServerOptions{
		Instructions:              "Use search first.",
		SupportedProtocolVersions: versions,
		PageSize:                  pageSize,
	})
	mcp.AddTool(s, &mcp.Tool{Name: "search", Description: "Search the index"},
		func(context.Context, *mcp.CallToolRequest, searchArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	mcp.AddTool(s, &mcp.Tool{Name: "delete_file", Description: "Delete a file"},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	read := func(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, Text: "# Readme"}}}, nil
	}
	s.AddResource(&mcp.Resource{URI: "file:///readme.md", Name: "readme", MIMEType: "text/markdown"}, read)
	s.AddResourceTemplate(&mcp.ResourceTemplate{URITemplate: "file:///logs/{day}", Name: "logs"}, read)
	s.AddPrompt(&mcp.Prompt{Name: "summarize", Description: "Summarize a document"},
		func(context.Context, *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return &mcp.GetPromptResult{}, nil
		})
	return s
}

var classicOnly = []string{"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

func TestGoSDKServers(t *testing.T) {
	for _, tc := range []struct {
		name       string
		versions   []string
		pageSize   int
		opts       mcp.StreamableHTTPOptions
		generation string
		protocol   string
		transport  string
		toolPages  int
	}{
		{"stateless 2026-07-28 JSON", nil, 0, mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true},
			mcpclient.Modern, "2026-07-28", "json", 1},
		{"stateful classic SSE, one item per page", classicOnly, 1, mcp.StreamableHTTPOptions{},
			mcpclient.Classic, "2025-11-25", "sse", 2},
		// A stateful go-sdk server answers discover but serves 2026-07-28 to
		// nothing else; its supportedVersions say so.
		{"stateful, default versions", nil, 0, mcp.StreamableHTTPOptions{},
			mcpclient.Classic, "2025-11-25", "sse", 1},
		{"stateless, classic versions only, JSON", classicOnly, 0, mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true},
			mcpclient.Classic, "2025-11-25", "json", 1},
		{"pinned to 2025-06-18", []string{"2025-06-18"}, 0, mcp.StreamableHTTPOptions{},
			mcpclient.Classic, "2025-06-18", "sse", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			server := newSDKServer(tc.versions, tc.pageSize)
			rec := &recorder{h: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &tc.opts)}
			url, opts := startServer(t, rec)
			c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second}
			got, err := c.Inspect(t.Context(), serverURL(t, url), http.Header{"Authorization": {"Bearer secret"}})
			if err != nil {
				t.Fatalf("Inspect: %v (server saw %v)", err, rec.rpcMethods())
			}
			if got.Generation != tc.generation || got.ProtocolVersion != tc.protocol || got.Transport != tc.transport {
				t.Errorf("generation %q protocol %q transport %q, want %q %q %q",
					got.Generation, got.ProtocolVersion, got.Transport, tc.generation, tc.protocol, tc.transport)
			}
			if names := toolNames(t, got.Tools); !slices.Equal(sorted(names), []string{"delete_file", "search"}) {
				t.Errorf("tools %v", names)
			}
			if !strings.Contains(string(got.Tools[slices.Index(toolNames(t, got.Tools), "search")]), `"query"`) {
				t.Errorf("search tool lost its input schema: %s", got.Tools[0])
			}
			if len(got.Resources) != 1 || got.Resources[0].URI != "file:///readme.md" || got.Resources[0].Name != "readme" ||
				got.Resources[0].MimeType == nil || *got.Resources[0].MimeType != "text/markdown" {
				t.Errorf("resources %+v", got.Resources)
			}
			if len(got.ResourceTemplates) != 1 || got.ResourceTemplates[0].URITemplate != "file:///logs/{day}" {
				t.Errorf("templates %+v", got.ResourceTemplates)
			}
			if len(got.Prompts) != 1 || got.Prompts[0].Name != "summarize" || got.Prompts[0].Description == nil {
				t.Errorf("prompts %+v", got.Prompts)
			}
			if got.ServerName == nil || *got.ServerName != "sdk-fixture" || got.ServerVersion == nil || *got.ServerVersion != "1.2.3" {
				t.Errorf("server info %v %v", got.ServerName, got.ServerVersion)
			}
			if got.Instructions == nil || *got.Instructions != "Use search first." {
				t.Errorf("instructions %v", got.Instructions)
			}
			for _, cap := range []string{"prompts", "resources", "tools"} {
				if !slices.Contains(got.Capabilities, cap) {
					t.Errorf("capabilities %v lack %q", got.Capabilities, cap)
				}
			}
			if got.Pages["tools/list"] != tc.toolPages {
				t.Errorf("pages %v, want %d for tools/list", got.Pages, tc.toolPages)
			}
			if len(got.Warnings) != 0 {
				t.Errorf("warnings %q", got.Warnings)
			}
			if got.Bytes <= 0 {
				t.Errorf("bytes %d", got.Bytes)
			}
			if methods := sorted(rec.rpcMethods()); tc.generation == mcpclient.Modern && !slices.Equal(methods, []string{
				"prompts/list", "resources/list", "resources/templates/list", "server/discover", "tools/list"}) {
				t.Errorf("a 2026-07-28 inspection sent %v", methods)
			}
			for _, e := range rec.exchanges() {
				if e.Header.Get("Authorization") != "Bearer secret" {
					t.Errorf("%s %s without the caller's Authorization header", e.HTTPMethod, e.RPCMethod)
				}
			}
			if tc.generation == mcpclient.Classic {
				checkClassicSession(t, rec, tc.protocol, tc.opts.Stateless)
			}
		})
	}
}

// checkClassicSession verifies the session headers and that a session, if
// the server issued one, is deleted (in the background, so poll briefly).
func checkClassicSession(t *testing.T, rec *recorder, version string, stateless bool) {
	t.Helper()
	var sid string
	afterInit := false
	for _, e := range rec.exchanges() {
		switch {
		case e.RPCMethod == "initialize":
			afterInit = true
		case afterInit && e.HTTPMethod == http.MethodPost && e.Header.Get("MCP-Protocol-Version") != mcpclient.Modern:
			// (a late probe request may still arrive after initialize)
			if sid == "" {
				sid = e.Header.Get("Mcp-Session-Id")
			}
			if got := e.Header.Get("Mcp-Session-Id"); got != sid || (got == "") != stateless {
				t.Errorf("%s sent Mcp-Session-Id %q, want %q", e.RPCMethod, got, sid)
			}
			if got := e.Header.Get("MCP-Protocol-Version"); got != version {
				t.Errorf("%s sent MCP-Protocol-Version %q, want %q", e.RPCMethod, got, version)
			}
		}
	}
	if stateless {
		return
	}
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		for _, e := range rec.exchanges() {
			if e.HTTPMethod == http.MethodDelete && e.Header.Get("Mcp-Session-Id") == sid {
				return
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Errorf("session %q was never deleted", sid)
}

func TestGenerationCache(t *testing.T) {
	server := newSDKServer(classicOnly, 0)
	rec := &recorder{h: mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)}
	url, opts := startServer(t, rec)
	cache := &mapCache{}
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Cache: cache, Deadline: 10 * time.Second}
	for i := range 2 {
		got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
		if err != nil || got.Generation != mcpclient.Classic || len(got.Tools) != 2 {
			t.Fatalf("inspection %d: %+v, %v", i, got, err)
		}
	}
	methods := rec.rpcMethods()
	if n := countOf(methods, "server/discover"); n != 1 {
		t.Errorf("server/discover sent %d times, want only on the cold run: %v", n, methods)
	}
	if n := countOf(methods, "initialize"); n != 2 {
		t.Errorf("initialize sent %d times: %v", n, methods)
	}
	if cache.puts != 1 || cache.m["http://"+strings.TrimPrefix(url, "http://")] != mcpclient.Classic {
		t.Errorf("cache %v after %d puts", cache.m, cache.puts)
	}

	// A cached generation that went stale is re-probed: this server is
	// modern only and refuses initialize the way such servers do.
	modernServer := newSDKServer(nil, 0)
	sdk := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return modernServer },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	rec2 := &recorder{h: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Mcp-Method") == "" {
			http.Error(w, "missing Mcp-Method header", http.StatusBadRequest)
			return
		}
		sdk.ServeHTTP(w, r)
	})}
	url2, opts2 := startServer(t, rec2)
	origin2 := "http://" + strings.TrimPrefix(url2, "http://")
	cache.Put(t.Context(), origin2, mcpclient.Classic)
	c2 := &mcpclient.Client{HTTP: safehttp.NewClient(opts2), Cache: cache, Deadline: 10 * time.Second}
	got, err := c2.Inspect(t.Context(), serverURL(t, url2), nil)
	if err != nil || got.Generation != mcpclient.Modern || len(got.Tools) != 2 {
		t.Fatalf("stale cache: %+v, %v (server saw %v)", got, err, rec2.rpcMethods())
	}
	if cache.m[origin2] != mcpclient.Modern {
		t.Errorf("stale entry not replaced: %v", cache.m)
	}
}

func countOf(list []string, v string) int {
	n := 0
	for _, x := range list {
		if x == v {
			n++
		}
	}
	return n
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
