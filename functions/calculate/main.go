// Command calculate is the Lambda function behind POST /api/v1/calculate,
// the web page, the Toolcard and subscription routes, /openapi.json,
// /healthz and every path no other function claims (template.yaml routes
// them; httpapi.Routes lists them). It keeps its items in the DynamoDB
// table and mails subscription confirmations through SES.
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
	parts := app.Parts{Store: clients.Store, Logger: logger, Version: lambdaapp.Version,
		Mailer: clients.Mailer, MailFrom: cfg.MailFrom}
	lambda.Start(apigw.Handler(apigw.NewAPI(settings, parts)))
}
