// Package schedule is the scheduled-recheck function's handler: each
// EventBridge schedule event runs the recheck job (shared/recheck) once.
//
//	handler, err := schedule.NewHandler(cfg, clients, os.Getenv, logger)
//	…
//	lambda.Start(handler)
//
// It is apart from lambdaapp so that the HTTP functions do not link, and
// initialise, the recheck job, EventBridge and SES.
package schedule

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/ses"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Result is the scheduled-recheck function's answer to one schedule
// event: the run's summary and the event it answered.
type Result struct {
	recheck.Summary
	EventID   string `json:"eventId"`             // the schedule event's id
	EventTime string `json:"eventTime,omitempty"` // its time, RFC 3339
}

// maxEventIDBytes bounds the event id before it is logged or returned.
const maxEventIDBytes = 256

// NewHandler returns the scheduled-recheck handler: every schedule event
// runs recheck.Run once over clients.Store, within the invocation's
// deadline (a run near it stores a cursor, and the next event resumes).
// It mails through SES from cfg.MailFrom (no mail without
// EXPLORER_MAIL_FROM), publishes to cfg.EventBus (no events when empty),
// and inspects servers on the public internet only. EXPLORER_BASE_URL, if
// set, starts the links in emails; otherwise each subscription's own base
// URL does. EXPLORER_RECHECK_CONCURRENCY sets how many servers are
// inspected at once (default 16).
func NewHandler(cfg lambdaapp.Config, clients lambdaapp.Clients, getenv func(string) string, logger *slog.Logger) (func(context.Context, events.EventBridgeEvent) (Result, error), error) {
	n, err := recheck.Concurrency(getenv)
	if err != nil {
		return nil, fmt.Errorf("configuration: %w", err)
	}
	base := strings.TrimRight(strings.TrimSpace(getenv("EXPLORER_BASE_URL")), "/")
	if base != "" {
		if err := lambdaapp.CheckURL(base); err != nil {
			return nil, fmt.Errorf("configuration: EXPLORER_BASE_URL: %w", err)
		}
	}
	rc := recheck.Config{
		Store: clients.Store, Inspector: explorer.NewInspector(clients.Store, nil, false),
		BaseURL: base, Concurrency: n, Logger: logger,
	}
	if cfg.MailFrom != "" {
		rc.Mailer, rc.From = ses.New(clients.AWS, cfg.SESEndpoint), cfg.MailFrom
	}
	if cfg.EventBus != "" {
		rc.Events = recheck.EventBridge{Client: recheck.NewEventBridgeClient(clients.AWS, ""), Bus: cfg.EventBus}
	}
	return func(ctx context.Context, ev events.EventBridgeEvent) (Result, error) {
		res := Result{EventID: text.ClipBytes(ev.ID, maxEventIDBytes)}
		if !ev.Time.IsZero() {
			res.EventTime = ev.Time.UTC().Format(time.RFC3339)
		}
		logger.InfoContext(ctx, "recheck started", "eventId", res.EventID, "eventTime", res.EventTime)
		sum, err := recheck.Run(ctx, rc)
		res.Summary = sum
		return res, err
	}, nil
}
