// Package toolcard serves the Toolcard contract (contracts/toolcard-openapi.json):
// cited checks for one tool or a tools list, and a called-or-ignored tally.
// Its findings come from the same rule catalog as the explorer's issues.
//
//	res := toolcard.CheckTool(tool) // {rules_version, name, shape, findings, stored:false}
package toolcard

import "github.com/usefulweb/mcp-server-explorer/shared/analysis"

// Finding is one cited check result.
type Finding struct {
	ID       string          `json:"id"`
	Kind     analysis.Kind   `json:"kind"`
	Message  string          `json:"message"`
	Source   analysis.Source `json:"source"`
	Resource string          `json:"resource,omitempty"`
}

// CheckResult is the answer for one tool.
type CheckResult struct {
	RulesVersion string    `json:"rules_version"`
	Name         string    `json:"name"`
	Shape        string    `json:"shape"`
	Findings     []Finding `json:"findings"`
	Stored       bool      `json:"stored"`
}

// ServerCheckResult is the answer for a tools list.
type ServerCheckResult struct {
	RulesVersion string        `json:"rules_version"`
	ToolCount    int           `json:"tool_count"`
	Tools        []CheckResult `json:"tools"`
	Findings     []Finding     `json:"findings"`
	Stored       bool          `json:"stored"`
}

// CheckTool checks one tool on its own.
func CheckTool(t analysis.Tool) CheckResult {
	return CheckServer([]analysis.Tool{t}).Tools[0]
}

// CheckServer checks every tool, then the list as a whole. Nothing is stored.
func CheckServer(tools []analysis.Tool) ServerCheckResult {
	rep := analysis.Analyze(tools, analysis.Options{})
	out := ServerCheckResult{RulesVersion: analysis.RulesVersion(), ToolCount: len(tools), Tools: make([]CheckResult, len(tools)), Findings: []Finding{}}
	for i, t := range tools {
		shape, endpoint := analysis.Shape(t)
		findings := rep.Tools[i].Findings
		if endpoint != nil {
			findings = append(findings, *endpoint)
		}
		out.Tools[i] = CheckResult{RulesVersion: out.RulesVersion, Name: t.Name, Shape: shape, Findings: cite(findings)}
	}
	out.Findings = cite(rep.ServerFindings)
	return out
}

// cite turns analysis findings into cited findings from the catalog.
func cite(fs []analysis.Finding) []Finding {
	out := make([]Finding, 0, len(fs))
	for _, f := range fs {
		rule, ok := analysis.RuleByID(f.Rule)
		if !ok {
			continue
		}
		msg := f.Message
		if f.Tool != "" && rule.Scope == analysis.ScopeServer {
			msg = f.Tool + ": " + msg
		}
		out = append(out, Finding{ID: rule.ID, Kind: rule.Kind, Message: msg, Source: rule.Sources[0], Resource: rule.ResourceURI()})
	}
	return out
}
