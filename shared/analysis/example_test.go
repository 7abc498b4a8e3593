package analysis_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Parse a pasted tools/list result and classify every tool.
func ExampleAnalyze() {
	tools, err := analysis.ParseTools(`{"tools":[{"name":"delete_file","description":"Deletes a file.","inputSchema":{"type":"object","properties":{"path":{"type":"string"}}}}]}`)
	if err != nil {
		fmt.Println(err) // an *analysis.InputError says where parsing stopped
		return
	}
	report := analysis.Analyze(tools, analysis.Options{})
	for _, t := range report.Tools {
		fmt.Println(t.Name, t.Risk, t.Capabilities)
	}
	// Output:
	// delete_file high [delete filesystem]
}
