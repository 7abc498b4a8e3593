package recheck_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
)

// lambdaTimeout is the scheduled-recheck function's timeout (template.yaml).
const lambdaTimeout = 900 * time.Second

// scaleRun seeds n servers on a bolt store and runs the job once with
// inspections that take latency each, under the Lambda's deadline.
func scaleRun(t testing.TB, n int, latency time.Duration) (recheck.Summary, *fakeInspector, time.Duration) {
	store := backends.Bolt(t)
	fake := newFake(latency)
	for i := range n {
		u := fmt.Sprintf("https://scale-%04d.example.com/mcp", i)
		seed(t, store, u, "ops@example.org")
	}
	ctx, cancel := context.WithTimeout(context.Background(), lambdaTimeout)
	defer cancel()
	start := time.Now()
	sum, err := recheck.Run(ctx, recheck.Config{Store: store, Inspector: fake, Concurrency: recheck.DefaultConcurrency})
	if err != nil {
		t.Fatal(err)
	}
	return sum, fake, time.Since(start)
}

// TestScale runs 1,000 subscribed servers at concurrency 16 with a
// simulated inspection time, and checks that every server is checked and
// that the job keeps 16 inspections in flight. It logs the job's own cost
// (the run's time beyond n×latency/16) but asserts no time: BenchmarkRun
// measures the full-size run at 1 s per server.
func TestScale(t *testing.T) {
	const n = 1000
	latency := 20 * time.Millisecond
	sum, fake, elapsed := scaleRun(t, n, latency)
	ideal := time.Duration(n) * latency / recheck.DefaultConcurrency
	overhead := elapsed - ideal
	t.Logf("%d servers at %v each, concurrency %d: %v (ideal %v, job cost %v); %+v", n, latency, recheck.DefaultConcurrency, elapsed.Round(time.Millisecond), ideal, overhead.Round(time.Millisecond), sum)
	if !sum.Complete || sum.Checked != n || sum.Failed != 0 {
		t.Fatalf("summary %+v", sum)
	}
	if fake.maxInflight != recheck.DefaultConcurrency {
		t.Errorf("at most %d inspections in flight, want %d", fake.maxInflight, recheck.DefaultConcurrency)
	}
}

// BenchmarkRun is the full-size proof: 1,000 servers at 1 s each.
//
//	go test -run '^$' -bench BenchmarkRun -benchtime 1x ./shared/recheck
func BenchmarkRun(b *testing.B) {
	for range b.N {
		sum, _, elapsed := scaleRun(b, 1000, time.Second)
		if !sum.Complete || sum.Checked != 1000 {
			b.Fatalf("summary %+v", sum)
		}
		b.ReportMetric(elapsed.Seconds(), "s/run")
		b.ReportMetric(float64(sum.Checked)/elapsed.Seconds(), "servers/s")
	}
}
