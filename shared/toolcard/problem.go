package toolcard

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// problem is an RFC 9457 problem details body, shaped like the explorer API's.
type problem struct {
	Type   string                `json:"type"`
	Title  string                `json:"title"`
	Status int                   `json:"status"`
	Detail string                `json:"detail"`
	Code   string                `json:"code,omitempty"`
	Errors []explorer.FieldError `json:"errors,omitempty"`
}

func (h *handler) writeProblem(w http.ResponseWriter, p *problem) {
	p.Title = http.StatusText(p.Status)
	p.Type = strings.TrimRight(h.cfg.BaseURL, "/") + "/problems/" + p.Code
	w.Header().Set("Content-Type", "application/problem+json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(p.Status)
	_ = newEncoder(w).Encode(p)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = newEncoder(w).Encode(v)
}

func newEncoder(w io.Writer) *json.Encoder {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc
}

func badRequest(detail string) *problem {
	return &problem{Status: http.StatusBadRequest, Code: "bad-request", Detail: detail}
}

// readBody enforces the content type and a size limit.
func readBody(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, *problem) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return nil, &problem{Status: http.StatusUnsupportedMediaType, Code: "unsupported-media-type",
			Detail: fmt.Sprintf("send the body as application/json (got %q)", r.Header.Get("Content-Type"))}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, &problem{Status: http.StatusRequestEntityTooLarge, Code: "body-too-large",
			Detail: fmt.Sprintf("the body is larger than %d bytes", limit)}
	}
	if err != nil {
		return nil, badRequest("the body could not be read: " + err.Error())
	}
	return body, nil
}

// decodeObject reads body as one JSON object; the problem tells the client
// what to send instead, with an example.
func decodeObject(body []byte, example string) (map[string]json.RawMessage, *problem) {
	var obj map[string]json.RawMessage
	err := json.Unmarshal(body, &obj)
	var se *json.SyntaxError
	switch {
	case err == nil && obj != nil:
		return obj, nil
	case len(strings.TrimSpace(string(body))) == 0:
		return nil, badRequest("the body is empty; send " + example)
	case err != nil && strings.Contains(err.Error(), "unexpected end"):
		return nil, badRequest("the body is not valid JSON: it ends before the value is complete; send " + example)
	case errors.As(err, &se):
		line, col := position(body, int(se.Offset)-1)
		return nil, badRequest(fmt.Sprintf("the body is not valid JSON: %v (line %d, column %d); send %s", err, line, col, example))
	default:
		return nil, badRequest("the body must be a JSON object; send " + example)
	}
}

// position converts a byte offset into a 1-based line and column.
func position(data []byte, offset int) (line, col int) {
	offset = max(0, min(offset, len(data)))
	line, col = 1, 1
	for _, c := range string(data[:offset]) {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
