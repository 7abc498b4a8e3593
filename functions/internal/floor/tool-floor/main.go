// Command tool-floor is the tool function's cold-start floor (package
// floor): DynamoDB and the API Gateway adapter.
package main

import (
	"net/http"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/floor"
)

func main() {
	_, db := floor.AWS()
	lambda.Start(httpadapter.NewV2(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(db.Options().Region))
	})).ProxyWithContext)
}
