package toolcard_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// Check one tool: every finding cites its rule from analysis.Catalog.
// Nothing is stored.
func ExampleCheckTool() {
	tools, err := analysis.ParseTools(`{"name":"run_command","description":"Runs a shell command.","inputSchema":{"type":"object"}}`)
	if err != nil {
		fmt.Println(err)
		return
	}
	res := toolcard.CheckTool(tools[0])
	fmt.Println(res.Name, res.Shape, res.Stored)
	for _, f := range res.Findings {
		fmt.Println(f.ID, f.Kind)
	}
	// Output:
	// run_command not-endpoint-shaped false
	// annotation-missing spec
}
