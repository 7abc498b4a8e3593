// Command scheduled-recheck is the Lambda function that the EventBridge
// schedule in template.yaml invokes: the subscriptions' dispatcher, which
// sends one recheck job per subscribed server to the inspection queue
// (shared/lambdaapp/schedule); inspect-worker rechecks each, emails
// subscribers through SES and publishes changes to the bus.
package main

import (
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/schedule"
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
	handler, err := schedule.NewHandler(clients, os.Getenv, logger)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	lambda.Start(handler)
}
