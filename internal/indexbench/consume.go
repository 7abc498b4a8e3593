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
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"
)

// Mapping plays template.yaml's event source mapping in process: at most
// Concurrency handlers at once, each an instance with its own state (as a
// warm Lambda instance keeps its clients), each receiving up to
// BatchSize messages with a long poll, invoking its handler with them as
// one SQS event and deleting those not reported as failures
// (ReportBatchItemFailures). Instances receive concurrently, as the
// mapping's pollers do; moto's ReceiveMessage is not atomic, so two of
// them now and then take the same message, as SQS's at-least-once
// delivery may (Redeliveries counts them).
type Mapping struct {
	Client      *sqs.Client
	QueueURL    string
	Concurrency int
	BatchSize   int32
	// NewHandler makes one instance's handler.
	NewHandler func() func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)

	invocations, failed atomic.Int64
	busy                atomic.Int64 // nanoseconds spent in handlers
	mu                  sync.Mutex
	received            map[string]int  // message id → deliveries
	deleted             map[string]bool // message ids done
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
		m.mu.Lock()
		if m.received == nil {
			m.received = map[string]int{}
		}
		for _, msg := range out.Messages {
			m.received[aws.ToString(msg.MessageId)]++
		}
		m.mu.Unlock()
		for _, msg := range out.Messages {
			ev.Records = append(ev.Records, events.SQSMessage{
				MessageId: aws.ToString(msg.MessageId), ReceiptHandle: aws.ToString(msg.ReceiptHandle),
				Body: aws.ToString(msg.Body), Attributes: msg.Attributes, EventSource: "aws:sqs",
			})
		}
		m.invocations.Add(1)
		start := time.Now()
		res, err := handler(ctx, ev)
		m.busy.Add(int64(time.Since(start)))
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
		m.mu.Lock()
		if m.deleted == nil {
			m.deleted = map[string]bool{}
		}
		for _, e := range del.Entries {
			m.deleted[aws.ToString(e.Id)] = true
		}
		m.mu.Unlock()
	}
	return nil
}

// Invocations is how often a handler ran; Failed how many messages it
// reported as failures.
func (m *Mapping) Invocations() int64 { return m.invocations.Load() }
func (m *Mapping) Failed() int64      { return m.failed.Load() }

// Done counts the distinct messages handled and deleted.
func (m *Mapping) Done() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.deleted)
}

// MeanInvocation is the mean time of one handler invocation, as Lambda
// bills it.
func (m *Mapping) MeanInvocation() time.Duration {
	if n := m.invocations.Load(); n > 0 {
		return time.Duration(m.busy.Load() / n)
	}
	return 0
}

// Redeliveries counts the deliveries of a message after its first.
func (m *Mapping) Redeliveries() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, k := range m.received {
		n += k - 1
	}
	return n
}

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
