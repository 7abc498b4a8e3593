package mcpclient_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// serverMessage is any JSON-RPC message the test server receives.
type serverMessage struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Capabilities json.RawMessage `json:"capabilities"`
	} `json:"params"`
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Code int `json:"code"`
	} `json:"error"`
}

// The client declares roots, and on a classic session answers the
// server's roots/list (sent on a response stream) with an empty list; a
// request it cannot serve gets "method not found".
func TestClassicSessionAnswersServerRequests(t *testing.T) {
	answers := make(chan string, 2)
	declared := make(chan json.RawMessage, 1)
	base, opts := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodDelete {
			return
		}
		var m serverMessage
		json.NewDecoder(r.Body).Decode(&m)
		switch {
		case m.Method != "initialize" && r.Header.Get("Mcp-Session-Id") != "s1":
			http.Error(w, "Bad Request: Server not initialized", 400)
		case m.Method == "initialize":
			declared <- m.Params.Capabilities
			w.Header().Set("Mcp-Session-Id", "s1")
			result(w, m.ID, map[string]any{"protocolVersion": "2025-06-18", "capabilities": map[string]any{"tools": map[string]any{}}})
		case m.Method == "notifications/initialized":
			w.WriteHeader(http.StatusAccepted)
		case m.Method == "tools/list":
			w.Header().Set("Content-Type", "text/event-stream")
			fmt.Fprint(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":\"r1\",\"method\":\"roots/list\"}\n\n")
			fmt.Fprint(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"sampling/createMessage\",\"params\":{}}\n\n")
			w.(http.Flusher).Flush()
			var got []string
			for range 2 { // the list is sent once both requests are answered
				select {
				case a := <-answers:
					got = append(got, a)
				case <-time.After(3 * time.Second):
				}
			}
			tool := map[string]any{"name": strings.Join(got, ";"), "inputSchema": map[string]any{"type": "object"}}
			msg, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": m.ID, "result": map[string]any{"tools": []any{tool}}})
			fmt.Fprintf(w, "event: message\ndata: %s\n\n", msg)
		case m.Method == "": // a response to the server's request
			code := 0
			if m.Error != nil {
				code = m.Error.Code
			}
			answers <- fmt.Sprintf("%s session=%s result=%s error=%d", m.ID, r.Header.Get("Mcp-Session-Id"), m.Result, code)
			w.WriteHeader(http.StatusAccepted)
		}
	}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second}
	got, err := c.Inspect(t.Context(), serverURL(t, base+"/mcp"), nil)
	if err != nil {
		t.Fatal(err)
	}
	if caps := <-declared; !strings.Contains(string(caps), `"roots"`) {
		t.Errorf("initialize declared capabilities %s, want roots", caps)
	}
	names := toolNames(t, got.Tools)
	want := []string{`"r1" session=s1 result={"roots":[]} error=0`, `7 session=s1 result= error=-32601`}
	if len(names) != 1 || !strings.Contains(names[0], want[0]) || !strings.Contains(names[0], want[1]) {
		t.Errorf("the server got the answers %q, want %q", names, want)
	}
}

// A stream full of server requests gets a bounded number of answers, so a
// server cannot turn one inspection into a flood of requests.
func TestServerRequestAnswersAreBounded(t *testing.T) {
	var answers atomic.Int32
	base, opts := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m serverMessage
		json.NewDecoder(r.Body).Decode(&m)
		switch {
		case r.Method == http.MethodDelete:
		case m.Method == "initialize":
			w.Header().Set("Mcp-Session-Id", "s1")
			result(w, m.ID, map[string]any{"protocolVersion": "2025-06-18", "capabilities": map[string]any{"tools": map[string]any{}}})
		case r.Header.Get("Mcp-Session-Id") != "s1":
			http.Error(w, "Bad Request: Server not initialized", 400)
		case m.Method == "notifications/initialized":
			w.WriteHeader(http.StatusAccepted)
		case m.Method == "tools/list":
			w.Header().Set("Content-Type", "text/event-stream")
			for i := range 100 {
				fmt.Fprintf(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":%d,\"method\":\"roots/list\"}\n\n", 1000+i)
			}
			fmt.Fprint(w, "event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":{\"x\":1},\"method\":\"roots/list\"}\n\n")
			msg, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": m.ID, "result": map[string]any{"tools": []any{echoTool}}})
			fmt.Fprintf(w, "event: message\ndata: %s\n\n", msg)
		case m.Method == "":
			answers.Add(1)
			w.WriteHeader(http.StatusAccepted)
		}
	}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second}
	if _, err := c.Inspect(t.Context(), serverURL(t, base+"/mcp"), nil); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(3 * time.Second); answers.Load() < 16 && time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
	}
	time.Sleep(200 * time.Millisecond)
	if n := answers.Load(); n != 16 {
		t.Errorf("%d server requests answered, want 16", n)
	}
}

// The requests a server sends during the inspection are recorded by
// method, with the request whose stream carried them, sampling's
// includeContext and elicitation's modes; progress notifications are not.
func TestServerRequestsAreRecorded(t *testing.T) {
	base, opts := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var m serverMessage
		json.NewDecoder(r.Body).Decode(&m)
		switch {
		case r.Method == http.MethodDelete:
		case m.Method == "initialize":
			w.Header().Set("Mcp-Session-Id", "s1")
			result(w, m.ID, map[string]any{"protocolVersion": "2025-06-18", "capabilities": map[string]any{"tools": map[string]any{}}})
		case r.Header.Get("Mcp-Session-Id") != "s1":
			http.Error(w, "Bad Request: Server not initialized", 400)
		case m.Method == "notifications/initialized", m.Method == "":
			w.WriteHeader(http.StatusAccepted)
		case m.Method == "tools/list":
			w.Header().Set("Content-Type", "text/event-stream")
			for _, msg := range []string{
				`{"jsonrpc":"2.0","id":"e1","method":"elicitation/create","params":{"mode":"url","url":"https://login.example/x","message":"Sign in"}}`,
				`{"jsonrpc":"2.0","id":"e2","method":"elicitation/create","params":{"message":"Your API key?","requestedSchema":{"type":"object"}}}`,
				`{"jsonrpc":"2.0","id":3,"method":"sampling/createMessage","params":{"includeContext":"thisServer","messages":[],"maxTokens":5}}`,
				`{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":"listing"}}`,
				`{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":1,"progress":1}}`,
			} {
				fmt.Fprintf(w, "event: message\ndata: %s\n\n", msg)
			}
			reply, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": m.ID, "result": map[string]any{"tools": []any{echoTool}}})
			fmt.Fprintf(w, "event: message\ndata: %s\n\n", reply)
		}
	}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second}
	got, err := c.Inspect(t.Context(), serverURL(t, base+"/mcp"), nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(got.ServerRequests)
	want := `[{"method":"elicitation/create","count":2,"during":["tools/list"],"modes":["form","url"]},` +
		`{"method":"notifications/message","count":1,"during":["tools/list"]},` +
		`{"method":"sampling/createMessage","count":1,"during":["tools/list"],"includeContext":["thisServer"]}]`
	if string(b) != want {
		t.Errorf("server requests\n%s\nwant\n%s", b, want)
	}
}
