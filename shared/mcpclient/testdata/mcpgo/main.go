// Command mcpgo is a small MCP server built on github.com/mark3labs/mcp-go,
// for shared/mcpclient's interop test: it serves -tools read-only tools
// over Streamable HTTP on -addr, -page-size at a time.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "listen address")
	tools := flag.Int("tools", 3, "number of tools")
	pageSize := flag.Int("page-size", 0, "items per list page (0: the library's default)")
	flag.Parse()

	opts := []server.ServerOption{server.WithToolCapabilities(false), server.WithInstructions("Look items up by name.")}
	if *pageSize > 0 {
		opts = append(opts, server.WithPaginationLimit(*pageSize))
	}
	s := server.NewMCPServer("mcp-go-interop", "1.0.0", opts...)
	for i := range *tools {
		s.AddTool(mcp.NewTool(fmt.Sprintf("lookup_%02d", i),
			mcp.WithDescription("Looks up an item of the catalog by its name."),
			mcp.WithString("name", mcp.Required(), mcp.Description("The item's name.")),
			mcp.WithReadOnlyHintAnnotation(true),
			mcp.WithDestructiveHintAnnotation(false), // mcp-go defaults it to true
			mcp.WithOpenWorldHintAnnotation(false),
		), func(context.Context, mcp.CallToolRequest) (*mcp.CallToolResult, error) {
			return mcp.NewToolResultText("found"), nil
		})
	}
	log.Fatal(server.NewStreamableHTTPServer(s).Start(*addr))
}
