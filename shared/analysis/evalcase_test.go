package analysis

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"testing"
)

// EvalCase is one labelled line of testdata/eval/*.jsonl, read by the
// evaluation (eval_test.go) and the learned model's training alike.
type EvalCase struct {
	ID           string            `json:"id"`
	Label        string            `json:"label"` // poisoned or benign
	Class        string            `json:"class"` // family/style
	Lang         string            `json:"lang"`
	Tool         json.RawMessage   `json:"tool"`
	Siblings     []json.RawMessage `json:"siblings"`
	Instructions string            `json:"instructions"`
	// Item cases (the *-items.jsonl files) hold one of these instead of a tool.
	Resource         *EvalItem `json:"resource"`
	ResourceTemplate *EvalItem `json:"resourceTemplate"`
	Prompt           *EvalItem `json:"prompt"`
}

// EvalItem is a resource, resource template or prompt as listed.
type EvalItem struct {
	URI         string  `json:"uri"`
	URITemplate string  `json:"uriTemplate"`
	Name        string  `json:"name"`
	Title       *string `json:"title"`
	Description *string `json:"description"`
	MimeType    *string `json:"mimeType"`
	Arguments   []struct {
		Name        string  `json:"name"`
		Title       *string `json:"title"`
		Description *string `json:"description"`
	} `json:"arguments"`
	Meta json.RawMessage `json:"_meta"`
}

// Item returns the case's resource, resource template or prompt as the
// analysis takes it, or false for a tool case.
func (c EvalCase) Item() (Item, bool) {
	var it Item
	var e *EvalItem
	switch {
	case c.Resource != nil:
		e, it.Kind, it.ID = c.Resource, KindResource, c.Resource.URI
	case c.ResourceTemplate != nil:
		e, it.Kind, it.ID = c.ResourceTemplate, KindResourceTemplate, c.ResourceTemplate.URITemplate
	case c.Prompt != nil:
		e, it.Kind, it.ID = c.Prompt, KindPrompt, c.Prompt.Name
	default:
		return it, false
	}
	it.Name, it.Title, it.Description, it.MimeType = e.Name, e.Title, e.Description, e.MimeType
	if firstByte(e.Meta) == '{' {
		it.Meta = e.Meta
	}
	for _, a := range e.Arguments {
		it.Arguments = append(it.Arguments, Argument{Name: a.Name, Title: a.Title, Description: a.Description})
	}
	return it, true
}

// Family is the case's attack family, the part of its class before "/".
func (c EvalCase) Family() string { family, _, _ := strings.Cut(c.Class, "/"); return family }

// LoadEvalCases reads a labelled file, one case a line.
func LoadEvalCases(t testing.TB, path string) []EvalCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []EvalCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c EvalCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}
