// Command inspect-worker is the Lambda function on the inspection queue
// (template.yaml's event source mapping): each message is one job, a
// server of the risk index to inspect and store, or a subscribed server to
// recheck and notify about (shared/lambdaapp/indexworker).
package main

import (
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexworker"
)

func main() {
	logger := lambdaapp.NewLogger(os.Stdout, os.Getenv)
	cfg, err := lambdaapp.ConfigFromEnv(os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	clients, err := lambdaapp.NewClients(cfg, os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	handler, err := indexworker.NewHandler(cfg, clients, os.Getenv, logger)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	lambda.Start(handler)
}
