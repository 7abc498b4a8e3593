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
	lc := &lineCounter{text: text, line: 1}
	dec := json.NewDecoder(bytes.NewReader(text))
	tok, err := dec.Token()
	if err != nil {
		return lines
	}
	switch tok {
	case json.Delim('['):
		walkTools(lc, dec, lines)
	case json.Delim('{'):
		walkObject(lc, dec, lines, 0)
	}
	return lines
}

// lineCounter gives the line of increasing offsets in text, counting each
// newline once: the decoder only moves forward.
type lineCounter struct {
	text []byte
	off  int // an offset already counted
	line int // the 1-based line of off
}

// lineAt returns the line of offset off, which is no less than the last one.
func (c *lineCounter) lineAt(off int) int {
	c.line += bytes.Count(c.text[c.off:off], []byte("\n"))
	c.off = off
	return c.line
}

// walkObject reads the keys of an object whose '{' was consumed, descending
// into "tools" arrays and one level of "result".
func walkObject(lc *lineCounter, dec *json.Decoder, lines map[string]int, depth int) {
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
				walkTools(lc, dec, lines)
			case json.Delim('{'):
				walkObject(lc, dec, lines, depth+1)
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
func walkTools(lc *lineCounter, dec *json.Decoder, lines map[string]int) {
	text := lc.text
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
			lines[t.Name] = lc.lineAt(start)
		}
	}
	_, _ = dec.Token() // ']'
}
