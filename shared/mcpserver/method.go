package mcpserver

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

// Method classes for rate limiting.
const (
	ClassCall = "call" // tools/call: runs a calculation, may reach the internet
	ClassList = "list" // everything else: lists, reads, prompts, handshakes
)

// MaxBatch is the most messages one JSON-RPC batch may hold, and a batch
// may hold at most one tools/call: a rate limiter counts one request per
// POST, so a larger batch would multiply what a client may spend. Batches
// exist in protocol 2025-03-26 only; later revisions dropped them.
const MaxBatch = 10

// MethodClass tells a rate limiter what a /mcp request body costs: ClassCall
// when it holds a tools/call (alone or in a batch) or cannot be read as
// JSON-RPC objects (failing closed), ClassList otherwise. Bodies over
// httpapi.MaxBodyBytes are ClassCall too; the endpoint answers them 413.
func MethodClass(body []byte) string {
	if len(body) > httpapi.MaxBodyBytes {
		return ClassCall
	}
	messages, _, ok := jsonrpcMessages(body)
	if !ok || calls(messages) > 0 {
		return ClassCall
	}
	return ClassList
}

// jsonrpcMessages reads body as one JSON-RPC object or a batch of them.
func jsonrpcMessages(body []byte) (messages []map[string]json.RawMessage, batch, ok bool) {
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	if len(trimmed) > 0 && trimmed[0] == '[' {
		return messages, true, json.Unmarshal(trimmed, &messages) == nil
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(trimmed, &m) != nil {
		return nil, false, false
	}
	return append(messages, m), false, true
}

// calls counts the tools/call messages. Any key spelled "method" in any case
// counts: JSON decoders disagree on case and duplicates, so a cheap class
// must not hide a tools/call.
func calls(messages []map[string]json.RawMessage) int {
	n := 0
	for _, m := range messages {
		for k, v := range m {
			var method string
			if strings.EqualFold(k, "method") && json.Unmarshal(v, &method) == nil && method == "tools/call" {
				n++
				break
			}
		}
	}
	return n
}

// limitBatches answers a batch of more than MaxBatch messages, or with more
// than one tools/call, with a JSON-RPC Invalid Request error (400) before
// the SDK runs any of it.
func limitBatches(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			next.ServeHTTP(w, r)
			return
		}
		body := httpapi.PeekBody(r) // the SDK answers a broken or oversized body
		if messages, batch, ok := jsonrpcMessages(body); ok && batch && (len(messages) > MaxBatch || calls(messages) > 1) {
			writeRPCError(w, http.StatusBadRequest, -32600, fmt.Sprintf(
				"Invalid Request: a batch may hold at most %d messages, of which at most one tools/call; send the rest as separate requests", MaxBatch))
			return
		}
		next.ServeHTTP(w, r)
	})
}
