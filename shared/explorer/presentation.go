package explorer

import (
	"fmt"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// summaryNames is how many tool names the summary lists per group.
const summaryNames = 5

// finish writes the summary sentence and the presentation blocks from the
// finished result, so the page renders exactly what the API returns.
func finish(res *Result) {
	res.Summary = summarize(res)
	res.Presentation = presentation(res)
}

func summarize(res *Result) string {
	b := res.Result
	var parts []string
	if b.Mode == ModeRegistry {
		return fmt.Sprintf("%d MCP Registry %s found.", len(b.Registry), plural(len(b.Registry), "server", "servers"))
	}
	byRisk := map[analysis.Severity][]string{}
	poisoned := []string{}
	for _, t := range b.Tools {
		byRisk[t.Risk] = append(byRisk[t.Risk], t.Name)
		for _, is := range t.Issues {
			if strings.HasPrefix(is, "poison-") {
				poisoned = append(poisoned, t.Name)
				break
			}
		}
	}
	var risks []string
	for _, level := range []analysis.Severity{analysis.High, analysis.Medium, analysis.Low} {
		if names := byRisk[level]; len(names) > 0 {
			risks = append(risks, fmt.Sprintf("%d %s risk (%s)", len(names), level, analysis.JoinBounded(names, summaryNames)))
		}
	}
	head := fmt.Sprintf("%d %s", len(b.Tools), plural(len(b.Tools), "tool", "tools"))
	if len(risks) > 0 {
		head += ": " + strings.Join(risks, ", ")
	}
	parts = append(parts, head+".")
	if len(poisoned) > 0 {
		parts = append(parts, fmt.Sprintf("Tool-poisoning markers in %s.", analysis.JoinBounded(poisoned, summaryNames)))
	}
	var items []string
	for _, r := range b.Resources {
		if len(r.Findings) > 0 {
			items = append(items, r.URI)
		}
	}
	for _, p := range b.Prompts {
		if len(p.Findings) > 0 {
			items = append(items, p.Name)
		}
	}
	if len(items) > 0 {
		parts = append(parts, fmt.Sprintf("Poisoning markers in %d %s (%s).", len(items), plural(len(items), "resource or prompt", "resources and prompts"), analysis.JoinBounded(items, summaryNames)))
	}
	if c := b.Changes; c != nil && c.PreviousCheck != nil {
		if len(c.Added)+len(c.Removed)+len(c.Changed) == 0 {
			parts = append(parts, "No changes since "+*c.PreviousCheck+".")
		} else {
			parts = append(parts, fmt.Sprintf("Since %s: %d added, %d removed, %d changed%s.", *c.PreviousCheck, len(c.Added), len(c.Removed), len(c.Changed), driftSummary(c.Classified)))
		}
	}
	if n := len(res.Warnings); n > 0 {
		parts = append(parts, fmt.Sprintf("%d %s.", n, plural(n, "warning", "warnings")))
	}
	return strings.Join(parts, " ")
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// presentation builds the display blocks; docs/presentation.md documents them.
func presentation(res *Result) []Block {
	b := res.Result
	counts := map[string]int{"high": 0, "medium": 0, "low": 0}
	for _, t := range b.Tools {
		counts[string(t.Risk)]++
	}
	blocks := []Block{{"type": "summary", "text": res.Summary, "mode": b.Mode, "toolCount": len(b.Tools), "riskCounts": counts}}
	if len(res.Warnings) > 0 {
		blocks = append(blocks, Block{"type": "warnings", "items": res.Warnings})
	}
	if b.Server != nil {
		block := Block{"type": "server", "server": b.Server}
		if res.Analysis != nil && res.Analysis.Connection != nil {
			block["connection"] = res.Analysis.Connection
		}
		blocks = append(blocks, block)
	}
	if b.Mode != ModeRegistry {
		rows := make([]map[string]any, len(b.Tools))
		for i, t := range b.Tools {
			rows[i] = map[string]any{"name": t.Name, "title": t.Title, "description": t.Description, "risk": t.Risk, "capabilities": t.Capabilities, "annotations": t.Annotations, "issues": issueRows(t.Findings), "schema": t.Schema, "fingerprint": t.Fingerprint}
		}
		blocks = append(blocks, Block{"type": "tools", "columns": []string{"name", "capabilities", "risk", "annotations", "issues"}, "rows": rows})
		caps := []string{}
		for _, c := range analysis.AllCapabilities {
			caps = append(caps, string(c))
		}
		matrix := make([]map[string]any, len(b.Tools))
		for i, t := range b.Tools {
			has := map[string]bool{}
			for _, c := range t.Capabilities {
				has[string(c)] = true
			}
			cells := make([]bool, len(caps))
			for j, c := range caps {
				cells[j] = has[c]
			}
			matrix[i] = map[string]any{"tool": t.Name, "risk": t.Risk, "cells": cells}
		}
		blocks = append(blocks, Block{"type": "permissions", "capabilities": caps, "rows": matrix})
		if d := directoryBlock(res); d != nil {
			blocks = append(blocks, d)
		}
	}
	if apps := appsBlock(res); apps != nil {
		blocks = append(blocks, apps)
	}
	if b.Changes != nil {
		blocks = append(blocks, Block{"type": "changes", "previousCheck": b.Changes.PreviousCheck, "added": b.Changes.Added, "removed": b.Changes.Removed, "changed": b.Changes.Changed, "classified": driftItems(b.Changes.Classified)})
	}
	if len(b.Resources) > 0 {
		items := make([]map[string]any, len(b.Resources))
		for i, r := range b.Resources {
			items[i] = map[string]any{"uri": r.URI, "name": r.Name, "mimeType": r.MimeType, "issues": issueRows(r.Findings)}
		}
		blocks = append(blocks, Block{"type": "resources", "items": items})
	}
	if len(b.Prompts) > 0 {
		items := make([]map[string]any, len(b.Prompts))
		for i, p := range b.Prompts {
			items[i] = map[string]any{"name": p.Name, "description": p.Description, "issues": issueRows(p.Findings)}
		}
		blocks = append(blocks, Block{"type": "prompts", "items": items})
	}
	if b.Registry != nil {
		blocks = append(blocks, Block{"type": "registry", "items": b.Registry})
	}
	return blocks
}

// issueRows are findings as the presentation shows them, each linked to
// its rule on /methodology.
func issueRows(findings []analysis.Finding) []map[string]string {
	rows := make([]map[string]string, len(findings))
	for i, f := range findings {
		rows[i] = map[string]string{"rule": f.Rule, "message": f.Message, "href": "/methodology#" + f.Rule}
	}
	return rows
}

func units() map[string]string {
	return map[string]string{
		"computedAt":                                "RFC 3339 timestamp, UTC",
		"result.tools[].risk":                       "high | medium | low, per the methodology: high = delete, execute or payment capability, destructiveHint true, or any poison-* marker; medium = write, messaging, secrets, or network without openWorldHint false; low otherwise",
		"result.tools[].fingerprint":                "lowercase hex SHA-256 of the RFC 8785 canonical JSON of {annotations, description, inputSchema} as sent, absent members as null",
		"result.tools[].issues[]":                   "\"rule-id: sentence\"; rule ids are listed at /methodology and /v1/rules",
		"result.tools[].schema.properties":          "count of top-level inputSchema properties",
		"result.tools[].schema.required":            "count of names in inputSchema.required",
		"result.tools[].schema.describedProperties": "count of top-level properties with a non-empty description",
		"result.tools[].schema.closed":              "true when inputSchema.additionalProperties is false",
		"result.permissions":                        "capability → sorted tool names",
		"result.changes.previousCheck":              "RFC 3339 timestamp of the remembered check",
		"inputs.toolsJsonChars":                     "Unicode characters in the pasted toolsJson",
		"inputs.toolsJsonSha256":                    "lowercase hex SHA-256 of the pasted toolsJson (UTF-8)",
	}
}

func assumptions() []string {
	return []string{
		"Capabilities are inferred from words: write, delete and execute from the tokenised tool name; network, filesystem, payment, messaging and secrets from the name and description; read when nothing suggests mutation. A tool can do more or less than its words say.",
		"Annotations are reported exactly as sent; null means the server did not send the hint. Where a rule needs a missing hint it uses the spec default (readOnlyHint false, destructiveHint true, idempotentHint false, openWorldHint true), so a network tool without openWorldHint counts as open-world.",
		"Poisoning markers are heuristics over the name, title, description, every string a model reads in inputSchema and outputSchema, and (connect mode) the server instructions and the names, titles and descriptions of resources, resource templates, prompts and prompt arguments; findings on those items are listed in warnings, not counted in the tools' risk. Negated clauses such as \"never reads ~/.ssh\" count as mentions, not instructions. A clean result is not a certification.",
		"The fingerprint is SHA-256 over the RFC 8785 canonical JSON of {annotations, description, inputSchema}; key order and number spelling do not change it, any change of text, schema or hints does. Titles and outputSchema are not part of it.",
		"With remember (the default) and a url, only the SHA-256 of the canonical URL (lowercase scheme and host, numeric hosts in standard form, default port and fragment dropped) and per-tool name → fingerprint pairs are stored, each with drift facts that classify the next check's changes (hints, rule ids, sibling tool names and 12-character hash prefixes of addresses, sensitive parameters, required names and enum values), for 180 days after the last check. The pasted text itself is never stored.",
		"Only connect-mode checks write a server's shared history, which every connect-mode check compares against. A paste compares against, and stores, a history of its own client's (keyed by a SHA-256 of the URL and the client's address), which no other client can write.",
		"Changes are classified (drift-* rules at /methodology) from those facts; against a snapshot that has fingerprints only, just renames are classified and other changes say they cannot be.",
		"A first check of a server has no previous snapshot: changes then lists nothing and previousCheck is null.",
		fmt.Sprintf("Connect mode follows nextCursor for up to %d pages per list, keeping up to %d items per list and reading up to %d MiB per inspection; a list cut short by a bound or a failed page is named in warnings, and the command line's lock, verify and --fail-on treat it as a failure.", mcpclient.DefaultMaxPages, mcpclient.DefaultMaxItems, safehttp.DefaultMaxInspectionBytes>>20),
	}
}

func sources() []Source {
	out := []Source{
		{Title: "MCP specification 2025-11-25: Tools", URL: analysis.SpecBase + "/server/tools", Publisher: "Model Context Protocol"},
		{Title: "MCP specification 2025-11-25: Tool annotations", URL: analysis.SpecBase + "/server/tools#tool-annotations", Publisher: "Model Context Protocol"},
		{Title: "MCP specification 2025-11-25: Security best practices", URL: analysis.SpecBase + "/basic/security_best_practices", Publisher: "Model Context Protocol"},
		{Title: "MCP specification 2025-11-25: Transports (Streamable HTTP)", URL: analysis.SpecBase + "/basic/transports", Publisher: "Model Context Protocol"},
		{Title: "MCP specification 2025-11-25: Pagination", URL: analysis.SpecBase + "/server/utilities/pagination", Publisher: "Model Context Protocol"},
		{Title: "RFC 8785: JSON Canonicalization Scheme", URL: "https://www.rfc-editor.org/rfc/rfc8785", Publisher: "IETF"},
		{Title: "MCP Security Notification: Tool Poisoning Attacks", URL: "https://invariantlabs.ai/blog/mcp-security-notification-tool-poisoning-attacks", Publisher: "Invariant Labs"},
	}
	return out
}
