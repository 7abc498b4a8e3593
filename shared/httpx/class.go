package httpx

import (
	"bytes"
	"encoding/json"
	"strings"
)

// MethodCounts tells a rate limiter how many tools/call messages and how
// many others a /mcp body holds, each message of a batch on its own. A
// body that cannot be read as JSON-RPC objects, or is over MaxBodyBytes,
// counts as one tools/call (failing closed).
func MethodCounts(body []byte) (calls, others int) {
	if len(body) > MaxBodyBytes {
		return 1, 0
	}
	messages, _, ok := JSONRPCMessages(body)
	if !ok || len(messages) == 0 {
		return 1, 0
	}
	calls = ToolCalls(messages)
	return calls, len(messages) - calls
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
