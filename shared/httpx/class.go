package httpx

import (
	"bytes"
	"encoding/json"
	"strings"
)

// Cost classes of a /mcp request body, for rate limiting.
const (
	ClassCall = "call" // tools/call: runs a calculation, may reach the internet
	ClassList = "list" // everything else: lists, reads, prompts, handshakes
)

// MethodClass tells a rate limiter what a /mcp request body costs: ClassCall
// when it holds a tools/call (alone or in a batch) or cannot be read as
// JSON-RPC objects (failing closed), ClassList otherwise. Bodies over
// MaxBodyBytes are ClassCall too; the endpoint answers them 413.
func MethodClass(body []byte) string {
	if len(body) > MaxBodyBytes {
		return ClassCall
	}
	messages, _, ok := JSONRPCMessages(body)
	if !ok || ToolCalls(messages) > 0 {
		return ClassCall
	}
	return ClassList
}

// JSONRPCMessages reads body as one JSON-RPC object or a batch of them.
func JSONRPCMessages(body []byte) (messages []map[string]json.RawMessage, batch, ok bool) {
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

// ToolCalls counts the tools/call messages. Any key spelled "method" in any
// case counts: JSON decoders disagree on case and duplicates, so a cheap
// class must not hide a tools/call.
func ToolCalls(messages []map[string]json.RawMessage) int {
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
