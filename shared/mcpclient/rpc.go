package mcpclient

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"net/http/httptrace"
	"strconv"
	"strings"
	"sync"
	"time"
)

type request struct {
	JSONRPC string `json:"jsonrpc"`
	ID      *int64 `json:"id,omitempty"`
	Method  string `json:"method"`
	Params  any    `json:"params,omitempty"`
}

// message is any JSON-RPC message a server may send.
type message struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
	Result json.RawMessage `json:"result"`
	Error  *rpcError       `json:"error"`
}

// reply is a successful JSON-RPC result with the HTTP header it came with.
type reply struct {
	result json.RawMessage
	header http.Header
}

// post builds a POST to the MCP endpoint carrying the caller's headers and
// the transport headers of the current generation.
func (s *inspector) post(ctx context.Context, method string, body []byte) (*http.Request, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.url, bytes.NewReader(body))
	if err != nil {
		return nil, err
	}
	for k, v := range s.header {
		req.Header[k] = append([]string(nil), v...)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json, text/event-stream")
	switch {
	case s.modern:
		req.Header.Set("MCP-Protocol-Version", Modern)
		req.Header.Set("Mcp-Method", method)
	case s.version != "":
		req.Header.Set("MCP-Protocol-Version", s.version)
	}
	if s.sessionID != "" {
		req.Header.Set("Mcp-Session-Id", s.sessionID)
	}
	return req, nil
}

// call sends one request and waits for its result. A non-nil gate holds the
// request body back until it is closed (see classic).
func (s *inspector) call(ctx context.Context, method string, params any, gate <-chan struct{}) (*reply, error) {
	id := s.nextID.Add(1)
	body, err := json.Marshal(request{JSONRPC: "2.0", ID: &id, Method: method, Params: params})
	if err != nil {
		return nil, err
	}
	req, err := s.post(ctx, method, body)
	if err != nil {
		return nil, err
	}
	if name, ok := nameHeader(method, params); ok && s.modern {
		req.Header.Set("Mcp-Name", name)
	}
	if gate != nil {
		req.Body = &gatedBody{gate: gate, done: ctx.Done(), r: bytes.NewReader(body)}
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	res, err := s.readReply(resp, method, strconv.FormatInt(id, 10))
	if err != nil {
		return nil, err
	}
	return &reply{result: res, header: resp.Header}, nil
}

// notify sends a notification and closes written once its body is on the
// wire. A 2xx answer is success.
func (s *inspector) notify(ctx context.Context, method string, written func()) error {
	body, _ := json.Marshal(request{JSONRPC: "2.0", Method: method})
	ctx = httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
		WroteRequest: func(httptrace.WroteRequestInfo) { written() },
	})
	req, err := s.post(ctx, method, body)
	if err != nil {
		return err
	}
	resp, err := s.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return s.failure(resp)
	}
	return nil
}

// endSession ends a classic session; a probe's once its prober is done
// with it (ctx ends), since reconcile may list its tools again.
func (s *inspector) endSession(ctx context.Context) {
	if !s.forked {
		s.deleteSession(ctx)
		return
	}
	go func() {
		<-ctx.Done()
		s.deleteSession(ctx)
	}()
}

// deleteSession ends a classic session without holding up the caller: the
// request runs in the background for at most two seconds and its answer
// (405 included) is ignored.
func (s *inspector) deleteSession(ctx context.Context) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	req, err := http.NewRequestWithContext(ctx, http.MethodDelete, s.url, nil)
	if err != nil {
		cancel()
		return
	}
	for k, v := range s.header {
		req.Header[k] = append([]string(nil), v...)
	}
	req.Header.Set("Mcp-Session-Id", s.sessionID)
	req.Header.Set("MCP-Protocol-Version", s.version)
	go func() {
		defer cancel()
		if resp, err := s.http.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
}

// readReply reads the response to request id: a JSON body or an event
// stream on which the matching response is found by id; server requests
// and notifications on the stream are ignored.
func (s *inspector) readReply(resp *http.Response, method, id string) (json.RawMessage, error) {
	if resp.StatusCode/100 != 2 {
		return nil, s.failure(resp)
	}
	if resp.StatusCode == http.StatusAccepted || resp.StatusCode == http.StatusNoContent {
		return nil, notMCP("the server answered %s with HTTP %d and no response", method, resp.StatusCode)
	}
	ct := mediaType(resp.Header)
	switch ct {
	case "application/json":
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return nil, err
		}
		s.saw("json")
		return matchJSON(data, method, id)
	case "text/event-stream":
		s.saw("sse")
		return s.matchSSE(resp.Body, method, id)
	case "text/html":
		return nil, notMCP("the server answered %s with an HTML page, not MCP; check the endpoint path, often /mcp", method)
	case "":
		return nil, notMCP("the server answered %s without a Content-Type", method)
	}
	return nil, notMCP("the server answered %s with Content-Type %q; MCP uses application/json or text/event-stream", method, clip(ct, 80))
}

// matchJSON finds the response to id in a JSON body (a batch is accepted).
func matchJSON(data []byte, method, id string) (json.RawMessage, error) {
	var msgs []message
	trimmed := bytes.TrimSpace(data)
	if len(trimmed) > 0 && trimmed[0] == '[' {
		if err := json.Unmarshal(trimmed, &msgs); err != nil {
			return nil, badJSON(method, err)
		}
	} else {
		var m message
		if err := json.Unmarshal(trimmed, &m); err != nil {
			return nil, badJSON(method, err)
		}
		msgs = []message{m}
	}
	var other string
	for _, m := range msgs {
		if m.Method != "" {
			continue
		}
		if got := string(bytes.TrimSpace(m.ID)); got != id {
			other = got
			continue
		}
		return m.outcome(method)
	}
	if other != "" {
		return nil, notMCP("the answer to %s carries JSON-RPC id %s, not %s", method, clip(other, 40), id)
	}
	return nil, notMCP("the answer to %s is JSON but not a JSON-RPC response", method)
}

func badJSON(method string, err error) *Error {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return notMCP("the answer to %s is not valid JSON: %s", method, clip(err.Error(), 120))
	}
	return notMCP("the answer to %s is JSON but not a JSON-RPC message", method)
}

func (s *inspector) matchSSE(body io.Reader, method, id string) (json.RawMessage, error) {
	r := newSSEReader(body, int(s.maxMessage))
	var other string
	for {
		ev, err := r.Next()
		if errors.Is(err, io.EOF) {
			if other != "" {
				return nil, notMCP("the event stream for %s answered JSON-RPC id %s, never %s", method, clip(other, 40), id)
			}
			return nil, notMCP("the event stream for %s ended without a response", method)
		}
		if err != nil {
			return nil, err
		}
		if ev.Type != "message" || strings.TrimSpace(ev.Data) == "" {
			continue // priming events, pings and other event types
		}
		var m message
		if err := json.Unmarshal([]byte(ev.Data), &m); err != nil {
			return nil, badJSON(method, err)
		}
		if m.Method != "" {
			s.requests.record(m, method)
			s.answer(m) // a server request, or a notification (ignored)
			continue
		}
		if got := string(bytes.TrimSpace(m.ID)); got != id {
			other = got
			continue
		}
		return m.outcome(method)
	}
}

// maxAnswers bounds the server requests answered per inspection.
const maxAnswers = 16

// answer replies to a request the server sends on a classic session's
// stream, in the background (2 s bound, the reply's answer ignored):
// roots/list gets no roots, ping an empty result, anything else "method
// not found", so the server does not wait for an answer that never comes.
// Only string and number ids are answered, at most maxAnswers times.
func (s *inspector) answer(m message) {
	id := bytes.TrimSpace(m.ID)
	if s.modern || len(id) == 0 || len(id) > 200 || !(id[0] == '"' || id[0] == '-' || id[0] >= '0' && id[0] <= '9') {
		return
	}
	if s.answered.Add(1) > maxAnswers {
		return
	}
	reply := map[string]any{"jsonrpc": "2.0", "id": json.RawMessage(id)}
	switch m.Method {
	case "roots/list":
		reply["result"] = map[string]any{"roots": []any{}}
	case "ping":
		reply["result"] = map[string]any{}
	default:
		reply["error"] = map[string]any{"code": codeMethodNotFound, "message": "an inspection does not answer " + clip(m.Method, 80)}
	}
	body, err := json.Marshal(reply)
	if err != nil {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	req, err := s.post(ctx, "", body)
	if err != nil {
		cancel()
		return
	}
	go func() {
		defer cancel()
		if resp, err := s.http.Do(req); err == nil {
			resp.Body.Close()
		}
	}()
}

func (m *message) outcome(method string) (json.RawMessage, error) {
	switch {
	case m.Error != nil:
		m.Error.status = http.StatusOK
		return nil, m.Error
	case len(m.Result) == 0 || string(m.Result) == "null":
		return nil, notMCP("the response to %s has neither result nor error", method)
	}
	return m.Result, nil
}

// failure reads a non-2xx answer: a JSON-RPC error body becomes *rpcError,
// anything else *statusError with a short snippet.
func (s *inspector) failure(resp *http.Response) error {
	data, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	ct := mediaType(resp.Header)
	if resp.StatusCode != http.StatusUnauthorized {
		var m message
		if json.Unmarshal(data, &m) == nil && m.Error != nil {
			m.Error.status = resp.StatusCode
			return m.Error
		}
	}
	snippet := ""
	if ct != "text/html" {
		snippet = clip(string(data), 160)
	}
	return &statusError{status: resp.StatusCode, snippet: snippet, header: resp.Header}
}

func mediaType(h http.Header) string {
	mt, _, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil {
		return strings.ToLower(strings.TrimSpace(h.Get("Content-Type")))
	}
	return mt
}

// gatedBody delays the first read of a request body until gate closes.
type gatedBody struct {
	gate <-chan struct{}
	done <-chan struct{}
	r    io.Reader
	once sync.Once
	err  error
}

func (g *gatedBody) Read(p []byte) (int, error) {
	g.once.Do(func() {
		select {
		case <-g.gate:
		case <-g.done:
			g.err = context.Canceled
		}
	})
	if g.err != nil {
		return 0, g.err
	}
	return g.r.Read(p)
}

func (g *gatedBody) Close() error { return nil }
