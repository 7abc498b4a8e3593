package indexbench

import (
	"context"
	"errors"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// Mapping plays template.yaml's event source mapping in process: at most
// Concurrency handlers at once, each an instance with its own state (as a
// warm Lambda instance keeps its host gate), each receiving up to
// BatchSize messages with a long poll, invoking its handler with them as
// one SQS event and deleting those not reported as failures
// (ReportBatchItemFailures).
type Mapping struct {
	Client      *sqs.Client
	QueueURL    string
	Concurrency int
	BatchSize   int32
	// NewHandler makes one instance's handler.
	NewHandler func() func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)

	invocations, handled, failed atomic.Int64
}

// Run consumes until ctx ends; the first error other than ctx's ends it too.
func (m *Mapping) Run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var wg sync.WaitGroup
	errs := make(chan error, m.Concurrency)
	for range m.Concurrency {
		handler := m.NewHandler()
		wg.Go(func() {
			if err := m.instance(ctx, handler); err != nil && ctx.Err() == nil {
				errs <- err
				cancel()
			}
		})
	}
	wg.Wait()
	close(errs)
	return <-errs
}

func (m *Mapping) instance(ctx context.Context, handler func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)) error {
	for ctx.Err() == nil {
		out, err := m.Client.ReceiveMessage(ctx, &sqs.ReceiveMessageInput{
			QueueUrl: aws.String(m.QueueURL), MaxNumberOfMessages: m.BatchSize, WaitTimeSeconds: 20,
			MessageSystemAttributeNames: []types.MessageSystemAttributeName{types.MessageSystemAttributeNameAll},
		})
		if err != nil {
			return err
		}
		if len(out.Messages) == 0 {
			continue
		}
		ev := events.SQSEvent{}
		for _, msg := range out.Messages {
			ev.Records = append(ev.Records, events.SQSMessage{
				MessageId: aws.ToString(msg.MessageId), ReceiptHandle: aws.ToString(msg.ReceiptHandle),
				Body: aws.ToString(msg.Body), Attributes: msg.Attributes, EventSource: "aws:sqs",
			})
		}
		m.invocations.Add(1)
		res, err := handler(ctx, ev)
		if err != nil {
			return err
		}
		failed := map[string]bool{}
		for _, f := range res.BatchItemFailures {
			failed[f.ItemIdentifier] = true
		}
		del := &sqs.DeleteMessageBatchInput{QueueUrl: aws.String(m.QueueURL)}
		for _, r := range ev.Records {
			if !failed[r.MessageId] {
				del.Entries = append(del.Entries, types.DeleteMessageBatchRequestEntry{Id: aws.String(r.MessageId), ReceiptHandle: aws.String(r.ReceiptHandle)})
			}
		}
		m.failed.Add(int64(len(failed)))
		if len(del.Entries) == 0 {
			continue
		}
		dout, err := m.Client.DeleteMessageBatch(context.WithoutCancel(ctx), del)
		if err != nil {
			return err
		}
		if len(dout.Failed) > 0 {
			return errors.New("DeleteMessageBatch: " + aws.ToString(dout.Failed[0].Message))
		}
		m.handled.Add(int64(len(del.Entries)))
	}
	return nil
}

// Invocations is how often a handler ran; Handled the messages done and
// deleted; Failed the messages reported as failures.
func (m *Mapping) Invocations() int64 { return m.invocations.Load() }
func (m *Mapping) Handled() int64     { return m.handled.Load() }
func (m *Mapping) Failed() int64      { return m.failed.Load() }

// RequestCounter counts an AWS client's HTTP requests (retries included,
// as they are billed) by operation, from the AWS JSON protocol's
// X-Amz-Target header.
type RequestCounter struct {
	mu sync.Mutex
	n  map[string]int64
}

// ClientOption attaches c to an SQS client.
func (c *RequestCounter) ClientOption(o *sqs.Options) {
	o.HTTPClient = countingDoer{o.HTTPClient, c}
}

// Count returns the requests of operation op (e.g. "SendMessageBatch").
func (c *RequestCounter) Count(op string) int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.n[op]
}

// reset forgets the requests counted so far.
func (c *RequestCounter) reset() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n = nil
}

// Total returns all requests.
func (c *RequestCounter) Total() int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	var t int64
	for _, v := range c.n {
		t += v
	}
	return t
}

// String lists the counts by operation.
func (c *RequestCounter) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var parts []string
	for op, v := range c.n {
		parts = append(parts, op+"="+strconv.FormatInt(v, 10))
	}
	sort.Strings(parts)
	return strings.Join(parts, " ")
}

type countingDoer struct {
	next interface {
		Do(*http.Request) (*http.Response, error)
	}
	c *RequestCounter
}

func (d countingDoer) Do(r *http.Request) (*http.Response, error) {
	op := r.Header.Get("X-Amz-Target")
	op = op[strings.LastIndex(op, ".")+1:]
	d.c.mu.Lock()
	if d.c.n == nil {
		d.c.n = map[string]int64{}
	}
	d.c.n[op]++
	d.c.mu.Unlock()
	return d.next.Do(r)
}
