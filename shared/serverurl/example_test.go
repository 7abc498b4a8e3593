package serverurl_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Spellings of one server share one normal form, and so one key.
func ExampleNormalize() {
	a, _ := serverurl.Normalize("HTTPS://MCP.Example.com:443/mcp#tools")
	b, _ := serverurl.Normalize("https://mcp.example.com/mcp")
	fmt.Println(a)
	fmt.Println(serverurl.Key(a) == serverurl.Key(b))
	// Output:
	// https://mcp.example.com/mcp
	// true
}
