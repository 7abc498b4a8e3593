package explorer_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/appstest"
	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

func appsBlockOf(t *testing.T, res *explorer.Result) []any {
	t.Helper()
	b, _ := json.Marshal(res.Presentation)
	var blocks []map[string]any
	json.Unmarshal(b, &blocks)
	for _, bl := range blocks {
		if bl["type"] == "apps" {
			rows, _ := bl["rows"].([]any)
			return rows
		}
	}
	return nil
}

func TestConnectModeReviewsMCPApps(t *testing.T) {
	ex := &explorer.Explorer{Store: backends.Bolt(t), Now: tickingClock()}
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: true})
	opts := mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}

	broad, err := ex.Calculate(context.Background(), connectInput(appstest.Serve(t, appstest.Broad(), opts)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(broad)
	contracttest.Validate(t, contracttest.ExplorerResult, b)
	risk := map[string]analysis.Severity{}
	issues := map[string][]string{}
	for _, tool := range broad.Result.Tools {
		risk[tool.Name] = tool.Risk
		for _, is := range tool.Issues {
			issues[tool.Name] = append(issues[tool.Name], strings.SplitN(is, ":", 2)[0])
		}
	}
	if risk["show_dashboard"] != analysis.High || risk["export_records"] != analysis.High {
		t.Errorf("risks %v: views that reach any origin make their tools high risk", risk)
	}
	for _, rule := range []string{"app-csp-wildcard", "app-csp-broad", "app-device-permission", "app-external-script"} {
		if !slices.Contains(issues["show_dashboard"], rule) {
			t.Errorf("show_dashboard issues %v lack %s", issues["show_dashboard"], rule)
		}
	}
	if !slices.Contains(issues["export_records"], "app-only-tool") {
		t.Errorf("export_records issues %v lack app-only-tool", issues["export_records"])
	}
	if !slices.ContainsFunc(broad.Warnings, func(w string) bool {
		return strings.HasPrefix(w, "MCP Apps, tool export_records: app-only-tool: ")
	}) {
		t.Errorf("warnings %q lack the app-only tool", broad.Warnings)
	}
	rows := appsBlockOf(t, broad)
	if len(rows) != 2 {
		t.Fatalf("apps block rows %v", rows)
	}
	i := slices.IndexFunc(rows, func(r any) bool { return r.(map[string]any)["tool"] == "show_dashboard" })
	if i < 0 {
		t.Fatalf("no show_dashboard row in %v", rows)
	}
	row := rows[i].(map[string]any)
	csp, _ := row["csp"].(map[string]any)
	if row["tool"] != "show_dashboard" || row["resourceUri"] != "ui://broad/dashboard" || row["read"] != true || row["risk"] != "high" ||
		csp["connectDomains"] == nil || !strings.Contains(string(must(json.Marshal(row["scriptOrigins"]))), "https://cdn.widgets.example") ||
		!strings.Contains(string(must(json.Marshal(row["issues"]))), `"href":"/methodology#app-csp-wildcard"`) {
		t.Errorf("apps row %v", row)
	}

	tight, err := ex.Calculate(context.Background(), connectInput(appstest.Serve(t, appstest.Tight(), opts)))
	if err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(tight)
	contracttest.Validate(t, contracttest.ExplorerResult, b)
	for _, tool := range tight.Result.Tools {
		for _, is := range tool.Issues {
			if strings.HasPrefix(is, "app-") {
				t.Errorf("tight view: %s has %q", tool.Name, is)
			}
		}
	}
	if rows := appsBlockOf(t, tight); len(rows) != 1 || strings.Contains(string(must(json.Marshal(rows))), `"rule"`) {
		t.Errorf("tight apps block %v", rows)
	}
	for _, w := range tight.Warnings {
		if strings.HasPrefix(w, "MCP Apps") {
			t.Errorf("tight view warns %q", w)
		}
	}
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// A paste gets the MCP Apps rules a listing alone can show, says that the
// views were not read, and lists the app tools in the presentation.
func TestPasteModeReviewsMCPAppsListing(t *testing.T) {
	paste := `{"tools":[
	  {"name":"export_records","description":"Exports every record of the account.","inputSchema":{"type":"object"},"_meta":{"ui":{"visibility":["app"]}}},
	  {"name":"show_chart","description":"Shows a chart of the records.","inputSchema":{"type":"object"},"_meta":{"ui":{"resourceUri":"https://charts.example/view.html"}}},
	  {"name":"show_table","description":"Shows the records as a table.","inputSchema":{"type":"object"},"_meta":{"ui":{"resourceUri":"ui://records/table"}}}]}`
	ex := &explorer.Explorer{}
	res, err := ex.Calculate(context.Background(), explorer.Input{Mode: "paste", ToolsJSON: &paste})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(res)
	contracttest.Validate(t, contracttest.ExplorerResult, b)
	for tool, rule := range map[string]string{"export_records": "app-only-tool", "show_chart": "app-resource-invalid"} {
		if !slices.ContainsFunc(res.Warnings, func(w string) bool { return strings.HasPrefix(w, "MCP Apps, tool "+tool+": "+rule+": ") }) {
			t.Errorf("warnings %q lack %s on %s", res.Warnings, rule, tool)
		}
	}
	for _, w := range res.Warnings {
		if strings.Contains(w, "show_table") {
			t.Errorf("a well-formed view that was not read is not a finding: %q", w)
		}
	}
	if !slices.ContainsFunc(res.Assumptions, func(a string) bool { return strings.Contains(a, "ui:// resources were not read") }) {
		t.Errorf("assumptions %q do not say the views were not read", res.Assumptions)
	}
	rows := appsBlockOf(t, res)
	if len(rows) != 3 {
		t.Fatalf("apps block rows %v", rows)
	}
	for _, r := range rows {
		if row := r.(map[string]any); row["read"] != false {
			t.Errorf("a paste reads no view: %v", row)
		}
	}
	for _, d := range res.Analysis.Directory {
		for _, it := range d.Items {
			if it.Rule == "directory-app-csp" {
				t.Errorf("a paste lists no resources, so %s's view is not judged: %+v", d.Name, it)
			}
		}
	}

	plain := `{"tools":[{"name":"lookup","description":"Looks an item up.","inputSchema":{"type":"object"}}]}`
	res, err = ex.Calculate(context.Background(), explorer.Input{Mode: "paste", ToolsJSON: &plain})
	if err != nil {
		t.Fatal(err)
	}
	if slices.ContainsFunc(res.Assumptions, func(a string) bool { return strings.Contains(a, "MCP Apps") }) || appsBlockOf(t, res) != nil {
		t.Errorf("a paste without apps mentions them: %q", res.Assumptions)
	}
}
