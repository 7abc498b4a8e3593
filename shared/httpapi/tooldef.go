package httpapi

import (
	"encoding/json"
	"net/http"
	"sync"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// seed holds the parts of the explorer contract that the API serves.
type seed struct {
	Description string
	Schemas     map[string]json.RawMessage
	Examples    []seedExample
}

type seedExample struct {
	Summary string
	Input   explorer.Input
}

var loadSeed = sync.OnceValue(func() seed {
	op := contracts.CalculateOperation()
	s := seed{Description: op.Description, Schemas: contracts.ExplorerDoc().Components.Schemas}
	for _, ex := range contracts.CalculateExamples() {
		var in explorer.Input
		if err := json.Unmarshal(ex.Value, &in); err != nil {
			panic("embedded contract example is not an input: " + err.Error())
		}
		s.Examples = append(s.Examples, seedExample{Summary: ex.Summary, Input: in})
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
		httpx.WriteJSON(w, http.StatusOK, def)
	})
}
