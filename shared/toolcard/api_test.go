package toolcard_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// contractExample is the Toolcard contract's request example for /v1/check.
func contractExample(t *testing.T) json.RawMessage {
	t.Helper()
	ex := contracts.ToolcardCheckExample()
	if len(ex) == 0 {
		t.Fatal("the contract has no /v1/check example")
	}
	return ex
}

// validFindings validates every finding on its own and returns them by id.
func validFindings(t *testing.T, fs []toolcard.Finding) map[string]toolcard.Finding {
	t.Helper()
	out := map[string]toolcard.Finding{}
	for _, f := range fs {
		b, _ := json.Marshal(f)
		contracttest.Validate(t, contracttest.ToolcardFinding, b)
		rule, ok := analysis.RuleByID(f.ID)
		if !ok || f.Kind != rule.Kind || f.Source != rule.Sources[0] || f.Resource != rule.AnswerURI() {
			t.Errorf("finding %+v does not cite its catalog rule %+v", f, rule)
		}
		out[f.ID] = f
	}
	return out
}

func TestCheckContractExample(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	r := postJSON(t, srv.URL+"/v1/check", []byte(contractExample(t)))
	if r.status != 200 || r.header.Get("Content-Type") != "application/json" {
		t.Fatalf("status %d %q: %s", r.status, r.header.Get("Content-Type"), r.body)
	}
	contracttest.Validate(t, contracttest.ToolcardCheck, r.body)
	res := decode[toolcard.CheckResult](t, r.body)
	if res.Name != "getUser" || res.Shape != analysis.EndpointShaped || res.Stored || res.RulesVersion != analysis.RulesVersion() {
		t.Errorf("result = %+v", res)
	}
	ids := validFindings(t, res.Findings)
	for _, id := range []string{"endpoint-shaped", "annotation-missing", "description-short", "schema-undocumented-property"} {
		if _, ok := ids[id]; !ok {
			t.Errorf("no %s finding: %s", id, r.body)
		}
	}
}

func TestCheckServer(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	tool := func(name, desc string) map[string]any {
		return map[string]any{"name": name, "description": desc, "inputSchema": map[string]any{"type": "object"}}
	}
	same := "Look up the current weather for a city and return temperature and wind."
	tests := []struct {
		name      string
		body      map[string]any
		wantTools []string
		wantIDs   []string
	}{
		{"tools", map[string]any{"tools": []any{tool("a_weather", same), tool("a_weather", same)}}, []string{"a_weather", "a_weather"}, []string{"duplicate-name"}},
		{"result.tools", map[string]any{"jsonrpc": "2.0", "id": 1, "result": map[string]any{"tools": []any{tool("weather_now", same), tool("weather_today", same)}}}, []string{"weather_now", "weather_today"}, []string{"overlapping-descriptions"}},
		{"tools wins over result.tools", map[string]any{"tools": []any{tool("from_tools", same)}, "result": map[string]any{"tools": []any{tool("from_result", same)}}}, []string{"from_tools"}, nil},
		{"null tools falls back to result.tools", map[string]any{"tools": nil, "result": map[string]any{"tools": []any{tool("from_result", same)}}}, []string{"from_result"}, nil},
		{"empty list", map[string]any{"tools": []any{}}, []string{}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := postJSON(t, srv.URL+"/v1/check-server", tt.body)
			if r.status != 200 {
				t.Fatalf("status %d: %s", r.status, r.body)
			}
			contracttest.Validate(t, contracttest.ToolcardServer, r.body)
			res := decode[toolcard.ServerCheckResult](t, r.body)
			names := []string{}
			for _, tr := range res.Tools {
				names = append(names, tr.Name)
				validFindings(t, tr.Findings)
				if tr.RulesVersion != res.RulesVersion {
					t.Errorf("tool %s has rules_version %s, list %s", tr.Name, tr.RulesVersion, res.RulesVersion)
				}
			}
			if !slices.Equal(names, tt.wantTools) || res.ToolCount != len(tt.wantTools) || res.Stored {
				t.Errorf("tools %v count %d stored %v, want %v", names, res.ToolCount, res.Stored, tt.wantTools)
			}
			ids := validFindings(t, res.Findings)
			for _, id := range tt.wantIDs {
				if _, ok := ids[id]; !ok {
					t.Errorf("no %s finding: %+v", id, res.Findings)
				}
			}
			if len(tt.wantIDs) == 0 && len(res.Findings) != 0 {
				t.Errorf("unexpected cross-tool findings: %+v", res.Findings)
			}
		})
	}
}

func TestCheckProblems(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	many := `{"tools":[` + strings.TrimSuffix(strings.Repeat(`{"name":"t"},`, toolcard.MaxTools+1), ",") + `]}`
	tests := []struct {
		name, path, contentType, body string
		status                        int
		detail                        string
	}{
		{"malformed", "/v1/check", "application/json", "{\"name\": \"x\",\n \"description\": }", 400, "line 2"},
		{"empty", "/v1/check", "application/json", "", 400, "body is empty"},
		{"truncated", "/v1/check", "application/json", `{"name":"x"`, 400, "ends before"},
		{"array", "/v1/check", "application/json", `[{"name":"x"}]`, 400, "send one tool object"},
		{"a list to check", "/v1/check", "application/json", `{"tools":[{"name":"x"}]}`, 400, "/v1/check-server"},
		{"no name", "/v1/check", "application/json", `{"description":"Reads things."}`, 400, "name must be a non-empty string"},
		{"name not a string", "/v1/check", "application/json", `{"name":7}`, 400, "name must be a non-empty string"},
		{"description not a string", "/v1/check", "application/json", `{"name":"x","description":["a"]}`, 400, "description must be a string"},
		{"bad annotations", "/v1/check", "application/json", `{"name":"x","annotations":{"readOnlyHint":"yes"}}`, 400, "annotations.readOnlyHint must be true, false or null"},
		{"wrong content type", "/v1/check", "text/plain", `{"name":"x"}`, 415, "application/json"},
		{"too large", "/v1/check", "application/json", `{"name":"x","description":"` + strings.Repeat("a", toolcard.MaxBodyBytes) + `"}`, 413, "larger than"},
		{"no tools", "/v1/check-server", "application/json", `{"server":"x"}`, 400, `send {"tools":[`},
		{"one tool to check-server", "/v1/check-server", "application/json", `{"name":"x"}`, 400, "/v1/check"},
		{"tools not an array", "/v1/check-server", "application/json", `{"tools":{"name":"x"}}`, 400, "tools must be an array of tool objects"},
		{"result not an object", "/v1/check-server", "application/json", `{"result":[1]}`, 400, "result must be an object with a tools array"},
		{"bad tool in result.tools", "/v1/check-server", "application/json", `{"result":{"tools":[{"name":"ok"},{"name":""}]}}`, 400, "result.tools[1].name must be a non-empty string"},
		{"bad tool in tools", "/v1/check-server", "application/json", `{"tools":[{"name":"ok"},"x"]}`, 400, "tools[1] must be a tool object"},
		{"too many tools", "/v1/check-server", "application/json", many, 400, fmt.Sprintf("at most %d", toolcard.MaxTools)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := send(t, "POST", srv.URL+tt.path, tt.contentType, []byte(tt.body))
			if r.status != tt.status {
				t.Fatalf("status %d, want %d: %s", r.status, tt.status, r.body)
			}
			if ct := r.header.Get("Content-Type"); ct != "application/problem+json" {
				t.Errorf("content type %q", ct)
			}
			contracttest.Validate(t, contracttest.Problem, r.body)
			p := decode[struct{ Type, Detail string }](t, r.body)
			if !strings.Contains(p.Detail, tt.detail) {
				t.Errorf("detail %q lacks %q", p.Detail, tt.detail)
			}
			if !strings.HasPrefix(p.Type, base+"/problems/") {
				t.Errorf("type %q", p.Type)
			}
		})
	}
}

// TestRoutesAreListed keeps the Toolcard routes in httpapi.Routes, the list
// the rate-limit middleware and the deployment template read.
func TestRoutesAreListed(t *testing.T) {
	for _, rt := range toolcard.Routes {
		if !slices.Contains(httpapi.Routes, httpapi.Route{Method: rt.Method, Path: rt.Path, Function: "calculate"}) {
			t.Errorf("%s %s is not in httpapi.Routes with function calculate", rt.Method, rt.Path)
		}
	}
	srv := newServer(t, toolcard.Config{})
	r := send(t, "GET", srv.URL+"/v1/check", "", nil)
	if r.status != 405 || r.header.Get("Allow") != "POST" {
		t.Errorf("GET /v1/check: %d, Allow %q", r.status, r.header.Get("Allow"))
	}
	r = send(t, "DELETE", srv.URL+"/v1/rules", "", nil)
	if r.status != 405 || r.header.Get("Allow") != "GET" {
		t.Errorf("DELETE /v1/rules: %d, Allow %q", r.status, r.header.Get("Allow"))
	}
}

func TestHealth(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	r := get(t, srv.URL+"/v1/health")
	published(t, srv, "ToolcardHealth", r.body)
	h := decode[toolcard.Health](t, r.body)
	if !h.OK || h.Version != "test" || h.RulesVersion != analysis.RulesVersion() {
		t.Errorf("health = %+v", h)
	}
}

// TestRulesVersionFollowsTheCatalog: rules_version is a hash of the catalog,
// so any change of a rule changes it, and every route reports the live one.
func TestRulesVersionFollowsTheCatalog(t *testing.T) {
	live := analysis.RulesVersion()
	if got := analysis.VersionOf(slices.Clone(analysis.Catalog)); got != live {
		t.Fatalf("VersionOf(copy) = %s, RulesVersion = %s", got, live)
	}
	changes := map[string]func(r *analysis.Rule){
		"cutoff": func(r *analysis.Rule) { r.Cutoffs = append(slices.Clone(r.Cutoffs), "more than 41 tools") },
		"severity": func(r *analysis.Rule) {
			r.Severity = map[analysis.Severity]analysis.Severity{analysis.High: analysis.Low, analysis.Medium: analysis.High, analysis.Low: analysis.High}[r.Severity]
		},
		"trigger": func(r *analysis.Rule) { r.Trigger += " " },
		"source":  func(r *analysis.Rule) { r.Sources = []analysis.Source{{Title: "x", URL: "https://example.com"}} },
	}
	for name, change := range changes {
		modified := slices.Clone(analysis.Catalog)
		change(&modified[len(modified)/2])
		if v := analysis.VersionOf(modified); v == live {
			t.Errorf("changing a rule's %s leaves rules_version at %s", name, v)
		}
	}
	srv := newServer(t, toolcard.Config{})
	health := decode[toolcard.Health](t, get(t, srv.URL+"/v1/health").body)
	rules := decode[toolcard.RuleList](t, get(t, srv.URL+"/v1/rules").body)
	check := decode[toolcard.CheckResult](t, postJSON(t, srv.URL+"/v1/check", map[string]string{"name": "x"}).body)
	for route, v := range map[string]string{"health": health.RulesVersion, "rules": rules.RulesVersion, "check": check.RulesVersion} {
		if v != live {
			t.Errorf("/v1/%s reports rules_version %s, live is %s", route, v, live)
		}
	}
}

// TestRulesPrintTheCatalog: /v1/rules is the catalog itself. Read back into
// analysis.Rule, it hashes to the rules_version it reports.
func TestRulesPrintTheCatalog(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	r := get(t, srv.URL+"/v1/rules")
	published(t, srv, "ToolcardRuleList", r.body)
	golden(t, "rules.json", r.body)
	list := decode[struct {
		RulesVersion string          `json:"rules_version"`
		Rules        []analysis.Rule `json:"rules"`
	}](t, r.body)
	if got := analysis.VersionOf(list.Rules); got != list.RulesVersion || got != analysis.RulesVersion() {
		t.Errorf("the printed rules hash to %s; reported %s, live %s", got, list.RulesVersion, analysis.RulesVersion())
	}
	resources := decode[struct {
		Rules []struct{ ID, Resource string }
	}](t, r.body)
	for i, rule := range analysis.Catalog {
		if resources.Rules[i].ID != rule.ID || resources.Rules[i].Resource != rule.AnswerURI() {
			t.Errorf("rule %d printed as %+v, catalog has %s with resource %q", i, resources.Rules[i], rule.ID, rule.AnswerURI())
		}
	}
}

// TestNoResourceRules: findings carry no resource exactly for the five
// rules the contract names, wherever they are produced.
func TestNoResourceRules(t *testing.T) {
	noResource := []string{"missing-input-schema", "input-schema-not-object", "duplicate-name", "overlapping-descriptions", "too-many-tools"}
	for _, rule := range analysis.Catalog {
		if want := slices.Contains(noResource, rule.ID); (rule.AnswerURI() == "") != want {
			t.Errorf("rule %s: resource %q, want none: %v", rule.ID, rule.AnswerURI(), want)
		}
	}
	desc := "Look up the current weather for a city and return temperature and wind."
	var tools []analysis.Tool
	for i := range 41 {
		tools = append(tools, analysis.Tool{Name: fmt.Sprintf("weather_%d", i), Description: &desc, InputSchema: json.RawMessage(`{"type":"object"}`)})
	}
	tools = append(tools, analysis.Tool{Name: "weather_0", Description: &desc}, analysis.Tool{Name: "list_pets", Description: &desc, InputSchema: json.RawMessage(`"object"`)})
	res := toolcard.CheckServer(tools)
	b, _ := json.Marshal(res)
	contracttest.Validate(t, contracttest.ToolcardServer, b)
	seen := map[string]bool{}
	all := slices.Clone(res.Findings)
	for _, tr := range res.Tools {
		all = append(all, tr.Findings...)
	}
	for _, f := range all {
		seen[f.ID] = true
		if want := !slices.Contains(noResource, f.ID); (f.Resource != "") != want {
			t.Errorf("%s: resource %q", f.ID, f.Resource)
		}
		if f.Resource == "" && strings.Contains(string(mustJSON(t, f)), `"resource"`) {
			t.Errorf("%s: resource is sent empty instead of omitted", f.ID)
		}
	}
	for _, id := range append(noResource, "annotation-missing") {
		if !seen[id] {
			t.Errorf("the fixture produced no %s finding", id)
		}
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCrossToolCutoffs pins the catalog's cutoffs: more than 40 tools, and a
// Jaccard similarity of 0.8 between descriptions of four words or more.
func TestCrossToolCutoffs(t *testing.T) {
	rule, _ := analysis.RuleByID("too-many-tools")
	if !slices.Contains(rule.Cutoffs, "more than 40 tools") {
		t.Errorf("too-many-tools cites %v", rule.Cutoffs)
	}
	rule, _ = analysis.RuleByID("overlapping-descriptions")
	if len(rule.Cutoffs) == 0 || !strings.Contains(rule.Cutoffs[0], "≥ 0.8") {
		t.Errorf("overlapping-descriptions cites %v", rule.Cutoffs)
	}
	list := func(n int, descs ...string) []analysis.Tool {
		var tools []analysis.Tool
		for i := range n {
			d := fmt.Sprintf("Tool number %d does a distinct job of its own.", i)
			if i < len(descs) {
				d = descs[i]
			}
			tools = append(tools, analysis.Tool{Name: fmt.Sprintf("tool_%d", i), Description: &d, InputSchema: json.RawMessage(`{"type":"object"}`)})
		}
		return tools
	}
	tests := []struct {
		name  string
		tools []analysis.Tool
		id    string
		want  bool
	}{
		{"40 tools", list(40), "too-many-tools", false},
		{"41 tools", list(41), "too-many-tools", true},
		{"jaccard 0.8", list(2, "alpha bravo charlie delta echo", "alpha bravo charlie delta"), "overlapping-descriptions", true},
		{"jaccard 0.75", list(2, "alpha bravo charlie delta echo foxtrot golf", "alpha bravo charlie delta echo foxtrot hotel"), "overlapping-descriptions", false},
		{"three words", list(2, "alpha bravo charlie", "alpha bravo charlie"), "overlapping-descriptions", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			found := false
			for _, f := range toolcard.CheckServer(tt.tools).Findings {
				found = found || f.ID == tt.id
			}
			if found != tt.want {
				t.Errorf("%s found: %v, want %v", tt.id, found, tt.want)
			}
		})
	}
}

// TestCrossToolFindingsAreBounded: 150 tools with near-identical
// descriptions make 11,175 overlapping pairs; the analysis lists a bounded
// number and says the list stops, and identical descriptions are one group.
func TestCrossToolFindingsAreBounded(t *testing.T) {
	var tools []analysis.Tool
	for i := range 150 {
		desc := fmt.Sprintf("Look up the current weather for a city and return temperature and wind, variant w%d.", i)
		tools = append(tools, analysis.Tool{Name: fmt.Sprintf("weather_%d", i), Description: &desc, InputSchema: json.RawMessage(`{"type":"object"}`)})
	}
	overlapping := func(tools []analysis.Tool) []toolcard.Finding {
		var out []toolcard.Finding
		for _, f := range toolcard.CheckServer(tools).Findings {
			if f.ID == "overlapping-descriptions" {
				out = append(out, f)
			}
		}
		return out
	}
	overlap := overlapping(tools)
	if len(overlap) < 2 || len(overlap) > toolcard.MaxFindingsPerRule+1 {
		t.Fatalf("%d overlapping-descriptions findings, want a bounded list", len(overlap))
	}
	if last := overlap[len(overlap)-1]; !strings.Contains(last.Message, "stops") || last.Resource != "" {
		t.Errorf("last finding %+v does not say the list stops", last)
	}
	same := "Look up the current weather for a city and return temperature and wind."
	for i := range tools {
		tools[i].Description = &same
	}
	if got := overlapping(tools); len(got) != 1 || !strings.HasPrefix(got[0].Message, "weather_0: 150 tools have descriptions with the same words") {
		t.Errorf("identical descriptions: %+v", got)
	}
}

// TestExamples: both samples are computed at request time by the same code
// as /v1/check; the second trips no check at all.
func TestExamples(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	r := get(t, srv.URL+"/v1/examples")
	published(t, srv, "ToolcardExamples", r.body)
	golden(t, "examples.json", r.body)
	list := decode[struct {
		RulesVersion string `json:"rules_version"`
		Examples     []struct{ Input, Output json.RawMessage }
	}](t, r.body)
	if len(list.Examples) != 2 || list.RulesVersion != analysis.RulesVersion() {
		t.Fatalf("examples = %s", r.body)
	}
	var outs []toolcard.CheckResult
	for i, ex := range list.Examples {
		contracttest.Validate(t, contracttest.ToolcardCheck, ex.Output)
		out := decode[toolcard.CheckResult](t, ex.Output)
		checked := postJSON(t, srv.URL+"/v1/check", []byte(ex.Input))
		if !reflect.DeepEqual(decode[toolcard.CheckResult](t, checked.body), out) {
			t.Errorf("example %d differs from POST /v1/check of its input:\n%s\n%s", i, ex.Output, checked.body)
		}
		outs = append(outs, out)
	}
	if !reflect.DeepEqual(decode[any](t, list.Examples[0].Input), decode[any](t, contractExample(t))) {
		t.Errorf("first example input %s is not the contract's", list.Examples[0].Input)
	}
	if ids := validFindings(t, outs[0].Findings); outs[0].Shape != analysis.EndpointShaped || ids["endpoint-shaped"].ID == "" {
		t.Errorf("first example is not endpoint-shaped: %+v", outs[0])
	}
	if outs[1].Shape != analysis.NotEndpointShaped || len(outs[1].Findings) != 0 {
		t.Errorf("second example trips checks: %+v", outs[1])
	}
	tools, err := analysis.ParseToolsJSON([]json.RawMessage{list.Examples[1].Input})
	if err != nil {
		t.Fatal(err)
	}
	if rep := analysis.Analyze(tools, analysis.Options{}); len(rep.Tools[0].Issues) != 0 || rep.Tools[0].Risk != analysis.Low {
		t.Errorf("the explorer flags the clean example: %+v", rep.Tools[0])
	}
}
