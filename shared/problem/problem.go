// Package problem writes RFC 9457 problem details, and explains each code
// the service answers with: the API, Toolcard, subscriptions and the page
// all read the same list, and /problems/{code} prints it. Domain packages
// return an [Error] with one of the codes; [For] and [Write] turn it into
// the response.
package problem

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Problem is an RFC 9457 problem details body. Write fills Type, Title and
// (from the code) Status when they are empty.
type Problem struct {
	Type   string       `json:"type"`
	Title  string       `json:"title"`
	Status int          `json:"status"`
	Detail string       `json:"detail"`
	Code   string       `json:"code,omitempty"`
	Errors []FieldError `json:"errors,omitempty"`
}

// Doc explains one problem code: the last path segment of the problem type
// URIs, {base}/problems/{code}.
type Doc struct {
	Code    string
	Status  int
	Title   string
	Meaning string // what happened
	Action  string // what to do about it
}

// Codes that the domain packages return in an [Error]; each has its entry in
// [Docs].
const (
	CodeInvalidInput        = "invalid-input"
	CodeNotImplemented      = "not-implemented"
	CodeUpstreamUnreachable = "upstream-unreachable"
	CodeUpstreamTimeout     = "upstream-timeout"
	CodeUpstreamForbidden   = "upstream-forbidden"
	CodeNotMCP              = "not-mcp"
	CodeRegistryFailed      = "registry-failed"
	CodeStoreUnavailable    = "store-unavailable"
)

// Docs lists every code the service answers with.
var Docs = []Doc{
	{CodeInvalidInput, http.StatusUnprocessableEntity, "Invalid input",
		"One or more fields of the request are wrong: an unknown mode, a URL that is not absolute http(s) or that reaches a private, loopback, link-local or metadata address, a toolsJson that does not parse as a tool list, or a value over its length limit. errors[] names every invalid field at once.",
		"Fix each field listed in errors[] and send the request again. For toolsJson, the message gives the line and column where parsing stopped."},
	{"malformed-json", http.StatusBadRequest, "Malformed JSON",
		"The request body is not a JSON object. The detail gives the line and column where parsing stopped.",
		"Send one JSON object such as {\"mode\":\"paste\",\"toolsJson\":\"…\"}; toolsJson is a string holding the tool list, not a nested object."},
	{"bad-body", http.StatusBadRequest, "Unreadable body",
		"The request body could not be read to the end, usually because the connection broke.",
		"Send the request again."},
	{"body-too-large", http.StatusRequestEntityTooLarge, "Body too large",
		"The request body is larger than the limit; the methodology lists the limits.",
		"Trim the tool list to at most 1,000,000 characters, or inspect the server in connect mode instead of pasting."},
	{"unsupported-media-type", http.StatusUnsupportedMediaType, "Unsupported media type",
		"The API reads only JSON bodies.",
		"Send Content-Type: application/json."},
	{"forbidden", http.StatusForbidden, "Forbidden",
		"The endpoint refused the request as sent: /mcp answers only to its own host names.",
		"Call the endpoint by the address the explorer publishes."},
	{"not-found", http.StatusNotFound, "Not found",
		"No route answers this path.",
		"See /openapi.json for the API's routes."},
	{"method-not-allowed", http.StatusMethodNotAllowed, "Method not allowed",
		"The path exists, but not for this HTTP method. The Allow header lists the methods it accepts.",
		"Use one of the methods in the Allow header."},
	{"rate-limited", http.StatusTooManyRequests, "Too many requests",
		"This client sent more requests than the rate limit allows in the current window.",
		"Wait for the number of seconds in the Retry-After header before trying again."},
	{CodeNotImplemented, http.StatusNotImplemented, "Not implemented",
		"This build of the explorer does not offer the requested mode.",
		"Use a mode this deployment offers; paste mode always works: copy the server's tools/list result into toolsJson."},
	{CodeUpstreamUnreachable, http.StatusBadGateway, "Server unreachable",
		"The MCP server could not be reached: the name did not resolve, the connection was refused or reset, or it answered with a server error.",
		"Check the URL from the machine you normally use. If the server is only reachable from your network, paste its tools/list result instead."},
	{CodeUpstreamTimeout, http.StatusBadGateway, "Server timed out",
		"The MCP server did not answer completely before the inspection deadline.",
		"Try again later, or paste the server's tools/list result."},
	{CodeUpstreamForbidden, http.StatusBadGateway, "Server refused the request",
		"The MCP server answered 403 Forbidden (or 421 Misdirected Request): it refuses this client. Servers that guard against DNS rebinding accept only the Host names and origins they know; others accept only certain networks or require credentials first.",
		"If the server is yours, add the host name you use to its allowed hosts. If it needs credentials, inspect it from the command line with --header 'Authorization: Bearer …'. Otherwise paste its tools/list result."},
	{CodeNotMCP, http.StatusBadGateway, "Not an MCP server",
		"Something answered at the URL, but not as an MCP server the explorer can talk to: no JSON-RPC response to the handshake, an HTML page, or only a protocol version the explorer does not speak.",
		"Check that the URL is the server's MCP endpoint (often ending in /mcp), not its home page; otherwise paste its tools/list result."},
	{CodeRegistryFailed, http.StatusBadGateway, "Registry search failed",
		"The MCP Registry could not be reached or answered with an error.",
		"Try the search again later."},
	{CodeStoreUnavailable, http.StatusServiceUnavailable, "Store unavailable",
		"The fingerprint store did not answer, so the check could not compare or remember anything. Nothing was lost.",
		"Try again shortly, or send remember false to check without comparing."},
	{"mail-unavailable", http.StatusServiceUnavailable, "Mail unavailable",
		"The confirmation or unsubscribe email could not be sent, so the request was not kept: no link from it will work.",
		"Try again in a few minutes."},
	{"misdirected-request", http.StatusMisdirectedRequest, "Misdirected request",
		"The request named a host this server does not answer for. A server on a loopback address answers only to its own names, so a web page that rebinds its domain to 127.0.0.1 cannot use it.",
		"Use the address the server printed when it started, or start it with --allowed-hosts naming the host you use."},
	{"bad-request", http.StatusBadRequest, "Bad request",
		"The body is not a usable request for this route; the detail says what to send instead.",
		"Send what the detail describes; /openapi.json has the schemas."},
	{"response-too-large", http.StatusInternalServerError, "Response too large",
		"The answer was larger than the hosted service can send (a Lambda function returns at most 6 MB), usually because the pasted tool list is large and full of characters that HTML escapes.",
		"Ask the JSON API instead of the page (its answer is smaller), paste fewer tools at a time, or run the same check with the command-line tool, which has no such limit."},
	{"internal", http.StatusInternalServerError, "Internal error",
		"Something failed inside the explorer. It has been logged, without the request's content.",
		"Try again; if it keeps happening, report it with the X-Request-Id response header."},
}

var byCode = func() map[string]Doc {
	m := make(map[string]Doc, len(Docs))
	for _, d := range Docs {
		m[d.Code] = d
	}
	return m
}()

// Lookup returns the explanation of code.
func Lookup(code string) (Doc, bool) {
	d, ok := byCode[code]
	return d, ok
}

// For turns an error into a problem with its documented status; errors
// that are not an [*Error] become "internal" (500), store failures
// "store-unavailable" (503).
func For(err error) *Problem {
	var e *Error
	p := &Problem{Code: "internal", Detail: "an internal error occurred; it has been logged"}
	switch {
	case errors.As(err, &e):
		p = &Problem{Code: e.Code, Detail: e.Detail, Errors: e.Fields}
	case errors.Is(err, store.ErrUnavailable):
		p = &Problem{Code: CodeStoreUnavailable, Detail: "the store is unavailable; try again shortly"}
	}
	p.Status = StatusOf(p.Code)
	return p
}

// LogLevel is the level a failure with code is logged at. A server that
// the user named being unreachable, slow or not MCP is no fault of the
// service (INFO); the registry failing is a dependency's (WARN); anything
// else is the service's own (ERROR).
func LogLevel(code string) slog.Level {
	switch code {
	case CodeUpstreamUnreachable, CodeUpstreamTimeout, CodeNotMCP, CodeInvalidInput:
		return slog.LevelInfo
	case CodeRegistryFailed:
		return slog.LevelWarn
	}
	return slog.LevelError
}

// LogArgs are what a failed request logs: the code, and the error's text
// unless the code says an inspected server failed, whose words (an error
// page, a refusal) may echo the caller's credential, a key in its URL,
// and have no place in a log that is shared.
func LogArgs(code string, err error) []any {
	switch code {
	case CodeUpstreamUnreachable, CodeUpstreamTimeout, CodeUpstreamForbidden, CodeNotMCP:
		return []any{"code", code}
	}
	return []any{"code", code, "err", err}
}

// StatusOf is the documented HTTP status of code (500 for unknown codes).
func StatusOf(code string) int {
	if d, ok := byCode[code]; ok {
		return d.Status
	}
	return http.StatusInternalServerError
}

// Write sends p as application/problem+json.
func Write(w http.ResponseWriter, baseURL string, p *Problem) {
	if p.Status == 0 {
		p.Status = StatusOf(p.Code)
	}
	if p.Title == "" {
		p.Title = http.StatusText(p.Status)
	}
	if p.Type == "" {
		p.Type = strings.TrimRight(baseURL, "/") + "/problems/" + p.Code
	}
	p.Errors = BoundFields(p.Errors)
	w.Header().Set("Content-Type", "application/problem+json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(p.Status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(p)
}

// ReadJSON enforces an application/json body of at most limit bytes.
func ReadJSON(w http.ResponseWriter, r *http.Request, limit int64) ([]byte, *Problem) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return nil, &Problem{Code: "unsupported-media-type", Detail: fmt.Sprintf("send the body as application/json (got %q)", r.Header.Get("Content-Type"))}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, &Problem{Code: "body-too-large", Detail: fmt.Sprintf("the body is larger than %d bytes", limit)}
	}
	if err != nil {
		return nil, &Problem{Code: "bad-body", Detail: "the body could not be read: " + err.Error()}
	}
	return body, nil
}
