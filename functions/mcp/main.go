// Command mcp is the Lambda function behind the MCP endpoint /mcp
// (stateless Streamable HTTP: POST only); the only one that links the MCP
// SDK's server. Its table holds fingerprints and rate-limit counters.
package main

import (
	"context"
	"net/http"
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/apigw"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
)

func main() {
	logger := lambdaapp.NewLogger(os.Stdout, os.Getenv)
	cfg, err := lambdaapp.ConfigFromEnv(os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	settings, err := apigw.SettingsFromEnv(os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	clients, err := lambdaapp.NewClients(context.Background(), cfg)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	parts := app.Parts{Store: clients.Store, Logger: logger, Version: lambdaapp.Version, MCPClass: mcpserver.MethodClass,
		MCP: func(ex *explorer.Explorer, baseURL string, origins []string) http.Handler {
			return mcpserver.NewHandler(mcpserver.Config{Explorer: ex, BaseURL: baseURL, AllowedOrigins: origins, Version: lambdaapp.Version, Logger: logger})
		}}
	lambda.Start(apigw.Handler(apigw.NewAPI(settings, parts)))
}
