package mcpserver

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// jsonErrors serves r with next, turning the SDK transport's plain-text
// refusals (a wrong Accept or Content-Type, a broken body, an unsupported
// version) into JSON: a JSON-RPC error carrying the id of the request in
// body when it has one, a problem+json otherwise.
func jsonErrors(w http.ResponseWriter, r *http.Request, baseURL string, body []byte, next http.Handler) {
	pw := &plainErrors{ResponseWriter: w}
	next.ServeHTTP(pw, r)
	if pw.status == 0 {
		return
	}
	message := strings.TrimSpace(pw.body.String())
	if id, ok := requestID(body); ok {
		writeRPCErrorID(w, pw.status, rpcCode(pw.status, message), message, id)
		return
	}
	problem.Write(w, baseURL, &problem.Problem{Status: pw.status, Code: problemCode(pw.status, message), Detail: message})
}

// plainErrors holds back a text/plain error answer for jsonErrors.
type plainErrors struct {
	http.ResponseWriter
	status int // the held-back status; 0 when the answer went through
	body   bytes.Buffer
}

func (p *plainErrors) WriteHeader(code int) {
	if code >= 400 && strings.HasPrefix(p.Header().Get("Content-Type"), "text/plain") {
		p.status = code
		return
	}
	p.ResponseWriter.WriteHeader(code)
}

func (p *plainErrors) Write(b []byte) (int, error) {
	if p.status != 0 {
		if room := maxErrorText - p.body.Len(); room > 0 {
			p.body.Write(b[:min(len(b), room)])
		}
		return len(b), nil
	}
	return p.ResponseWriter.Write(b)
}

func (p *plainErrors) Unwrap() http.ResponseWriter { return p.ResponseWriter }

// maxErrorText bounds the transport's message quoted in the answer.
const maxErrorText = 300

// requestID is the id of a single JSON-RPC request body, if it has one.
func requestID(body []byte) (json.RawMessage, bool) {
	messages, batch, ok := httpx.JSONRPCMessages(body)
	if !ok || batch || len(messages) != 1 {
		return nil, false
	}
	id, ok := messages[0]["id"]
	if !ok || string(id) == "null" {
		return nil, false
	}
	return id, true
}

func rpcCode(status int, message string) int {
	switch {
	case strings.HasPrefix(message, "malformed payload"):
		return -32700 // parse error
	case status >= 500:
		return -32603 // internal error
	}
	return -32600 // invalid request
}

func problemCode(status int, message string) string {
	switch {
	case strings.HasPrefix(message, "malformed payload"):
		return "malformed-json"
	case status == http.StatusRequestEntityTooLarge:
		return "body-too-large"
	case status == http.StatusUnsupportedMediaType:
		return "unsupported-media-type"
	case status == http.StatusForbidden:
		return "forbidden"
	case status == http.StatusNotFound:
		return "not-found"
	case status == http.StatusMethodNotAllowed:
		return "method-not-allowed"
	case status >= 500:
		return "internal"
	}
	return "bad-request"
}
