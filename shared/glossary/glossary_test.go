package glossary_test

import (
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
)

var update = flag.Bool("update", false, "rewrite golden files")

// wantSlugs are the terms the page, the MCP resources and the rule catalog rely on.
var wantSlugs = []string{"tool", "resource", "prompt", "json-rpc", "tools-list", "tools-call", "schema", "endpoint-map", "hosted-mcp-endpoint", "mcpb", "stdio", "sse-http", "auth-scopes", "rate-limit", "ssrf"}

func TestEverySlugExists(t *testing.T) {
	if len(glossary.Entries) != len(wantSlugs) {
		t.Errorf("%d entries, want %d", len(glossary.Entries), len(wantSlugs))
	}
	for _, slug := range wantSlugs {
		e, ok := glossary.Lookup(slug)
		if !ok {
			t.Errorf("Lookup(%q) missing", slug)
			continue
		}
		if e.Slug != slug {
			t.Errorf("Lookup(%q).Slug = %q", slug, e.Slug)
		}
	}
	if _, ok := glossary.Lookup("no-such-term"); ok {
		t.Error("Lookup of an unknown slug succeeded")
	}
}

var sentenceEnd = regexp.MustCompile(`[.!?](\s|$)`)

func TestEntriesAreComplete(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range glossary.Entries {
		t.Run(e.Slug, func(t *testing.T) {
			if seen[e.Slug] {
				t.Errorf("duplicate slug")
			}
			seen[e.Slug] = true
			if e.Term == "" {
				t.Error("no term")
			}
			if n := len(sentenceEnd.FindAllString(e.Definition, -1)); n < 2 || n > 4 {
				t.Errorf("definition has %d sentences, want 2–4: %q", n, e.Definition)
			}
			if n := len(e.Checklist); n < 4 || n > 6 {
				t.Errorf("checklist has %d items, want 4–6", n)
			}
			for _, item := range e.Checklist {
				if strings.TrimSpace(item) == "" || !strings.HasSuffix(item, ".") {
					t.Errorf("checklist item %q is empty or not a sentence", item)
				}
			}
			if !strings.HasPrefix(e.SpecURL, analysis.SpecBase+"/") {
				t.Errorf("SpecURL %q is not a section of %s", e.SpecURL, analysis.SpecBase)
			}
			if len(e.Related) == 0 {
				t.Error("no related terms")
			}
			for _, r := range e.Related {
				if r == e.Slug {
					t.Errorf("relates to itself")
				}
				if _, ok := glossary.Lookup(r); !ok {
					t.Errorf("related slug %q does not resolve", r)
				}
			}
		})
	}
}

func TestEveryRuleReferenceResolves(t *testing.T) {
	for _, r := range analysis.Catalog {
		if r.Reference == "" {
			t.Errorf("rule %s has no Reference slug", r.ID)
			continue
		}
		if _, ok := glossary.Lookup(r.Reference); !ok {
			t.Errorf("rule %s refers to %q, which is not in the glossary", r.ID, r.Reference)
		}
	}
}

func TestMarkdown(t *testing.T) {
	for _, e := range glossary.Entries {
		md := glossary.Markdown(e)
		want := []string{"# " + e.Term + "\n", e.Definition, "<" + e.SpecURL + ">"}
		for _, item := range e.Checklist {
			want = append(want, "- [ ] "+item+"\n")
		}
		for _, r := range e.Related {
			want = append(want, "("+glossary.ResourceURI(r)+")")
		}
		for _, w := range want {
			if !strings.Contains(md, w) {
				t.Errorf("Markdown(%s) lacks %q", e.Slug, w)
			}
		}
	}
	e, _ := glossary.Lookup("tools-list")
	golden(t, "tools-list.md", glossary.Markdown(e))
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from the golden file (run go test -update after checking):\n%s", name, got)
	}
}
