package mcpclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
	"unicode"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Error codes: stable strings the API reports.
const (
	CodeInvalidURL  = "invalid-url"          // the URL argument itself is unusable
	CodeUnreachable = "upstream-unreachable" // no connection, refused address or redirect, 5xx
	CodeTimeout     = "upstream-timeout"     // nothing usable before the deadline
	CodeNotMCP      = "not-mcp"              // answered, but not as an MCP server
	CodeUnsupported = "unsupported-protocol" // an MCP server with no protocol version we speak
	CodeForbidden   = "upstream-forbidden"   // the server refused this client: 403, or 421 for its Host
)

// Error is the failure of a whole inspection. Detail is a sentence a person
// can act on; it never contains request headers.
type Error struct {
	Code   string
	Detail string
	Err    error
}

func (e *Error) Error() string { return e.Code + ": " + e.Detail }
func (e *Error) Unwrap() error { return e.Err }

func notMCP(format string, args ...any) *Error {
	return &Error{Code: CodeNotMCP, Detail: fmt.Sprintf(format, args...)}
}

// rpcError is a JSON-RPC error response; status is the HTTP status it came with.
type rpcError struct {
	Code    int             `json:"code"`
	Message string          `json:"message"`
	Data    json.RawMessage `json:"data,omitempty"`
	status  int
}

func (e *rpcError) Error() string {
	return fmt.Sprintf("JSON-RPC error %d: %s", e.Code, clip(e.Message, 200))
}

// JSON-RPC error codes this client reacts to.
const (
	codeMethodNotFound          = -32601
	codeHeaderMismatch          = -32020
	codeMissingClientCapability = -32021
	codeUnsupportedVersion      = -32022
)

// modern reports a code that only a 2026-07-28 (or later) server sends.
func (e *rpcError) modern() bool {
	switch e.Code {
	case codeHeaderMismatch, codeMissingClientCapability, codeUnsupportedVersion:
		return true
	}
	return false
}

// statusError is a non-2xx answer without a JSON-RPC error body.
type statusError struct {
	status  int
	snippet string
	header  http.Header
}

func (e *statusError) Error() string {
	s := fmt.Sprintf("HTTP %d %s", e.status, http.StatusText(e.status))
	if e.snippet != "" {
		s += fmt.Sprintf(": %q", e.snippet)
	}
	return s
}

// refusal reports a 403 or 421 answer, with or without a JSON-RPC error
// body: the server (or a proxy before it) refuses this client.
func refusal(err error) (status int, said string, ok bool) {
	var (
		se *statusError
		re *rpcError
	)
	switch {
	case errors.As(err, &se):
		status, said = se.status, se.snippet
	case errors.As(err, &re):
		status, said = re.status, clip(re.Message, 160)
	default:
		return 0, "", false
	}
	return status, said, status == http.StatusForbidden || status == http.StatusMisdirectedRequest
}

// classify turns any failure into an *Error; what names the step, e.g.
// "initialize". ctx is the inspection's context.
func classify(ctx context.Context, what string, err error, deadline string) *Error {
	var (
		e   *Error
		be  *safehttp.BlockedError
		ue  *safehttp.URLError
		le  *safehttp.LimitError
		se  *statusError
		re  *rpcError
		dns *net.DNSError
	)
	if status, said, ok := refusal(err); ok {
		detail := fmt.Sprintf("the server refused the request (HTTP %d %s on %s)", status, http.StatusText(status), what)
		if said != "" {
			detail += fmt.Sprintf(" and said %q", said)
		}
		detail += "; it may accept only certain Host names or origins (DNS-rebinding protection), networks or credentials"
		return &Error{CodeForbidden, detail, err}
	}
	switch {
	case errors.As(err, &e):
		return e
	case errors.As(err, &be):
		return &Error{CodeUnreachable, "refused to connect: " + be.Error(), err}
	case errors.As(err, &ue):
		return &Error{CodeUnreachable, ue.Reason, err}
	case errors.As(err, &le):
		return &Error{CodeNotMCP, fmt.Sprintf("the answer to %s was too large: %s", what, le.Error()), err}
	case errors.As(err, &se):
		switch {
		case se.status >= 500:
			return &Error{CodeUnreachable, fmt.Sprintf("the server failed on %s: %s", what, se.Error()), err}
		case se.status == http.StatusNotFound:
			return &Error{CodeNotMCP, fmt.Sprintf("nothing answers MCP at this URL (%s on %s); check the endpoint path, often /mcp", se.Error(), what), err}
		}
		return &Error{CodeNotMCP, fmt.Sprintf("the server rejected %s: %s", what, se.Error()), err}
	case errors.As(err, &re):
		return &Error{CodeUnsupported, fmt.Sprintf("the server answered %s with %s", what, re.Error()), err}
	case ctx.Err() != nil || errors.Is(err, context.DeadlineExceeded):
		return &Error{CodeTimeout, fmt.Sprintf("no answer to %s within %s", what, deadline), err}
	case errors.As(err, &dns):
		return &Error{CodeUnreachable, fmt.Sprintf("cannot resolve %s: %s", dns.Name, dns.Err), err}
	}
	var ue2 *url.Error
	if errors.As(err, &ue2) {
		err = ue2.Err
	}
	return &Error{CodeUnreachable, "cannot connect: " + clip(err.Error(), 300), err}
}

// clip shortens a server-controlled string for messages and drops control
// characters.
func clip(s string, n int) string {
	s = strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s)
	return strings.TrimSpace(text.ClipBytes(s, n))
}
