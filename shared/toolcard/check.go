package toolcard

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// MaxFindingsPerRule bounds the cross-tool findings of one rule in a
// ServerCheckResult. A list of n tools with one shared description has
// n(n-1)/2 overlapping pairs (about 500,000 for 1,000 tools); past the
// bound, one last finding of that rule says how many were left out.
const MaxFindingsPerRule = 100

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
	out.Findings = cite(boundPerRule(rep.ServerFindings))
	return out
}

// boundPerRule keeps the first MaxFindingsPerRule findings of each rule and
// replaces the rest with one finding that counts them.
func boundPerRule(fs []analysis.Finding) []analysis.Finding {
	seen := map[string]int{}
	out := make([]analysis.Finding, 0, min(len(fs), MaxFindingsPerRule))
	for _, f := range fs {
		if seen[f.Rule]++; seen[f.Rule] <= MaxFindingsPerRule {
			out = append(out, f)
		}
	}
	for _, f := range out[:len(out):len(out)] {
		if n := seen[f.Rule] - MaxFindingsPerRule; n > 0 {
			out = append(out, analysis.Finding{Rule: f.Rule, Message: fmt.Sprintf("%d more %s findings are not listed; the first %d are", n, f.Rule, MaxFindingsPerRule)})
			seen[f.Rule] = MaxFindingsPerRule
		}
	}
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
		out = append(out, Finding{ID: rule.ID, Kind: rule.Kind, Message: msg, Source: rule.Sources[0], Resource: rule.AnswerURI()})
	}
	return out
}
