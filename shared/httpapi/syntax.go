package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// syntaxProblem explains a body that is not a JSON object.
func syntaxProblem(body []byte, err error) *problem.Problem {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	detail := "the body is not valid JSON: " + err.Error()
	switch {
	case errors.As(err, &se):
		line, col := analysis.Position(body, int(se.Offset)-1)
		detail = fmt.Sprintf("the body is not valid JSON: %v (line %d, column %d)", err, line, col)
	case errors.As(err, &te):
		detail = "the body must be a JSON object like {\"mode\":\"paste\",\"toolsJson\":\"…\"}"
	}
	return &problem.Problem{Status: http.StatusBadRequest, Code: "malformed-json", Detail: detail}
}
