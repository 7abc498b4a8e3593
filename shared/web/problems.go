package web

import (
	"errors"
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// problemDoc explains one problem code: the last path segment of the API's
// problem type URIs, {base}/problems/{code}.
type problemDoc struct {
	Code    string
	Status  int
	Title   string
	Meaning string // what happened
	Action  string // what to do about it
}

// problemDocs lists every code the API and the page answer with.
var problemDocs = []problemDoc{
	{explorer.CodeInvalidInput, http.StatusUnprocessableEntity, "Invalid input",
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
	{"not-found", http.StatusNotFound, "Not found",
		"No route answers this path.",
		"See /openapi.json for the API's routes."},
	{"method-not-allowed", http.StatusMethodNotAllowed, "Method not allowed",
		"The path exists, but not for this HTTP method. The Allow header lists the methods it accepts.",
		"Use one of the methods in the Allow header."},
	{"rate-limited", http.StatusTooManyRequests, "Too many requests",
		"This client sent more requests than the rate limit allows in the current window.",
		"Wait for the number of seconds in the Retry-After header before trying again."},
	{explorer.CodeNotImplemented, http.StatusNotImplemented, "Not implemented",
		"This build of the explorer does not offer the requested mode.",
		"Use a mode this deployment offers; paste mode always works: copy the server's tools/list result into toolsJson."},
	{explorer.CodeUpstreamUnreachable, http.StatusBadGateway, "Server unreachable",
		"The MCP server could not be reached: the name did not resolve, the connection was refused or reset, or it answered with a server error.",
		"Check the URL from the machine you normally use. If the server is only reachable from your network, paste its tools/list result instead."},
	{explorer.CodeUpstreamTimeout, http.StatusBadGateway, "Server timed out",
		"The MCP server did not answer completely before the inspection deadline.",
		"Try again later, or paste the server's tools/list result."},
	{explorer.CodeNotMCP, http.StatusBadGateway, "Not an MCP server",
		"Something answered at the URL, but not as an MCP server the explorer can talk to: no JSON-RPC response to the handshake, an HTML page, or only a protocol version the explorer does not speak.",
		"Check that the URL is the server's MCP endpoint (often ending in /mcp), not its home page; otherwise paste its tools/list result."},
	{explorer.CodeRegistryFailed, http.StatusBadGateway, "Registry search failed",
		"The MCP Registry could not be reached or answered with an error.",
		"Try the search again later."},
	{explorer.CodeStoreUnavailable, http.StatusServiceUnavailable, "Store unavailable",
		"The fingerprint store did not answer, so the check could not compare or remember anything. Nothing was lost.",
		"Try again shortly, or send remember false to check without comparing."},
	{"mail-unavailable", http.StatusServiceUnavailable, "Mail unavailable",
		"The confirmation or unsubscribe email could not be sent, so the request was not kept: no link from it will work.",
		"Try again in a few minutes."},
	{"internal", http.StatusInternalServerError, "Internal error",
		"Something failed inside the explorer. It has been logged, without the request's content.",
		"Try again; if it keeps happening, report it with the X-Request-Id response header."},
}

var problemByCode = func() map[string]problemDoc {
	m := make(map[string]problemDoc, len(problemDocs))
	for _, p := range problemDocs {
		m[p.Code] = p
	}
	return m
}()

// problemView is an error shown next to the form.
type problemView struct {
	Status int
	Code   string
	Title  string
	Detail string
	Fields []explorer.FieldError
}

// problemOf turns an error from the explorer into what the page shows and
// the status it answers with.
func problemOf(err error) problemView {
	code := explorer.ErrorCode(err)
	if code == "" && errors.Is(err, explorer.ErrUnavailable) {
		code = explorer.CodeStoreUnavailable
	}
	doc, ok := problemByCode[code]
	if !ok {
		doc = problemByCode["internal"]
	}
	v := problemView{Status: doc.Status, Code: doc.Code, Title: doc.Title, Detail: doc.Meaning}
	var e *explorer.Error
	if errors.As(err, &e) && doc.Code != "internal" {
		v.Detail, v.Fields = e.Detail, e.Fields
	}
	return v
}
