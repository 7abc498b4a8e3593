package analysis

import "encoding/json"

// Tool is one entry of a tools/list result, as the server sent it.
type Tool struct {
	Name         string          `json:"name"`
	Title        *string         `json:"title,omitempty"`
	Description  *string         `json:"description,omitempty"`
	InputSchema  json.RawMessage `json:"inputSchema,omitempty"`
	OutputSchema json.RawMessage `json:"outputSchema,omitempty"`
	Annotations  json.RawMessage `json:"annotations,omitempty"`
	Icons        json.RawMessage `json:"icons,omitempty"` // 2025-11-25; not fingerprinted
	// Meta is the tool's _meta object as sent (MCP Apps reads its "ui");
	// not fingerprinted, not serialised.
	Meta json.RawMessage `json:"-"`
}

// Hints are the four behaviour hints of ToolAnnotations exactly as sent:
// nil means the server did not send the hint. The spec's defaults are never
// written in here; the rules reason with them explicitly.
type Hints struct {
	ReadOnlyHint    *bool `json:"readOnlyHint"`
	DestructiveHint *bool `json:"destructiveHint"`
	IdempotentHint  *bool `json:"idempotentHint"`
	OpenWorldHint   *bool `json:"openWorldHint"`
}

// annotations is the decoded annotations object, with the display title.
type annotations struct {
	Hints
	Title *string `json:"title"`
}

func (t Tool) description() string {
	if t.Description == nil {
		return ""
	}
	return *t.Description
}

func isTrue(b *bool) bool  { return b != nil && *b }
func isFalse(b *bool) bool { return b != nil && !*b }
