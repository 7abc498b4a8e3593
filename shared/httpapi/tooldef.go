package httpapi

import (
	"encoding/json"
	"net/http"
	"sync"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// seed holds the parts of the explorer contract that the API serves.
type seed struct {
	Description string
	Schemas     map[string]json.RawMessage
	Examples    []seedExample
}

type seedExample struct {
	Summary string         `json:"summary"`
	Input   explorer.Input `json:"value"`
}

var loadSeed = sync.OnceValue(func() seed {
	var doc struct {
		Paths map[string]map[string]struct {
			Description string `json:"description"`
			RequestBody struct {
				Content map[string]struct {
					Examples map[string]seedExample `json:"examples"`
				} `json:"content"`
			} `json:"requestBody"`
		} `json:"paths"`
		Components struct {
			Schemas map[string]json.RawMessage `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(contracts.ExplorerOpenAPI, &doc); err != nil {
		panic("embedded contract is not JSON: " + err.Error())
	}
	op := doc.Paths["/api/v1/calculate"]["post"]
	s := seed{Description: op.Description, Schemas: doc.Components.Schemas}
	for _, ex := range op.RequestBody.Content["application/json"].Examples {
		s.Examples = append(s.Examples, ex)
	}
	return s
})

// ToolDefinition describes the calculation as a tool: its schemas and its
// examples, each with the output computed now by the same Explorer.
func ToolDefinition(r *http.Request, ex *explorer.Explorer) (map[string]any, error) {
	s := loadSeed()
	var examples []map[string]any
	for _, e := range s.Examples {
		out, err := ex.Calculate(r.Context(), e.Input)
		if err != nil {
			return nil, err
		}
		examples = append(examples, map[string]any{"summary": e.Summary, "input": e.Input, "output": out})
	}
	return map[string]any{
		"name":         "mcp_server_explorer",
		"title":        "MCP Server Explorer",
		"description":  s.Description,
		"inputSchema":  s.Schemas["McpServerExplorerInput"],
		"outputSchema": s.Schemas["McpServerExplorerResult"],
		"annotations":  map[string]bool{"readOnlyHint": true, "destructiveHint": false, "idempotentHint": false, "openWorldHint": true},
		"examples":     examples,
	}, nil
}

func handleToolDefinition(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		def, err := ToolDefinition(r, cfg.Explorer)
		if err != nil {
			writeProblem(w, cfg, problem.For(err))
			return
		}
		encode(w, http.StatusOK, def)
	})
}
