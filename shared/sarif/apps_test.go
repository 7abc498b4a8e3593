package sarif_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/sarif"
)

// MCP Apps findings are tool findings: SARIF names the server and the tool and the rule's
// level.
func TestAppFindingsInSARIF(t *testing.T) {
	tools, err := analysis.ParseTools(`[{"name":"show_dashboard","description":"Shows the account dashboard.","inputSchema":{"type":"object"}}]`)
	if err != nil {
		t.Fatal(err)
	}
	apps := &analysis.Apps{
		Tools:     []analysis.AppTool{{Name: "show_dashboard", Meta: json.RawMessage(`{"ui":{"resourceUri":"ui://d/v","visibility":["app"]}}`)}},
		Resources: []analysis.UIResource{{URI: "ui://d/v", MimeType: analysis.AppMimeType, Meta: json.RawMessage(`{"csp":{"connectDomains":["*"]},"permissions":{"microphone":{}}}`)}},
	}
	log := sarif.New("test", "https://explorer.test")
	log.Add(sarif.Target{Server: "https://mcp.example.com/mcp", Report: analysis.Analyze(tools, analysis.Options{Apps: apps})})
	var buf bytes.Buffer
	if err := log.Write(&buf); err != nil {
		t.Fatal(err)
	}
	validateSARIF(t, buf.Bytes())
	var doc struct {
		Runs []struct {
			Results []struct {
				RuleID    string `json:"ruleId"`
				Level     string `json:"level"`
				Locations []struct {
					LogicalLocations []struct {
						Name string `json:"name"`
					} `json:"logicalLocations"`
				} `json:"locations"`
			} `json:"results"`
		} `json:"runs"`
	}
	json.Unmarshal(buf.Bytes(), &doc)
	want := map[string]string{"app-csp-wildcard": "error", "app-device-permission": "warning", "app-only-tool": "warning"}
	for _, r := range doc.Runs[0].Results {
		if lvl, ok := want[r.RuleID]; ok {
			if r.Level != lvl || len(r.Locations) == 0 || len(r.Locations[0].LogicalLocations) != 2 || r.Locations[0].LogicalLocations[1].Name != "show_dashboard" {
				t.Errorf("%s: level %s, locations %+v", r.RuleID, r.Level, r.Locations)
			}
			delete(want, r.RuleID)
		}
	}
	if len(want) != 0 {
		t.Errorf("SARIF lacks %v", want)
	}
}
