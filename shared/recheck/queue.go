package recheck

import (
	"context"
	"errors"
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

// JobKind is the kind field of a recheck job's queue message; the
// inspection queue also carries the risk index's jobs (shared/index).
const JobKind = "recheck"

// Job is one subscribed server's turn as a queue message: on AWS the
// scheduled-recheck function dispatches one per server (Dispatch) and
// inspect-worker runs each (Handle) through the same turn Run gives a
// server. ID is the idempotence key: a job whose outcome is stored is a
// duplicate when delivered again.
type Job struct {
	Kind   string `json:"kind"`   // JobKind
	ID     string `json:"id"`     // run id and server key
	Server string `json:"server"` // the server's key (serverurl.Key); the worker reads its URL from the store
}

// Dispatch pages the servers with confirmed subscriptions and passes
// send one page of jobs at a time (at most 100), ids prefixed by runID.
// It returns how many jobs send took; it stops at send's first error.
func Dispatch(ctx context.Context, cfg Config, runID string, send func([]Job) error) (int, error) {
	if cfg.Store == nil || runID == "" {
		return 0, errors.New("recheck: Dispatch needs a Store and a run id")
	}
	sent, after := 0, ""
	for {
		servers, next, err := subscription.Servers(ctx, cfg.Store, after, pageSize)
		if err != nil {
			return sent, fmt.Errorf("recheck: list servers: %w", err)
		}
		jobs := make([]Job, 0, len(servers))
		for _, srv := range servers {
			jobs = append(jobs, Job{Kind: JobKind, ID: runID + " " + srv.Key, Server: srv.Key})
		}
		if len(jobs) > 0 {
			if err := send(jobs); err != nil {
				return sent, err
			}
			sent += len(jobs)
		}
		if next == "" {
			return sent, nil
		}
		after = next
	}
}

// Handle runs one job: the server's turn (deliver a leftover notice,
// inspect, diff, store, notify) with cfg, and returns what it did. A
// server no longer subscribed to is skipped. The error reports a store
// failure, or the Gate's refusal of the host (such as index.ErrHostBusy),
// before anything was stored: retry the job. Every write is conditional and every delivery
// recorded before it is sent, so a job delivered twice, or twice at once,
// never sends an email twice.
func Handle(ctx context.Context, cfg Config, job Job) (Summary, error) {
	if job.Kind != JobKind || job.ID == "" || job.Server == "" {
		return Summary{}, fmt.Errorf("recheck: invalid job %q for server %q", job.ID, job.Server)
	}
	cfg, err := cfg.withDefaults()
	if err != nil {
		return Summary{}, err
	}
	j := &runner{cfg: cfg, log: cfg.Logger.With("job", job.ID)}
	start := cfg.Now()
	srv, ok, err := subscription.ServerByKey(ctx, cfg.Store, job.Server)
	switch {
	case err != nil:
		return Summary{Failed: 1}, fmt.Errorf("recheck: server %s not read: %w", job.Server, err)
	case !ok:
		j.sum.Skipped++
	default:
		err = j.server(ctx, srv, job.ID)
	}
	j.sum.Complete = err == nil
	j.sum.DurationMS = cfg.Now().Sub(start).Milliseconds()
	return j.sum, err
}
