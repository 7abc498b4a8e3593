package apigw

import (
	"os"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
)

// Main is an HTTP function's whole main: it reads the configuration, builds
// the clients (a bad configuration ends init with an error) and serves the
// API to API Gateway. with, if set, adds the function's own parts.
//
//	func main() { apigw.Main(nil) }
func Main(with func(p *app.Parts, cfg lambdaapp.Config, clients lambdaapp.Clients)) {
	logger := lambdaapp.NewLogger(os.Stdout, os.Getenv)
	cfg, err := lambdaapp.ConfigFromEnv(os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	settings, err := SettingsFromEnv(os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	clients, err := lambdaapp.NewClients(cfg, os.Getenv)
	if err != nil {
		lambdaapp.Exit(logger, err)
	}
	parts := app.Parts{Store: clients.Store, Logger: logger, Version: lambdaapp.Version}
	if with != nil {
		with(&parts, cfg, clients)
	}
	lambda.Start(Handler(NewAPI(settings, parts)))
}
