package analysis

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// expectedShapes is what every parse error reminds the user of.
const expectedShapes = `expected {"tools":[…]}, a JSON-RPC tools/list response, an array of tools, one tool object, or an SSE stream carrying such a response`

// InputError reports a tools list that could not be read. Line and Column
// (1-based) are set when broken JSON was the cause.
type InputError struct {
	Message string
	Line    int
	Column  int
}

func (e *InputError) Error() string {
	if e.Line > 0 {
		return fmt.Sprintf("%s (line %d, column %d)", e.Message, e.Line, e.Column)
	}
	return e.Message
}

// ParseTools reads a pasted tools/list in any accepted shape.
func ParseTools(text string) ([]Tool, error) {
	text = strings.TrimPrefix(text, "\ufeff")
	trimmed := strings.TrimSpace(text)
	if trimmed == "" {
		return nil, &InputError{Message: "the tools list is empty; " + expectedShapes}
	}
	if looksLikeSSE(trimmed) {
		return parseSSE(text)
	}
	return parseJSON(text)
}

// ParseToolsJSON decodes raw tool objects, as a live server sent them.
func ParseToolsJSON(raws []json.RawMessage) ([]Tool, error) {
	tools := make([]Tool, 0, len(raws))
	for i, raw := range raws {
		t, err := decodeTool(raw, fmt.Sprintf("tools[%d]", i))
		if err != nil {
			return nil, err
		}
		tools = append(tools, t)
	}
	return tools, nil
}

func parseJSON(text string) ([]Tool, error) {
	if tools, ok := parseList(text); ok {
		return tools, nil
	}
	data := []byte(text)
	if tools, ok := parseFast(data); ok {
		return tools, nil
	}
	var root json.RawMessage
	dec := json.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&root); err != nil {
		return nil, syntaxError(data, err, dec.InputOffset())
	}
	if rest := bytes.TrimSpace(data[dec.InputOffset():]); len(rest) > 0 {
		line, col := Position(data, len(data)-len(bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n")))
		return nil, &InputError{Message: "unexpected data after the JSON value; " + expectedShapes, Line: line, Column: col}
	}
	return decodeShape(root)
}

func decodeShape(root json.RawMessage) ([]Tool, error) {
	switch firstByte(root) {
	case '[':
		return decodeToolArray(root, "tools")
	case '{':
	default:
		return nil, &InputError{Message: "the JSON is not an object or array; " + expectedShapes}
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(root, &obj); err != nil {
		return nil, &InputError{Message: err.Error()}
	}
	if raw, ok := obj["tools"]; ok {
		return decodeToolArray(raw, "tools")
	}
	if raw, ok := obj["result"]; ok {
		var result map[string]json.RawMessage
		if json.Unmarshal(raw, &result) != nil {
			return nil, &InputError{Message: "result must be an object with a tools array; " + expectedShapes}
		}
		tools, ok := result["tools"]
		if !ok {
			return nil, &InputError{Message: "this JSON-RPC response has no result.tools: it is not a tools/list result"}
		}
		return decodeToolArray(tools, "result.tools")
	}
	if raw, ok := obj["error"]; ok {
		var e struct {
			Code    int    `json:"code"`
			Message string `json:"message"`
		}
		_ = json.Unmarshal(raw, &e)
		return nil, &InputError{Message: fmt.Sprintf("this is a JSON-RPC error response (code %d: %q), not a tools/list result", e.Code, e.Message)}
	}
	if _, ok := obj["name"]; ok {
		t, err := decodeTool(root, "tool")
		if err != nil {
			return nil, err
		}
		return []Tool{t}, nil
	}
	return nil, &InputError{Message: "the object has no tools, result or name field; " + expectedShapes}
}

func decodeToolArray(raw json.RawMessage, path string) ([]Tool, error) {
	var items []json.RawMessage
	if firstByte(raw) != '[' || json.Unmarshal(raw, &items) != nil {
		return nil, &InputError{Message: path + " must be an array of tool objects"}
	}
	tools := make([]Tool, 0, len(items))
	for i, item := range items {
		t, err := decodeTool(item, fmt.Sprintf("%s[%d]", path, i))
		if err != nil {
			return nil, err
		}
		tools = append(tools, t)
	}
	return tools, nil
}

// wireTool accepts any JSON per field so type errors can name the field.
type wireTool struct {
	Name         json.RawMessage `json:"name"`
	Title        json.RawMessage `json:"title"`
	Description  json.RawMessage `json:"description"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
	Annotations  json.RawMessage `json:"annotations"`
	Icons        json.RawMessage `json:"icons"`
	Meta         json.RawMessage `json:"_meta"`
}

func decodeTool(raw json.RawMessage, path string) (Tool, error) {
	var w wireTool
	if firstByte(raw) != '{' || json.Unmarshal(raw, &w) != nil {
		return Tool{}, &InputError{Message: path + " must be a tool object with a name"}
	}
	var t Tool
	if err := json.Unmarshal(w.Name, &t.Name); err != nil || strings.TrimSpace(t.Name) == "" {
		return Tool{}, &InputError{Message: path + ".name must be a non-empty string"}
	}
	for field, dst := range map[string]**string{"title": &t.Title, "description": &t.Description} {
		src := w.Title
		if field == "description" {
			src = w.Description
		}
		if isNull(src) {
			continue
		}
		var s string
		if json.Unmarshal(src, &s) != nil {
			return Tool{}, &InputError{Message: fmt.Sprintf("%s.%s must be a string", path, field)}
		}
		*dst = &s
	}
	if !isNull(w.InputSchema) {
		t.InputSchema = w.InputSchema
	}
	if !isNull(w.OutputSchema) {
		t.OutputSchema = w.OutputSchema
	}
	if !isNull(w.Icons) {
		t.Icons = w.Icons
	}
	if firstByte(w.Meta) == '{' {
		t.Meta = w.Meta
	}
	if !isNull(w.Annotations) {
		var a struct {
			Title           json.RawMessage `json:"title"`
			ReadOnlyHint    json.RawMessage `json:"readOnlyHint"`
			DestructiveHint json.RawMessage `json:"destructiveHint"`
			IdempotentHint  json.RawMessage `json:"idempotentHint"`
			OpenWorldHint   json.RawMessage `json:"openWorldHint"`
		}
		if firstByte(w.Annotations) != '{' || json.Unmarshal(w.Annotations, &a) != nil {
			return Tool{}, &InputError{Message: path + ".annotations must be an object"}
		}
		for name, v := range map[string]json.RawMessage{"readOnlyHint": a.ReadOnlyHint, "destructiveHint": a.DestructiveHint, "idempotentHint": a.IdempotentHint, "openWorldHint": a.OpenWorldHint} {
			var b *bool
			if json.Unmarshal(v, &b) != nil && v != nil {
				return Tool{}, &InputError{Message: fmt.Sprintf("%s.annotations.%s must be true, false or null", path, name)}
			}
		}
		var title *string
		if a.Title != nil && json.Unmarshal(a.Title, &title) != nil {
			return Tool{}, &InputError{Message: path + ".annotations.title must be a string"}
		}
		t.Annotations = w.Annotations
	}
	return t, nil
}

func looksLikeSSE(s string) bool {
	for _, p := range []string{"data:", "event:", "id:", "retry:", ":"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// parseSSE reads a captured text/event-stream and returns the tools of the
// first event whose data is a tools/list result.
func parseSSE(text string) ([]Tool, error) {
	var data []string
	var events int
	var firstErr error
	flush := func() ([]Tool, bool) {
		if len(data) == 0 {
			return nil, false
		}
		payload := strings.Join(data, "\n")
		data = data[:0]
		events++
		if strings.TrimSpace(payload) == "" {
			return nil, false
		}
		tools, err := parseJSON(payload)
		if err == nil {
			return tools, true
		}
		if firstErr == nil {
			var ie *InputError
			if errors.As(err, &ie) {
				ie.Message = fmt.Sprintf("SSE event %d: %s", events, ie.Message)
			}
			firstErr = err
		}
		return nil, false
	}
	text = strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n")
	for _, line := range strings.Split(text, "\n") {
		if line == "" {
			if tools, ok := flush(); ok {
				return tools, nil
			}
			continue
		}
		field, value, _ := strings.Cut(line, ":")
		value = strings.TrimPrefix(value, " ")
		if field == "data" {
			data = append(data, value)
		}
	}
	if tools, ok := flush(); ok {
		return tools, nil
	}
	if firstErr != nil {
		return nil, firstErr
	}
	return nil, &InputError{Message: "the SSE stream carries no tools/list response in its data: lines; " + expectedShapes}
}

func syntaxError(data []byte, err error, fallback int64) error {
	offset := fallback
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		offset = se.Offset - 1 // Offset counts the offending byte
	case errors.As(err, &te):
		offset = te.Offset
	}
	msg := "invalid JSON: " + err.Error()
	if errors.Is(err, io.EOF) || strings.Contains(err.Error(), "unexpected EOF") {
		msg = "invalid JSON: the text ends before the JSON value is complete"
		offset = int64(len(data))
	}
	line, col := Position(data, int(offset))
	return &InputError{Message: msg + "; " + expectedShapes, Line: line, Column: col}
}

// Position converts a byte offset into a 1-based line and rune column; the
// offset is clamped to data.
func Position(data []byte, offset int) (line, col int) {
	if offset > len(data) {
		offset = len(data)
	}
	if offset < 0 {
		offset = 0
	}
	before := data[:offset]
	line = bytes.Count(before, []byte("\n")) + 1
	lastNL := bytes.LastIndexByte(before, '\n')
	col = utf8.RuneCount(before[lastNL+1:]) + 1
	return line, col
}

func firstByte(raw []byte) byte {
	raw = bytes.TrimLeft(raw, " \t\r\n")
	if len(raw) == 0 {
		return 0
	}
	return raw[0]
}

func isNull(raw json.RawMessage) bool {
	return len(raw) == 0 || string(bytes.TrimSpace(raw)) == "null"
}

// fastTool and fastPaste decode well-formed input in one pass; anything they
// reject goes through the slow path, which explains what is wrong.
type fastTool struct {
	Name         *string         `json:"name"`
	Title        *string         `json:"title"`
	Description  *string         `json:"description"`
	InputSchema  json.RawMessage `json:"inputSchema"`
	OutputSchema json.RawMessage `json:"outputSchema"`
	Annotations  json.RawMessage `json:"annotations"`
	Icons        json.RawMessage `json:"icons"`
	Meta         json.RawMessage `json:"_meta"`
}

type fastPaste struct {
	Tools  *[]fastTool `json:"tools"`
	Result *struct {
		Tools *[]fastTool `json:"tools"`
	} `json:"result"`
	fastTool
}

func parseFast(data []byte) ([]Tool, bool) {
	var list []fastTool
	switch firstByte(data) {
	case '[':
		if json.Unmarshal(data, &list) != nil {
			return nil, false
		}
	case '{':
		var p fastPaste
		if json.Unmarshal(data, &p) != nil {
			return nil, false
		}
		switch {
		case p.Tools != nil:
			list = *p.Tools
		case p.Result != nil && p.Result.Tools != nil:
			list = *p.Result.Tools
		case p.Name != nil && p.Result == nil:
			list = []fastTool{p.fastTool}
		default:
			return nil, false
		}
	default:
		return nil, false
	}
	tools := make([]Tool, len(list))
	for i, f := range list {
		var ok bool
		if tools[i], ok = f.tool(); !ok {
			return nil, false
		}
	}
	return tools, true
}

// tool checks a fast-decoded tool and converts it.
func (f fastTool) tool() (Tool, bool) {
	if f.Name == nil || strings.TrimSpace(*f.Name) == "" || !validAnnotations(f.Annotations) {
		return Tool{}, false
	}
	t := Tool{Name: *f.Name, Title: f.Title, Description: f.Description}
	if !isNull(f.InputSchema) {
		t.InputSchema = f.InputSchema
	}
	if !isNull(f.OutputSchema) {
		t.OutputSchema = f.OutputSchema
	}
	if !isNull(f.Icons) {
		t.Icons = f.Icons
	}
	if firstByte(f.Meta) == '{' {
		t.Meta = f.Meta
	}
	if !isNull(f.Annotations) {
		t.Annotations = f.Annotations
	}
	return t, true
}

func validAnnotations(raw json.RawMessage) bool {
	if isNull(raw) {
		return true
	}
	var a annotations
	return firstByte(raw) == '{' && json.Unmarshal(raw, &a) == nil
}
