// Command scheduled-recheck-floor is the scheduled recheck's cold-start
// floor (package floor): DynamoDB, SES and EventBridge.
package main

import (
	"context"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/service/eventbridge"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/floor"
)

func main() {
	cfg, db := floor.AWS()
	mail, bus := sesv2.NewFromConfig(cfg), eventbridge.NewFromConfig(cfg)
	lambda.Start(func(_ context.Context, ev events.EventBridgeEvent) (map[string]string, error) {
		return map[string]string{"eventId": ev.ID, "region": db.Options().Region + mail.Options().Region + bus.Options().Region}, nil
	})
}
