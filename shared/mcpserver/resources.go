package mcpserver

import (
	"context"
	"fmt"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
)

const markdownType = "text/markdown"

// addResources registers one markdown resource per catalog rule and per
// glossary entry. The texts are rendered once; reads return them.
func addResources(s *mcp.Server) {
	answers := map[string]string{} // answer URI → rule text
	for _, r := range analysis.Catalog {
		text := RuleMarkdown(r)
		if uri := r.AnswerURI(); uri != "" {
			answers[uri] = text
		}
		s.AddResource(&mcp.Resource{
			URI: analysis.RulePrefix + r.ID, Name: r.ID, Title: r.Title, MIMEType: markdownType, Size: int64(len(text)),
			Description: fmt.Sprintf("Rule %s (%s, %s severity): what triggers it, its cutoffs and sources.", r.ID, r.Kind, r.Severity),
		}, staticText(text))
	}
	// Toolcard findings cite toolcard://answers/{id}, the Toolcard contract's
	// scheme; it reads the same rule text.
	s.AddResourceTemplate(&mcp.ResourceTemplate{
		URITemplate: analysis.AnswerPrefix + "{id}", Name: "toolcard-answer", Title: "Toolcard answer for a rule", MIMEType: markdownType,
		Description: "The rule a Toolcard finding cites, by its id: what triggers it, its cutoffs and sources.",
	}, readAnswer(answers))
	for _, e := range glossary.Entries {
		text := glossary.Markdown(e)
		s.AddResource(&mcp.Resource{
			URI: glossary.ResourceURI(e.Slug), Name: e.Slug, Title: e.Term, MIMEType: markdownType, Size: int64(len(text)),
			Description: "Reference: what " + e.Term + " means and what to check before connecting an agent.",
		}, staticText(text))
	}
}

// readAnswer serves toolcard://answers/{id} for every rule that has one,
// from answers (answer URI → rule text).
func readAnswer(answers map[string]string) mcp.ResourceHandler {
	return func(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		text, ok := answers[req.Params.URI]
		if !ok {
			return nil, mcp.ResourceNotFoundError(req.Params.URI)
		}
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: markdownType, Text: text}}}, nil
	}
}

func staticText(text string) mcp.ResourceHandler {
	return func(_ context.Context, req *mcp.ReadResourceRequest) (*mcp.ReadResourceResult, error) {
		return &mcp.ReadResourceResult{Contents: []*mcp.ResourceContents{{URI: req.Params.URI, MIMEType: markdownType, Text: text}}}, nil
	}
}

// kindMeaning explains a rule kind in one clause.
var kindMeaning = map[analysis.Kind]string{
	analysis.KindSpec:      "grounded in the MCP specification",
	analysis.KindHeuristic: "a heuristic: a pattern that usually means trouble, not a proof",
}

// RuleMarkdown renders one catalog rule: id, kind, severity, trigger,
// cutoffs, patterns, sources and the glossary term it concerns.
func RuleMarkdown(r analysis.Rule) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", r.Title)
	fmt.Fprintf(&b, "- **id:** `%s`\n- **kind:** %s (%s)\n- **severity:** %s\n- **scope:** %s\n- **rules version:** %s\n\n",
		r.ID, r.Kind, kindMeaning[r.Kind], r.Severity, scopeText(r.Scope), analysis.RulesVersion())
	b.WriteString("## Trigger\n\n" + r.Trigger + "\n")
	list := func(title string, items []string) {
		if len(items) == 0 {
			return
		}
		b.WriteString("\n## " + title + "\n\n")
		for _, it := range items {
			b.WriteString("- " + it + "\n")
		}
	}
	list("Cutoffs", r.Cutoffs)
	list("Patterns", r.Patterns)
	list("Not flagged", r.NotFlagged)
	b.WriteString("\n## Sources\n\n")
	for _, s := range r.Sources {
		fmt.Fprintf(&b, "- [%s](%s)", s.Title, s.URL)
		if s.Publisher != "" {
			b.WriteString(", " + s.Publisher)
		}
		b.WriteString("\n")
	}
	if e, ok := glossary.Lookup(r.Reference); ok {
		fmt.Fprintf(&b, "\n## Reference\n\n- [%s](%s)\n", e.Term, glossary.ResourceURI(e.Slug))
	}
	return b.String()
}

func scopeText(s analysis.Scope) string {
	if s == analysis.ScopeServer {
		return "server (the tool list as a whole)"
	}
	return "tool (one tool definition)"
}
