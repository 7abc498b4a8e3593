package suppress_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/suppress"
)

// A team accepts one finding of one tool, with its reason.
func ExampleParse() {
	list, err := suppress.Parse([]byte(`accept:
  - tool: run_command          # or "*" for every tool
    rules: [schema-open]
    reason: Internal tool; arguments are validated server-side.
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range list {
		fmt.Printf("%s %s: %s\n", s.Tool, s.Rule, s.Reason)
	}
	// Output:
	// run_command schema-open: Internal tool; arguments are validated server-side.
}
