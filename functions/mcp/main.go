// Command mcp is the Lambda function behind the MCP endpoint /mcp
// (stateless Streamable HTTP: POST only); the only one that links the MCP
// SDK's server. Its table holds fingerprints and rate-limit counters.
package main

import (
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/apigw"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
)

func main() {
	apigw.Main(func(p *app.Parts, _ lambdaapp.Config, _ lambdaapp.Clients) {
		p.MCP = func(ex *explorer.Explorer, baseURL string, origins []string) http.Handler {
			return mcpserver.NewHandler(mcpserver.Config{Explorer: ex, BaseURL: baseURL, AllowedOrigins: origins, Version: lambdaapp.Version, Logger: p.Logger})
		}
	})
}
