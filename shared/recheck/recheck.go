package recheck

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/servercheck"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

// Defaults and bounds.
const (
	DefaultConcurrency    = 16
	MaxConcurrency        = 256
	ConcurrencyVar        = "EXPLORER_RECHECK_CONCURRENCY"
	DefaultInspectTimeout = 30 * time.Second
	DefaultServerTimeout  = 2 * time.Minute
	// UnreachableAfter is how many failed runs in a row earn one
	// unreachable email.
	UnreachableAfter = 3
	// MaxAttempts bounds the runs that retry an undelivered notice.
	MaxAttempts = 5
	// SnapshotTTL is how long a snapshot outlives its last write; an
	// unchanged server's snapshot is rewritten once it is half through.
	SnapshotTTL = 180 * 24 * time.Hour
	// RecordTTL is how long a delivery record blocks a second delivery.
	RecordTTL = 30 * 24 * time.Hour
	cursorTTL = 7 * 24 * time.Hour
	pageSize  = 100
	// maxSendReserve caps the time a delivery needs left before it
	// starts: a quarter of ServerTimeout, at most this.
	maxSendReserve = 35 * time.Second
)

// Config is what one run needs.
type Config struct {
	Store     store.Store
	Inspector explorer.Inspector // an *mcpclient.Client with the public-address policy
	Mailer    notify.Mailer      // nil: no emails
	From      string             // sender address
	Events    Publisher          // nil: no events
	// Gate, if set, holds each server's host for its inspection (on AWS
	// the index's per-host lease, shared by every worker instance); an
	// error from it ends the turn before anything is stored.
	Gate Gate
	// BaseURL, if set, starts every link in emails; otherwise each
	// subscription's own base URL (the one it was confirmed under) does.
	BaseURL     string
	Concurrency int // servers inspected at once; 0 means DefaultConcurrency
	// InspectTimeout bounds one inspection, ServerTimeout a server's whole
	// turn (inspection, store, notices); 0 means the defaults.
	InspectTimeout, ServerTimeout time.Duration
	// Margin: once the context's deadline is this close, the run takes no
	// more servers and stores a cursor for the next run. 0 means
	// ServerTimeout plus 10 s.
	Margin time.Duration
	Now    func() time.Time // nil: time.Now
	Logger *slog.Logger     // nil discards
}

// Gate holds a host's turn: Acquire blocks until the host may be
// contacted (or fails) and returns the function that gives it back. The
// index takes its turns from the same kind of gate.
type Gate = servercheck.Gate

// Summary is what one run did; Run also logs it.
type Summary struct {
	Checked    int   `json:"checked"`              // servers inspected successfully
	Changed    int   `json:"changed"`              // of those, servers whose tools changed
	Emailed    int   `json:"emailed"`              // emails sent
	Events     int   `json:"events"`               // change events published
	Failed     int   `json:"failed"`               // servers that could not be inspected or stored
	Skipped    int   `json:"skipped"`              // servers without subscribers, handled by an overlapping run, or with a notice still undelivered
	Duplicates int   `json:"duplicates,omitempty"` // queue jobs delivered again after their outcome was stored: nothing done
	MailFailed int   `json:"mailFailed"`           // emails that failed (retried next run when certainly unsent)
	Complete   bool  `json:"complete"`             // the run reached the end of the list; false: a cursor was stored
	DurationMS int64 `json:"durationMs"`
}

// Concurrency reads EXPLORER_RECHECK_CONCURRENCY through getenv: empty
// means DefaultConcurrency.
func Concurrency(getenv func(string) string) (int, error) {
	v := strings.TrimSpace(getenv(ConcurrencyVar))
	if v == "" {
		return DefaultConcurrency, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 1 || n > MaxConcurrency {
		return 0, fmt.Errorf("%s must be a whole number from 1 to %d, got %q", ConcurrencyVar, MaxConcurrency, v)
	}
	return n, nil
}

type runner struct {
	cfg Config
	log *slog.Logger

	mu  sync.Mutex
	sum Summary
}

// Run rechecks every server with confirmed subscriptions, from where the
// last unfinished run stopped, and notifies subscribers of changes. One
// server's failure never stops the others; the error reports only a store
// failure while paging the list.
func Run(ctx context.Context, cfg Config) (Summary, error) {
	cfg, err := cfg.withDefaults()
	if err != nil {
		return Summary{}, err
	}
	j := &runner{cfg: cfg, log: cfg.Logger}
	start := cfg.Now()
	err = j.run(ctx)
	j.sum.DurationMS = cfg.Now().Sub(start).Milliseconds()
	attrs := []any{"summary", j.sum}
	if err != nil {
		attrs = append(attrs, "err", err.Error())
	}
	j.log.InfoContext(ctx, "recheck finished", attrs...)
	return j.sum, err
}

func (cfg Config) withDefaults() (Config, error) {
	if cfg.Store == nil || cfg.Inspector == nil {
		return cfg, errors.New("recheck: Store and Inspector are required")
	}
	if cfg.Concurrency <= 0 {
		cfg.Concurrency = DefaultConcurrency
	}
	cfg.Concurrency = min(cfg.Concurrency, MaxConcurrency)
	if cfg.InspectTimeout <= 0 {
		cfg.InspectTimeout = DefaultInspectTimeout
	}
	if cfg.ServerTimeout <= 0 {
		cfg.ServerTimeout = DefaultServerTimeout
	}
	if cfg.Margin <= 0 {
		cfg.Margin = cfg.ServerTimeout + 10*time.Second
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	return cfg, nil
}

var cursorKey = store.Key{PK: "sub#recheck", SK: "cursor"}

func (j *runner) run(ctx context.Context) error {
	after := ""
	if item, err := j.cfg.Store.Get(ctx, cursorKey); err == nil {
		after = string(item.Value)
		j.log.InfoContext(ctx, "recheck resumes after a stopped run", "after", after)
	}
	sem := make(chan struct{}, j.cfg.Concurrency)
	var wg sync.WaitGroup
	last, stopped := "", false
	var listErr error
pages:
	for {
		servers, next, err := subscription.Servers(ctx, j.cfg.Store, after, pageSize)
		if err != nil {
			listErr, stopped = fmt.Errorf("recheck: list servers: %w", err), true
			break
		}
		for _, srv := range servers {
			if j.stopTaking(ctx) {
				stopped = true
				break pages
			}
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				stopped = true
				break pages
			}
			if j.stopTaking(ctx) {
				<-sem
				stopped = true
				break pages
			}
			last = srv.Key
			wg.Go(func() {
				defer func() { <-sem }()
				_ = j.server(ctx, srv, "") // counted and logged
			})
		}
		if next == "" {
			break
		}
		after = next
	}
	wg.Wait()
	j.sum.Complete = !stopped
	// Every server taken has finished: the next run starts after the last.
	wctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	var err error
	switch {
	case !stopped:
		err = j.cfg.Store.Delete(wctx, cursorKey)
	case last != "":
		err = j.putCursor(wctx, last)
	}
	if err != nil {
		j.log.ErrorContext(ctx, "recheck cursor not stored", "err", err.Error())
	}
	return listErr
}

func (j *runner) putCursor(ctx context.Context, after string) error {
	var version int64
	if item, err := j.cfg.Store.Get(ctx, cursorKey); err == nil {
		version = item.Version
	}
	_, err := j.cfg.Store.Put(ctx, store.Item{Key: cursorKey, Value: []byte(after), ExpiresAt: j.cfg.Now().Add(cursorTTL)}, version)
	return err
}

// stopTaking reports that the run's deadline is within the margin.
func (j *runner) stopTaking(ctx context.Context) bool {
	if ctx.Err() != nil {
		return true
	}
	deadline, ok := ctx.Deadline()
	return ok && j.cfg.Now().Add(j.cfg.Margin).After(deadline)
}

func (j *runner) count(f func(*Summary)) {
	j.mu.Lock()
	defer j.mu.Unlock()
	f(&j.sum)
}

func snapshotKey(serverKey string) store.Key {
	return store.Key{PK: "sub#snap#" + serverKey, SK: "snapshot"}
}

// server is one server's turn: deliver a leftover notice, inspect, diff,
// store, notify. jobID, when set, names a queue job: a job whose outcome
// is stored already (a redelivery) is a duplicate and does nothing. The
// error reports a store failure or a host turn not had (the Gate's
// error), after which the turn should be retried; everything else, a
// failed inspection included, is stored and counted.
func (j *runner) server(ctx context.Context, srv subscription.Server, jobID string) error {
	ctx, cancel := context.WithTimeout(ctx, j.cfg.ServerTimeout)
	defer cancel()
	log := j.log.With("server", srv.Key)
	st := j.cfg.Store
	failed := func(msg string, err error) error {
		log.ErrorContext(ctx, msg, "err", err.Error())
		j.count(func(s *Summary) { s.Failed++ })
		return fmt.Errorf("recheck: %s: %w", msg, err)
	}
	subs, err := subscription.Subscribers(ctx, st, srv.Key)
	if err != nil {
		return failed("subscribers not read", err)
	}
	if len(subs) == 0 {
		if _, err := subscription.Prune(ctx, st, srv.Key, j.cfg.Now()); err != nil {
			log.WarnContext(ctx, "prune failed", "err", err.Error())
		}
		j.count(func(s *Summary) { s.Skipped++ })
		return nil
	}
	snap, version, expires := snapshot{}, int64(0), time.Time{}
	switch item, err := st.Get(ctx, snapshotKey(srv.Key)); {
	case err == nil:
		if snap, err = decodeSnapshot(item.Value); err != nil {
			return failed("snapshot unreadable", err)
		}
		version, expires = item.Version, item.ExpiresAt
	case !errors.Is(err, store.ErrNotFound):
		return failed("snapshot not read", err)
	}
	if snap.Pending != nil {
		if !j.settle(ctx, srv, subs, &snap, &version) {
			j.count(func(s *Summary) { s.Skipped++ })
			return nil
		}
	}
	if jobID != "" && snap.Job == jobID {
		log.InfoContext(ctx, "job already done", "job", jobID)
		j.count(func(s *Summary) { s.Duplicates++ })
		return nil
	}

	var now time.Time
	var lock lockfile.Lock
	if turnErr := servercheck.WithHost(ctx, j.cfg.Gate, srv.URL, func() {
		now = j.cfg.Now().UTC()
		lock, err = j.inspect(ctx, srv.URL)
	}); turnErr != nil {
		return turnErr // the host's turn was not had: nothing stored, retry later
	}
	snap.Job = jobID
	if err != nil {
		return j.failure(ctx, log, srv, subs, snap, version, err, now)
	}
	next := snap
	next.Tools, next.Trimmed, next.Hash, next.CheckedAt = lock.Tools, nil, toolSetHash(lock.Tools), &now
	next.Failures, next.FailingSince, next.LastError, next.Noticed = 0, nil, "", false
	if snap.Hash != "" && snap.Hash != next.Hash {
		if changes := lockfile.DiffTrimmed(lockfile.Lock{Tools: snap.Tools}, lock, snap.Trimmed); len(changes) > 0 {
			next.Seq++
			next.Pending = &notice{ID: next.Hash[:16] + "." + strconv.FormatInt(next.Seq, 10), Hash: next.Hash,
				Drift: buildDrift(srv.URL, snap, lock.Tools, changes, now)}
		}
	}
	if next.Pending == nil && snap.Hash == next.Hash && snap.Failures == 0 && expires.After(now.Add(SnapshotTTL/2)) {
		j.count(func(s *Summary) { s.Checked++ }) // nothing to write
		return nil
	}
	version, err = j.save(ctx, srv.Key, next, version)
	switch {
	case errors.Is(err, store.ErrConflict):
		log.InfoContext(ctx, "another run stored this server first")
		j.count(func(s *Summary) { s.Skipped++ })
		return nil
	case err != nil:
		return failed("snapshot not stored", err)
	}
	j.count(func(s *Summary) {
		s.Checked++
		if next.Pending != nil {
			s.Changed++
		}
	})
	if next.Pending != nil {
		j.settle(ctx, srv, subs, &next, &version)
	}
	return nil
}

// inspect lists the server's tools and builds the lock of this check. An
// answer without a complete tools list is a failure too: diffing it would
// report tools as removed.
func (j *runner) inspect(ctx context.Context, serverURL string) (lockfile.Lock, error) {
	// The URL passed serverurl.Vet when it was subscribed to; the
	// Inspector's client judges its addresses again when it dials.
	u, err := serverurl.Vet(serverURL, serverurl.Policy{AllowPrivate: true})
	if err != nil {
		return lockfile.Lock{}, err
	}
	ictx, cancel := context.WithTimeout(ctx, j.cfg.InspectTimeout)
	defer cancel()
	insp, err := j.cfg.Inspector.Inspect(ictx, u, nil)
	if err != nil {
		return lockfile.Lock{}, err
	}
	if insp.AuthRequired != nil {
		return lockfile.Lock{}, fmt.Errorf("the server now requires authorization (%s)", *insp.AuthRequired)
	}
	if insp.ToolsIncomplete != "" {
		return lockfile.Lock{}, fmt.Errorf("incomplete tools list: %s", insp.ToolsIncomplete)
	}
	got := explorer.AnalyzeInspection(insp)
	return lockfile.Build(lockfile.Server{URL: serverURL}, got.Tools, got.Report), nil
}

// failure counts a failed run; the UnreachableAfter-th in a row issues
// the outage's one unreachable notice.
func (j *runner) failure(ctx context.Context, log *slog.Logger, srv subscription.Server, subs []subscription.Subscriber, snap snapshot, version int64, cause error, now time.Time) error {
	detail := cause.Error()
	var ce *mcpclient.Error
	if errors.As(cause, &ce) {
		detail = ce.Code + ": " + ce.Detail
	}
	next := snap
	next.Failures++
	if next.FailingSince == nil {
		next.FailingSince = &now
	}
	next.LastError = clip(detail, maxErrorRunes)
	if next.Failures >= UnreachableAfter && !next.Noticed {
		next.Noticed = true
		next.Seq++
		next.Pending = &notice{ID: "unreachable." + strconv.FormatInt(next.Seq, 10),
			Unreachable: &notify.Unreachable{ServerURL: srv.URL, Failures: next.Failures, Since: *next.FailingSince, LastError: next.LastError}}
	}
	// The server's words may echo its subscriber's key (in the URL): the
	// subscriber's email carries them, the shared log only the code.
	args := []any{"failures", next.Failures, "err", next.LastError}
	if ce != nil {
		args = []any{"failures", next.Failures, "code", ce.Code}
	}
	log.WarnContext(ctx, "server not inspected", args...)
	version, err := j.save(ctx, srv.Key, next, version)
	j.count(func(s *Summary) { s.Failed++ })
	switch {
	case errors.Is(err, store.ErrConflict):
		log.InfoContext(ctx, "another run stored this server first")
		return nil
	case err != nil:
		log.ErrorContext(ctx, "failure not stored", "err", err.Error())
		return fmt.Errorf("recheck: failure not stored: %w", err)
	}
	if next.Pending != nil {
		j.settle(ctx, srv, subs, &next, &version)
	}
	return nil
}

func (j *runner) save(ctx context.Context, serverKey string, s snapshot, version int64) (int64, error) {
	b, err := encodeSnapshot(s)
	if err != nil {
		return 0, err
	}
	return j.cfg.Store.Put(ctx, store.Item{Key: snapshotKey(serverKey), Value: b, ExpiresAt: j.cfg.Now().Add(SnapshotTTL)}, version)
}

// settle delivers snap's pending notice and stores the outcome; it
// reports whether the notice is gone (delivered, or given up after
// MaxAttempts runs with failures; running out of time is no failure).
func (j *runner) settle(ctx context.Context, srv subscription.Server, subs []subscription.Subscriber, snap *snapshot, version *int64) bool {
	out := j.deliver(ctx, srv, subs, snap.Pending)
	if out == failedSome {
		snap.Pending.Attempts++
	}
	if out == outOfTime || out == failedSome && snap.Pending.Attempts < MaxAttempts {
		if v, err := j.save(ctx, srv.Key, *snap, *version); err == nil {
			*version = v
		}
		return false
	}
	pending := snap.Pending
	snap.Pending = nil
	v, err := j.save(ctx, srv.Key, *snap, *version)
	if err != nil {
		// Still pending in the store: the next run delivers to whoever
		// has no record yet.
		snap.Pending = pending
		return false
	}
	*version = v
	return true
}

// delivery is the outcome of one deliver call.
type delivery int

const (
	delivered  delivery = iota // nothing left to send
	failedSome                 // some sends failed for certain: retry next run (counts an attempt)
	outOfTime                  // the server's turn ended first: go on next run
)

// deliver publishes the notice's event and emails every subscriber who
// has no delivery record for it yet, recording each delivery with a
// conditional write before it is attempted.
func (j *runner) deliver(ctx context.Context, srv subscription.Server, subs []subscription.Subscriber, n *notice) delivery {
	log := j.log.With("server", srv.Key, "notice", n.ID)
	out := delivered
	attempt := func(what string, send func() error) {
		claimed, err := j.claim(ctx, srv.Key, n.ID+"#"+what)
		if err != nil {
			log.ErrorContext(ctx, "delivery record not written", "err", err.Error())
			out = failedSome
			return
		}
		if !claimed {
			return // an earlier or overlapping run has it
		}
		err = send()
		if err == nil {
			return
		}
		if errors.Is(err, notify.ErrNotSent) {
			out = failedSome
			if derr := j.cfg.Store.Delete(context.WithoutCancel(ctx), recordKey(srv.Key, n.ID+"#"+what)); derr != nil {
				log.ErrorContext(ctx, "delivery record not released; not retried", "err", derr.Error())
			}
			log.WarnContext(ctx, "delivery failed; retried next run", "to", what, "err", notify.Describe(err))
			return
		}
		log.ErrorContext(ctx, "delivery outcome unknown; not retried", "to", what, "err", notify.Describe(err))
	}
	if n.Drift != nil && j.cfg.Events != nil {
		attempt("event", func() error {
			err := j.cfg.Events.Publish(ctx, eventOf(srv.Key, n))
			if err == nil {
				j.count(func(s *Summary) { s.Events++ })
			}
			return err
		})
	}
	if j.cfg.Mailer == nil {
		return out
	}
	reserve := min(maxSendReserve, j.cfg.ServerTimeout/4)
	for _, sub := range subs {
		if deadline, ok := ctx.Deadline(); ok && time.Until(deadline) < reserve {
			log.WarnContext(ctx, "out of time; the other subscribers get the notice next run")
			return outOfTime
		}
		attempt(sub.ID, func() error {
			err := j.email(ctx, srv, sub, n)
			j.count(func(s *Summary) {
				if err == nil {
					s.Emailed++
				} else {
					s.MailFailed++
				}
			})
			return err
		})
	}
	return out
}

func (j *runner) email(ctx context.Context, srv subscription.Server, sub subscription.Subscriber, n *notice) error {
	base := j.cfg.BaseURL
	if base == "" {
		base = sub.Base
	}
	unsub, err := subscription.UnsubscribeLink(ctx, j.cfg.Store, base, srv.Key, sub.ID, j.cfg.Now())
	if err != nil {
		return notify.NotSent(fmt.Errorf("unsubscribe link: %w", err))
	}
	links := notify.Links{Page: subscription.PageLink(base, srv.URL), Unsubscribe: unsub}
	var msg notify.Message
	if n.Drift != nil {
		msg, err = n.Drift.Message(j.cfg.From, sub.Email, links)
	} else {
		msg, err = n.Unreachable.Message(j.cfg.From, sub.Email, links)
	}
	if err != nil {
		return notify.NotSent(err)
	}
	return j.cfg.Mailer.Send(ctx, msg)
}

func recordKey(serverKey, id string) store.Key {
	return store.Key{PK: "sub#sent#" + serverKey, SK: id}
}

// claim records a delivery before it is attempted: a conditional write
// that only one run can win.
func (j *runner) claim(ctx context.Context, serverKey, id string) (bool, error) {
	v, _ := json.Marshal(map[string]string{"at": j.cfg.Now().UTC().Format(time.RFC3339)})
	_, err := j.cfg.Store.Put(ctx, store.Item{Key: recordKey(serverKey, id), Value: v, ExpiresAt: j.cfg.Now().Add(RecordTTL)}, 0)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, store.ErrConflict):
		return false, nil
	}
	return false, err
}

func eventOf(serverKey string, n *notice) Event {
	ev := Event{URLSHA256: serverKey, Snapshot: n.Hash, CheckedAt: n.Drift.CheckedAt, Added: []string{}, Removed: n.Drift.Removed,
		Changed: []string{}, RiskChanges: n.Drift.RiskChanges, Classified: n.Drift.Classified, Omitted: n.Drift.Omitted}
	if ev.Classified == nil {
		ev.Classified = []notify.Classified{} // a notice stored before classes existed
	}
	for _, a := range n.Drift.Added {
		ev.Added = append(ev.Added, a.Name)
	}
	for _, c := range n.Drift.Changed {
		ev.Changed = append(ev.Changed, c.Name)
	}
	return ev
}
