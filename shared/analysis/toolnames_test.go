package analysis_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Tool names (2025-11-25, SEP-986): 1 to 128 characters of [A-Za-z0-9_.-],
// unique within the server.
func TestToolNameRules(t *testing.T) {
	issues := func(name string) string {
		tools, err := analysis.ParseTools(fmt.Sprintf(`[{"name":%q,"description":"Reads one record by its id.","inputSchema":{"type":"object"}}]`, name))
		if err != nil {
			t.Fatalf("%q: %v", name, err)
		}
		return strings.Join(analysis.Analyze(tools, analysis.Options{}).Tools[0].Issues, "\n")
	}
	for _, name := range []string{strings.Repeat("a", 129), "read record", "read/record", "lire_l'enregistrement", "read_récord"} {
		if !strings.Contains(issues(name), "name-format: ") {
			t.Errorf("%q: no name-format issue", name)
		}
	}
	for _, name := range []string{strings.Repeat("a", 128), "a", "read_record", "records.read-v2", "GetRecord"} {
		if strings.Contains(issues(name), "name-format") {
			t.Errorf("%q: flagged: %s", name, issues(name))
		}
	}
	if _, err := analysis.ParseTools(`[{"name":"","inputSchema":{"type":"object"}}]`); err == nil || !strings.Contains(err.Error(), "name must be a non-empty string") {
		t.Errorf("an empty name: %v", err)
	}
	tools, err := analysis.ParseToolsJSON([]json.RawMessage{[]byte(`{"name":"read_record"}`), []byte(`{"name":"read_record","description":"Another."}`), []byte(`{"name":"other"}`)})
	if err != nil {
		t.Fatal(err)
	}
	var dup []string
	for _, f := range analysis.Analyze(tools, analysis.Options{}).ServerFindings {
		if f.Rule == "duplicate-name" {
			dup = append(dup, f.Tool)
		}
	}
	if strings.Join(dup, ",") != "read_record" {
		t.Errorf("duplicate-name findings for %v", dup)
	}
}

// Two siblings whose names have the same words (memory-store and
// memory_store) index under one key; which one a look-alike is reported
// against must not depend on map order.
func TestLookalikeFindingsAreDeterministic(t *testing.T) {
	raws := []json.RawMessage{
		json.RawMessage(`{"name":"memory-store","description":"Stores a note.","inputSchema":{"type":"object"}}`),
		json.RawMessage(`{"name":"memory_store","description":"Stores a note.","inputSchema":{"type":"object"}}`),
		json.RawMessage(`{"name":"memory_stor","description":"Stores a note.","inputSchema":{"type":"object"}}`),
		json.RawMessage(`{"name":"read_fi1e","description":"Reads a file.","inputSchema":{"type":"object"}}`),
	}
	findings := func() string {
		tools, err := analysis.ParseToolsJSON(raws)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, r := range analysis.Analyze(tools, analysis.Options{}).Tools {
			for _, f := range r.Findings {
				b.WriteString(r.Name + " " + f.String() + "\n")
			}
		}
		return b.String()
	}
	want := findings()
	if !strings.Contains(want, "poison-lookalike-name") {
		t.Fatalf("no look-alike finding to compare:\n%s", want)
	}
	for range 50 {
		if got := findings(); got != want {
			t.Fatalf("findings differ between runs:\n%s\nthen:\n%s", want, got)
		}
	}
}
