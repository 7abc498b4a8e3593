package httpapi

import (
	"errors"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// problem is an RFC 9457 problem details body.
type problem struct {
	Type   string                `json:"type"`
	Title  string                `json:"title"`
	Status int                   `json:"status"`
	Detail string                `json:"detail"`
	Code   string                `json:"code,omitempty"`
	Errors []explorer.FieldError `json:"errors,omitempty"`
}

// statusOf maps domain error codes to HTTP statuses; the one place that does.
var statusOf = map[string]int{
	explorer.CodeInvalidInput:        http.StatusUnprocessableEntity,
	explorer.CodeNotImplemented:      http.StatusNotImplemented,
	explorer.CodeUpstreamUnreachable: http.StatusBadGateway,
	explorer.CodeUpstreamTimeout:     http.StatusBadGateway,
	explorer.CodeNotMCP:              http.StatusBadGateway,
	explorer.CodeRegistryFailed:      http.StatusBadGateway,
	explorer.CodeStoreUnavailable:    http.StatusServiceUnavailable,
}

// problemFor turns any error from the explorer into a problem.
func problemFor(err error) *problem {
	var e *explorer.Error
	if errors.As(err, &e) {
		status, ok := statusOf[e.Code]
		if !ok {
			status = http.StatusInternalServerError
		}
		return &problem{Status: status, Code: e.Code, Detail: e.Detail, Errors: e.Fields}
	}
	if errors.Is(err, explorer.ErrUnavailable) {
		return &problem{Status: http.StatusServiceUnavailable, Code: explorer.CodeStoreUnavailable, Detail: "the store is unavailable; try again shortly"}
	}
	return &problem{Status: http.StatusInternalServerError, Code: "internal", Detail: "an internal error occurred; it has been logged"}
}

func writeProblem(w http.ResponseWriter, cfg Config, p *problem) {
	if p.Title == "" {
		p.Title = http.StatusText(p.Status)
	}
	if p.Type == "" {
		p.Type = strings.TrimRight(cfg.BaseURL, "/") + "/problems/" + p.Code
		if cfg.BaseURL == "" {
			p.Type = "/problems/" + p.Code
		}
	}
	w.Header().Set("Content-Type", "application/problem+json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(p.Status)
	_ = jsonEncoder(w).Encode(p)
}
