// Package schedule is the scheduled-recheck function's handler, the
// subscriptions' dispatcher: each EventBridge schedule event sends one
// recheck.Job per server with confirmed subscriptions to the inspection
// queue, and the inspect-worker function runs each (shared/recheck).
//
//	handler, err := schedule.NewHandler(clients, os.Getenv, logger)
//	…
//	lambda.Start(handler)
//
// It is apart from lambdaapp so that the HTTP functions do not link, and
// initialise, SQS.
package schedule

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/sqsqueue"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Result is the scheduled-recheck function's answer to one schedule
// event.
type Result struct {
	Sent      int    `json:"sent"`                // recheck jobs the queue accepted: one per subscribed server
	RunID     string `json:"runId"`               // the jobs' id prefix
	EventID   string `json:"eventId"`             // the schedule event's id
	EventTime string `json:"eventTime,omitempty"` // its time, RFC 3339
}

// maxEventIDBytes bounds the event id before it is logged or used.
const maxEventIDBytes = 256

// Queue takes one page of recheck jobs (a *sqsqueue.Queue, through
// sqsqueue.SendJSON).
type Queue func(ctx context.Context, jobs []recheck.Job) (sent int, err error)

// NewHandler returns the dispatcher over clients.Store. It reads
// EXPLORER_INDEX_QUEUE_URL (the inspection queue, required) and
// EXPLORER_SQS_ENDPOINT (replaces SQS's endpoint, for moto in tests).
func NewHandler(clients lambdaapp.Clients, getenv func(string) string, logger *slog.Logger) (func(context.Context, events.EventBridgeEvent) (Result, error), error) {
	queueURL := strings.TrimSpace(getenv("EXPLORER_INDEX_QUEUE_URL"))
	endpoint := strings.TrimSpace(getenv("EXPLORER_SQS_ENDPOINT"))
	var errs []error
	if queueURL == "" {
		errs = append(errs, errors.New("EXPLORER_INDEX_QUEUE_URL is not set"))
	} else if err := lambdaapp.CheckURL(queueURL); err != nil {
		errs = append(errs, fmt.Errorf("EXPLORER_INDEX_QUEUE_URL: %w", err))
	}
	if endpoint != "" {
		if err := lambdaapp.CheckURL(endpoint); err != nil {
			errs = append(errs, fmt.Errorf("EXPLORER_SQS_ENDPOINT: %w", err))
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("configuration: %w", errors.Join(errs...))
	}
	q := sqsqueue.New(sqsqueue.NewClient(clients.AWS, endpoint), queueURL)
	send := func(ctx context.Context, jobs []recheck.Job) (int, error) { return sqsqueue.SendJSON(ctx, q, jobs) }
	return New(clients.Store, send, logger), nil
}

// New returns the handler that dispatches the servers in st to send. The
// jobs' run id is the event's id, so a schedule event delivered or
// retried twice makes the same jobs, which the worker runs once.
func New(st store.Store, send Queue, logger *slog.Logger) func(context.Context, events.EventBridgeEvent) (Result, error) {
	return func(ctx context.Context, ev events.EventBridgeEvent) (Result, error) {
		res := Result{EventID: text.ClipBytes(ev.ID, maxEventIDBytes)}
		if !ev.Time.IsZero() {
			res.EventTime = ev.Time.UTC().Format(time.RFC3339)
		}
		res.RunID = res.EventID
		if res.RunID == "" {
			res.RunID = time.Now().UTC().Format(time.RFC3339Nano)
		}
		_, err := recheck.Dispatch(ctx, recheck.Config{Store: st}, res.RunID, func(jobs []recheck.Job) error {
			n, err := send(ctx, jobs)
			res.Sent += n
			return err
		})
		attrs := []any{"runId", res.RunID, "eventTime", res.EventTime, "sent", res.Sent}
		if err != nil {
			logger.ErrorContext(ctx, "recheck dispatch stopped", append(attrs, "err", err.Error())...)
			return res, err
		}
		logger.InfoContext(ctx, "recheck dispatched", attrs...)
		return res, nil
	}
}
