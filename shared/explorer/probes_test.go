package explorer_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// probeServer is a go-sdk server with the named tools, each with its own
// description; cache, if set, decides the caching hints.
func probeServer(cache func(*mcp.Cacheable), versions []string, tools ...string) *mcp.Server {
	opts := &mcp.ServerOptions{SupportedProtocolVersions: versions}
	if cache != nil {
		opts.SetCacheable = func(_ context.Context, _ mcp.Request, c *mcp.Cacheable) { cache(c) }
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "probe-fixture", Version: "1.0.0"}, opts)
	for _, name := range tools {
		mcp.AddTool(s, &mcp.Tool{Name: name, Description: "Does " + name + " for the catalog, as its name says."},
			func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
	}
	return s
}

var classicVersions = []string{"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

type pick func(r *http.Request, body []byte) *mcp.Server

// serve serves the server pick chooses per request (stateless servers
// choose on every request, stateful ones at initialize), counting POSTs,
// and lets edit rewrite JSON results by method.
func serve(t *testing.T, choose pick, opts mcp.StreamableHTTPOptions, edit func(body []byte, method string, result map[string]any)) (url string, posts *atomic.Int32) {
	t.Helper()
	type bodyKey struct{}
	sdk := mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		return choose(r, r.Context().Value(bodyKey{}).([]byte))
	}, &opts)
	posts = &atomic.Int32{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		r = r.WithContext(context.WithValue(r.Context(), bodyKey{}, body))
		if r.Method == http.MethodPost {
			posts.Add(1)
		}
		var msg struct {
			Method string `json:"method"`
		}
		json.Unmarshal(body, &msg)
		if edit == nil || msg.Method == "" {
			sdk.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		sdk.ServeHTTP(rec, r)
		out := rec.Body.Bytes()
		var reply map[string]any
		if json.Unmarshal(out, &reply) == nil {
			if result, ok := reply["result"].(map[string]any); ok {
				edit(body, msg.Method, result)
				out, _ = json.Marshal(reply)
			}
		}
		for k, v := range rec.Header() {
			if k != "Content-Length" {
				w.Header()[k] = v
			}
		}
		w.WriteHeader(rec.Code)
		w.Write(out)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp", posts
}

func always(s *mcp.Server) pick { return func(*http.Request, []byte) *mcp.Server { return s } }

// byClient shows agents (clientInfo claude-code) other tools than scanners.
func byClient(scanner, agent *mcp.Server) pick {
	return func(_ *http.Request, body []byte) *mcp.Server {
		if bytes.Contains(body, []byte(`"claude-code"`)) {
			return agent
		}
		return scanner
	}
}

var (
	stateless = mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}
	stateful  = mcp.StreamableHTTPOptions{}
)

// second rewrites the second of the two identical 2026-07-28 tools/list
// results (the main listing's and the repeat's) with f.
func second(f func(result map[string]any)) func([]byte, string, map[string]any) {
	var calls atomic.Int32
	return func(body []byte, method string, result map[string]any) {
		if method == "tools/list" && bytes.Contains(body, []byte(`"mcp-server-explorer"`)) && bytes.Contains(body, []byte("io.modelcontextprotocol/protocolVersion")) && calls.Add(1) == 2 {
			f(result)
		}
	}
}

func inspectProbed(t *testing.T, url string, header http.Header, noProbes bool) (*explorer.Result, string) {
	t.Helper()
	ex := &explorer.Explorer{}
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true, NoProbes: noProbes})
	in := connectInput(url)
	in.Header = header
	res, err := ex.Calculate(context.Background(), in)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	contracttest.Validate(t, contracttest.ExplorerResult, b)
	return res, string(b)
}

var probeRules = []string{"listing-varies-by-client", "listing-varies-by-generation", "listing-unstable", "listing-order-unstable",
	"cache-hints-missing", "cache-hints-invalid", "cache-scope-public-varies"}

// firedRules lists the probe rules among the warnings.
func firedRules(res *explorer.Result) []string {
	var out []string
	for _, w := range res.Warnings {
		for _, r := range probeRules {
			if strings.HasPrefix(w, r+": ") && !slices.Contains(out, r) {
				out = append(out, r)
			}
		}
	}
	slices.Sort(out)
	return out
}

func TestConsistencyProbes(t *testing.T) {
	private := func(c *mcp.Cacheable) { c.TTLMs, c.CacheScope = 60_000, "private" }
	both := probeServer(nil, nil, "lookup", "list_items")
	agent := probeServer(nil, nil, "lookup", "list_items", "send_report")
	authorized := func(r *http.Request, _ []byte) *mcp.Server {
		if r.Header.Get("Authorization") != "" {
			return probeServer(nil, nil, "lookup", "list_items", "delete_item")
		}
		return both
	}
	authorizedPrivate := func(r *http.Request, _ []byte) *mcp.Server {
		if r.Header.Get("Authorization") != "" {
			return probeServer(private, nil, "lookup", "list_items", "delete_item")
		}
		return probeServer(private, nil, "lookup", "list_items")
	}
	bearer := http.Header{"Authorization": {"Bearer secret"}}
	for _, tc := range []struct {
		name    string
		choose  pick
		opts    mcp.StreamableHTTPOptions
		edit    func([]byte, string, map[string]any)
		header  http.Header
		want    []string
		also    []string // may fire too: probes racing with a changing list
		message string   // a warning holds it
		kinds   []string
	}{
		{name: "2026-07-28 server that keeps every rule", choose: always(both), opts: stateless,
			kinds: []string{"repeat", "identity", "generation"}},
		{name: "classic server that keeps every rule", choose: always(probeServer(nil, classicVersions, "lookup")), opts: stateful,
			kinds: []string{"repeat", "identity"}},
		{name: "2026-07-28 tools by clientInfo", choose: byClient(both, agent), opts: stateless,
			want: []string{"listing-varies-by-client"}, message: `listing-varies-by-client: "send_report" is listed only in tools/list with clientInfo claude-code 2.1.0 instead of mcp-server-explorer 1.0.0, not in the main listing`},
		{name: "classic tools by clientInfo", choose: byClient(probeServer(nil, classicVersions, "lookup"), probeServer(nil, classicVersions, "lookup", "send_report")), opts: stateful,
			want: []string{"listing-varies-by-client"}, message: `"send_report" is listed only in tools/list in a classic session (protocol 2025-11-25) with clientInfo claude-code`},
		{name: "tools by generation", choose: func(r *http.Request, _ []byte) *mcp.Server {
			if r.Header.Get("Mcp-Method") != "" {
				return both
			}
			return agent
		}, opts: stateless, want: []string{"listing-varies-by-generation"}, message: `listing-varies-by-generation: "send_report" is listed only in tools/list in a classic session`},
		{name: "order shuffled", choose: always(both), opts: stateless, edit: second(func(r map[string]any) { slices.Reverse(r["tools"].([]any)) }),
			want: []string{"listing-order-unstable"}},
		{name: "description changes between listings", choose: always(both), opts: stateless, edit: second(func(r map[string]any) {
			r["tools"].([]any)[0].(map[string]any)["description"] = "Something else entirely."
		}), want: []string{"listing-unstable"}, also: []string{"listing-varies-by-client", "listing-varies-by-generation"}, message: `"list_items" is defined differently (description) in a second tools/list`},
		{name: "ttlMs omitted", choose: always(both), opts: stateless, edit: func(_ []byte, m string, r map[string]any) {
			if m == "tools/list" || m == "server/discover" {
				delete(r, "ttlMs")
			}
		}, want: []string{"cache-hints-missing"}, message: "cache-hints-missing: the tools/list page 1 has no ttlMs"},
		{name: "ttlMs negative, cacheScope unknown", choose: always(probeServer(func(c *mcp.Cacheable) { c.TTLMs, c.CacheScope = -1, "shared" }, nil, "lookup")), opts: stateless,
			want: []string{"cache-hints-invalid"}, message: "has ttlMs -1: negative"},
		{name: "ttlMs absurd", choose: always(both), opts: stateless, edit: func(_ []byte, m string, r map[string]any) { r["ttlMs"] = 1e15 },
			want: []string{"cache-hints-invalid"}, message: "more than a year"},
		{name: "public scope on a list that depends on authorization", choose: authorized, opts: stateless, header: bearer,
			want: []string{"cache-scope-public-varies"}, kinds: []string{"repeat", "identity", "anonymous", "generation"}},
		{name: "private scope on a list that depends on authorization", choose: authorizedPrivate, opts: stateless, header: bearer,
			kinds: []string{"repeat", "identity", "anonymous", "generation"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url, _ := serve(t, tc.choose, tc.opts, tc.edit)
			res, _ := inspectProbed(t, url, tc.header, false)
			got := firedRules(res)
			extra := slices.DeleteFunc(slices.Clone(got), func(r string) bool { return slices.Contains(tc.want, r) || slices.Contains(tc.also, r) })
			if len(extra) > 0 || slices.ContainsFunc(tc.want, func(r string) bool { return !slices.Contains(got, r) }) {
				t.Errorf("rules %v, want %v; warnings:\n%s", got, tc.want, strings.Join(res.Warnings, "\n"))
			}
			if tc.message != "" && !strings.Contains(strings.Join(res.Warnings, "\n"), tc.message) {
				t.Errorf("no warning holds %q:\n%s", tc.message, strings.Join(res.Warnings, "\n"))
			}
			conn := res.Analysis.Connection
			if tc.kinds != nil {
				var kinds []string
				for _, p := range conn.Probes {
					kinds = append(kinds, p.Kind)
					if p.Outcome == "not compared" {
						t.Errorf("probe %+v was not compared", p)
					}
				}
				if !slices.Equal(kinds, tc.kinds) {
					t.Errorf("probes %+v, want kinds %v", conn.Probes, tc.kinds)
				}
			}
			if !strings.Contains(strings.Join(res.Assumptions, "\n"), "Consistency probes: the tools were listed") {
				t.Errorf("assumptions do not describe the probes: %q", res.Assumptions)
			}
		})
	}
}

func TestNoProbesListsOnce(t *testing.T) {
	url, posts := serve(t, always(probeServer(nil, nil, "lookup")), stateless, nil)
	res, _ := inspectProbed(t, url, nil, true)
	if n := posts.Load(); n != 5 {
		t.Errorf("%d POSTs without probes, want server/discover and the four lists", n)
	}
	if c := res.Analysis.Connection; c == nil || len(c.Probes) != 0 {
		t.Errorf("connection %+v", c)
	}
	if len(res.Analysis.Connection.Caching) != 2 {
		t.Errorf("caching hints %+v, want server/discover's and tools/list's (the only list advertised)", res.Analysis.Connection.Caching)
	}
}

// TestProbesShowInThePresentation: the server block's connection carries
// each probe's outcome and the caching hints as sent.
func TestProbesShowInThePresentation(t *testing.T) {
	var mu sync.Mutex
	url, _ := serve(t, byClient(probeServer(nil, nil, "lookup"), probeServer(nil, nil, "lookup", "send_report")), stateless, func(_ []byte, m string, r map[string]any) {
		mu.Lock()
		defer mu.Unlock()
		if m == "tools/list" {
			delete(r, "cacheScope")
		}
	})
	_, raw := inspectProbed(t, url, nil, false)
	var res struct {
		Presentation []struct {
			Type       string
			Connection *struct {
				Probes []struct {
					Kind, How, Outcome string
				}
				Caching []struct {
					Method     string
					TTLMs      any
					CacheScope any
				}
			}
		}
	}
	json.Unmarshal([]byte(raw), &res)
	for _, b := range res.Presentation {
		if b.Type != "server" {
			continue
		}
		c := b.Connection
		if c == nil || len(c.Probes) != 3 || c.Probes[1].Kind != "identity" || c.Probes[1].Outcome != "differs" || c.Probes[0].Outcome != "same" {
			t.Fatalf("probes %+v", c)
		}
		for _, h := range c.Caching {
			if (h.Method == "tools/list") != (h.CacheScope == nil) {
				t.Errorf("hint %+v", h)
			}
		}
		return
	}
	t.Fatal("no server block")
}

// resourceServer is a go-sdk server with a tool whose view is ui://catalog/view
// and a static resource, file:///catalog.md.
func resourceServer(cache func(*mcp.Cacheable)) *mcp.Server {
	s := probeServer(cache, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "show_catalog", Description: "Shows the catalog in a view.", Meta: mcp.Meta{"ui": map[string]any{"resourceUri": "ui://catalog/view"}}},
		func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	for uri, mime := range map[string]string{"ui://catalog/view": "text/html;profile=mcp-app", "file:///catalog.md": "text/markdown"} {
		s.AddResource(&mcp.Resource{URI: uri, Name: uri, MIMEType: mime}, func(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
			return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: mime, Text: "<p>catalog</p>"}}}, nil
		})
	}
	return s
}

// resources/read results carry caching hints too: the views read anyway
// are checked and, with probes on, one listed resource read for them.
func TestResourcesReadCachingHints(t *testing.T) {
	for _, tc := range []struct {
		name     string
		server   *mcp.Server
		edit     func([]byte, string, map[string]any)
		noProbes bool
		want     []string // warnings holding these
		read     []string // URIs whose resources/read hints were recorded
	}{
		{name: "keeps the rule", server: resourceServer(func(c *mcp.Cacheable) { c.TTLMs, c.CacheScope = 60_000, "public" }),
			read: []string{"ui://catalog/view", "file:///catalog.md"}},
		{name: "no ttlMs on resources/read", server: resourceServer(nil), edit: func(body []byte, m string, r map[string]any) {
			if m == "resources/read" {
				delete(r, "ttlMs")
			}
		}, want: []string{"cache-hints-missing: the resources/read result of "}, read: []string{"ui://catalog/view", "file:///catalog.md"}},
		{name: "negative ttlMs on the static resource", server: resourceServer(nil), edit: func(body []byte, m string, r map[string]any) {
			if m == "resources/read" && bytes.Contains(body, []byte("file:///catalog.md")) {
				r["ttlMs"] = -5
			}
		}, want: []string{"cache-hints-invalid: the resources/read result of file:///catalog.md has ttlMs -5: negative"}, read: []string{"ui://catalog/view", "file:///catalog.md"}},
		{name: "without probes only the view is read", server: resourceServer(nil), noProbes: true, edit: func(body []byte, m string, r map[string]any) {
			if m == "resources/read" && bytes.Contains(body, []byte("file:///catalog.md")) {
				r["ttlMs"] = -5
			}
		}, read: []string{"ui://catalog/view"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url, _ := serve(t, always(tc.server), stateless, tc.edit)
			res, _ := inspectProbed(t, url, nil, tc.noProbes)
			warnings := strings.Join(res.Warnings, "\n")
			for _, w := range tc.want {
				if !strings.Contains(warnings, w) {
					t.Errorf("no warning holds %q:\n%s", w, warnings)
				}
			}
			if tc.want == nil && strings.Contains(warnings, "cache-hints-") {
				t.Errorf("caching findings on a server that keeps the rule:\n%s", warnings)
			}
			var read []string
			for _, h := range res.Analysis.Connection.Caching {
				if h.Method == "resources/read" {
					read = append(read, h.URI)
				}
			}
			if !slices.Equal(read, tc.read) {
				t.Errorf("resources/read hints for %v, want %v", read, tc.read)
			}
		})
	}
}
