package analysis_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

func appTools(t *testing.T, list string) []analysis.Tool {
	t.Helper()
	tools, err := analysis.ParseTools(list)
	if err != nil {
		t.Fatal(err)
	}
	return tools
}

func view(uri, meta, html string) analysis.UIResource {
	return analysis.UIResource{URI: uri, MimeType: analysis.AppMimeType, Meta: json.RawMessage(meta), HTML: html}
}

func toolReport(t *testing.T, rep analysis.Report, name string) analysis.ToolReport {
	t.Helper()
	i := slices.IndexFunc(rep.Tools, func(r analysis.ToolReport) bool { return r.Name == name })
	if i < 0 {
		t.Fatalf("no tool %q", name)
	}
	return rep.Tools[i]
}

func appRules(r analysis.ToolReport) []string {
	var out []string
	for _, f := range r.Findings {
		if strings.HasPrefix(f.Rule, "app-") {
			out = append(out, f.Rule)
		}
	}
	slices.Sort(out)
	return out
}

func message(r analysis.ToolReport, rule string) string {
	for _, f := range r.Findings {
		if f.Rule == rule {
			return f.Message
		}
	}
	return ""
}

const broadList = `[
 {"name":"show_dashboard","description":"Shows the account dashboard with recent activity.","inputSchema":{"type":"object"}},
 {"name":"export_records","description":"Exports every record of the account as CSV.","inputSchema":{"type":"object"}},
 {"name":"delete_record","description":"Deletes one record of the account for good.","inputSchema":{"type":"object"}}]`

const broadHTML = `<script src="https://cdn.widgets.example/dash.js"></script><script type="module">import("https://esm.other.example/chart.mjs")</script>`

func broadApps() *analysis.Apps {
	return &analysis.Apps{
		Tools: []analysis.AppTool{
			{Name: "show_dashboard", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://broad/dashboard"}}`)},
			{Name: "export_records", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://broad/dashboard","visibility":["app"]}}`)},
		},
		Resources: []analysis.UIResource{view("ui://broad/dashboard",
			`{"csp":{"connectDomains":["https://*"],"resourceDomains":["https://*.vercel.app"],"frameDomains":["https://*.widgets.example"]},"permissions":{"camera":{},"clipboardWrite":{}}}`,
			broadHTML)},
	}
}

func TestAppFindingsOnABroadView(t *testing.T) {
	tools := appTools(t, broadList)
	plain := analysis.Analyze(tools, analysis.Options{})
	rep := analysis.Analyze(tools, analysis.Options{Apps: broadApps()})

	dash := toolReport(t, rep, "show_dashboard")
	if got, want := appRules(dash), []string{"app-csp-broad", "app-csp-wildcard", "app-device-permission", "app-external-script"}; !slices.Equal(got, want) {
		t.Errorf("show_dashboard app rules %v, want %v", got, want)
	}
	for rule, parts := range map[string][]string{
		"app-csp-wildcard":      {`connectDomains allows "https://*"`, `resourceDomains allows "https://*.vercel.app"`, "can call 3 of the server's tools, 1 of them high risk (delete_record)"},
		"app-csp-broad":         {`frameDomains allows "https://*.widgets.example"`},
		"app-device-permission": {"camera"},
		"app-external-script":   {"https://cdn.widgets.example", "https://esm.other.example", "none of them is in resourceDomains"},
	} {
		msg := message(dash, rule)
		for _, p := range parts {
			if !strings.Contains(msg, p) {
				t.Errorf("%s message %q lacks %q", rule, msg, p)
			}
		}
	}
	if strings.Contains(message(dash, "app-device-permission"), "clipboard") {
		t.Errorf("clipboardWrite reported: %q", message(dash, "app-device-permission"))
	}
	if dash.Risk != analysis.High || toolReport(t, plain, "show_dashboard").Risk == analysis.High {
		t.Errorf("show_dashboard risk %s (without its view: %s); a view reaching any origin makes it high", dash.Risk, toolReport(t, plain, "show_dashboard").Risk)
	}
	for i, f := range dash.Findings {
		if dash.Issues[i] != f.String() {
			t.Errorf("issue %d %q != finding %q", i, dash.Issues[i], f)
		}
	}

	export := toolReport(t, rep, "export_records")
	if !slices.Contains(appRules(export), "app-only-tool") || !strings.Contains(message(export, "app-only-tool"), `["app"]`) {
		t.Errorf("export_records: %v %q", appRules(export), message(export, "app-only-tool"))
	}
	if del := toolReport(t, rep, "delete_record"); len(appRules(del)) != 0 || del.Risk != toolReport(t, plain, "delete_record").Risk {
		t.Errorf("delete_record has no view, got %v risk %s", appRules(del), del.Risk)
	}
}

func TestAppFindingsOnATightView(t *testing.T) {
	tools := appTools(t, `[{"name":"show_chart","description":"Shows a chart of the weather for a city.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true,"openWorldHint":false}}]`)
	apps := &analysis.Apps{
		Tools: []analysis.AppTool{{Name: "show_chart", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://tight/chart","visibility":["model","app"]}}`)}},
		Resources: []analysis.UIResource{view("ui://tight/chart",
			`{"csp":{"connectDomains":["https://api.weather.example"],"resourceDomains":["https://*.weather.example"]},"permissions":{"clipboardWrite":{}},"domain":"a904794854a047f6.claudemcpcontent.com"}`,
			`<script src="app.js"></script><script>document.title = "chart"</script>`)},
	}
	rep := analysis.Analyze(tools, analysis.Options{Apps: apps})
	chart := toolReport(t, rep, "show_chart")
	if len(appRules(chart)) != 0 || chart.Risk != analysis.Analyze(tools, analysis.Options{}).Tools[0].Risk {
		t.Errorf("tight view: %v, risk %s", chart.Issues, chart.Risk)
	}
	sum := analysis.SummarizeApps(apps)
	if len(sum) != 1 || !sum[0].Read || sum[0].Domain == "" || !slices.Equal(sum[0].Permissions, []string{"clipboardWrite"}) || len(sum[0].Scripts) != 0 || len(sum[0].CSP["connectDomains"]) != 1 {
		t.Errorf("summary %+v", sum)
	}
}

// What the view may reach raises the tool's risk: a subdomain wildcard in
// connectDomains is medium alone, high when the view can call a high-risk tool.
func TestAppRiskFollowsTheViewsReach(t *testing.T) {
	meta := `{"csp":{"connectDomains":["https://*.example.com"]}}`
	apps := func(extra ...analysis.AppTool) *analysis.Apps {
		return &analysis.Apps{
			Tools:     append([]analysis.AppTool{{Name: "show_map", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://m/map"}}`)}}, extra...),
			Resources: []analysis.UIResource{view("ui://m/map", meta, "")},
		}
	}
	alone := appTools(t, `[{"name":"show_map","description":"Shows a map of the stores.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true,"openWorldHint":false}}]`)
	if r := analysis.Analyze(alone, analysis.Options{Apps: apps()}).Tools[0]; r.Risk != analysis.Medium || !slices.Equal(appRules(r), []string{"app-csp-broad"}) {
		t.Errorf("alone: risk %s, %v", r.Risk, r.Issues)
	}
	withDelete := appTools(t, `[{"name":"show_map","description":"Shows a map of the stores.","inputSchema":{"type":"object"},"annotations":{"readOnlyHint":true,"openWorldHint":false}},
	 {"name":"delete_store","description":"Deletes a store for good.","inputSchema":{"type":"object"}}]`)
	if r := analysis.Analyze(withDelete, analysis.Options{Apps: apps()}).Tools[0]; r.Risk != analysis.High {
		t.Errorf("with a high-risk tool the view can call: risk %s", r.Risk)
	}
	// The same high-risk tool kept from the view (visibility ["model"]) does not count.
	hidden := analysis.AppTool{Name: "delete_store", Meta: json.RawMessage(`{"ui":{"visibility":["model"]}}`)}
	if r := analysis.Analyze(withDelete, analysis.Options{Apps: apps(hidden)}).Tools[0]; r.Risk != analysis.Medium {
		t.Errorf("with the high-risk tool out of the view's reach: risk %s", r.Risk)
	}
}

func TestAppResourceInvalid(t *testing.T) {
	tools := appTools(t, `[{"name":"a","description":"Shows view a to the user.","inputSchema":{"type":"object"}},
	 {"name":"b","description":"Shows view b to the user.","inputSchema":{"type":"object"}},
	 {"name":"c","description":"Shows view c to the user.","inputSchema":{"type":"object"}},
	 {"name":"d","description":"Shows view d to the user.","inputSchema":{"type":"object"}},
	 {"name":"e","description":"Shows view e to the user.","inputSchema":{"type":"object"}}]`)
	apps := &analysis.Apps{
		Tools: []analysis.AppTool{
			{Name: "a", Meta: json.RawMessage(`{"ui":{"resourceUri":"https://views.example/a"}}`)},
			{Name: "b", Meta: json.RawMessage(`{"ui/resourceUri":"ui://v/b"}`)},
			{Name: "c", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://v/c"}}`)},
			{Name: "d", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://v/d"}}`)},
			{Name: "e", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://` + strings.Repeat("x", 3000) + `"}}`)},
		},
		Resources: []analysis.UIResource{
			{URI: "ui://v/b", Error: "method not found"},
			{URI: "ui://v/c", MimeType: "text/html"},
			{URI: "ui://v/d", MimeType: "Text/HTML; profile=mcp-app"},
		},
	}
	rep := analysis.Analyze(tools, analysis.Options{Apps: apps})
	for name, want := range map[string]string{"a": "does not use the ui:// scheme", "b": "method not found", "c": `mimeType "text/html"`, "d": "", "e": "3005 bytes long"} {
		r := toolReport(t, rep, name)
		got := message(r, "app-resource-invalid")
		if (want == "") != (got == "") || !strings.Contains(got, want) {
			t.Errorf("%s: app-resource-invalid %q, want %q", name, got, want)
		}
		if r.Risk != analysis.Analyze(tools, analysis.Options{}).Tools[0].Risk {
			t.Errorf("%s: a malformed view changed the risk to %s", name, r.Risk)
		}
	}
}

func TestSummarizeAppsSaysWhatWasRead(t *testing.T) {
	apps := &analysis.Apps{
		Tools: []analysis.AppTool{
			{Name: "cut", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://v/cut"}}`)},
			{Name: "failed", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://v/failed"}}`)},
			{Name: "hidden", Meta: json.RawMessage(`{"ui":{"visibility":["app"]}}`)},
			{Name: "plain", Meta: json.RawMessage(`{"other":1}`)},
		},
		Resources: []analysis.UIResource{
			{URI: "ui://v/cut", MimeType: analysis.AppMimeType, HTML: "<html>", Truncated: true},
			{URI: "ui://v/failed", Error: "timeout"},
		},
	}
	sum := analysis.SummarizeApps(apps)
	if len(sum) != 3 || sum[0].Tool != "cut" || !sum[0].Read || !sum[0].Truncated ||
		sum[1].Tool != "failed" || sum[1].Read || sum[2].Tool != "hidden" || sum[2].ResourceURI != "" || !slices.Equal(sum[2].Visibility, []string{"app"}) {
		t.Errorf("summary %+v", sum)
	}
}
