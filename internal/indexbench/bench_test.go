package indexbench

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/internal/registrytest"
	"github.com/usefulweb/mcp-server-explorer/internal/sqstest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexdispatch"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexworker"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/sqsqueue"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

var (
	servers   = flag.Int("index-servers", 1000, "registry servers in BenchmarkIndex1000")
	perHost   = flag.Int("index-per-host", 1, "servers sharing one host in BenchmarkIndex1000")
	listDelay = flag.Duration("index-list-delay", time.Second, "how long each server's tools/list takes in BenchmarkIndex1000")
)

// The projection's target: the registry's size and the template's
// largest planned IndexMaxConcurrency.
const projectedServers, projectedConcurrency = 20000, 100

// BenchmarkIndex1000 indexes 1,000 registry servers end to end, as on
// AWS, twice: "first" into an empty table, then "again" as a scheduled
// re-index of the same servers. The index-dispatch handler pages a
// loopback registry (official v0.1 shapes, 100 per page) and sends one
// message per server with SendMessageBatch to a queue in moto; the
// inspect-worker handler, run as the event source mapping would (Mapping:
// batch size 1 as in template.yaml, at most 16 or 64 instances), inspects
// each server through the explorer's connect path, probes included, and
// stores it in DynamoDB Local, taking each host's lease in the same table
// as on AWS. Each server is a go-sdk server alone on its own loopback
// address, so per-host politeness (the lease, 2 s per host) applies but
// waits only for a copy of a message moto delivered twice; its tools/list
// takes 1 s. With -index-per-host k, k servers share each host, and the
// lease makes them wait their turns. The servers count their own
// inspections: one per pass, or the run fails.
//
//	go test -run '^$' -bench Index1000 -benchtime 1x ./internal/indexbench
func BenchmarkIndex1000(b *testing.B) {
	for _, conc := range []int{16, 64} {
		b.Run(fmt.Sprintf("concurrency=%d", conc), func(b *testing.B) {
			e := newEnv(b, *servers, *perHost, *listDelay)
			for _, pass := range []string{"first", "again"} {
				b.Run(pass, func(b *testing.B) {
					for range b.N {
						e.reindex(b, conc, b.ReportMetric)
					}
				})
			}
		})
	}
}

// env is one fleet, its registry and a table in DynamoDB Local.
type env struct {
	n          int
	fleet      *Fleet
	registry   *registrytest.Registry
	sqs        *sqs.Client
	sqsCount   *RequestCounter
	table      store.Store
	tableCalls func() int64
}

func newEnv(b testing.TB, n, perHost int, listDelay time.Duration) *env {
	backends.Endpoint(b, "make test and make bench-index start DynamoDB Local and moto")
	if os.Getenv(notifytest.MotoVar) == "" {
		testenv.Missing(b, notifytest.MotoVar+" is unset; make test and make bench-index start moto and DynamoDB Local")
	}
	dyn, calls := backends.Dynamo(b)
	moto := notifytest.Moto(b)
	e := &env{n: n, fleet: NewFleet(b, n, perHost, listDelay), sqsCount: &RequestCounter{}, table: dyn, tableCalls: calls.Calls}
	var regServers []registrytest.Server
	for i, u := range e.fleet.URLs {
		regServers = append(regServers, registrytest.Server{Name: fmt.Sprintf("io.example/s%05d", i), Version: "1.0.0",
			Description: "bench", Remotes: []registrytest.Remote{registrytest.Streamable(u)}})
	}
	e.registry = registrytest.New(b, 100, regServers...)
	e.sqs = sqs.NewFromConfig(moto.AWSConfig(), func(o *sqs.Options) { o.BaseEndpoint = aws.String(moto.Endpoint) }, e.sqsCount.ClientOption)
	return e
}

// reindex runs one pass over these servers: every server is inspected
// once more. It reports what it measured to report.
func (e *env) reindex(b testing.TB, conc int, report func(value float64, unit string)) {
	n, fleet := e.n, e.fleet
	before := make([]int, n)
	for i := range n {
		before[i] = fleet.Inspections(i)
	}
	// A fresh queue: moto goes on with the long polls of a pass's
	// consumers after they are cancelled, and they would take messages
	// of the next. A message reported as failed comes back after the
	// visibility timeout, 30 s here instead of the template's 720 s.
	queueURL := sqstest.New(b).URL
	if _, err := e.sqs.SetQueueAttributes(b.Context(), &sqs.SetQueueAttributesInput{QueueUrl: aws.String(queueURL),
		Attributes: map[string]string{string(types.QueueAttributeNameVisibilityTimeout): "30"}}); err != nil {
		b.Fatal(err)
	}
	e.sqsCount.reset()
	st := &countingStore{Store: e.table}
	requeue := &countingRequeuer{next: sqsqueue.New(e.sqs, queueURL)}
	var warnings syncBuffer
	logger := slog.New(slog.NewTextHandler(&warnings, &slog.HandlerOptions{Level: slog.LevelWarn}))
	dispatch := indexdispatch.New(&registry.Client{BaseURL: e.registry.URL, HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true})},
		sqsqueue.New(e.sqs, queueURL), logger)
	mapping := &Mapping{Client: e.sqs, QueueURL: queueURL, Concurrency: conc, BatchSize: 1,
		NewHandler: func() func(context.Context, events.SQSEvent) (events.SQSEventResponse, error) {
			// As indexworker.NewHandler wires it on AWS (the per-host
			// lease in the table, busy hosts' jobs requeued), with the
			// SSRF policy exempting exactly the fleet's listeners.
			ex := &explorer.Explorer{Store: st, Policy: serverurl.Policy{AllowAddr: fleet.Allow},
				Inspector: &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowAddr: fleet.Allow}),
					Cache: explorer.GenerationCache{Store: st}, Probes: true}}
			return indexworker.Serve(indexworker.Workers{
				Index:   &index.Worker{Store: st, Inspector: ex, Gate: indexworker.HostLease(st)},
				Requeue: requeue,
			}, logger)
		}}
	callsBefore := e.tableCalls()

	ctx, cancel := context.WithCancel(b.Context())
	defer cancel()
	consumed := make(chan error, 1)
	start := time.Now()
	go func() { consumed <- mapping.Run(ctx) }()
	res, err := dispatch(ctx, events.EventBridgeEvent{ID: fmt.Sprintf("bench-%d", time.Now().UnixNano())})
	dispatchTime := time.Since(start)
	if err != nil || res.Sent != n {
		b.Fatalf("dispatch: sent %d of %d: %v", res.Sent, n, err)
	}
	tick := time.NewTicker(5 * time.Millisecond)
	defer tick.Stop()
	stalled := time.NewTimer(2 * time.Minute)
	defer stalled.Stop()
	// A job whose host stayed busy comes back as a new message.
	for done := 0; done < res.Sent+int(requeue.n.Load()); {
		if d := mapping.Done(); d > done {
			done = d
			stalled.Reset(2 * time.Minute)
		}
		select {
		case <-stalled.C:
			b.Fatalf("no message done for 2 minutes, %d of %d done; warnings:\n%s", done, res.Sent, warnings.String())
		case err := <-consumed:
			b.Fatalf("consumer stopped after %d messages: %v", mapping.Done(), err)
		case <-tick.C:
		}
	}
	wall := time.Since(start)
	cancel()
	if err := <-consumed; err != nil {
		b.Fatal(err)
	}

	var duplicates, missing int
	for i := range n {
		switch k := fleet.Inspections(i) - before[i] - 1; {
		case k < 0:
			missing -= k
		case k > 0:
			duplicates += k
		}
	}
	entries, _, err := index.List(context.Background(), e.table)
	if err != nil {
		b.Fatal(err)
	}
	stored := 0
	for _, en := range entries {
		if en.Status == index.StatusOK && en.Tools == 2 && en.CheckedAt.After(start) {
			stored++
		} else {
			b.Logf("not stored by this pass: %+v", en)
		}
	}

	perServer := func(v int64) float64 { return float64(v) / float64(n) }
	report(wall.Seconds(), "wall-s")
	report(dispatchTime.Seconds(), "dispatch-s")
	report(float64(n)/wall.Seconds(), "servers/s")
	report(float64(res.Sent), "messages-sent")
	report(float64(e.sqsCount.Total()), "sqs-requests")
	report(float64(st.writes.Load()), "ddb-writes")
	report(float64(duplicates), "duplicate-inspections")
	report(float64(requeue.n.Load()), "requeued")
	report(float64(mapping.Redeliveries()), "redeliveries")
	report(float64(mapping.Failed()), "failed-messages")
	report(mapping.MeanInvocation().Seconds(), "invocation-s")
	// Each instance's time per message, from the run's throughput: the
	// invocation plus the receive and delete around it and any wait for
	// the dispatcher.
	cycle := time.Duration(float64(wall) * float64(conc) / float64(n))
	report(cycle.Seconds(), "cycle-s")
	report(projection(projectedServers, projectedConcurrency, cycle).Seconds(), "projected-20k-at-100-s")
	report(perServer(mapping.Invocations()), "invocations/server")
	report(perServer(e.sqsCount.Total()), "sqs-requests/server")
	report(perServer(st.writes.Load()), "ddb-writes/server")
	report(perServer(st.reads.Load()), "ddb-reads/server")
	b.Logf("%d servers at concurrency %d: %.1f s (dispatch %.2f s), %d invocations of %.2f s on average, SQS %s, DynamoDB %d writes %d reads %d calls, %d requeued, %d redeliveries, %d duplicate and %d missing inspections, %d stored",
		n, conc, wall.Seconds(), dispatchTime.Seconds(), mapping.Invocations(), mapping.MeanInvocation().Seconds(), e.sqsCount,
		st.writes.Load(), st.reads.Load(), e.tableCalls()-callsBefore, requeue.n.Load(), mapping.Redeliveries(), duplicates, missing, stored)
	if w := warnings.String(); w != "" {
		b.Logf("warnings (a failed message is retried):\n%s", w)
	}
	// A message SQS (here moto) delivers to two instances at once is
	// inspected by one: the other waits for the host's lease and finds the
	// job done. Only a message reported as failed may inspect again.
	if duplicates > int(mapping.Failed()) || missing > 0 || stored != n {
		b.Fatalf("%d duplicate inspections (%d redeliveries, %d failed messages), %d missing, %d of %d servers stored",
			duplicates, mapping.Redeliveries(), mapping.Failed(), missing, stored, n)
	}
}

// projection is how long n servers take at concurrency c when each
// instance spends perMessage per message: the mapping's ramp-up (5
// instances, then up to 300 more per minute), then the queue drains at c
// per perMessage.
func projection(n, c int, perMessage time.Duration) time.Duration {
	ramp := time.Duration(float64(c-5) / 300 * float64(time.Minute))
	return ramp + time.Duration(float64(n)/float64(c)*float64(perMessage))
}

// TestIndexEndToEnd runs the benchmark's two passes small and fast, so
// that make test keeps the benchmark working: 12 servers answering in
// 20 ms, 4 instances.
func TestIndexEndToEnd(t *testing.T) {
	e := newEnv(t, 12, 1, 20*time.Millisecond)
	for range 2 {
		e.reindex(t, 4, func(float64, string) {})
	}
}

// syncBuffer is a bytes.Buffer for concurrent writers.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// countingRequeuer counts the jobs put back on the queue.
type countingRequeuer struct {
	next indexworker.Requeuer
	n    atomic.Int64
}

func (c *countingRequeuer) SendDelayed(ctx context.Context, body string, delay time.Duration) error {
	err := c.next.SendDelayed(ctx, body, delay)
	if err == nil {
		c.n.Add(1)
	}
	return err
}

// countingStore counts a store's reads and writes.
type countingStore struct {
	store.Store
	reads, writes atomic.Int64
}

func (c *countingStore) Get(ctx context.Context, k store.Key) (store.Item, error) {
	c.reads.Add(1)
	return c.Store.Get(ctx, k)
}

func (c *countingStore) Put(ctx context.Context, it store.Item, v int64) (int64, error) {
	c.writes.Add(1)
	return c.Store.Put(ctx, it, v)
}

func (c *countingStore) Add(ctx context.Context, k store.Key, delta int64, exp time.Time) (int64, error) {
	c.writes.Add(1)
	return c.Store.Add(ctx, k, delta, exp)
}

func (c *countingStore) Delete(ctx context.Context, k store.Key) error {
	c.writes.Add(1)
	return c.Store.Delete(ctx, k)
}
