package toolcard_test

import (
	"encoding/json"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

func TestCheckToolCitesTheCatalog(t *testing.T) {
	desc := "Get a user"
	res := toolcard.CheckTool(analysis.Tool{Name: "getUser", Description: &desc, InputSchema: json.RawMessage(`{"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)})
	b, _ := json.Marshal(res)
	contracttest.Validate(t, contracttest.ToolcardCheck, b)
	if res.Shape != analysis.EndpointShaped || res.Stored || res.RulesVersion != analysis.RulesVersion() {
		t.Errorf("result = %+v", res)
	}
	ids := map[string]toolcard.Finding{}
	for _, f := range res.Findings {
		ids[f.ID] = f
		if f.Source.URL == "" {
			t.Errorf("%s has no source", f.ID)
		}
	}
	if _, ok := ids["endpoint-shaped"]; !ok {
		t.Errorf("no endpoint-shaped finding: %+v", res.Findings)
	}
	if f := ids["annotation-missing"]; f.Kind != analysis.KindSpec || f.Resource != "toolcard://answers/annotation-missing" {
		t.Errorf("annotation-missing = %+v", f)
	}
	noSchema := toolcard.CheckTool(analysis.Tool{Name: "ping", Description: &desc})
	for _, f := range noSchema.Findings {
		if f.ID == "missing-input-schema" && f.Resource != "" {
			t.Errorf("missing-input-schema must carry no resource: %+v", f)
		}
	}
}
