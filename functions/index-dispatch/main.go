// Command index-dispatch is the Lambda function that the index's
// EventBridge schedule invokes: it pages the MCP Registry, in full or
// from its high-water mark in the table, and sends one message per server
// to the inspection queue (shared/lambdaapp/indexdispatch).
package main

import (
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexdispatch"
)

func main() {
	logger := lambdaapp.NewLogger(os.Stdout, os.Getenv)
	cfg, err := lambdaapp.ConfigFromEnv(os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	handler, err := indexdispatch.NewHandler(cfg, os.Getenv, logger)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	lambda.Start(handler)
}
