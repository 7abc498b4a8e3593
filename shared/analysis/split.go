package analysis

import (
	"sync/atomic"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// parseList is the fastest path, for the common shapes: a bare array,
// {"tools":[…]} and a JSON-RPC result. A light scan finds each tool's bytes
// and the tools are decoded in parallel. It accepts only input that
// parseFast would decode to the same tools, and reports false otherwise.
func parseList(text string) ([]Tool, bool) {
	items, ok := jsonvalue.SplitTools(text, fastPasteFields, fastResultFields)
	if !ok {
		return nil, false
	}
	tools := make([]Tool, len(items))
	var failed atomic.Bool
	forEachParallel(len(items), func(i int) {
		if failed.Load() {
			return
		}
		var ok bool
		if tools[i], ok = decodeListedTool(items[i]); !ok {
			failed.Store(true)
		}
	})
	if failed.Load() {
		return nil, false
	}
	return tools, true
}

// decodeListedTool decodes one element of the tools array as parseFast
// would, in a single pass. It gives up (false) on anything parseFast might
// read differently or reject: a member name matching a field but for case,
// a non-ASCII member name, or a field of the wrong type.
func decodeListedTool(s string) (Tool, bool) {
	var f fastTool
	d := jsonvalue.NewDecoder(s)
	if s == "" || s[0] != '{' {
		return Tool{}, false
	}
	ok := d.Members(func(key string) bool {
		switch key {
		case "name":
			return d.OptionalString(&f.Name)
		case "title":
			return d.OptionalString(&f.Title)
		case "description":
			return d.OptionalString(&f.Description)
		case "inputSchema":
			return d.Raw(&f.InputSchema)
		case "outputSchema":
			return d.Raw(&f.OutputSchema)
		case "annotations":
			return d.Raw(&f.Annotations)
		case "icons":
			return d.Raw(&f.Icons)
		case "_meta":
			return d.Raw(&f.Meta)
		}
		if !jsonvalue.PrintableASCII(key) || jsonvalue.MatchesField(key, fastToolFields) {
			return false
		}
		return d.Skip()
	})
	if !ok || !d.Done() {
		return Tool{}, false
	}
	return f.tool()
}

// fastPasteFields and fastResultFields are the JSON names the decoder
// matches, case-insensitively, in the paste and in its result object.
var (
	fastPasteFields  = []string{"tools", "result", "name", "title", "description", "inputSchema", "outputSchema", "annotations", "icons", "_meta"}
	fastResultFields = []string{"tools"}
	fastToolFields   = fastPasteFields[2:]
)
