package index

import (
	"context"
	"crypto/rand"
	"errors"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// HostGate is the in-process politeness Gate: one inspection per host at a
// time, and at least MinInterval between the end of one and the start of
// the next. It remembers every host it has seen, so it lives for one run.
type HostGate struct {
	MinInterval time.Duration
	mu          sync.Mutex
	hosts       map[string]*hostTurn
}

type hostTurn struct {
	token chan struct{} // holds one token while the host is free
	last  time.Time     // when the last turn ended
}

// NewHostGate returns a gate with the given minimum interval per host.
func NewHostGate(minInterval time.Duration) *HostGate {
	return &HostGate{MinInterval: minInterval, hosts: map[string]*hostTurn{}}
}

// Acquire waits for host's turn.
func (g *HostGate) Acquire(ctx context.Context, host string) (func(), error) {
	g.mu.Lock()
	h := g.hosts[host]
	if h == nil {
		h = &hostTurn{token: make(chan struct{}, 1)}
		h.token <- struct{}{}
		g.hosts[host] = h
	}
	g.mu.Unlock()
	select {
	case <-h.token:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	g.mu.Lock()
	wait := time.Until(h.last.Add(g.MinInterval))
	g.mu.Unlock()
	if wait > 0 {
		t := time.NewTimer(wait)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			h.token <- struct{}{}
			return nil, ctx.Err()
		}
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			g.mu.Lock()
			h.last = time.Now()
			g.mu.Unlock()
			h.token <- struct{}{}
		})
	}, nil
}

// ErrHostBusy reports that another worker holds the host's turn: the job
// was not run and should be retried later. It is no failure of the server.
var ErrHostBusy = errors.New("index: another worker holds this host's turn")

// DefaultLeaseHold bounds how long a host's lease lasts without a release:
// the inspect-worker function's timeout, so a worker that dies frees the
// host by the time Lambda would have stopped it.
const DefaultLeaseHold = 2 * time.Minute

// leasePK is the partition of the per-host leases.
const leasePK = "idx#host"

// LeaseGate is the politeness Gate across processes, such as concurrent
// inspect-worker invocations: one inspection per host at a time, at least
// MinInterval between two, kept by a lease per host in the store
// (store.TakeLease: a conditional put that expires). Acquire does not
// queue: when the host is taken it tries again every second for up to
// MaxWait, then answers ErrHostBusy.
type LeaseGate struct {
	Store       store.Store
	MinInterval time.Duration
	Hold        time.Duration    // 0 means DefaultLeaseHold
	MaxWait     time.Duration    // 0: answer ErrHostBusy at once
	Now         func() time.Time // nil means time.Now
}

func (g *LeaseGate) now() time.Time {
	if g.Now != nil {
		return g.Now()
	}
	return time.Now()
}

// Acquire takes host's lease, or answers ErrHostBusy.
func (g *LeaseGate) Acquire(ctx context.Context, host string) (func(), error) {
	hold := g.Hold
	if hold <= 0 {
		hold = DefaultLeaseHold
	}
	holder := rand.Text()
	key := store.Key{PK: leasePK, SK: host}
	if host == "" {
		key.SK = "-"
	}
	giveUp := g.now().Add(g.MaxWait)
	for {
		lease, ok, err := store.TakeLease(ctx, g.Store, key, holder, g.now(), hold)
		if err != nil {
			return nil, err
		}
		if ok {
			var once sync.Once
			return func() {
				once.Do(func() {
					rctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
					defer cancel()
					// A failed release leaves the lease to expire.
					_ = lease.Release(rctx, g.now().Add(g.MinInterval))
				})
			}, nil
		}
		if !g.now().Add(time.Second).Before(giveUp) {
			return nil, ErrHostBusy
		}
		t := time.NewTimer(time.Second)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return nil, ctx.Err()
		}
	}
}
