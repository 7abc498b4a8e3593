package serverurl_test

import (
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Spellings of one server share one canonical form, and so one key.
func ExampleVet() {
	a, _ := serverurl.Vet("HTTPS://MCP.Example.com.:443/mcp#tools", serverurl.Policy{})
	b, _ := serverurl.Vet("https://mcp.example.com/mcp", serverurl.Policy{})
	fmt.Println(a)
	fmt.Println(a.Key() == b.Key())
	// Output:
	// https://mcp.example.com/mcp
	// true
}

// The zero Policy refuses every spelling of a private address; the local
// CLI's allows them.
func ExampleVet_policy() {
	_, err := serverurl.Vet("http://2130706433:3000/mcp", serverurl.Policy{})
	fmt.Println(err)
	u, _ := serverurl.Vet("http://2130706433:3000/mcp", serverurl.Policy{AllowPrivate: true})
	fmt.Println(u)
	// Output:
	// the URL names 127.0.0.1, a loopback address; only public addresses can be inspected
	// http://127.0.0.1:3000/mcp
}
