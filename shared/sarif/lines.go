package sarif

import (
	"bytes"
	"encoding/json"
)

// ToolLines finds the line on which each tool's definition starts in a
// tools JSON document ({"tools":[…]}, a JSON-RPC response, a bare array, or
// a lock file). Tools it cannot place are absent from the map.
func ToolLines(text []byte) map[string]int {
	lines := map[string]int{}
	dec := json.NewDecoder(bytes.NewReader(text))
	tok, err := dec.Token()
	if err != nil {
		return lines
	}
	switch tok {
	case json.Delim('['):
		walkTools(text, dec, lines)
	case json.Delim('{'):
		walkObject(text, dec, lines, 0)
	}
	return lines
}

// walkObject reads the keys of an object whose '{' was consumed, descending
// into "tools" arrays and one level of "result".
func walkObject(text []byte, dec *json.Decoder, lines map[string]int, depth int) {
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return
		}
		switch {
		case key == "tools" || (key == "result" && depth == 0):
			tok, err := dec.Token()
			if err != nil {
				return
			}
			switch tok {
			case json.Delim('['):
				walkTools(text, dec, lines)
			case json.Delim('{'):
				walkObject(text, dec, lines, depth+1)
			}
		default:
			var skip json.RawMessage
			if dec.Decode(&skip) != nil {
				return
			}
		}
	}
	_, _ = dec.Token() // '}'
}

// walkTools reads the elements of an array whose '[' was consumed.
func walkTools(text []byte, dec *json.Decoder, lines map[string]int) {
	for dec.More() {
		start := int(dec.InputOffset())
		for start < len(text) && (text[start] == ',' || text[start] == ' ' || text[start] == '\t' || text[start] == '\n' || text[start] == '\r') {
			start++
		}
		var t struct {
			Name string `json:"name"`
		}
		if dec.Decode(&t) != nil {
			return
		}
		if _, seen := lines[t.Name]; !seen && t.Name != "" {
			lines[t.Name] = bytes.Count(text[:start], []byte("\n")) + 1
		}
	}
	_, _ = dec.Token() // ']'
}
