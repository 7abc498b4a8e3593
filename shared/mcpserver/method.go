package mcpserver

import (
	"bytes"
	"encoding/json"

	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

// Method classes for rate limiting.
const (
	ClassCall = "call" // tools/call: runs a calculation, may reach the internet
	ClassList = "list" // everything else: lists, reads, prompts, handshakes
)

// MethodClass tells a rate limiter what a /mcp request body costs: ClassCall
// when it holds a tools/call (alone or in a batch), ClassList otherwise,
// including bodies that are not JSON-RPC at all (the endpoint rejects those
// cheaply). Bodies over httpapi.MaxBodyBytes are ClassCall, the dearer
// class; the endpoint answers them 413 without reading further.
func MethodClass(body []byte) string {
	if len(body) > httpapi.MaxBodyBytes {
		return ClassCall
	}
	type message struct {
		Method string `json:"method"`
	}
	trimmed := bytes.TrimLeft(body, " \t\r\n")
	if len(trimmed) > 0 && trimmed[0] == '[' {
		var batch []message
		if json.Unmarshal(trimmed, &batch) != nil {
			return ClassList
		}
		for _, m := range batch {
			if m.Method == "tools/call" {
				return ClassCall
			}
		}
		return ClassList
	}
	var m message
	if json.Unmarshal(trimmed, &m) == nil && m.Method == "tools/call" {
		return ClassCall
	}
	return ClassList
}
