package glossary_test

import (
	"fmt"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
)

// An entry as the MCP resource serves it.
func ExampleLookup() {
	e, ok := glossary.Lookup("tools-list")
	if !ok {
		return
	}
	md := glossary.Markdown(e)
	fmt.Println(strings.SplitN(md, "\n", 2)[0])
	fmt.Println(glossary.ResourceURI("tools-list"))
	// Output:
	// # tools/list
	// explorer://reference/tools-list
}
