// Package indexdispatch is the index-dispatch function's handler: each
// EventBridge schedule event pages the MCP Registry once (index.Dispatch)
// and sends one message per server to the inspection queue, which the
// inspect-worker function consumes.
//
//	handler, err := indexdispatch.NewHandler(os.Getenv, logger)
//	…
//	lambda.Start(handler)
package indexdispatch

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/sqsqueue"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Queue takes the jobs of one pass (a *sqsqueue.Queue); sent counts the
// jobs it accepted, also with an error.
type Queue interface {
	Send(ctx context.Context, jobs []index.Job) (sent int, err error)
}

// Result is the answer to one schedule event.
type Result struct {
	index.DispatchStats
	Sent    int    `json:"sent"`    // messages the queue accepted
	RunID   string `json:"runId"`   // the jobs' id prefix
	EventID string `json:"eventId"` // the schedule event's id
}

// maxEventIDBytes bounds the event id before it is logged or used.
const maxEventIDBytes = 256

// NewHandler reads its configuration through getenv:
// EXPLORER_INDEX_QUEUE_URL (the inspection queue, required),
// EXPLORER_INDEX_REGISTRY (the registry's base URL; default the official
// one) and EXPLORER_SQS_ENDPOINT (replaces SQS's endpoint, for moto in
// tests). The registry is the operator's choice, so it may be private,
// as for `mcp-explorer index`; the servers it lists are inspected by the
// worker under the public-address policy.
func NewHandler(getenv func(string) string, logger *slog.Logger) (func(context.Context, events.EventBridgeEvent) (Result, error), error) {
	queueURL := strings.TrimSpace(getenv("EXPLORER_INDEX_QUEUE_URL"))
	regURL := strings.TrimSpace(getenv("EXPLORER_INDEX_REGISTRY"))
	endpoint := strings.TrimSpace(getenv("EXPLORER_SQS_ENDPOINT"))
	var errs []error
	if queueURL == "" {
		errs = append(errs, errors.New("EXPLORER_INDEX_QUEUE_URL is not set"))
	} else if err := lambdaapp.CheckURL(queueURL); err != nil {
		errs = append(errs, fmt.Errorf("EXPLORER_INDEX_QUEUE_URL: %w", err))
	}
	if regURL == "" {
		regURL = registry.DefaultBaseURL
	} else if err := lambdaapp.CheckURL(regURL); err != nil {
		errs = append(errs, fmt.Errorf("EXPLORER_INDEX_REGISTRY: %w", err))
	}
	if endpoint != "" {
		if err := lambdaapp.CheckURL(endpoint); err != nil {
			errs = append(errs, fmt.Errorf("EXPLORER_SQS_ENDPOINT: %w", err))
		}
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("configuration: %w", errors.Join(errs...))
	}
	awsCfg, err := lambdaapp.AWSConfig(getenv)
	if err != nil {
		return nil, err
	}
	lister := &registry.Client{BaseURL: regURL, HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true})}
	return New(lister, sqsqueue.New(sqsqueue.NewClient(awsCfg, endpoint), queueURL), logger), nil
}

// New returns the handler that dispatches from l to q. The jobs' run id is
// the event's id, so a schedule event delivered or retried twice makes
// the same jobs, which the worker counts once.
func New(l index.Lister, q Queue, logger *slog.Logger) func(context.Context, events.EventBridgeEvent) (Result, error) {
	return func(ctx context.Context, ev events.EventBridgeEvent) (Result, error) {
		res := Result{EventID: text.ClipBytes(ev.ID, maxEventIDBytes)}
		res.RunID = res.EventID
		if res.RunID == "" {
			res.RunID = time.Now().UTC().Format(time.RFC3339Nano)
		}
		jobs, st, err := index.Dispatch(ctx, l, index.DispatchOptions{RunID: res.RunID})
		res.DispatchStats = st
		if err != nil {
			return res, err
		}
		res.Sent, err = q.Send(ctx, jobs)
		logger.InfoContext(ctx, "index dispatched", "runId", res.RunID, "pages", st.Pages, "servers", st.Servers,
			"remote", st.Remote, "removed", st.Removed, "sent", res.Sent, "truncated", st.Truncated)
		return res, err
	}
}
