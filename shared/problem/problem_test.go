package problem_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

func TestEveryCodeIsDocumentedOnce(t *testing.T) {
	seen := map[string]bool{}
	for _, d := range problem.Docs {
		if seen[d.Code] || d.Status < 400 || d.Title == "" || d.Meaning == "" || d.Action == "" {
			t.Errorf("doc %+v is duplicated or incomplete", d)
		}
		seen[d.Code] = true
	}
	for _, code := range []string{problem.CodeInvalidInput, problem.CodeNotImplemented, problem.CodeUpstreamUnreachable, problem.CodeUpstreamTimeout,
		problem.CodeNotMCP, problem.CodeRegistryFailed, problem.CodeStoreUnavailable, "rate-limited", "mail-unavailable", "bad-request"} {
		if !seen[code] {
			t.Errorf("code %s has no documentation", code)
		}
	}
}

func TestWriteAndFor(t *testing.T) {
	tests := []struct {
		err    error
		status int
		code   string
	}{
		{&problem.Error{Code: problem.CodeNotMCP, Detail: "an HTML page"}, 502, problem.CodeNotMCP},
		{&problem.Error{Code: problem.CodeInvalidInput, Detail: "bad", Fields: []problem.FieldError{{Field: "url", Message: "no"}}}, 422, problem.CodeInvalidInput},
		{store.ErrUnavailable, 503, problem.CodeStoreUnavailable},
		{http.ErrHandlerTimeout, 500, "internal"},
	}
	for _, tt := range tests {
		rec := httptest.NewRecorder()
		problem.Write(rec, "https://explorer.test", problem.For(tt.err))
		var p problem.Problem
		if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		contracttest.Validate(t, contracttest.Problem, rec.Body.Bytes())
		if rec.Code != tt.status || p.Status != tt.status || p.Code != tt.code || p.Type != "https://explorer.test/problems/"+tt.code || rec.Header().Get("Content-Type") != "application/problem+json" {
			t.Errorf("%v: %d %+v", tt.err, rec.Code, p)
		}
	}
}
