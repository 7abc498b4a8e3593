package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"maps"
	"net/http"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// wire records what the client put on the wire: the JSON-RPC method and
// the MCP-Protocol-Version header of every POST.
type wire struct {
	mu   sync.Mutex
	sent [][2]string
}

func (w *wire) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Body != nil {
		b, err := io.ReadAll(r.Body)
		if err != nil {
			return nil, err
		}
		r.Body = io.NopCloser(bytes.NewReader(b))
		var m struct {
			Method string `json:"method"`
		}
		_ = json.Unmarshal(b, &m)
		w.mu.Lock()
		w.sent = append(w.sent, [2]string{m.Method, r.Header.Get("MCP-Protocol-Version")})
		w.mu.Unlock()
	}
	return http.DefaultTransport.RoundTrip(r)
}

func (w *wire) exchanges() [][2]string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return slices.Clone(w.sent)
}

// connect opens a go-sdk client session that asks for version.
func connect(t *testing.T, s *stack, version string, rt http.RoundTripper) *mcp.ClientSession {
	t.Helper()
	client := mcp.NewClient(&mcp.Implementation{Name: "explorer-test", Version: "1"}, nil)
	cs, err := client.Connect(t.Context(), &mcp.StreamableClientTransport{
		Endpoint: s.URL + "/mcp", HTTPClient: &http.Client{Transport: rt}, MaxRetries: -1, DisableStandaloneSSE: true,
	}, &mcp.ClientSessionOptions{ProtocolVersion: version})
	if err != nil {
		t.Fatalf("connect with %s: %v", version, err)
	}
	t.Cleanup(func() { cs.Close() })
	return cs
}

func toJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func textOf(t *testing.T, res *mcp.CallToolResult) string {
	t.Helper()
	if len(res.Content) == 0 {
		t.Fatal("result has no content")
	}
	tc, ok := res.Content[0].(*mcp.TextContent)
	if !ok {
		t.Fatalf("first content is %T, want text", res.Content[0])
	}
	return tc.Text
}

// withoutClock drops computedAt, the one field two identical calculations
// may disagree on.
func withoutClock(t *testing.T, body []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(body, &m); err != nil {
		t.Fatal(err)
	}
	delete(m, "computedAt")
	return m
}

func TestGoSDKClientEveryProtocolGeneration(t *testing.T) {
	s := newStack(t, nil)
	in := mixedRisk()
	_, apiBody := s.post(t, "/api/v1/calculate", toJSON(t, in), nil)
	apiResult := withoutClock(t, apiBody)

	for _, tc := range []struct {
		version, handshake string
		links              bool // resource_link content exists from 2025-06-18 on
	}{
		{"2026-07-28", "server/discover", true},
		{"2025-11-25", "initialize", true},
		{"2025-06-18", "initialize", true},
		{"2025-03-26", "initialize", false},
		{"2024-11-05", "initialize", false},
	} {
		t.Run(tc.version, func(t *testing.T) {
			rec := &wire{}
			cs := connect(t, s, tc.version, rec)
			if got := cs.InitializeResult().ProtocolVersion; got != tc.version {
				t.Errorf("negotiated %q, want %q", got, tc.version)
			}

			tools, err := cs.ListTools(t.Context(), nil)
			if err != nil {
				t.Fatal(err)
			}
			byName := map[string]*mcp.Tool{}
			for _, tool := range tools.Tools {
				byName[tool.Name] = tool
			}
			if len(byName) != 2 || byName[mcpserver.ExplorerTool] == nil || byName[mcpserver.CheckToolTool] == nil {
				t.Fatalf("tools %v", slices.Sorted(maps.Keys(byName)))
			}
			for _, tool := range tools.Tools {
				if tool.OutputSchema == nil || tool.Annotations == nil || tool.Description == "" {
					t.Errorf("%s lacks an output schema, annotations or a description", tool.Name)
				}
			}

			// mcp_server_explorer: the API's calculation, as structured content.
			res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpserver.ExplorerTool, Arguments: arguments(t, in)})
			if err != nil {
				t.Fatal(err)
			}
			if res.IsError {
				t.Fatalf("isError: %s", textOf(t, res))
			}
			body := toJSON(t, res.StructuredContent)
			contracttest.Validate(t, contracttest.ExplorerResult, body)
			if got := withoutClock(t, body); !reflect.DeepEqual(got, apiResult) {
				t.Errorf("structuredContent differs from POST /api/v1/calculate:\n%s\nwant\n%s", toJSON(t, got), toJSON(t, apiResult))
			}
			summary := textOf(t, res)
			if !strings.Contains(summary, apiResult["summary"].(string)) || !strings.Contains(summary, "explorer://rules/poison-concealment") {
				t.Errorf("text summary %q lacks the summary or the cited rules", summary)
			}
			var links []string
			for _, c := range res.Content[1:] {
				if l, ok := c.(*mcp.ResourceLink); ok {
					links = append(links, l.URI)
				}
			}
			if tc.links != slices.Contains(links, "explorer://rules/poison-sensitive-path") {
				t.Errorf("resource links %v (want links: %v)", links, tc.links)
			}
			for _, uri := range links {
				if _, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: uri}); err != nil {
					t.Errorf("linked resource %s: %v", uri, err)
				}
			}

			// check_tool: Toolcard's findings for one tool of the example.
			pasted, err := analysis.ParseTools(*in.ToolsJSON)
			if err != nil {
				t.Fatal(err)
			}
			var raw struct {
				Tools []map[string]any `json:"tools"`
			}
			if err := json.Unmarshal([]byte(*in.ToolsJSON), &raw); err != nil {
				t.Fatal(err)
			}
			for i, tool := range raw.Tools {
				res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpserver.CheckToolTool, Arguments: tool})
				if err != nil || res.IsError {
					t.Fatalf("check_tool %v: %v %+v", tool["name"], err, res)
				}
				body := toJSON(t, res.StructuredContent)
				contracttest.Validate(t, contracttest.ToolcardCheck, body)
				if want := toJSON(t, toolcard.CheckTool(pasted[i])); !reflect.DeepEqual(withoutClock(t, body), withoutClock(t, want)) {
					t.Errorf("check_tool %v = %s, want %s", tool["name"], body, want)
				}
			}

			// resources/list: several pages that together hold every rule and term.
			want := map[string]bool{}
			for _, r := range analysis.Catalog {
				want[analysis.RulePrefix+r.ID] = true
			}
			for _, e := range glossary.Entries {
				want[glossary.ResourceURI(e.Slug)] = true
			}
			got, pages := map[string]bool{}, 0
			params := &mcp.ListResourcesParams{}
			for {
				page, err := cs.ListResources(t.Context(), params)
				if err != nil {
					t.Fatal(err)
				}
				pages++
				if len(page.Resources) > mcpserver.PageSize {
					t.Errorf("page %d holds %d resources", pages, len(page.Resources))
				}
				for _, r := range page.Resources {
					if got[r.URI] {
						t.Errorf("%s listed twice", r.URI)
					}
					got[r.URI] = true
					if r.MIMEType != "text/markdown" || r.Name == "" || r.Description == "" {
						t.Errorf("resource %+v", r)
					}
				}
				if page.NextCursor == "" || pages > 20 {
					break
				}
				params = &mcp.ListResourcesParams{Cursor: page.NextCursor}
			}
			if wantPages := (len(want) + mcpserver.PageSize - 1) / mcpserver.PageSize; pages != wantPages || !maps.Equal(got, want) {
				t.Errorf("%d pages with %d resources, want %d pages with %d", pages, len(got), wantPages, len(want))
			}

			// resources/read: a rule and a glossary term, as markdown.
			rule, _ := analysis.RuleByID("poison-concealment")
			term, _ := glossary.Lookup("tools-list")
			for uri, text := range map[string]string{rule.ResourceURI(): mcpserver.RuleMarkdown(rule), rule.AnswerURI(): mcpserver.RuleMarkdown(rule), glossary.ResourceURI(term.Slug): glossary.Markdown(term)} {
				read, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: uri})
				if err != nil {
					t.Fatal(err)
				}
				if len(read.Contents) != 1 || read.Contents[0].MIMEType != "text/markdown" || read.Contents[0].Text != text || read.Contents[0].URI != uri {
					t.Errorf("read %s = %+v", uri, read.Contents)
				}
			}

			// A Toolcard answer URI that names no rule, or a rule without one, is not found.
			for _, uri := range []string{"toolcard://answers/no-such-rule", "toolcard://answers/duplicate-name"} {
				if _, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: uri}); err == nil {
					t.Errorf("read %s succeeded", uri)
				}
			}

			// prompts/get
			prompt, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: mcpserver.ReviewPrompt, Arguments: map[string]string{"url": "https://mcp.example.com/mcp"}})
			if err != nil {
				t.Fatal(err)
			}
			if len(prompt.Messages) != 1 {
				t.Fatalf("prompt messages %+v", prompt.Messages)
			}
			text := prompt.Messages[0].Content.(*mcp.TextContent).Text
			for _, want := range []string{`"url":"https://mcp.example.com/mcp"`, mcpserver.ExplorerTool, "poison-", "authRequired", "changes", "Decision"} {
				if !strings.Contains(text, want) {
					t.Errorf("prompt text lacks %q", want)
				}
			}

			// On the wire: the forced version's handshake, then that version on every request.
			sent := rec.exchanges()
			if len(sent) == 0 || sent[0][0] != tc.handshake {
				t.Fatalf("first request %v, want %s", sent, tc.handshake)
			}
			for _, e := range sent[1:] {
				if e[0] != "notifications/initialized" && e[1] != tc.version {
					t.Errorf("%s sent MCP-Protocol-Version %q, want %q", e[0], e[1], tc.version)
				}
			}
		})
	}
}

func TestToolErrorsAreResultsAndMisuseIsJSONRPC(t *testing.T) {
	s := newStack(t, nil)
	cs := connect(t, s, "2025-11-25", http.DefaultTransport)
	for _, tc := range []struct {
		name, tool string
		args       any
		want       string // in the error text
	}{
		{"invalid mode", mcpserver.ExplorerTool, map[string]any{"mode": "scan"}, "mode: must be one of connect, paste, registry"},
		{"every invalid field at once", mcpserver.ExplorerTool, map[string]any{"mode": "paste", "url": "ftp://x", "extra": 1}, "- extra: unknown field"},
		{"paste without a list", mcpserver.ExplorerTool, map[string]any{"mode": "paste"}, "toolsJson: is required in paste mode"},
		{"broken tools list", mcpserver.ExplorerTool, map[string]any{"mode": "paste", "toolsJson": `{"tools":[`}, "toolsJson"},
		{"arguments not an object", mcpserver.ExplorerTool, []int{1}, "must be a JSON object"},
		{"unreachable or refused server", mcpserver.ExplorerTool, map[string]any{"mode": "connect", "url": "http://127.0.0.1:1/mcp"}, ""},
		{"check_tool without a name", mcpserver.CheckToolTool, map[string]any{"description": "Reads a file"}, "name must be a non-empty string"},
		{"check_tool with an unknown field", mcpserver.CheckToolTool, map[string]any{"name": "x", "tools": []any{}}, "unknown field(s) tools"},
		{"check_tool with bad annotations", mcpserver.CheckToolTool, map[string]any{"name": "x", "annotations": map[string]any{"readOnlyHint": "yes"}}, "readOnlyHint must be true, false or null"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
			if err != nil {
				t.Fatalf("a tool failure became a JSON-RPC error: %v", err)
			}
			if !res.IsError || res.StructuredContent != nil {
				t.Fatalf("isError %v, structuredContent %v", res.IsError, res.StructuredContent)
			}
			if text := textOf(t, res); !strings.Contains(text, tc.want) || len(strings.TrimSpace(text)) < 10 {
				t.Errorf("error text %q does not contain %q", text, tc.want)
			}
		})
	}

	var rpcErr *jsonrpc.Error
	if _, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: "no_such_tool"}); !errors.As(err, &rpcErr) || rpcErr.Code != jsonrpc.CodeInvalidParams {
		t.Errorf("unknown tool: %v, want JSON-RPC invalid params", err)
	}
	if _, err := cs.ReadResource(t.Context(), &mcp.ReadResourceParams{URI: "explorer://rules/no-such-rule"}); err == nil {
		t.Error("reading an unknown resource succeeded")
	}
	for _, args := range []map[string]string{nil, {"url": "not a url"}, {"url": "https://" + strings.Repeat("a", 3000)}, {"url": "https://user:pw@mcp.example.com/mcp"}} {
		if _, err := cs.GetPrompt(t.Context(), &mcp.GetPromptParams{Name: mcpserver.ReviewPrompt, Arguments: args}); !errors.As(err, &rpcErr) || rpcErr.Code != jsonrpc.CodeInvalidParams {
			t.Errorf("prompt with %v: %v, want JSON-RPC invalid params", args, err)
		}
	}
}

// failingStore is a store whose backend is down.
type failingStore struct{ store.Store }

func (failingStore) Get(context.Context, store.Key) (store.Item, error) {
	return store.Item{}, store.ErrUnavailable
}

func TestStoreOutageIsAToolError(t *testing.T) {
	s := newStack(t, failingStore{})
	cs := connect(t, s, "2026-07-28", http.DefaultTransport)
	in := mixedRisk()
	url := "https://mcp.example.com/mcp"
	in.URL = &url
	res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpserver.ExplorerTool, Arguments: arguments(t, in)})
	if err != nil {
		t.Fatal(err)
	}
	if text := textOf(t, res); !res.IsError || !strings.HasPrefix(text, problem.CodeStoreUnavailable) {
		t.Errorf("isError %v, text %q", res.IsError, text)
	}
}

func TestRememberReportsChanges(t *testing.T) {
	s := newStack(t, nil)
	cs := connect(t, s, "2026-07-28", http.DefaultTransport)
	url := "https://mcp.example.com/mcp"
	call := func(list string) explorer.Changes {
		res, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpserver.ExplorerTool,
			Arguments: map[string]any{"mode": "paste", "url": url, "toolsJson": list}})
		if err != nil || res.IsError {
			t.Fatalf("%v %+v", err, res)
		}
		var out explorer.Result
		if err := json.Unmarshal(toJSON(t, res.StructuredContent), &out); err != nil {
			t.Fatal(err)
		}
		if out.Result.Changes == nil {
			t.Fatal("changes is null with url and remember")
		}
		return *out.Result.Changes
	}
	first := call(`{"tools":[{"name":"a","description":"Lists the open issues of a repository.","inputSchema":{"type":"object"}}]}`)
	second := call(`{"tools":[{"name":"a","description":"Lists the open issues of a repository, newest first.","inputSchema":{"type":"object"}},{"name":"b","inputSchema":{"type":"object"}}]}`)
	if first.PreviousCheck != nil || second.PreviousCheck == nil ||
		!slices.Equal(second.Added, []string{"b"}) || !slices.Equal(second.Changed, []string{"a"}) {
		t.Errorf("first %+v, second %+v", first, second)
	}
	// A paste's history is its client's, whichever door it came through:
	// the same client's paste through the API continues it.
	_, body := s.post(t, "/api/v1/calculate", []byte(`{"mode":"paste","url":"`+url+`","toolsJson":"{\"tools\":[]}"}`), nil)
	var out explorer.Result
	if err := json.Unmarshal(body, &out); err != nil || out.Result.Changes == nil || out.Result.Changes.PreviousCheck == nil || !slices.Equal(out.Result.Changes.Removed, []string{"a", "b"}) {
		t.Errorf("the API paste after the MCP pastes: %v %s", err, body)
	}
}

// panickingStore stands for a bug below the tool handler.
type panickingStore struct{ store.Store }

func (panickingStore) Get(context.Context, store.Key) (store.Item, error) {
	panic("store bug")
}

func TestPanicIsAnInternalErrorAndTheServerLives(t *testing.T) {
	s := newStack(t, panickingStore{})
	cs := connect(t, s, "2025-11-25", http.DefaultTransport)
	var rpcErr *jsonrpc.Error
	_, err := cs.CallTool(t.Context(), &mcp.CallToolParams{Name: mcpserver.ExplorerTool,
		Arguments: map[string]any{"mode": "paste", "url": "https://mcp.example.com/mcp", "toolsJson": *mixedRisk().ToolsJSON}})
	if !errors.As(err, &rpcErr) || rpcErr.Code != jsonrpc.CodeInternalError || strings.Contains(rpcErr.Message, "store bug") {
		t.Fatalf("got %v, want a JSON-RPC internal error that does not leak the panic", err)
	}
	if _, err := cs.ListTools(t.Context(), nil); err != nil {
		t.Errorf("after the panic: %v", err)
	}
}
