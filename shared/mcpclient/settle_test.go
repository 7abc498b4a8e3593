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

// lateConfig shapes a lateServer.
type lateConfig struct {
	changes bool                           // the tools capability says listChanged
	modern  bool                           // 2026-07-28 too, listing every tool at once
	lag     func(n int, client string) int // see lateServer
	echo    func(client string) any        // each client's echo tool; nil: echoTool
}

// lateServer is a server whose classic sessions each register late-tool
// after answering lag(n, client) tools/list calls (n numbers the sessions,
// client is the clientInfo name; 0: on notifications/initialized, or at
// initialize when the server does not say listChanged, since its lists
// must not change; -1: never), so a session behind its server lists it
// later than the others.
// listings counts each client's tools/list calls in classic sessions.
func lateServer(t *testing.T, cfg lateConfig) (string, safehttp.Options, func(client string) int) {
	type session struct {
		client     string
		lag        int
		registered bool
		listed     int
	}
	var (
		mu       sync.Mutex
		sessions = map[string]*session{}
	)
	if cfg.echo == nil {
		cfg.echo = func(string) any { return echoTool }
	}
	late := map[string]any{"name": "late-tool", "inputSchema": map[string]any{"type": "object"}}
	tools := map[string]any{}
	if cfg.changes {
		tools["listChanged"] = true
	}
	serverInfo := map[string]any{"name": "late", "version": "1"}
	url, opts := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req rpcReq
		json.NewDecoder(r.Body).Decode(&req)
		mu.Lock()
		defer mu.Unlock()
		s := sessions[r.Header.Get("Mcp-Session-Id")]
		switch {
		case req.Method == "initialize":
			var p struct {
				ProtocolVersion string            `json:"protocolVersion"`
				ClientInfo      map[string]string `json:"clientInfo"`
			}
			json.Unmarshal(req.Params, &p)
			n := len(sessions) + 1
			sid := "s" + strconv.Itoa(n)
			lag := cfg.lag(n, p.ClientInfo["name"])
			sessions[sid] = &session{client: p.ClientInfo["name"], lag: lag, registered: lag == 0 && !cfg.changes}
			w.Header().Set("Mcp-Session-Id", sid)
			result(w, req.ID, map[string]any{"protocolVersion": p.ProtocolVersion, "serverInfo": serverInfo, "capabilities": map[string]any{"tools": tools}})
		case s == nil && cfg.modern && req.Method == "server/discover":
			result(w, req.ID, map[string]any{"supportedVersions": []string{mcpclient.Modern, "2025-11-25"}, "serverInfo": serverInfo, "capabilities": map[string]any{"tools": tools}})
		case s == nil && cfg.modern && req.Method == "tools/list":
			result(w, req.ID, map[string]any{"tools": []any{echoTool, late}})
		case s == nil:
			result(w, req.ID, map[string]any{}) // a classic server's answer to every unknown method
		case req.Method == "notifications/initialized":
			s.registered = s.registered || s.lag == 0
			w.WriteHeader(http.StatusAccepted)
		case req.Method == "tools/list":
			list := []any{cfg.echo(s.client)}
			if s.registered {
				list = append(list, late)
			}
			s.listed++
			s.registered = s.registered || s.listed == s.lag
			result(w, req.ID, map[string]any{"tools": list})
		default:
			result(w, req.ID, map[string]any{})
		}
	}))
	listings := func(client string) int {
		mu.Lock()
		defer mu.Unlock()
		n := 0
		for _, s := range sessions {
			if s.client == client {
				n += s.listed
			}
		}
		return n
	}
	return url, opts, listings
}

func inspectWithProbes(t *testing.T, url string, opts safehttp.Options, probes int) *mcpclient.Inspection {
	t.Helper()
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second, Probes: true}
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(got.Warnings) > 0 || len(got.Probes) != probes {
		t.Fatalf("warnings %q, probes %+v", got.Warnings, got.Probes)
	}
	return got
}

// TestLateToolIsListedAgain: a session behind its server registers its
// tool only after answering two listings, so even its listing after the
// 202 lacks it. The server says listChanged, so a listing that lacks the
// tool is listed again until it shows it, and no listing seems to differ:
// the second classic session to initialize (of the main listing's, the
// repeat's and the identity probe's), or the scanner's two, so that the
// main listing is listed again, or a 2026-07-28 server's classic session.
func TestLateToolIsListedAgain(t *testing.T) {
	scannerBehind := func(_ int, client string) int {
		if client == mcpclient.ScannerInfo["name"] {
			return 2
		}
		return 0
	}
	for _, tc := range []struct {
		name   string
		cfg    lateConfig
		probes int
	}{
		{"second session", lateConfig{changes: true, lag: func(n int, _ string) int { return 2 * (1 - n%2) }}, 2},
		{"scanner's sessions", lateConfig{changes: true, lag: scannerBehind}, 2},
		{"2026-07-28", lateConfig{changes: true, modern: true, lag: scannerBehind}, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url, opts, _ := lateServer(t, tc.cfg)
			got := inspectWithProbes(t, url, opts, tc.probes)
			want := []string{"echo", "late-tool"}
			if names := toolNames(t, got.Tools); !slices.Equal(names, want) {
				t.Errorf("main listing %v, want %v", names, want)
			}
			for _, p := range got.Probes {
				if names := toolNames(t, p.Tools); p.Err != "" || !slices.Equal(names, want) {
					t.Errorf("probe %s: %v (%s); want %v", p.Kind, names, p.Err, want)
				}
			}
		})
	}
}

// TestLastingDifferenceIsReported: a listing that differs from the main
// one otherwise than by lacking tools, or lacks them after the listings
// again, or comes from a server that does not say listChanged, is filed
// as it is; only the listChanged server's lacking one is listed again, a
// bounded number of times.
func TestLastingDifferenceIsReported(t *testing.T) {
	agent := mcpclient.AgentInfo["name"]
	changed := map[string]any{"name": "echo", "description": "changed", "inputSchema": map[string]any{"type": "object"}}
	for _, tc := range []struct {
		name             string
		changes          bool
		agentEcho        any
		minList, maxList int // the identity probe's tools/list calls
	}{
		{"never registered", true, echoTool, 3, 7},
		{"defined otherwise", true, changed, 2, 2},
		{"no listChanged", false, echoTool, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lag := func(_ int, client string) int {
				if client == agent {
					return -1
				}
				return 0
			}
			echo := func(client string) any {
				if client == agent {
					return tc.agentEcho
				}
				return echoTool
			}
			url, opts, listings := lateServer(t, lateConfig{changes: tc.changes, lag: lag, echo: echo})
			got := inspectWithProbes(t, url, opts, 2)
			if names := toolNames(t, got.Tools); !slices.Equal(names, []string{"echo", "late-tool"}) {
				t.Errorf("main listing %v", names)
			}
			for _, p := range got.Probes {
				want := []string{"echo", "late-tool"}
				if p.Kind == mcpclient.ProbeIdentity {
					want = []string{"echo"}
				}
				if names := toolNames(t, p.Tools); p.Err != "" || !slices.Equal(names, want) {
					t.Errorf("probe %s: %v (%s); want %v", p.Kind, names, p.Err, want)
				}
			}
			if n := listings(agent); n < tc.minList || n > tc.maxList {
				t.Errorf("the identity probe listed %d times, want %d to %d", n, tc.minList, tc.maxList)
			}
		})
	}
}
