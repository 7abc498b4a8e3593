// Package indexdispatch is the index-dispatch function's handler: each
// EventBridge schedule event pages the MCP Registry once (index.Dispatch),
// in full or from its high-water mark (updated_since), and sends one
// message per server to the inspection queue, which the inspect-worker
// function consumes.
//
//	handler, err := indexdispatch.NewHandler(cfg, os.Getenv, logger)
//	…
//	lambda.Start(handler)
package indexdispatch

import (
	"context"
	"encoding/json"
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
	"github.com/usefulweb/mcp-server-explorer/shared/store"
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
	// Full is a pass over the whole registry; otherwise only entries
	// updated since UpdatedSince were read.
	Full         bool   `json:"full"`
	UpdatedSince string `json:"updatedSince,omitempty"` // RFC 3339
}

// maxEventIDBytes bounds the event id before it is logged or used.
const maxEventIDBytes = 256

// DefaultFullEvery is how often a run reads the whole registry when
// EXPLORER_INDEX_FULL_EVERY is not set; the runs between read only what
// the registry changed (updated_since).
const DefaultFullEvery = 24 * time.Hour

// Overlap is how far before the last run's start an incremental run
// reads, for clock skew between the dispatcher and the registry.
const Overlap = 5 * time.Minute

// markKey is the dispatcher's high-water mark in the table.
var markKey = store.Key{PK: "idx#dispatch", SK: "mark"}

// mark is what the last successful run left: when it started, and when
// the last full run started.
type mark struct {
	LastStart time.Time `json:"lastStart"`
	LastFull  time.Time `json:"lastFull"`
}

// NewHandler reads its configuration through getenv:
// EXPLORER_INDEX_QUEUE_URL (the inspection queue, required),
// EXPLORER_INDEX_REGISTRY (the registry's base URL; default the official
// one), EXPLORER_INDEX_FULL_EVERY (a Go duration such as 24h; 0 makes
// every run full) and EXPLORER_SQS_ENDPOINT (replaces SQS's endpoint, for
// moto in tests). With cfg.Table it keeps its high-water mark there and
// runs incrementally between full runs; without, every run is full. The
// registry is the operator's choice, so it may be private, as for
// `mcp-explorer index`; the servers it lists are inspected by the worker
// under the public-address policy.
func NewHandler(cfg lambdaapp.Config, getenv func(string) string, logger *slog.Logger) (func(context.Context, events.EventBridgeEvent) (Result, error), error) {
	queueURL := strings.TrimSpace(getenv("EXPLORER_INDEX_QUEUE_URL"))
	regURL := strings.TrimSpace(getenv("EXPLORER_INDEX_REGISTRY"))
	endpoint := strings.TrimSpace(getenv("EXPLORER_SQS_ENDPOINT"))
	fullEvery := DefaultFullEvery
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
	if v := strings.TrimSpace(getenv("EXPLORER_INDEX_FULL_EVERY")); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < 0 || d > 90*24*time.Hour {
			errs = append(errs, fmt.Errorf("EXPLORER_INDEX_FULL_EVERY must be a duration from 0 to 2160h, got %.40q", v))
		}
		fullEvery = d
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("configuration: %w", errors.Join(errs...))
	}
	awsCfg, err := lambdaapp.AWSConfig(getenv)
	if err != nil {
		return nil, err
	}
	c := Config{
		Lister:    &registry.Client{BaseURL: regURL, HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true})},
		Queue:     sqsqueue.New(sqsqueue.NewClient(awsCfg, endpoint), queueURL),
		FullEvery: fullEvery,
		Logger:    logger,
	}
	if cfg.Table != "" {
		clients, err := lambdaapp.NewClients(cfg, getenv)
		if err != nil {
			return nil, err
		}
		c.Marks = clients.Store
	}
	return NewWith(c), nil
}

// Config is what the dispatcher needs.
type Config struct {
	Lister index.Lister
	Queue  Queue
	// Marks keeps the high-water mark; nil makes every run full.
	Marks store.Store
	// FullEvery: a run at least this long after the last full one reads
	// the whole registry (so that servers an incremental run missed are
	// caught); 0 makes every run full.
	FullEvery time.Duration
	Now       func() time.Time // nil: time.Now
	Logger    *slog.Logger
}

// New returns the handler that dispatches every registry server from l
// to q on each event.
func New(l index.Lister, q Queue, logger *slog.Logger) func(context.Context, events.EventBridgeEvent) (Result, error) {
	return NewWith(Config{Lister: l, Queue: q, Logger: logger})
}

// NewWith returns the handler for c. The jobs' run id is the event's id,
// so a schedule event delivered or retried twice makes the same jobs,
// which the worker counts once. A run reads the registry from the last
// successful run's start (less Overlap) unless it is due for a full run;
// a run that sent every job and was not truncated moves the mark to its
// own start. Deleted entries (include_deleted) become remove jobs either
// way.
func NewWith(c Config) func(context.Context, events.EventBridgeEvent) (Result, error) {
	now := c.Now
	if now == nil {
		now = time.Now
	}
	return func(ctx context.Context, ev events.EventBridgeEvent) (Result, error) {
		start := now().UTC()
		res := Result{EventID: text.ClipBytes(ev.ID, maxEventIDBytes), Full: true}
		res.RunID = res.EventID
		if res.RunID == "" {
			res.RunID = start.Format(time.RFC3339Nano)
		}
		opts := index.DispatchOptions{RunID: res.RunID}
		var last mark
		var version int64
		if c.Marks != nil {
			var err error
			if last, version, err = readMark(ctx, c.Marks); err != nil {
				return res, err
			}
			if !last.LastStart.IsZero() && c.FullEvery > 0 && start.Sub(last.LastFull) < c.FullEvery {
				res.Full = false
				opts.UpdatedSince = last.LastStart.Add(-Overlap)
				res.UpdatedSince = opts.UpdatedSince.Format(time.RFC3339)
			}
		}
		jobs, st, err := index.Dispatch(ctx, c.Lister, opts)
		res.DispatchStats = st
		if err != nil {
			return res, err
		}
		res.Sent, err = c.Queue.Send(ctx, index.InterleaveByHost(jobs))
		c.Logger.InfoContext(ctx, "index dispatched", "runId", res.RunID, "full", res.Full, "updatedSince", res.UpdatedSince,
			"pages", st.Pages, "servers", st.Servers, "remote", st.Remote, "removed", st.Removed, "sent", res.Sent, "truncated", st.Truncated)
		if err != nil || st.Truncated || c.Marks == nil {
			return res, err
		}
		next := mark{LastStart: start, LastFull: last.LastFull}
		if res.Full {
			next.LastFull = start
		}
		if err := writeMark(ctx, c.Marks, next, version); err != nil {
			// The jobs went; the next run reads from the older mark.
			c.Logger.WarnContext(ctx, "index mark not stored", "err", err.Error())
		}
		return res, nil
	}
}

func readMark(ctx context.Context, st store.Store) (mark, int64, error) {
	it, err := st.Get(ctx, markKey)
	if errors.Is(err, store.ErrNotFound) {
		return mark{}, 0, nil
	}
	if err != nil {
		return mark{}, 0, fmt.Errorf("index mark: %w", err)
	}
	var m mark
	if json.Unmarshal(it.Value, &m) != nil {
		return mark{}, it.Version, nil // unreadable: a full run replaces it
	}
	return m, it.Version, nil
}

// writeMark stores m if the mark is still the one read: of two
// overlapping runs, the first to finish keeps it.
func writeMark(ctx context.Context, st store.Store, m mark, version int64) error {
	b, err := json.Marshal(m)
	if err != nil {
		return err
	}
	_, err = st.Put(ctx, store.Item{Key: markKey, Value: b, ExpiresAt: m.LastStart.Add(index.Retention)}, version)
	return err
}
