package explorer_test

import (
	"context"
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// A paste-mode check: the tool list in, the result envelope out. Without a
// Store nothing is remembered; Inspector and Registry stay nil, so connect
// and registry modes answer not-implemented.
func ExampleExplorer_Calculate() {
	ex := &explorer.Explorer{BaseURL: "https://explorer.example"}
	list := `{"tools":[{"name":"delete_file","description":"Deletes a file.","inputSchema":{"type":"object","properties":{"path":{"type":"string"}}}}]}`
	res, err := ex.Calculate(context.Background(), explorer.Input{Mode: explorer.ModePaste, ToolsJSON: &list})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, t := range res.Result.Tools {
		fmt.Println(t.Name, t.Risk, t.Capabilities)
	}
	fmt.Println(res.Links.API)
	// Output:
	// delete_file high [delete filesystem]
	// https://explorer.example/api/v1/calculate
}
