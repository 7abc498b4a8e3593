package index

import (
	"context"
	"sync"
	"time"
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
