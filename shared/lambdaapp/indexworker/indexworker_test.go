package indexworker_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexworker"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// The handler in process, wired as NewHandler wires it (an explorer on
// the table, with its generation cache, a host gate) except that the SSRF
// policy exempts this test's one loopback server: under the Lambda
// emulator the function keeps its production policy, which refuses
// loopback (functions/index_test.go).

// counting counts a store's reads and writes.
type counting struct {
	store.Store
	reads, writes atomic.Int64
}

func (c *counting) Get(ctx context.Context, k store.Key) (store.Item, error) {
	c.reads.Add(1)
	return c.Store.Get(ctx, k)
}

func (c *counting) Put(ctx context.Context, it store.Item, v int64) (int64, error) {
	c.writes.Add(1)
	return c.Store.Put(ctx, it, v)
}

func (c *counting) Delete(ctx context.Context, k store.Key) error {
	c.writes.Add(1)
	return c.Store.Delete(ctx, k)
}

// server is a go-sdk MCP server on loopback counting its requests.
func server(t *testing.T) (url string, allow func(netip.AddrPort) bool, hits *atomic.Int64) {
	s := mcp.NewServer(&mcp.Implementation{Name: "indexed", Version: "1.0.0"}, nil)
	for _, tool := range []*mcp.Tool{
		{Name: "delete_repository", Description: "Permanently delete a repository.", Annotations: &mcp.ToolAnnotations{DestructiveHint: ptr(true)}},
		{Name: "search_issues", Description: "Search issues by text.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}},
	} {
		tool.InputSchema = map[string]any{"type": "object"}
		s.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return &mcp.CallToolResult{}, nil
		})
	}
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	hits = &atomic.Int64{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hits.Add(1)
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	addr := netip.MustParseAddrPort(srv.Listener.Addr().String())
	return srv.URL + "/mcp", func(ap netip.AddrPort) bool { return ap == addr }, hits
}

func ptr[T any](v T) *T { return &v }

func message(t *testing.T, id string, job any) events.SQSMessage {
	body, ok := job.(string)
	if !ok {
		b, err := json.Marshal(job)
		if err != nil {
			t.Fatal(err)
		}
		body = string(b)
	}
	return events.SQSMessage{MessageId: id, Body: body, EventSource: "aws:sqs"}
}

func failures(res events.SQSEventResponse) []string {
	out := []string{}
	for _, f := range res.BatchItemFailures {
		out = append(out, f.ItemIdentifier)
	}
	return out
}

func TestHandler(t *testing.T) {
	dyn, _ := backends.Dynamo(t)
	st := &counting{Store: dyn}
	url, allow, hits := server(t)
	ex := &explorer.Explorer{
		Store: st,
		Inspector: &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowAddr: allow}),
			Cache: explorer.GenerationCache{Store: st}, Deadline: 10 * time.Second},
		Policy: serverurl.Policy{AllowAddr: allow},
	}
	var logs syncBuffer
	h := indexworker.New(&index.Worker{Store: st, Inspector: ex, Gate: index.NewHostGate(0)}, slog.New(slog.NewJSONHandler(&logs, nil)))

	const name = "io.example/loopback"
	job := index.Job{ID: "run-1 " + name, Name: name, Claims: index.Claims{Version: "1.0.0", RemoteType: "streamable-http", URL: url}}
	ev := events.SQSEvent{Records: []events.SQSMessage{
		message(t, "m1", job),
		message(t, "m2", index.Job{ID: "run-1 bad", Name: "no slash"}),
		message(t, "m3", "{"),
	}}
	for delivery := 1; delivery <= 2; delivery++ {
		reads, writes := st.reads.Load(), st.writes.Load()
		res, err := h(t.Context(), ev)
		if err != nil || !slices.Equal(failures(res), []string{"m2", "m3"}) {
			t.Fatalf("delivery %d: failures %v, %v; want m2 and m3", delivery, failures(res), err)
		}
		t.Logf("delivery %d: %d reads, %d writes", delivery, st.reads.Load()-reads, st.writes.Load()-writes)
		d, ok, err := index.Get(t.Context(), st, name)
		if err != nil || !ok || d.Entry.Status != index.StatusOK || d.Entry.Tools != 2 || d.Entry.Risk.High != 1 || d.Entry.Checks != 1 {
			t.Fatalf("delivery %d: detail %v %v %+v", delivery, ok, err, d.Entry)
		}
		if delivery == 1 {
			// Writes of a first check: the generation cache, the
			// detail and the entry.
			if w := st.writes.Load() - writes; w != 3 {
				t.Errorf("first check: %d writes, want 3", w)
			}
		}
		if delivery == 2 && st.writes.Load() != writes {
			t.Errorf("a duplicate delivery wrote %d items", st.writes.Load()-writes)
		}
	}
	firstHits := hits.Load()
	if firstHits == 0 {
		t.Fatal("the server was never asked")
	}
	// The duplicate was not inspected again; the next run's job is.
	job.ID = "run-2 " + name
	writes := st.writes.Load()
	res, err := h(t.Context(), events.SQSEvent{Records: []events.SQSMessage{message(t, "m4", job)}})
	if err != nil || len(res.BatchItemFailures) != 0 {
		t.Fatalf("run 2: %v, %v", failures(res), err)
	}
	if d, _, _ := index.Get(t.Context(), st, name); d.Entry.Checks != 2 || hits.Load() == firstHits {
		t.Errorf("run 2: checks %d, server requests %d then %d", d.Entry.Checks, firstHits, hits.Load())
	}
	if w := st.writes.Load() - writes; w != 2 {
		t.Errorf("a recheck: %d writes, want 2 (detail, entry)", w)
	}
	for _, want := range []string{`"outcome":"inspected"`, `"outcome":"duplicate"`, `"messageId":"m3"`} {
		if !bytes.Contains(logs.Bytes(), []byte(want)) {
			t.Errorf("no log with %s:\n%s", want, logs.Bytes())
		}
	}

	// Out of time: every message is left to SQS.
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	job.ID = "run-3 " + name
	res, err = h(ctx, events.SQSEvent{Records: []events.SQSMessage{message(t, "m5", job), message(t, "m6", job)}})
	if err != nil || !slices.Equal(failures(res), []string{"m5", "m6"}) {
		t.Errorf("cancelled: failures %v, %v", failures(res), err)
	}
}

type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) Bytes() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]byte(nil), s.b.Bytes()...)
}
