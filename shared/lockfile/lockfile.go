// Package lockfile pins a server's tools in a reviewable file, and diffs a
// later inspection against it: the rug-pull gate for CI. [Build] makes a
// [Lock], [Lock.Marshal] writes it sorted and stable, and [Diff] lists what
// changed since (nothing, when the server kept its tools). A lock also pins
// the server's probe, posture and MCP Apps findings; [DiffFindings] lists
// those that appeared or went away.
package lockfile

import (
	"bytes"
	"cmp"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Version of the lock file format.
const Version = 1

// Lock is the content of mcp-lock.json.
type Lock struct {
	LockVersion int    `json:"lockVersion"`
	Server      Server `json:"server"`
	Tools       []Tool `json:"tools"`
	// Findings are the consistency-probe, caching, authorization posture,
	// deprecated-feature and MCP Apps findings, sorted. Nil in a lock
	// written before findings were pinned: those are not compared.
	Findings []Finding `json:"findings"`
}

// Finding pins one finding: its rule, the tool it concerns ("" for the
// server) and its message. Messages name tools, origins and methods, never
// the request headers given for the server.
type Finding struct {
	Rule    string `json:"rule"`
	Tool    string `json:"tool,omitempty"`
	Message string `json:"message"`
}

// pinnedRule reports a rule whose findings a lock pins: what connect mode
// measures of the server as a whole (consistency probes, caching hints,
// authorization posture, deprecated features, server requests) and the MCP
// Apps findings, which no tool fingerprint covers.
func pinnedRule(rule string) bool {
	for _, prefix := range []string{"listing-", "cache-", "auth-", "deprecated-", "elicitation-", "app-"} {
		if strings.HasPrefix(rule, prefix) {
			return true
		}
	}
	return false
}

// Server identifies what was locked.
type Server struct {
	URL             string `json:"url,omitempty"`
	Source          string `json:"source,omitempty"` // a file, when locked from a paste
	Name            string `json:"name,omitempty"`
	Version         string `json:"version,omitempty"`
	ProtocolVersion string `json:"protocolVersion,omitempty"`
	// What the inspection measured: "2026-07-28" or "classic", how the
	// server answered ("json", "sse" or "mixed") and the pages per list.
	Generation string         `json:"generation,omitempty"`
	Transport  string         `json:"transport,omitempty"`
	Pages      map[string]int `json:"pages,omitempty"`
}

// Tool pins one tool: its fingerprint, classification and the fingerprinted
// fields themselves, so a drift can be shown field by field.
type Tool struct {
	Name         string                `json:"name"`
	Fingerprint  string                `json:"fingerprint"`
	Risk         analysis.Severity     `json:"risk"`
	Capabilities []analysis.Capability `json:"capabilities"`
	Description  *string               `json:"description"`
	InputSchema  json.RawMessage       `json:"inputSchema"`
	Annotations  json.RawMessage       `json:"annotations"`
}

// Build makes a lock from parsed tools and their analysis (same order).
func Build(server Server, tools []analysis.Tool, report analysis.Report) Lock {
	l := Lock{LockVersion: Version, Server: server, Tools: make([]Tool, 0, len(tools))}
	seen := map[string]bool{}
	for i, t := range tools {
		if seen[t.Name] {
			continue
		}
		seen[t.Name] = true
		r := report.Tools[i]
		l.Tools = append(l.Tools, Tool{
			Name: t.Name, Fingerprint: r.Fingerprint, Risk: r.Risk, Capabilities: r.Capabilities,
			Description: t.Description, InputSchema: canonical(t.InputSchema), Annotations: canonical(t.Annotations),
		})
	}
	sort.Slice(l.Tools, func(i, j int) bool { return l.Tools[i].Name < l.Tools[j].Name })
	l.Findings = pinnedFindings(report)
	return l
}

// pinnedFindings are report's findings of pinned rules, sorted, without
// duplicates.
func pinnedFindings(report analysis.Report) []Finding {
	out := []Finding{}
	add := func(f analysis.Finding) {
		if pinnedRule(f.Rule) {
			out = append(out, Finding{Rule: f.Rule, Tool: f.Tool, Message: f.Message})
		}
	}
	for _, f := range report.ServerFindings {
		add(f)
	}
	for _, t := range report.Tools {
		for _, f := range t.Findings {
			f.Tool = t.Name
			add(f)
		}
	}
	slices.SortFunc(out, compareFindings)
	return slices.Compact(out)
}

func compareFindings(a, b Finding) int {
	return cmp.Or(cmp.Compare(a.Rule, b.Rule), cmp.Compare(a.Tool, b.Tool), cmp.Compare(a.Message, b.Message))
}

// canonical re-encodes JSON with sorted keys so the file diffs well.
func canonical(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 {
		return json.RawMessage("null")
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return raw
	}
	b, err := json.Marshal(v)
	if err != nil {
		return raw
	}
	return b
}

// Marshal encodes the lock, indented, keys sorted, with a final newline.
func (l Lock) Marshal() ([]byte, error) {
	b, err := json.Marshal(l)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// Parse reads a lock file.
func Parse(b []byte) (Lock, error) {
	var l Lock
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return Lock{}, fmt.Errorf("not a lock file: %w", err)
	}
	if l.LockVersion != Version {
		return Lock{}, fmt.Errorf("lock file version %d is not supported (want %d)", l.LockVersion, Version)
	}
	return l, nil
}

// FindingChange is a pinned finding that appeared ("new") or went away
// ("gone") since the lock.
type FindingChange struct {
	Kind    string
	Finding Finding
}

// DiffFindings compares the pinned findings; ok is false for a lock that
// pins none (written before findings were pinned), which is not compared.
func DiffFindings(locked, current Lock) (changes []FindingChange, ok bool) {
	if locked.Findings == nil {
		return nil, false
	}
	in := func(list []Finding) map[Finding]bool {
		m := make(map[Finding]bool, len(list))
		for _, f := range list {
			m[f] = true
		}
		return m
	}
	was, is := in(locked.Findings), in(current.Findings)
	for _, f := range current.Findings {
		if !was[f] {
			changes = append(changes, FindingChange{Kind: "new", Finding: f})
		}
	}
	for _, f := range locked.Findings {
		if !is[f] {
			changes = append(changes, FindingChange{Kind: "gone", Finding: f})
		}
	}
	return changes, true
}
