// Command index-dispatch is the Lambda function that the index's
// EventBridge schedule invokes: it pages the MCP Registry and sends one
// message per server to the inspection queue
// (shared/lambdaapp/indexdispatch). It uses no table.
package main

import (
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexdispatch"
)

func main() {
	logger := lambdaapp.NewLogger(os.Stdout, os.Getenv)
	handler, err := indexdispatch.NewHandler(os.Getenv, logger)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	lambda.Start(handler)
}
