// Package indexworker is the inspect-worker function's handler: each SQS
// message of the inspection queue is one index.Job (JSON), run by an
// index.Worker; the answer lists the messages that failed
// (ReportBatchItemFailures), so SQS retries only those.
//
//	handler, err := indexworker.NewHandler(clients, logger)
//	…
//	lambda.Start(handler)
package indexworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
)

// HostInterval is the minimum pause between two inspections of one host
// by one worker instance (a warm instance keeps its gate).
const HostInterval = 2 * time.Second

// Handler answers one SQS event.
type Handler = func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)

// NewHandler returns the worker's handler on clients.Store: servers are
// inspected through the explorer's connect path with the public-address
// SSRF policy, one at a time per host, without credentials.
func NewHandler(clients lambdaapp.Clients, logger *slog.Logger) Handler {
	ex := &explorer.Explorer{Store: clients.Store}
	ex.EnableNetwork(explorer.NetworkOptions{})
	return New(&index.Worker{Store: clients.Store, Inspector: ex, Gate: index.NewHostGate(HostInterval)}, logger)
}

// New returns the handler running w. Messages are handled in order; a
// message whose body is not a job, or whose job could not be stored (the
// worker's error), is a batch item failure: SQS delivers it again, and
// after the queue's maxReceiveCount moves it to the dead-letter queue. A
// job that ran (inspected, failed and stored, removed, duplicate or
// deferred) is done.
func New(w *index.Worker, logger *slog.Logger) Handler {
	return func(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
		res := events.SQSEventResponse{BatchItemFailures: []events.SQSBatchItemFailure{}}
		for _, msg := range ev.Records {
			outcome, job, err := handle(ctx, w, msg)
			if err != nil {
				res.BatchItemFailures = append(res.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: msg.MessageId})
				logger.WarnContext(ctx, "job failed", "messageId", msg.MessageId, "server", job.Name, "job", job.ID, "err", err.Error())
				continue
			}
			logger.InfoContext(ctx, "job done", "messageId", msg.MessageId, "server", job.Name, "job", job.ID, "outcome", outcome,
				"receiveCount", msg.Attributes["ApproximateReceiveCount"])
		}
		return res, nil
	}
}

// handle decodes and runs one message's job.
func handle(ctx context.Context, w *index.Worker, msg events.SQSMessage) (string, index.Job, error) {
	var job index.Job
	if err := json.Unmarshal([]byte(msg.Body), &job); err != nil {
		return "", index.Job{}, fmt.Errorf("message body is not a job: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return "", job, errors.New("no time left in this invocation")
	}
	outcome, err := w.Handle(ctx, job)
	return outcome, job, err
}
