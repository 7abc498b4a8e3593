package mcpserver

import (
	"fmt"
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
)

// MaxBatch is the most messages one JSON-RPC batch may hold, and a batch
// may hold at most one tools/call, which bounds what one POST may spend. Batches
// exist in protocol 2025-03-26 only; later revisions dropped them.
const MaxBatch = 10

// limitBatches answers a batch of more than MaxBatch messages, or with more
// than one tools/call, with a JSON-RPC Invalid Request error (400) before
// the SDK runs any of it.
//
// The SDK's own refusals are answered as JSON (see jsonErrors), with the id
// of the request read here.
func limitBatches(baseURL string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		body := httpx.PeekBody(r) // the SDK answers a broken or oversized body
		if messages, batch, ok := httpx.JSONRPCMessages(body); ok && batch && (len(messages) > MaxBatch || httpx.ToolCalls(messages) > 1) {
			writeRPCError(w, http.StatusBadRequest, -32600, fmt.Sprintf(
				"Invalid Request: a batch may hold at most %d messages, of which at most one tools/call; send the rest as separate requests", MaxBatch))
			return
		}
		jsonErrors(w, r, baseURL, body, next)
	})
}
