// Command scheduled-recheck-floor is the scheduled recheck's cold-start
// floor (package floor): DynamoDB and SQS, the clients of the
// subscriptions' dispatcher.
package main

import (
	"context"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/service/sqs"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/floor"
)

func main() {
	cfg, db := floor.AWS()
	queue := sqs.NewFromConfig(cfg)
	lambda.Start(func(_ context.Context, ev events.EventBridgeEvent) (map[string]string, error) {
		return map[string]string{"eventId": ev.ID, "region": db.Options().Region + queue.Options().Region}, nil
	})
}
