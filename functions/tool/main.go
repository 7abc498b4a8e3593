// Command tool is the Lambda function behind GET /api/v1/tool: the
// calculation's schemas and its examples, computed live. It uses the
// DynamoDB table only for its rate-limit counters.
package main

import (
	"context"
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/apigw"
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
	parts := app.Parts{Store: clients.Store, Logger: logger, Version: lambdaapp.Version}
	lambda.Start(apigw.Handler(apigw.NewAPI(settings, parts)))
}
