package mcpclient_test

import (
	"bytes"
	"io"
	"net/http"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// rttScenario is one way to inspect a go-sdk server that answers every
// request after a fixed delay.
type rttScenario struct {
	name   string
	modern bool // the server speaks 2026-07-28 (stateless, JSON)
	warm   bool // the client has the generation cached
	goal   int  // round trips
	probes bool // with the consistency probes
}

var rttScenarios = []rttScenario{
	{"2026-07-28", true, false, 1, false},
	{"classic cold", false, false, 3, false},
	{"classic warm", false, true, 2, false},
}

// withProbes is rttScenarios, then each again with the consistency probes,
// which add one round trip at most: for a 2026-07-28 server the classic
// session's lists; for a classic server (whose probe sessions ride along
// with its handshake) listing tools once more after the notification's
// acknowledgement, when its tools can change.
func withProbes() []rttScenario {
	out := slices.Clone(rttScenarios)
	for _, sc := range rttScenarios {
		sc.name, sc.probes, sc.goal = sc.name+" with probes", true, sc.goal+1
		out = append(out, sc)
	}
	return out
}

// rttSetup starts the delayed server and returns an inspection that
// reports its sequential round trips: the waves in which POSTs reached the
// server (the background DELETE is not waited for, so not counted).
func rttSetup(tb testing.TB, sc rttScenario, delay time.Duration) func() (waves int) {
	var sdk http.Handler
	if sc.modern {
		server := newSDKServer(nil, 0)
		sdk = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server },
			&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	} else {
		server := newSDKServer(classicOnly, 0)
		sdk = mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, nil)
	}
	var (
		mu       sync.Mutex
		arrivals []time.Time
	)
	// The delay starts once the whole request has arrived, as latency on
	// the wire would, so requests keep the order in which they were sent.
	url, opts := startServer(tb, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if r.Method == http.MethodPost {
			mu.Lock()
			arrivals = append(arrivals, time.Now())
			mu.Unlock()
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		time.Sleep(delay)
		sdk.ServeHTTP(w, r)
	}))
	url += "/mcp"
	cache := &mapCache{}
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second, Probes: sc.probes}
	inspect := func() int {
		mu.Lock()
		arrivals = nil
		mu.Unlock()
		got, err := c.Inspect(tb.Context(), serverURL(tb, url), nil)
		if err != nil || len(got.Tools) != 2 {
			tb.Fatalf("%+v, %v", got, err)
		}
		mu.Lock()
		defer mu.Unlock()
		slices.SortFunc(arrivals, func(a, b time.Time) int { return a.Compare(b) })
		waves := 0
		var start time.Time
		for _, at := range arrivals {
			if waves == 0 || at.Sub(start) > delay/2 {
				waves, start = waves+1, at
			}
		}
		return waves
	}
	if sc.warm {
		c.Cache = cache
		inspect() // learn the generation
	}
	return inspect
}

// BenchmarkInspectRTT reports each inspection's wall time in round trips
// of a server that adds 50 ms to every request, and the request waves.
func BenchmarkInspectRTT(b *testing.B) {
	const delay = 50 * time.Millisecond
	for _, sc := range withProbes() {
		b.Run(sc.name, func(b *testing.B) {
			inspect := rttSetup(b, sc, delay)
			var total time.Duration
			waves := 0
			for b.Loop() {
				start := time.Now()
				waves += inspect()
				total += time.Since(start)
			}
			b.ReportMetric(float64(total)/float64(delay)/float64(b.N), "rtt/op")
			b.ReportMetric(float64(waves)/float64(b.N), "waves/op")
		})
	}
}

// TestInspectRTT holds the round-trip goals, counted as request waves so
// that a slow machine cannot fail it. It takes the best of three runs: the
// re-list after a reordered notification (see the package doc) may add a
// wave now and then.
func TestInspectRTT(t *testing.T) {
	const delay = 40 * time.Millisecond
	for _, sc := range withProbes() {
		t.Run(sc.name, func(t *testing.T) {
			inspect := rttSetup(t, sc, delay)
			best := 0
			for i := range 3 {
				if waves := inspect(); i == 0 || waves < best {
					best = waves
				}
			}
			if best > sc.goal {
				t.Errorf("%d round trips, goal %d", best, sc.goal)
			}
		})
	}
}
