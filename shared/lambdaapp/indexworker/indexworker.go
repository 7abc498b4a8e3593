// Package indexworker is the inspect-worker function's handler: each SQS
// message of the inspection queue is one job, by its kind field: an
// index.Job (kind "index", or none) run by an index.Worker, or a
// recheck.Job (kind "recheck"), one subscribed server's recheck. The
// answer lists the messages that failed (ReportBatchItemFailures), so SQS
// retries only those.
//
//	handler, err := indexworker.NewHandler(cfg, clients, os.Getenv, logger)
//	…
//	lambda.Start(handler)
package indexworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/ses"
	"github.com/usefulweb/mcp-server-explorer/shared/sqsqueue"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// HostInterval is the minimum pause between two inspections of one host,
// across every worker instance (index.LeaseGate).
const HostInterval = 2 * time.Second

// HostWait is how long a worker waits for a host that another instance
// is inspecting before it puts the job back on the queue.
const HostWait = 10 * time.Second

// Requeued is the outcome of a job put back on the queue, with a delay,
// because another worker held its host's turn.
const Requeued = "requeued"

// Handler answers one SQS event.
type Handler = func(context.Context, events.SQSEvent) (events.SQSEventResponse, error)

// Requeuer puts a message body back on the queue, visible after delay (a
// *sqsqueue.Queue).
type Requeuer interface {
	SendDelayed(ctx context.Context, body string, delay time.Duration) error
}

// Workers are what the handler runs.
type Workers struct {
	Index   *index.Worker
	Recheck *recheck.Config // nil: recheck jobs are batch item failures
	// Requeue takes back a job whose host another worker holds
	// (index.ErrHostBusy): a new message, so the wait neither counts as
	// a receive towards the dead-letter queue nor as a server failure.
	// nil: such a job is a batch item failure, retried after the
	// queue's visibility timeout.
	Requeue Requeuer
}

// NewHandler returns the worker's handler on clients.Store, configured
// like the scheduled recheck (EXPLORER_MAIL_FROM, EXPLORER_EVENT_BUS,
// EXPLORER_BASE_URL) plus EXPLORER_INDEX_QUEUE_URL, the queue busy hosts'
// jobs go back to (EXPLORER_SQS_ENDPOINT replaces SQS's endpoint in
// tests). Servers are inspected through the explorer's connect path with
// the public-address SSRF policy, one at a time per host across every
// instance, without credentials.
func NewHandler(cfg lambdaapp.Config, clients lambdaapp.Clients, getenv func(string) string, logger *slog.Logger) (Handler, error) {
	queueURL := strings.TrimSpace(getenv("EXPLORER_INDEX_QUEUE_URL"))
	endpoint := strings.TrimSpace(getenv("EXPLORER_SQS_ENDPOINT"))
	base := strings.TrimRight(strings.TrimSpace(getenv("EXPLORER_BASE_URL")), "/")
	var errs []error
	for name, v := range map[string]string{"EXPLORER_INDEX_QUEUE_URL": queueURL, "EXPLORER_SQS_ENDPOINT": endpoint, "EXPLORER_BASE_URL": base} {
		if v == "" {
			continue
		}
		if err := lambdaapp.CheckURL(v); err != nil {
			errs = append(errs, fmt.Errorf("%s: %w", name, err))
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("configuration: %w", errors.Join(errs...))
	}
	ex := &explorer.Explorer{Store: clients.Store}
	ex.EnableNetwork(explorer.NetworkOptions{})
	gate := HostLease(clients.Store)
	ws := Workers{Index: &index.Worker{Store: clients.Store, Inspector: ex, Gate: gate}}
	rc := recheck.Config{Store: clients.Store, Inspector: explorer.NewInspector(clients.Store, nil, false), Gate: gate, BaseURL: base, Logger: logger}
	if cfg.MailFrom != "" {
		rc.Mailer, rc.From = ses.New(clients.AWS, cfg.SESEndpoint), cfg.MailFrom
	}
	if cfg.EventBus != "" {
		rc.Events = recheck.EventBridge{Client: recheck.NewEventBridgeClient(clients.AWS, ""), Bus: cfg.EventBus}
	}
	ws.Recheck = &rc
	if queueURL != "" {
		ws.Requeue = sqsqueue.New(sqsqueue.NewClient(clients.AWS, endpoint), queueURL)
	}
	return Serve(ws, logger), nil
}

// HostLease is the workers' politeness gate on st: a lease per host
// shared by every instance, HostInterval apart, waited for up to HostWait.
func HostLease(st store.Store) *index.LeaseGate {
	return &index.LeaseGate{Store: st, MinInterval: HostInterval, MaxWait: HostWait}
}

// New returns the handler running index jobs on w alone.
func New(w *index.Worker, logger *slog.Logger) Handler {
	return Serve(Workers{Index: w}, logger)
}

// Serve returns the handler running ws. Messages are handled in order; a
// message whose body is not a job, or whose job could not be stored (the
// worker's error), is a batch item failure: SQS delivers it again, and
// after the queue's maxReceiveCount moves it to the dead-letter queue. A
// job that ran (inspected, failed and stored, removed, duplicate,
// deferred or requeued) is done.
func Serve(ws Workers, logger *slog.Logger) Handler {
	return func(ctx context.Context, ev events.SQSEvent) (events.SQSEventResponse, error) {
		res := events.SQSEventResponse{BatchItemFailures: []events.SQSBatchItemFailure{}}
		for _, msg := range ev.Records {
			log := logger.With("messageId", msg.MessageId, "receiveCount", msg.Attributes["ApproximateReceiveCount"])
			if log, err := handle(ctx, ws, msg, log); err != nil {
				res.BatchItemFailures = append(res.BatchItemFailures, events.SQSBatchItemFailure{ItemIdentifier: msg.MessageId})
				log.WarnContext(ctx, "job failed", "err", err.Error())
			}
		}
		return res, nil
	}
}

// handle decodes and runs one message's job; it returns log with the
// job's fields.
func handle(ctx context.Context, ws Workers, msg events.SQSMessage, log *slog.Logger) (*slog.Logger, error) {
	var head struct {
		Kind string `json:"kind"`
	}
	if err := json.Unmarshal([]byte(msg.Body), &head); err != nil {
		return log, fmt.Errorf("message body is not a job: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return log, errors.New("no time left in this invocation")
	}
	switch head.Kind {
	case "", index.JobKind:
		var job index.Job
		if err := json.Unmarshal([]byte(msg.Body), &job); err != nil {
			return log, fmt.Errorf("message body is not an index job: %w", err)
		}
		log = log.With("kind", index.JobKind, "server", job.Name, "job", job.ID)
		if ws.Index == nil {
			return log, errors.New("this worker runs no index jobs")
		}
		outcome, err := ws.Index.Handle(ctx, job)
		if outcome, err = requeueBusy(ctx, ws, msg, outcome, err); err != nil {
			return log, err
		}
		log.InfoContext(ctx, "job done", "outcome", outcome)
		return log, nil
	case recheck.JobKind:
		var job recheck.Job
		if err := json.Unmarshal([]byte(msg.Body), &job); err != nil {
			return log, fmt.Errorf("message body is not a recheck job: %w", err)
		}
		log = log.With("kind", recheck.JobKind, "server", job.Server, "job", job.ID)
		if ws.Recheck == nil {
			return log, errors.New("this worker runs no recheck jobs")
		}
		sum, err := recheck.Handle(ctx, *ws.Recheck, job)
		outcome, err := requeueBusy(ctx, ws, msg, "rechecked", err)
		if err != nil {
			return log, err
		}
		log.InfoContext(ctx, "job done", "outcome", outcome, "summary", sum)
		return log, nil
	}
	return log, fmt.Errorf("unknown job kind %.40q", head.Kind)
}

// requeueBusy puts a job whose host another worker holds back on the
// queue, after a pause of 5 to 30 s spread so that the jobs of one host do
// not return together; other outcomes pass through.
func requeueBusy(ctx context.Context, ws Workers, msg events.SQSMessage, outcome string, err error) (string, error) {
	if !errors.Is(err, index.ErrHostBusy) || ws.Requeue == nil {
		return outcome, err
	}
	if err := ws.Requeue.SendDelayed(ctx, msg.Body, 5*time.Second+rand.N(25*time.Second)); err != nil {
		return "", fmt.Errorf("host busy, and the job not requeued: %w", err)
	}
	return Requeued, nil
}
