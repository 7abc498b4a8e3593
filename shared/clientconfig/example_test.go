package clientconfig_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
)

// A client configuration with one remote and one stdio server.
func ExampleParse() {
	servers, err := clientconfig.Parse([]byte(`{"mcpServers":{
		"docs":  {"type":"http","url":"https://mcp.example.com/mcp"},
		"files": {"command":"npx","args":["-y","@modelcontextprotocol/server-filesystem","/tmp"]}}}`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, s := range servers {
		if s.Remote() {
			fmt.Println(s.Name, "remote", s.URL)
		} else {
			fmt.Println(s.Name, "stdio", s.Command, s.Args)
		}
	}
	// Output:
	// docs remote https://mcp.example.com/mcp
	// files stdio npx [-y @modelcontextprotocol/server-filesystem /tmp]
}
