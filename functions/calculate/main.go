// Command calculate is the Lambda function behind POST /api/v1/calculate,
// the web page, the Toolcard and subscription routes, /openapi.json,
// /healthz and every path no other function claims (template.yaml routes
// them; httpapi.Routes lists them). It keeps its items in the DynamoDB
// table and mails subscription confirmations through SES.
package main

import (
	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/apigw"
	"github.com/usefulweb/mcp-server-explorer/shared/ses"
)

func main() {
	apigw.Main(func(p *app.Parts, cfg lambdaapp.Config, clients lambdaapp.Clients) {
		if cfg.MailFrom != "" {
			p.Mailer, p.MailFrom = ses.New(clients.AWS, cfg.SESEndpoint), cfg.MailFrom
		}
	})
}
