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
)

func main() {
	apigw.Main(func(p *app.Parts, cfg lambdaapp.Config, clients lambdaapp.Clients) {
		p.Mailer, p.MailFrom = clients.Mailer, cfg.MailFrom
	})
}
