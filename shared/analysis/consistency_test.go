package analysis_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

func rules(findings []analysis.Finding) string {
	var ids []string
	for _, f := range findings {
		ids = append(ids, f.Rule)
	}
	return strings.Join(ids, ",")
}

func TestCacheFindings(t *testing.T) {
	hint := func(ttl, scope string) analysis.CacheHint {
		h := analysis.CacheHint{Method: "tools/list", Page: 1}
		if ttl != "" {
			h.TTLMs = json.RawMessage(ttl)
		}
		if scope != "" {
			h.CacheScope = json.RawMessage(scope)
		}
		return h
	}
	for _, tc := range []struct {
		hints []analysis.CacheHint
		want  string
	}{
		{[]analysis.CacheHint{hint("0", `"public"`), hint("300000", `"private"`), hint("31536000000", `"public"`)}, ""},
		{[]analysis.CacheHint{hint("", `"public"`)}, "cache-hints-missing"},
		{[]analysis.CacheHint{hint("", ""), hint("", "")}, "cache-hints-missing"}, // once per method
		{[]analysis.CacheHint{hint("-1", `"public"`)}, "cache-hints-invalid"},
		{[]analysis.CacheHint{hint("1.5", `"public"`)}, "cache-hints-invalid"},
		{[]analysis.CacheHint{hint(`"60000"`, `"public"`)}, "cache-hints-invalid"},
		{[]analysis.CacheHint{hint("1e400", `"public"`)}, "cache-hints-invalid"},
		{[]analysis.CacheHint{hint("31536000001", `"public"`)}, "cache-hints-invalid"},
		{[]analysis.CacheHint{hint("0", `"shared"`), hint("-5", `null`)}, "cache-hints-invalid,cache-hints-invalid"},
	} {
		if got := rules(analysis.CacheFindings(tc.hints)); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.hints, got, tc.want)
		}
	}
}

func tools(defs ...string) []json.RawMessage {
	out := make([]json.RawMessage, len(defs))
	for i, d := range defs {
		out[i] = json.RawMessage(d)
	}
	return out
}

func TestConsistencyFindings(t *testing.T) {
	a, b := `{"name":"a","description":"A","inputSchema":{"type":"object"}}`, `{"name":"b","inputSchema":{"type":"object"}}`
	main := tools(a, b)
	public := []analysis.CacheHint{{Method: "tools/list", Page: 1, TTLMs: json.RawMessage("0"), CacheScope: json.RawMessage(`"public"`)}}
	for _, tc := range []struct {
		name    string
		listing analysis.Listing
		hints   []analysis.CacheHint
		want    string
	}{
		{"same, keys in another order", analysis.Listing{Kind: analysis.ListingIdentity, Tools: tools(`{"inputSchema":{"type":"object"},"description":"A","name":"a"}`, b)}, nil, ""},
		{"repeat reordered", analysis.Listing{Kind: analysis.ListingRepeat, Tools: tools(b, a)}, nil, "listing-order-unstable"},
		{"identity reordered only", analysis.Listing{Kind: analysis.ListingIdentity, Tools: tools(b, a)}, nil, ""},
		{"identity adds one", analysis.Listing{Kind: analysis.ListingIdentity, Tools: tools(a, b, `{"name":"c"}`)}, nil, "listing-varies-by-client"},
		{"generation drops one and changes one", analysis.Listing{Kind: analysis.ListingGeneration, Tools: tools(`{"name":"a"}`)}, nil, "listing-varies-by-generation,listing-varies-by-generation"},
		{"repeat changes an annotation", analysis.Listing{Kind: analysis.ListingRepeat, Tools: tools(a, `{"name":"b","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true}}`)}, nil, "listing-unstable"},
		{"anonymous differs, private", analysis.Listing{Kind: analysis.ListingAnonymous, Tools: tools(a)}, nil, ""},
		{"anonymous differs, public", analysis.Listing{Kind: analysis.ListingAnonymous, Tools: tools(a)}, public, "cache-scope-public-varies"},
		{"anonymous same, public", analysis.Listing{Kind: analysis.ListingAnonymous, Tools: tools(a, b)}, public, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := rules(analysis.ConsistencyFindings(main, []analysis.Listing{tc.listing}, tc.hints)); got != tc.want {
				t.Errorf("%q, want %q", got, tc.want)
			}
		})
	}

	// At most 20 findings per listing, then one that counts the rest.
	var many []string
	for i := range 25 {
		many = append(many, fmt.Sprintf(`{"name":"t%d"}`, i))
	}
	got := analysis.ConsistencyFindings(nil, []analysis.Listing{{Kind: analysis.ListingIdentity, How: "x", Tools: tools(many...)}}, nil)
	if len(got) != 21 || got[20].Tool != "" || !strings.HasPrefix(got[20].Message, "5 more tools differ") {
		t.Errorf("%d findings, last %+v", len(got), got[len(got)-1])
	}
	for _, f := range got {
		if _, ok := analysis.RuleByID(f.Rule); !ok {
			t.Errorf("finding cites %q, not in the catalog", f.Rule)
		}
	}
}

// FuzzConsistencyFindings: any two listings and hints, as a server may send
// them, are compared without panics, and every finding cites the catalog.
func FuzzConsistencyFindings(f *testing.F) {
	f.Add(`{"name":"a","description":"A"}`, `{"name":"a","description":"B"}`, `300000`, `"public"`)
	f.Add(`{"name":1}`, `[]`, `-1e999`, `null`)
	f.Add(`{"name":"a","x":{"y":[1,2.50,"\u00e9"]}}`, `{"x":{"y":[1,2.5,"é"]},"name":"a"}`, `1.5`, `{}`)
	f.Fuzz(func(t *testing.T, a, b, ttl, scope string) {
		hints := []analysis.CacheHint{{Method: "tools/list", Page: 1, TTLMs: json.RawMessage(ttl), CacheScope: json.RawMessage(scope)}}
		var findings []analysis.Finding
		for _, kind := range []string{analysis.ListingRepeat, analysis.ListingIdentity, analysis.ListingGeneration, analysis.ListingAnonymous} {
			findings = append(findings, analysis.ConsistencyFindings(tools(a), []analysis.Listing{{Kind: kind, How: "x", Tools: tools(b, a)}}, hints)...)
		}
		findings = append(findings, analysis.CacheFindings(hints)...)
		for _, f := range findings {
			if _, ok := analysis.RuleByID(f.Rule); !ok {
				t.Errorf("finding cites %q", f.Rule)
			}
		}
	})
}
