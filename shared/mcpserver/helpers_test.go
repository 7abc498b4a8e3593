package mcpserver_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// stack is the API with /mcp mounted, as serve builds it, on 127.0.0.1.
type stack struct {
	URL string // base URL; the MCP endpoint is URL + "/mcp"
}

// newStack serves the whole API over httptest. store may be nil for a
// fresh bbolt store in a temporary directory.
func newStack(t testing.TB, store store.Store, extraOrigins ...string) *stack {
	t.Helper()
	if store == nil {
		store = backends.Bolt(t)
	}
	var h http.Handler
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	ex := &explorer.Explorer{Store: store, BaseURL: srv.URL, Version: "test"}
	h = httpapi.NewServer(httpapi.Config{
		Explorer: ex, BaseURL: srv.URL, Version: "test",
		MCP: mcpserver.NewHandler(mcpserver.Config{Explorer: ex, BaseURL: srv.URL, Version: "test", AllowedOrigins: extraOrigins}),
	})
	return &stack{URL: srv.URL}
}

// post sends body to path with the headers a Streamable HTTP client sends.
func (s *stack) post(t testing.TB, path string, body []byte, header http.Header) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, s.URL+path, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	for k, v := range header {
		req.Header[k] = v
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, b
}

// mixedRisk is the contract's "Mixed-risk server" paste example.
var mixedRisk = sync.OnceValue(func() explorer.Input {
	for _, ex := range contracts.CalculateExamples() {
		if strings.HasPrefix(ex.Summary, "Mixed-risk server") {
			var in explorer.Input
			if err := json.Unmarshal(ex.Value, &in); err != nil {
				panic(err)
			}
			return in
		}
	}
	panic("the contract has no Mixed-risk server example")
})

// arguments turns an input into tool-call arguments.
func arguments(t testing.TB, in explorer.Input) map[string]any {
	t.Helper()
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}
