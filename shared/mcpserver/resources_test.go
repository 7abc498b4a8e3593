package mcpserver_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
)

// TestRuleMarkdown: every rule's resource prints everything the catalog
// says about it, and findings' URIs point at these resources.
func TestRuleMarkdown(t *testing.T) {
	for _, r := range analysis.Catalog {
		t.Run(r.ID, func(t *testing.T) {
			if uri := r.ResourceURI(); uri != "" && uri != analysis.RulePrefix+r.ID {
				t.Errorf("ResourceURI %q is not %s%s", uri, analysis.RulePrefix, r.ID)
			}
			md := mcpserver.RuleMarkdown(r)
			want := []string{"# " + r.Title + "\n", "**id:** `" + r.ID + "`", "**kind:** " + string(r.Kind) + " (",
				"**severity:** " + string(r.Severity), "**rules version:** " + analysis.RulesVersion(), "## Trigger\n\n" + r.Trigger}
			for _, list := range [][]string{r.Cutoffs, r.Patterns, r.NotFlagged} {
				for _, item := range list {
					want = append(want, "- "+item+"\n")
				}
			}
			for _, s := range r.Sources {
				want = append(want, "["+s.Title+"]("+s.URL+")")
			}
			e, ok := glossary.Lookup(r.Reference)
			if !ok {
				t.Fatalf("reference %q is not a glossary entry", r.Reference)
			}
			want = append(want, "["+e.Term+"]("+glossary.ResourceURI(e.Slug)+")")
			for _, w := range want {
				if !strings.Contains(md, w) {
					t.Errorf("markdown lacks %q:\n%s", w, md)
				}
			}
		})
	}
}
