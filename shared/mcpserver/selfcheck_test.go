package mcpserver_test

import (
	"encoding/json"
	"net/http"
	"reflect"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// TestOwnToolsPassOwnChecks runs the explorer's analysis and Toolcard over
// the endpoint's own tools/list response, exactly as served: not one issue.
func TestOwnToolsPassOwnChecks(t *testing.T) {
	s := newStack(t, nil)
	resp, body := s.post(t, "/mcp", []byte(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`), http.Header{"Mcp-Protocol-Version": {"2025-11-25"}})
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("tools/list: %d %s", resp.StatusCode, body)
	}
	tools, err := analysis.ParseTools(string(body))
	if err != nil {
		t.Fatal(err)
	}
	if len(tools) != 2 {
		t.Fatalf("%d tools", len(tools))
	}
	report := analysis.Analyze(tools, analysis.Options{Instructions: serverInstructions(t, s)})
	for _, tr := range report.Tools {
		if len(tr.Issues) > 0 {
			t.Errorf("%s: %q", tr.Name, tr.Issues)
		}
	}
	for _, f := range report.ServerFindings {
		t.Errorf("server finding %s", f)
	}
	card := toolcard.CheckServer(tools)
	for _, tr := range card.Tools {
		for _, f := range tr.Findings {
			t.Errorf("toolcard %s: %s %s", tr.Name, f.ID, f.Message)
		}
		if tr.Shape != analysis.NotEndpointShaped {
			t.Errorf("%s is %s", tr.Name, tr.Shape)
		}
	}
	for _, f := range card.Findings {
		t.Errorf("toolcard server finding %s: %s", f.ID, f.Message)
	}

	// The hints say what the tools do: both only read; the explorer reaches
	// the internet and remembers, so it is open-world and not idempotent.
	want := map[string]analysis.Hints{
		mcpserver.ExplorerTool:  {ReadOnlyHint: ptr(true), DestructiveHint: ptr(false), IdempotentHint: ptr(false), OpenWorldHint: ptr(true)},
		mcpserver.CheckToolTool: {ReadOnlyHint: ptr(true), DestructiveHint: ptr(false), IdempotentHint: ptr(true), OpenWorldHint: ptr(false)},
	}
	for _, tr := range report.Tools {
		got, _ := json.Marshal(tr.Annotations)
		exp, _ := json.Marshal(want[tr.Name])
		if string(got) != string(exp) {
			t.Errorf("%s hints %s, want %s", tr.Name, got, exp)
		}
	}
}

func serverInstructions(t *testing.T, s *stack) string {
	t.Helper()
	_, body := s.post(t, "/mcp", []byte(`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}`), nil)
	var r struct {
		Result struct {
			Instructions string `json:"instructions"`
		} `json:"result"`
	}
	if err := json.Unmarshal(body, &r); err != nil || r.Result.Instructions == "" {
		t.Fatalf("initialize: %v %s", err, body)
	}
	return r.Result.Instructions
}

func ptr[T any](v T) *T { return &v }

// TestToolSchemasComeFromTheContracts: the explorer tool's schemas are the
// explorer contract's (its input with descriptions added), check_tool's
// output is Toolcard's CheckResult with Finding inlined.
func TestToolSchemasComeFromTheContracts(t *testing.T) {
	s := newStack(t, nil)
	_, body := s.post(t, "/mcp", []byte(listTools), http.Header{"Mcp-Protocol-Version": {"2025-11-25"}})
	var list struct {
		Result struct {
			Tools []struct {
				Name         string         `json:"name"`
				InputSchema  map[string]any `json:"inputSchema"`
				OutputSchema map[string]any `json:"outputSchema"`
			} `json:"tools"`
		} `json:"result"`
	}
	if err := json.Unmarshal(body, &list); err != nil {
		t.Fatal(err)
	}
	schemas := func(doc []byte) map[string]map[string]any {
		var d struct {
			Components struct {
				Schemas map[string]map[string]any `json:"schemas"`
			} `json:"components"`
		}
		if err := json.Unmarshal(doc, &d); err != nil {
			t.Fatal(err)
		}
		return d.Components.Schemas
	}
	ex, tc := schemas(contracts.ExplorerOpenAPI), schemas(contracts.ToolcardOpenAPI)
	tc["CheckResult"]["properties"].(map[string]any)["findings"].(map[string]any)["items"] = tc["Finding"]
	for _, tool := range list.Result.Tools {
		switch tool.Name {
		case mcpserver.ExplorerTool:
			for name, p := range tool.InputSchema["properties"].(map[string]any) {
				if desc, _ := p.(map[string]any)["description"].(string); len(desc) < 20 {
					t.Errorf("input property %s has description %q", name, desc)
				}
				delete(p.(map[string]any), "description")
			}
			delete(ex["McpServerExplorerInput"]["properties"].(map[string]any)["remember"].(map[string]any), "description")
			if !reflect.DeepEqual(tool.InputSchema, ex["McpServerExplorerInput"]) || !reflect.DeepEqual(tool.OutputSchema, ex["McpServerExplorerResult"]) {
				t.Errorf("%s schemas differ from the contract", tool.Name)
			}
		case mcpserver.CheckToolTool:
			if !reflect.DeepEqual(tool.OutputSchema, tc["CheckResult"]) {
				t.Errorf("check_tool output schema %v", tool.OutputSchema)
			}
		default:
			t.Errorf("unexpected tool %s", tool.Name)
		}
	}
}
