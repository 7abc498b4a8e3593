package mcpserver

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

// Method classes for rate limiting.
const (
	ClassCall = "call" // tools/call: runs a calculation, may reach the internet
	ClassList = "list" // everything else: lists, reads, prompts, handshakes
)

// MethodClass tells a rate limiter what a /mcp request body costs: ClassCall
// when it holds a tools/call (alone or in a batch) or cannot be read as
// JSON-RPC objects (failing closed), ClassList otherwise. Bodies over
// httpapi.MaxBodyBytes are ClassCall too; the endpoint answers them 413.
func MethodClass(body []byte) string {
	if len(body) > httpapi.MaxBodyBytes {
		return ClassCall
	}
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	var messages []map[string]json.RawMessage
	if len(trimmed) > 0 && trimmed[0] == '[' {
		if json.Unmarshal(trimmed, &messages) != nil {
			return ClassCall
		}
	} else {
		var m map[string]json.RawMessage
		if json.Unmarshal(trimmed, &m) != nil {
			return ClassCall
		}
		messages = append(messages, m)
	}
	// Any key spelled "method" in any case counts: JSON decoders disagree on
	// case and duplicates, so a cheap class must not hide a tools/call.
	for _, m := range messages {
		for k, v := range m {
			var method string
			if strings.EqualFold(k, "method") && json.Unmarshal(v, &method) == nil && method == "tools/call" {
				return ClassCall
			}
		}
	}
	return ClassList
}
