package analysis_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

func headerRules(schema string) map[string]string {
	out := map[string]string{}
	for _, f := range analysis.HeaderFindings([]byte(schema)) {
		out[f.Rule] = f.Message
	}
	return out
}

func TestHeaderFindings(t *testing.T) {
	cases := []struct {
		name, schema, rule, says string
	}{
		{"number", `{"type":"object","properties":{"limit":{"type":"number","x-mcp-header":"Limit"}}}`, "header-invalid", "property limit: type number"},
		{"object", `{"type":"object","properties":{"opts":{"type":"object","x-mcp-header":"Opts"}}}`, "header-invalid", "type object"},
		{"type list", `{"type":"object","properties":{"dry":{"type":["boolean","null"],"x-mcp-header":"Dry"}}}`, "header-invalid", `type ["boolean","null"]`},
		{"no type", `{"type":"object","properties":{"region":{"x-mcp-header":"Region"}}}`, "header-invalid", "type missing"},
		{"not a token", `{"type":"object","properties":{"region":{"type":"string","x-mcp-header":"My Region"}}}`, "header-invalid", `"My Region" is not an HTTP field-name token`},
		{"empty", `{"type":"object","properties":{"region":{"type":"string","x-mcp-header":""}}}`, "header-invalid", "not a non-empty string"},
		{"under items", `{"type":"object","properties":{"regions":{"type":"array","items":{"type":"string","x-mcp-header":"Region"}}}}`, "header-invalid", "under items"},
		{"under anyOf", `{"type":"object","anyOf":[{"properties":{"region":{"type":"string","x-mcp-header":"Region"}}}]}`, "header-invalid", "under anyOf"},
		{"under $defs", `{"type":"object","$defs":{"r":{"type":"string","x-mcp-header":"Region"}}}`, "header-invalid", "under $defs"},
		{"duplicate", `{"type":"object","properties":{"a":{"type":"string","x-mcp-header":"Region"},"b":{"type":"string","x-mcp-header":"region"}}}`, "header-invalid", `repeats property a's`},
		{"sensitive name", `{"type":"object","properties":{"api_key":{"type":"string","x-mcp-header":"Key"}}}`, "header-sensitive", "property api_key as Mcp-Param-Key"},
		{"sensitive header", `{"type":"object","properties":{"value":{"type":"string","x-mcp-header":"Authorization"}}}`, "header-sensitive", "Mcp-Param-Authorization"},
		{"sensitive description", `{"type":"object","properties":{"who":{"type":"string","description":"The user's e-mail address.","x-mcp-header":"Who"}}}`, "header-sensitive", "property who"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := headerRules(c.schema)
			if msg, ok := got[c.rule]; !ok || !strings.Contains(msg, c.says) {
				t.Errorf("findings %v, want %s saying %q", got, c.rule, c.says)
			}
		})
	}
	for _, keep := range []string{
		`{"type":"object","properties":{"region":{"type":"string","x-mcp-header":"Region"},"query":{"type":"string"}}}`,
		`{"type":"object","properties":{"options":{"type":"object","properties":{"limit":{"type":"integer","x-mcp-header":"Limit"},"dry":{"type":"boolean","x-mcp-header":"Dry-Run"}}}}}`,
		`{"type":"object","properties":{"note":{"type":"string","default":{"x-mcp-header":"X"}}}}`,
		`{"type":"object","properties":{"query":{"type":"string"}}}`,
	} {
		if got := headerRules(keep); len(got) != 0 {
			t.Errorf("%s: %v", keep, got)
		}
	}
}

// The finding names the tool that compliant clients will hide.
func TestHeaderFindingIsTheToolsIssue(t *testing.T) {
	tools, err := analysis.ParseTools(`[{"name":"run_query","description":"Runs a read-only SQL query in a region.","annotations":{"readOnlyHint":true},
	  "inputSchema":{"type":"object","properties":{"region":{"type":"number","x-mcp-header":"Region"}}}}]`)
	if err != nil {
		t.Fatal(err)
	}
	r := analysis.Analyze(tools, analysis.Options{}).Tools[0]
	if len(r.Findings) == 0 || !strings.Contains(strings.Join(r.Issues, "\n"), "header-invalid: property region: type number") || r.Findings[len(r.Findings)-1].Tool != "run_query" {
		t.Errorf("issues %v", r.Issues)
	}
}

func FuzzHeaderFindings(f *testing.F) {
	f.Add(`{"properties":{"a":{"type":"string","x-mcp-header":"A"}}}`)
	f.Add(`{"anyOf":[{"x-mcp-header":1}],"properties":{"b":{"type":["integer"],"x-mcp-header":"b"}}}`)
	f.Fuzz(func(t *testing.T, schema string) { analysis.HeaderFindings([]byte(schema)) })
}
