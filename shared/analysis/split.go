package analysis

import (
	"encoding/json"
	"strings"
	"sync/atomic"
)

// parseList is the fastest path, for the common shapes: a bare array,
// {"tools":[…]} and a JSON-RPC result. A light scan finds each tool's bytes
// and the tools are decoded in parallel. It accepts only input that
// parseFast would decode to the same tools, and reports false otherwise.
func parseList(text string) ([]Tool, bool) {
	items, ok := splitToolList(text)
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
	d := jsonDecoder{s: s}
	if s == "" || s[0] != '{' {
		return Tool{}, false
	}
	ok := d.members(func(key string) bool {
		switch key {
		case "name":
			return d.optionalString(&f.Name)
		case "title":
			return d.optionalString(&f.Title)
		case "description":
			return d.optionalString(&f.Description)
		case "inputSchema":
			return d.raw(&f.InputSchema)
		case "outputSchema":
			return d.raw(&f.OutputSchema)
		case "annotations":
			return d.raw(&f.Annotations)
		case "icons":
			return d.raw(&f.Icons)
		}
		if !isPrintableASCII(key) || matchesField(key, fastToolFields) {
			return false
		}
		return d.validate()
	})
	if !ok || d.i != len(s) {
		return Tool{}, false
	}
	return f.tool()
}

// optionalString reads a string or null into *p, as encoding/json fills a *string.
func (d *jsonDecoder) optionalString(p **string) bool {
	if d.literal("null") {
		*p = nil
		return true
	}
	if d.i >= len(d.s) || d.s[d.i] != '"' {
		return false
	}
	v, ok := d.str()
	*p = &v
	return ok
}

// raw checks the value at d.i and stores a copy of its text.
func (d *jsonDecoder) raw(p *json.RawMessage) bool {
	start := d.i
	ok := d.validate()
	*p = json.RawMessage(d.s[start:d.i])
	return ok
}

// validate checks the value at d.i and moves past it.
func (d *jsonDecoder) validate() bool {
	d.skip = true
	_, ok := d.value()
	d.skip = false
	return ok
}

func isPrintableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// maxSplitDepth bounds nesting inside one tool, far below encoding/json's
// limit, so a tool decoded alone fails exactly when it would in the list.
const maxSplitDepth = 1000

// listScanner walks the JSON around the tools. Each tool and each ignored
// value is only delimited here; jsonDecoder checks them.
type listScanner struct {
	s       string
	i       int
	items   []string // the tools array's elements
	ignored []string // values fastPaste ignores, still to be validated
}

// splitToolList returns the elements of the tools array of text when text
// is valid JSON in a shape whose decoding into fastPaste depends on that
// array alone.
func splitToolList(text string) ([]string, bool) {
	sc := listScanner{s: text}
	sc.space()
	var found bool
	switch sc.peek() {
	case '[':
		found = sc.array()
	case '{':
		found = sc.object(true)
	}
	sc.space()
	if !found || sc.i != len(sc.s) {
		return nil, false
	}
	for _, v := range sc.ignored {
		d := jsonDecoder{s: v, skip: true}
		if _, ok := d.document(); !ok {
			return nil, false
		}
	}
	return sc.items, true
}

func (sc *listScanner) peek() byte {
	if sc.i < len(sc.s) {
		return sc.s[sc.i]
	}
	return 0
}

func (sc *listScanner) space() {
	for sc.i < len(sc.s) && isJSONSpace(sc.s[sc.i]) {
		sc.i++
	}
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// fastPasteFields and fastResultFields are the JSON names the decoder
// matches, case-insensitively, in the paste and in its result object.
var (
	fastPasteFields  = []string{"tools", "result", "name", "title", "description", "inputSchema", "outputSchema", "annotations", "icons"}
	fastResultFields = []string{"tools"}
	fastToolFields   = fastPasteFields[2:]
)

// object reads an object whose only decoded member is "tools" (or, at the
// top, "result"), and reports whether it held the tools array. Keys are
// plain ASCII, so case-insensitive matching is strings.EqualFold.
func (sc *listScanner) object(top bool) bool {
	fields := fastResultFields
	if top {
		fields = fastPasteFields
	}
	sc.i++ // '{'
	found := false
	for {
		sc.space()
		key, ok := sc.key()
		if !ok {
			return false
		}
		sc.space()
		if sc.peek() != ':' {
			return false
		}
		sc.i++
		sc.space()
		switch {
		case key == "tools" && !found && sc.peek() == '[':
			found = true
			if !sc.array() {
				return false
			}
		case key == "result" && top && !found && sc.peek() == '{':
			found = true
			if !sc.object(false) {
				return false
			}
		case matchesField(key, fields):
			return false
		default:
			end, ok := skipValue(sc.s, sc.i)
			if !ok {
				return false
			}
			sc.ignored = append(sc.ignored, sc.s[sc.i:end])
			sc.i = end
		}
		sc.space()
		switch sc.peek() {
		case ',':
			sc.i++
		case '}':
			sc.i++
			return found
		default:
			return false
		}
	}
}

func matchesField(key string, fields []string) bool {
	for _, f := range fields {
		if strings.EqualFold(key, f) {
			return true
		}
	}
	return false
}

// key reads a member name made of printable ASCII without escapes.
func (sc *listScanner) key() (string, bool) {
	if sc.peek() != '"' {
		return "", false
	}
	start := sc.i + 1
	for i := start; i < len(sc.s); i++ {
		switch c := sc.s[i]; {
		case c == '"':
			sc.i = i + 1
			return sc.s[start:i], true
		case c < 0x20 || c > 0x7e || c == '\\':
			return "", false
		}
	}
	return "", false
}

// array reads the tools array (never empty-handed: [] is a list of none).
func (sc *listScanner) array() bool {
	sc.i++ // '['
	sc.items = []string{}
	sc.space()
	if sc.peek() == ']' {
		sc.i++
		return true
	}
	for {
		sc.space()
		end, ok := skipValue(sc.s, sc.i)
		if !ok {
			return false
		}
		sc.items = append(sc.items, sc.s[sc.i:end])
		sc.i = end
		sc.space()
		switch sc.peek() {
		case ',':
			sc.i++
		case ']':
			sc.i++
			return true
		default:
			return false
		}
	}
}

// skipValue returns the end of the JSON value that starts at s[i]. It only
// balances brackets outside strings; for a valid value that is its end.
func skipValue(s string, i int) (int, bool) {
	start, depth := i, 0
	for i < len(s) {
		switch s[i] {
		case '"':
			end := stringEnd(s, i+1)
			if end < 0 {
				return 0, false
			}
			if i = end; depth == 0 {
				return i, true
			}
			continue
		case '{', '[':
			if depth++; depth > maxSplitDepth {
				return 0, false
			}
		case '}', ']':
			if depth == 0 {
				return i, i > start
			}
			if depth--; depth == 0 {
				return i + 1, true
			}
		case ',', ' ', '\t', '\n', '\r':
			if depth == 0 {
				return i, i > start
			}
		}
		i++
	}
	return i, depth == 0 && i > start
}

// stringEnd returns the index after the quote that closes the string whose
// contents start at s[i], or -1.
func stringEnd(s string, i int) int {
	for {
		j := strings.IndexByte(s[i:], '"')
		if j < 0 {
			return -1
		}
		i += j
		k := i
		for s[k-1] == '\\' {
			k--
		}
		if (i-k)%2 == 0 {
			return i + 1
		}
		i++
	}
}
