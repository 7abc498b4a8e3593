// Package sqsqueue sends jobs to the inspection queue (SQS), one message
// per job, with SendMessageBatch: the risk index's (shared/index) and the
// subscriptions' recheck (shared/recheck, through SendJSON):
//
//	q := sqsqueue.New(sqsqueue.NewClient(awsCfg, ""), queueURL)
//	sent, err := q.Send(ctx, jobs)
package sqsqueue

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
)

// Limits of SendMessageBatch.
const (
	// BatchSize is the most entries one SendMessageBatch call takes.
	BatchSize = 10
	// MaxBatchBytes bounds one call's total payload: the queue's
	// default (and historical) maximum message size, 256 KiB, which also
	// bounds a batch.
	MaxBatchBytes = 256 << 10
	// attempts is how often entries that SQS refused are sent.
	attempts = 3
)

// Client is the part of *sqs.Client the queue uses.
type Client interface {
	SendMessageBatch(ctx context.Context, in *sqs.SendMessageBatchInput, opts ...func(*sqs.Options)) (*sqs.SendMessageBatchOutput, error)
}

// NewClient builds an SQS client on cfg; endpoint, when set, replaces
// SQS's (moto in tests).
func NewClient(cfg aws.Config, endpoint string) *sqs.Client {
	return sqs.NewFromConfig(cfg, func(o *sqs.Options) {
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	})
}

// Queue is one SQS queue of jobs.
type Queue struct {
	Client Client
	URL    string
}

// New returns the queue at url.
func New(c Client, url string) *Queue { return &Queue{Client: c, URL: url} }

// Send sends one message per job, the job as JSON, in batches of at most
// BatchSize entries and MaxBatchBytes. A job whose JSON is over
// MaxBatchBytes goes without its registry document (Job.Server). Entries
// SQS refuses as its own fault are sent again, up to three times in all;
// sent counts the messages SQS accepted, also when err is not nil.
func (q *Queue) Send(ctx context.Context, jobs []index.Job) (sent int, err error) {
	bodies := make([]string, 0, len(jobs))
	for _, job := range jobs {
		body, err := encode(job)
		if err != nil {
			return 0, err
		}
		bodies = append(bodies, body)
	}
	return q.SendBodies(ctx, bodies)
}

// SendJSON sends one message per value, the value as JSON (such as a
// recheck.Job), as SendBodies does.
func SendJSON[T any](ctx context.Context, q *Queue, values []T) (sent int, err error) {
	bodies := make([]string, 0, len(values))
	for _, v := range values {
		b, err := json.Marshal(v)
		if err != nil {
			return 0, fmt.Errorf("sqsqueue: %w", err)
		}
		bodies = append(bodies, string(b))
	}
	return q.SendBodies(ctx, bodies)
}

// SendBodies sends one message per body, in batches of at most BatchSize
// entries and MaxBatchBytes; a body over MaxBatchBytes is an error. Sent
// counts the messages SQS accepted, also when err is not nil.
func (q *Queue) SendBodies(ctx context.Context, bodies []string) (sent int, err error) {
	var batch []string
	size := 0
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		n, err := q.sendBatch(ctx, batch, 0)
		sent += n
		batch, size = batch[:0], 0
		return err
	}
	for _, body := range bodies {
		if len(body) > MaxBatchBytes {
			return sent, fmt.Errorf("sqsqueue: a message of %d bytes, max %d", len(body), MaxBatchBytes)
		}
		if len(batch) == BatchSize || size+len(body) > MaxBatchBytes {
			if err := flush(); err != nil {
				return sent, err
			}
		}
		batch = append(batch, body)
		size += len(body)
	}
	return sent, flush()
}

// MaxDelay is the longest delay SQS gives a message.
const MaxDelay = 15 * time.Minute

// SendDelayed sends body again as a new message that becomes visible
// after delay (whole seconds, at most MaxDelay): a job put back for later,
// with its receive count starting over.
func (q *Queue) SendDelayed(ctx context.Context, body string, delay time.Duration) error {
	if len(body) > MaxBatchBytes {
		return fmt.Errorf("sqsqueue: a message of %d bytes, max %d", len(body), MaxBatchBytes)
	}
	_, err := q.sendBatch(ctx, []string{body}, int32(min(max(delay, 0), MaxDelay)/time.Second))
	return err
}

// encode is a job's message body, within MaxBatchBytes.
func encode(job index.Job) (string, error) {
	b, err := json.Marshal(job)
	if err == nil && len(b) > MaxBatchBytes {
		job.Server = nil
		b, err = json.Marshal(job)
	}
	if err != nil {
		return "", fmt.Errorf("sqsqueue: job %q: %w", job.ID, err)
	}
	if len(b) > MaxBatchBytes {
		return "", fmt.Errorf("sqsqueue: job %q is %d bytes, max %d", job.ID, len(b), MaxBatchBytes)
	}
	return string(b), nil
}

// sendBatch sends bodies in one call, then again those SQS refused as its
// own fault (SenderFault false).
func (q *Queue) sendBatch(ctx context.Context, bodies []string, delaySeconds int32) (int, error) {
	pending := map[string]string{}
	for i, b := range bodies {
		pending[strconv.Itoa(i)] = b
	}
	sent := 0
	for attempt := 1; ; attempt++ {
		in := &sqs.SendMessageBatchInput{QueueUrl: aws.String(q.URL)}
		for i := range bodies {
			id := strconv.Itoa(i)
			if b, ok := pending[id]; ok {
				in.Entries = append(in.Entries, types.SendMessageBatchRequestEntry{Id: aws.String(id), MessageBody: aws.String(b), DelaySeconds: delaySeconds})
			}
		}
		out, err := q.Client.SendMessageBatch(ctx, in)
		if err != nil {
			return sent, fmt.Errorf("sqsqueue: SendMessageBatch: %w", err)
		}
		for _, ok := range out.Successful {
			if _, was := pending[aws.ToString(ok.Id)]; was {
				delete(pending, aws.ToString(ok.Id))
				sent++
			}
		}
		var errs []error
		retry := false
		for _, f := range out.Failed {
			errs = append(errs, fmt.Errorf("entry %s: %s: %s", aws.ToString(f.Id), aws.ToString(f.Code), aws.ToString(f.Message)))
			retry = retry || !f.SenderFault
		}
		if len(pending) == 0 {
			return sent, nil
		}
		if !retry || attempt == attempts || ctx.Err() != nil {
			if len(errs) == 0 {
				errs = append(errs, errors.New("entries neither sent nor refused"))
			}
			return sent, fmt.Errorf("sqsqueue: %d of %d messages not sent: %w", len(pending), len(bodies), errors.Join(errs...))
		}
	}
}
