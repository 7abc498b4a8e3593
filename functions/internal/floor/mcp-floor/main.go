// Command mcp-floor is the mcp function's cold-start floor (package
// floor): DynamoDB, the API Gateway adapter and the MCP SDK's stateless
// Streamable HTTP handler, built by the first request as /mcp's is.
package main

import (
	"net/http"
	"sync"

	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/floor"
)

func main() {
	_, db := floor.AWS()
	handler := sync.OnceValue(func() http.Handler {
		server := mcp.NewServer(&mcp.Implementation{Name: "floor", Version: db.Options().Region}, nil)
		return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server },
			&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	})
	lambda.Start(httpadapter.NewV2(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		handler().ServeHTTP(w, r)
	})).ProxyWithContext)
}
