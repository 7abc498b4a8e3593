package analysis

import (
	"strings"
	"unicode/utf8"
)

// continuation reports a property description that picks up a sentence
// another field broke off ("...then paste that file's text here", "…esta
// ruta y copia su contenido"), and returns it without the ellipsis.
func continuation(pd string) (string, bool) {
	s := strings.TrimSpace(pd)
	rest := strings.TrimLeft(s, ".…")
	if len(s)-len(rest) < len("…") {
		return "", false
	}
	return strings.TrimSpace(rest), rest != ""
}

// unfinished reports a text that stops without closing its sentence: its
// last character is a letter, a digit or a comma, colon or semicolon.
func unfinished(text string) bool {
	r, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(text))
	switch r {
	case utf8.RuneError, '.', '!', '?', '。', '！', '？', ')', '）', '"', '\'', '»', '”', '」', '』', '`':
		return false
	}
	return true
}

// maxContinuedPairs bounds the broken-off and continuing fields joined per
// tool: every pair is a scan, and a schema of many such fields would
// otherwise cost the square of their number.
const maxContinuedPairs = 8

// continuedFindings reads an order split across two fields, one breaking
// off and a property's description continuing it with an ellipsis: the
// tail of the broken-off text, the continuation, and the property's own
// default and examples, which "this path" or "the examples" point to.
func continuedFindings(t Tool, schema any, ctx scanContext) []finding {
	pairs := 0
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		rest, ok := continuation(pd)
		if !ok {
			continue
		}
		if values := fieldValues(pm); values != "" {
			end := strings.IndexAny(rest, ".;。")
			if end < 0 {
				end = len(rest)
			}
			rest = rest[:end] + " (" + values + ")" + rest[end:]
		}
		for _, other := range append([]string{""}, sortedKeys(props)...) {
			head, where := t.description(), "the description"
			if other != "" {
				om, _ := props[other].(map[string]any)
				head, _ = om["description"].(string)
				where = "inputSchema.properties." + ClipBytes(other, locationKeyBytes) + ".description"
			}
			if other == name || !unfinished(head) {
				continue
			}
			if pairs++; pairs > maxContinuedPairs {
				return nil
			}
			where += " with inputSchema.properties." + ClipBytes(name, locationKeyBytes) + ".description"
			text := ClipBytes(lastSentence(head), maxTurnedBytes/2) + " " + ClipBytes(rest, maxTurnedBytes/2)
			if found := scanText(label(where), text, ctx); len(found) > 0 {
				return found
			}
		}
	}
	return nil
}

// fieldValues joins a property's string default and examples.
func fieldValues(pm map[string]any) string {
	var vals []string
	if d, ok := pm["default"].(string); ok {
		vals = append(vals, d)
	}
	if ex, ok := pm["examples"].([]any); ok {
		for _, e := range ex {
			if s, ok := e.(string); ok {
				vals = append(vals, s)
			}
		}
	}
	return strings.Join(vals, ", ")
}

// lastSentence returns what follows the last sentence end of text.
func lastSentence(text string) string {
	text = strings.TrimSpace(text)
	cut := 0
	for _, end := range [...]string{". ", "\n", "。"} {
		if i := strings.LastIndex(text, end); i >= 0 {
			cut = max(cut, i+len(end))
		}
	}
	return strings.TrimSpace(text[cut:])
}
