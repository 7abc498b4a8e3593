// Command hello is the baseline of the cold-start benchmark: a hello-world
// Go function for API Gateway, built and run exactly like the real ones.
package main

import (
	"context"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
)

func main() {
	lambda.Start(func(context.Context, events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
		return events.APIGatewayV2HTTPResponse{StatusCode: 200, Headers: map[string]string{"Content-Type": "text/plain"}, Body: "hello, world"}, nil
	})
}
