package lambdaapp

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// RecheckResult is the scheduled-recheck function's answer to one
// schedule event: the run's summary and the event it answered.
type RecheckResult struct {
	recheck.Summary
	EventID   string `json:"eventId"`             // the schedule event's id
	EventTime string `json:"eventTime,omitempty"` // its time, RFC 3339
}

// NewRecheck returns the scheduled-recheck handler: every schedule event
// runs recheck.Run once over clients.Store, within the invocation's
// deadline (a run near it stores a cursor, and the next event resumes).
// It mails through clients.Mailer from cfg.MailFrom (no mail without
// EXPLORER_MAIL_FROM), publishes to cfg.EventBus (no events when empty),
// and inspects servers on the public internet only. EXPLORER_BASE_URL, if
// set, starts the links in emails; otherwise each subscription's own base
// URL does. EXPLORER_RECHECK_CONCURRENCY sets how many servers are
// inspected at once (default 16).
func NewRecheck(cfg Config, clients Clients, getenv func(string) string, logger *slog.Logger) (func(context.Context, events.EventBridgeEvent) (RecheckResult, error), error) {
	n, err := recheck.Concurrency(getenv)
	if err != nil {
		return nil, fmt.Errorf("configuration: %w", err)
	}
	base := strings.TrimRight(strings.TrimSpace(getenv("EXPLORER_BASE_URL")), "/")
	if base != "" {
		if err := checkURL(base); err != nil {
			return nil, fmt.Errorf("configuration: EXPLORER_BASE_URL: %w", err)
		}
	}
	rc := recheck.Config{
		Store: clients.Store,
		Inspector: &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{}),
			Cache: explorer.GenerationCache{Store: clients.Store}},
		Mailer: clients.Mailer, From: cfg.MailFrom,
		BaseURL: base, Concurrency: n, Logger: logger,
	}
	if cfg.EventBus != "" {
		rc.Events = recheck.EventBridge{Client: recheck.NewEventBridgeClient(clients.AWS, ""), Bus: cfg.EventBus}
	}
	return func(ctx context.Context, ev events.EventBridgeEvent) (RecheckResult, error) {
		res := RecheckResult{EventID: clip(ev.ID)}
		if !ev.Time.IsZero() {
			res.EventTime = ev.Time.UTC().Format(time.RFC3339)
		}
		logger.InfoContext(ctx, "recheck started", "eventId", res.EventID, "eventTime", res.EventTime)
		sum, err := recheck.Run(ctx, rc)
		res.Summary = sum
		return res, err
	}, nil
}

// clip bounds a string from an event before it is logged or returned.
func clip(s string) string {
	const max = 256
	if len(s) <= max {
		return s
	}
	return strings.ToValidUTF8(s[:max], "") + "…"
}
