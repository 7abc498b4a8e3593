// Package sarif writes explorer findings as SARIF 2.1.0 for code scanning.
// Rules come from [analysis.Catalog]; output is byte-stable for equal
// input. [New] starts a [Log], [Log.Add] adds a server's report and
// [Log.Write] writes the document.
package sarif

import (
	"encoding/json"
	"io"
	"sort"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Suppression accepts one rule for one tool ("*" for every tool), with a reason.
type Suppression struct {
	Tool   string
	Rule   string
	Reason string
}

// Target is one analysed server.
type Target struct {
	Server       string          // URL or config name: the logical location's parent
	Report       analysis.Report // what was found
	ArtifactURI  string          // the tools JSON or lock file, when the input is a file
	ToolLines    map[string]int  // tool name → line of its definition in ArtifactURI
	Suppressions []Suppression
}

// Secret is a credential written literally in an MCP client configuration
// file: where, and its name (never its value).
type Secret struct {
	File   string // the configuration file
	Line   int    // its line, 0 when unknown
	Server string // the server entry
	Name   string // "header Authorization", "env GITHUB_TOKEN"
}

// SecretRule is the rule of Secret results, beside the catalog's.
const SecretRule = "config-literal-secret"

// Log collects targets into one SARIF run.
type Log struct {
	version, baseURL string
	targets          []Target
	secrets          []Secret
}

// New starts a log for this build's version and the methodology's base URL.
func New(version, baseURL string) *Log {
	return &Log{version: version, baseURL: strings.TrimRight(baseURL, "/")}
}

// Add appends a target.
func (l *Log) Add(t Target) { l.targets = append(l.targets, t) }

// AddSecret appends a literal credential found in a configuration file.
func (l *Log) AddSecret(s Secret) { l.secrets = append(l.secrets, s) }

// Level maps a severity to a SARIF level.
func Level(s analysis.Severity) string {
	switch s {
	case analysis.High:
		return "error"
	case analysis.Medium:
		return "warning"
	}
	return "note"
}

type message struct {
	Text string `json:"text"`
}

type rule struct {
	ID                   string            `json:"id"`
	Name                 string            `json:"name"`
	ShortDescription     message           `json:"shortDescription"`
	FullDescription      message           `json:"fullDescription"`
	HelpURI              string            `json:"helpUri"`
	DefaultConfiguration map[string]string `json:"defaultConfiguration"`
	Properties           map[string]any    `json:"properties"`
}

type location struct {
	PhysicalLocation *physical `json:"physicalLocation,omitempty"`
	LogicalLocations []logical `json:"logicalLocations"`
}

type physical struct {
	ArtifactLocation map[string]string `json:"artifactLocation"`
	Region           *map[string]int   `json:"region,omitempty"`
}

type logical struct {
	Name               string `json:"name"`
	FullyQualifiedName string `json:"fullyQualifiedName"`
	Kind               string `json:"kind"`
}

type result struct {
	RuleID              string            `json:"ruleId"`
	RuleIndex           int               `json:"ruleIndex"`
	Level               string            `json:"level"`
	Message             message           `json:"message"`
	Locations           []location        `json:"locations"`
	PartialFingerprints map[string]string `json:"partialFingerprints"`
	Suppressions        []suppression     `json:"suppressions,omitempty"`
}

type suppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification"`
}

// Write encodes the log. Results are sorted by server, tool, rule and
// message, so the same input gives byte-identical output.
func (l *Log) Write(w io.Writer) error {
	rules := make([]rule, len(analysis.Catalog))
	index := map[string]int{}
	for i, r := range analysis.Catalog {
		index[r.ID] = i
		rules[i] = rule{
			ID: r.ID, Name: ruleName(r.ID),
			ShortDescription:     message{r.Title},
			FullDescription:      message{r.Trigger},
			HelpURI:              l.baseURL + "/methodology#" + r.ID,
			DefaultConfiguration: map[string]string{"level": Level(r.Severity)},
			Properties:           map[string]any{"tags": []string{"security", "mcp", string(r.Kind)}, "problem.severity": Level(r.Severity)},
		}
	}
	index[SecretRule] = len(rules)
	rules = append(rules, rule{
		ID: SecretRule, Name: ruleName(SecretRule),
		ShortDescription:     message{"Credential written literally in an MCP client configuration"},
		FullDescription:      message{"A header, environment value, URL or argument of a configured MCP server holds a credential in plain text; anyone who can read the file (or the repository) has it. Refer to an environment variable or the client's secret input instead."},
		HelpURI:              l.baseURL + "/methodology",
		DefaultConfiguration: map[string]string{"level": "error"},
		Properties:           map[string]any{"tags": []string{"security", "mcp", "secret"}, "problem.severity": "error"},
	})
	var results []result
	for _, s := range l.secrets {
		loc := location{
			PhysicalLocation: &physical{ArtifactLocation: map[string]string{"uri": s.File}},
			LogicalLocations: []logical{{Name: s.Server, FullyQualifiedName: s.File + "#" + s.Server, Kind: "module"}},
		}
		if s.Line > 0 {
			loc.PhysicalLocation.Region = &map[string]int{"startLine": s.Line}
		}
		results = append(results, result{
			RuleID: SecretRule, RuleIndex: index[SecretRule], Level: "error",
			Message:             message{s.Server + ": " + s.Name + " is written literally in the configuration"},
			Locations:           []location{loc},
			PartialFingerprints: map[string]string{"mcpExplorerFinding/v1": s.File + "#" + s.Server + "#" + SecretRule + "#" + s.Name},
		})
	}
	for _, t := range l.targets {
		// add records f at the server and, below it, at the tool or item
		// where, whose FullyQualifiedName is relative to the server and
		// keys the finding (zero for server-wide findings).
		add := func(f analysis.Finding, where logical, fingerprint string) {
			r, ok := analysis.RuleByID(f.Rule)
			if !ok {
				return
			}
			key := where.FullyQualifiedName
			loc := location{LogicalLocations: []logical{{Name: t.Server, FullyQualifiedName: t.Server, Kind: "module"}}}
			if where.Name != "" {
				where.FullyQualifiedName = t.Server + "#" + where.FullyQualifiedName
				loc.LogicalLocations = append(loc.LogicalLocations, where)
			}
			tool := f.Tool
			if t.ArtifactURI != "" {
				loc.PhysicalLocation = &physical{ArtifactLocation: map[string]string{"uri": t.ArtifactURI}}
				if line := t.ToolLines[tool]; line > 0 {
					loc.PhysicalLocation.Region = &map[string]int{"startLine": line}
				}
			}
			res := result{
				RuleID: r.ID, RuleIndex: index[r.ID], Level: Level(r.Severity),
				Message:             message{messageText(tool, f.Message)},
				Locations:           []location{loc},
				PartialFingerprints: map[string]string{"mcpExplorerFinding/v1": t.Server + "#" + key + "#" + r.ID},
			}
			if fingerprint != "" {
				res.PartialFingerprints["mcpToolFingerprint/v1"] = fingerprint
			}
			for _, s := range t.Suppressions {
				if s.Rule == r.ID && (s.Tool == key || s.Tool == "*") {
					res.Suppressions = []suppression{{Kind: "external", Justification: s.Reason}}
					break
				}
			}
			results = append(results, res)
		}
		for _, tr := range t.Report.Tools {
			for _, f := range tr.Findings {
				add(f, logical{Name: f.Tool, FullyQualifiedName: f.Tool, Kind: "function"}, tr.Fingerprint)
			}
		}
		for _, f := range t.Report.ServerFindings {
			add(f, logical{Name: f.Tool, FullyQualifiedName: f.Tool, Kind: "function"}, "")
		}
		// Resources and prompts are named by their place in their list,
		// prompts["review"], which is also what a suppression names.
		for _, it := range t.Report.Items {
			kind := "resource"
			if it.Kind == analysis.KindPrompt {
				kind = "function"
			}
			for _, f := range it.Findings {
				add(f, logical{Name: it.ID, FullyQualifiedName: it.Place(), Kind: kind}, "")
			}
		}
	}
	sort.SliceStable(results, func(i, j int) bool {
		a, b := results[i], results[j]
		ka := a.PartialFingerprints["mcpExplorerFinding/v1"] + "\x00" + a.Message.Text
		kb := b.PartialFingerprints["mcpExplorerFinding/v1"] + "\x00" + b.Message.Text
		return ka < kb
	})
	if results == nil {
		results = []result{}
	}
	doc := map[string]any{
		"$schema": "https://json.schemastore.org/sarif-2.1.0.json",
		"version": "2.1.0",
		"runs": []any{map[string]any{
			"tool": map[string]any{"driver": map[string]any{
				"name":           "mcp-server-explorer",
				"informationUri": l.baseURL + "/methodology",
				"version":        l.version,
				"rules":          rules,
				"properties":     map[string]string{"rulesVersion": analysis.RulesVersion()},
			}},
			"columnKind": "unicodeCodePoints",
			"results":    results,
		}},
	}
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	return enc.Encode(doc)
}

func messageText(tool, msg string) string {
	if tool == "" {
		return msg
	}
	return tool + ": " + msg
}

// ruleName turns "poison-hidden-instruction" into "PoisonHiddenInstruction".
func ruleName(id string) string {
	var b strings.Builder
	for _, part := range strings.Split(id, "-") {
		if part != "" {
			b.WriteString(strings.ToUpper(part[:1]) + part[1:])
		}
	}
	return b.String()
}
