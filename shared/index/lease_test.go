package index_test

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
)

// heldInspector lets a test hold inspections open, and records how many
// run at once.
type heldInspector struct {
	next    index.Inspector
	started chan string
	proceed chan struct{}
	inside  atomic.Int32
	most    atomic.Int32
}

func (h *heldInspector) Inspect(ctx context.Context, u string, hdr http.Header) (*explorer.Inspected, error) {
	n := h.inside.Add(1)
	defer h.inside.Add(-1)
	for m := h.most.Load(); n > m && !h.most.CompareAndSwap(m, n); m = h.most.Load() {
	}
	h.started <- u
	select { // without a gate a second inspection would wait here: fail, not hang
	case <-h.proceed:
	case <-time.After(10 * time.Second):
	}
	return h.next.Inspect(ctx, u, hdr)
}

// TestLeaseRace: two workers, as two inspect-worker instances sharing a
// table, get a job each for two servers on one host. One inspects; the
// other answers ErrHostBusy without storing anything (no failure counted)
// and, retried after the host's interval, inspects.
func TestLeaseRace(t *testing.T) {
	for name, st := range backends.All(t) {
		t.Run(name, func(t *testing.T) {
			var l loopback
			a := newMCPServer(t, &l, &mcp.Tool{Name: "echo", Description: "Echo the text back."})
			b := newMCPServer(t, &l, &mcp.Tool{Name: "echo", Description: "Echo the text back."})
			insp := &heldInspector{next: l.explorer(), started: make(chan string, 2), proceed: make(chan struct{})}
			const interval = time.Second
			worker := func() *index.Worker { // each its own gate, as separate processes have
				return &index.Worker{Store: st, Inspector: insp, Gate: &index.LeaseGate{Store: st, MinInterval: interval}}
			}
			w1, w2 := worker(), worker()
			jobA := index.Job{ID: "run-1 io.example/a", Name: "io.example/a", Claims: index.Claims{Version: "1", RemoteType: "streamable-http", URL: a.URL}}
			jobB := index.Job{ID: "run-1 io.example/b", Name: "io.example/b", Claims: index.Claims{Version: "1", RemoteType: "streamable-http", URL: b.URL}}

			var wg sync.WaitGroup
			var outA string
			var errA error
			wg.Go(func() { outA, errA = w1.Handle(t.Context(), jobA) })
			<-insp.started // w1 holds 127.0.0.1's lease
			outB, errB := w2.Handle(t.Context(), jobB)
			if !errors.Is(errB, index.ErrHostBusy) || outB != "" {
				t.Errorf("second worker on a taken host: %q, %v; want ErrHostBusy", outB, errB)
			}
			if _, ok, err := index.Get(t.Context(), st, jobB.Name); ok || err != nil {
				t.Errorf("a busy host's job stored a detail (%v, %v)", ok, err)
			}
			close(insp.proceed)
			wg.Wait()
			if errA != nil || outA != index.Inspected {
				t.Fatalf("first worker: %q, %v", outA, errA)
			}
			// Within the interval after the release the host stays taken.
			if _, err := w2.Handle(t.Context(), jobB); !errors.Is(err, index.ErrHostBusy) {
				t.Errorf("right after the release: %v, want ErrHostBusy", err)
			}
			// A worker that may wait gets the turn once the interval ends.
			w2.Gate.(*index.LeaseGate).MaxWait = 5 * interval
			if out, err := w2.Handle(t.Context(), jobB); err != nil || out != index.Inspected {
				t.Fatalf("retried after the interval: %q, %v", out, err)
			}
			if d := get(t, st, jobB.Name).Entry; d.Failures != 0 || d.Checks != 1 || d.Status != index.StatusOK {
				t.Errorf("retried job stored %+v; want one check and no failure", d)
			}
			if m := insp.most.Load(); m != 1 {
				t.Errorf("%d inspections of one host at once, want 1", m)
			}
		})
	}
}
