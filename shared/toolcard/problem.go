package toolcard

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

func (h *handler) writeProblem(w http.ResponseWriter, p *problem.Problem) {
	problem.Write(w, h.cfg.BaseURL, p)
}

// writeJSON answers v as JSON that no cache keeps.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Cache-Control", "no-store")
	httpx.WriteJSON(w, status, v)
}

func badRequest(detail string) *problem.Problem {
	return &problem.Problem{Status: http.StatusBadRequest, Code: "bad-request", Detail: detail}
}

// decodeObject reads body as one JSON object; the problem tells the client
// what to send instead, with an example.
func decodeObject(body []byte, example string) (map[string]json.RawMessage, *problem.Problem) {
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
		line, col := analysis.Position(body, int(se.Offset)-1)
		return nil, badRequest(fmt.Sprintf("the body is not valid JSON: %v (line %d, column %d); send %s", err, line, col, example))
	default:
		return nil, badRequest("the body must be a JSON object; send " + example)
	}
}
