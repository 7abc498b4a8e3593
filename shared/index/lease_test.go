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

// signalGate reports each Acquire on acquiring before it waits for the turn.
type signalGate struct {
	index.Gate
	acquiring chan struct{}
}

func (g signalGate) Acquire(ctx context.Context, host string) (func(), error) {
	g.acquiring <- struct{}{}
	return g.Gate.Acquire(ctx, host)
}

// TestConcurrentDuplicate: two copies of one job handled at once, the
// second waiting for the host's turn while the first inspects, inspect
// the server once; the second is a duplicate. Per-instance leases on one
// table (the inspect-worker's instances) and one process's host gate
// (mcp-explorer index).
func TestConcurrentDuplicate(t *testing.T) {
	for name, st := range backends.All(t) {
		shared := index.NewHostGate(100 * time.Millisecond)
		for gateName, gate := range map[string]func() index.Gate{
			"lease": func() index.Gate {
				return &index.LeaseGate{Store: st, MinInterval: 100 * time.Millisecond, MaxWait: 5 * time.Second}
			},
			"host": func() index.Gate { return shared },
		} {
			t.Run(name+"/"+gateName, func(t *testing.T) {
				var l loopback
				srv := newMCPServer(t, &l, &mcp.Tool{Name: "echo", Description: "Echo the text back."})
				insp := &heldInspector{next: l.explorer(), started: make(chan string, 2), proceed: make(chan struct{})}
				worker := func() (*index.Worker, chan struct{}) {
					acquiring := make(chan struct{}, 1)
					return &index.Worker{Store: st, Inspector: insp, Gate: signalGate{gate(), acquiring}}, acquiring
				}
				w1, acq1 := worker()
				w2, acq2 := worker()
				job := index.Job{ID: "run-1 io.example/" + gateName, Name: "io.example/" + gateName,
					Claims: index.Claims{Version: "1", RemoteType: "streamable-http", URL: srv.URL}}

				var wg sync.WaitGroup
				out := make([]string, 2)
				errs := make([]error, 2)
				wg.Go(func() { out[0], errs[0] = w1.Handle(t.Context(), job) })
				<-acq1
				<-insp.started // the first copy inspects, holding the host's turn
				wg.Go(func() { out[1], errs[1] = w2.Handle(t.Context(), job) })
				<-acq2 // the second has read the detail (none yet) and waits for the turn
				close(insp.proceed)
				wg.Wait()
				if errs[0] != nil || errs[1] != nil || out[0] != index.Inspected || out[1] != index.Duplicate {
					t.Fatalf("two concurrent copies: %q, %v; want inspected and duplicate", out, errs)
				}
				if n := len(insp.started); n != 0 {
					t.Errorf("the duplicate inspected the server (%d more inspections)", n)
				}
				if d := get(t, st, job.Name).Entry; d.Checks != 1 || d.LastJob != job.ID {
					t.Errorf("stored %+v; want one check of %q", d, job.ID)
				}
			})
		}
	}
}
