// Package sqstest gives tests SQS queues in the moto server that make test
// starts (scripts/services/moto.sh; EXPLORER_TEST_MOTO_ENDPOINT).
package sqstest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/sqsqueue"
)

// Queue is one fresh queue in moto, deleted when the test ends.
type Queue struct {
	Endpoint string // moto's endpoint
	URL      string
	Client   *sqs.Client
}

// New creates a queue; the test skips without moto (fails under
// EXPLORER_TEST_REQUIRE_SERVICES=1).
func New(t testing.TB) *Queue {
	t.Helper()
	moto := notifytest.Moto(t)
	client := sqsqueue.NewClient(moto.AWSConfig(), moto.Endpoint)
	name := fmt.Sprintf("test-%d", time.Now().UnixNano())
	out, err := client.CreateQueue(t.Context(), &sqs.CreateQueueInput{QueueName: aws.String(name)})
	if err != nil {
		t.Fatalf("create queue in moto: %v", err)
	}
	q := &Queue{Endpoint: moto.Endpoint, URL: aws.ToString(out.QueueUrl), Client: client}
	t.Cleanup(func() {
		if _, err := client.DeleteQueue(context.Background(), &sqs.DeleteQueueInput{QueueUrl: out.QueueUrl}); err != nil {
			t.Errorf("delete queue %s: %v", name, err)
		}
	})
	return q
}

// Drain receives every visible message, deleting none: they stay
// invisible for the queue's visibility timeout.
func (q *Queue) Drain(t testing.TB) []types.Message {
	t.Helper()
	var all []types.Message
	for range 1000 {
		out, err := q.Client.ReceiveMessage(t.Context(), &sqs.ReceiveMessageInput{
			QueueUrl: aws.String(q.URL), MaxNumberOfMessages: 10,
			MessageSystemAttributeNames: []types.MessageSystemAttributeName{types.MessageSystemAttributeNameAll},
		})
		if err != nil {
			t.Fatalf("receive: %v", err)
		}
		if len(out.Messages) == 0 {
			return all
		}
		all = append(all, out.Messages...)
	}
	t.Fatal("queue not drained after 1000 receives")
	return nil
}
