package mcpclient_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// TestSlowAcknowledgementStillSettles: a gateway that takes 600 ms to
// acknowledge notifications/initialized, and whose server registers a tool
// just before that, is waited for when the tools are compared, so the main listing and
// every probe see the registered tool and none seems to differ.
func TestSlowAcknowledgementStillSettles(t *testing.T) {
	var (
		mu          sync.Mutex
		initialized = map[string]bool{}
		sessions    atomic.Int64
	)
	url, opts := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req rpcReq
		json.NewDecoder(r.Body).Decode(&req)
		sid := r.Header.Get("Mcp-Session-Id")
		switch req.Method {
		case "initialize":
			var p struct {
				ProtocolVersion string `json:"protocolVersion"`
			}
			json.Unmarshal(req.Params, &p)
			w.Header().Set("Mcp-Session-Id", "s"+strconv.FormatInt(sessions.Add(1), 10))
			result(w, req.ID, map[string]any{"protocolVersion": p.ProtocolVersion, "serverInfo": map[string]any{"name": "gateway", "version": "1"},
				"capabilities": map[string]any{"tools": map[string]any{"listChanged": true}}})
		case "notifications/initialized":
			time.Sleep(600 * time.Millisecond)
			mu.Lock()
			initialized[sid] = true
			mu.Unlock()
			w.WriteHeader(http.StatusAccepted)
		case "tools/list":
			tools := []any{echoTool}
			mu.Lock()
			if initialized[sid] {
				tools = append(tools, map[string]any{"name": "get-roots-list", "inputSchema": map[string]any{"type": "object"}})
			}
			mu.Unlock()
			result(w, req.ID, map[string]any{"tools": tools})
		default:
			result(w, req.ID, map[string]any{})
		}
	}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second, Probes: true}
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"echo", "get-roots-list"}
	if names := toolNames(t, got.Tools); !slices.Equal(names, want) || len(got.Warnings) > 0 {
		t.Errorf("main listing %v, warnings %q; want %v", names, got.Warnings, want)
	}
	if len(got.Probes) != 2 {
		t.Fatalf("probes %+v", got.Probes)
	}
	for _, p := range got.Probes {
		if names := toolNames(t, p.Tools); p.Err != "" || !slices.Equal(names, want) {
			t.Errorf("probe %s: %v (%s); want %v", p.Kind, names, p.Err, want)
		}
	}
}
