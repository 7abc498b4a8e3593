package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/appstest"
)

// inspect reports a view that reaches too far, in the table, in SARIF and
// through --fail-on; a tight view passes.
func TestInspectReviewsMCPApps(t *testing.T) {
	opts := mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}
	broad := appstest.Serve(t, appstest.Broad(), opts)

	code, out, _ := runCmd(t, nil, "", "inspect", broad)
	if code != 0 || !strings.Contains(out, "app-csp-wildcard") || !strings.Contains(out, "app-only-tool") || !strings.Contains(out, "MCP Apps, tool export_records") {
		t.Errorf("table: exit %d\n%s", code, out)
	}
	code, out, _ = runCmd(t, nil, "", "inspect", "--format", "sarif", broad)
	var log struct {
		Runs []struct {
			Results []struct {
				RuleID string `json:"ruleId"`
				Level  string `json:"level"`
			} `json:"results"`
		} `json:"runs"`
	}
	if err := json.Unmarshal([]byte(out), &log); err != nil || code != 0 || len(log.Runs) != 1 {
		t.Fatalf("sarif: exit %d, %v\n%s", code, err, out)
	}
	levels := map[string]string{}
	for _, r := range log.Runs[0].Results {
		levels[r.RuleID] = r.Level
	}
	if levels["app-csp-wildcard"] != "error" || levels["app-external-script"] != "warning" || levels["app-device-permission"] != "warning" {
		t.Errorf("sarif levels %v", levels)
	}
	if code, _, _ := runCmd(t, nil, "", "inspect", "--fail-on", "high", broad); code != 1 {
		t.Errorf("--fail-on high on the broad view: exit %d", code)
	}

	tight := appstest.Serve(t, appstest.Tight(), opts)
	code, out, _ = runCmd(t, nil, "", "inspect", "--fail-on", "medium", tight)
	if code != 0 || strings.Contains(out, "app-") {
		t.Errorf("tight view: exit %d\n%s", code, out)
	}
}
