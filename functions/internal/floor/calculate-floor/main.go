// Command calculate-floor is the calculate function's cold-start floor
// (package floor): DynamoDB, SES and the API Gateway adapter.
package main

import (
	"net/http"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/floor"
)

func main() {
	cfg, db := floor.AWS()
	mail := sesv2.NewFromConfig(cfg)
	lambda.Start(httpadapter.NewV2(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(db.Options().Region + mail.Options().Region))
	})).ProxyWithContext)
}
