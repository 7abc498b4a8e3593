package index_test

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/registrytest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

var simulated = flag.Duration("index-inspection", 20*time.Millisecond, "simulated duration of one inspection in BenchmarkRun")

// slowInspector answers every server after a fixed delay with one tool.
type slowInspector struct{ delay time.Duration }

func (s slowInspector) Inspect(ctx context.Context, u string, _ http.Header) (*explorer.Inspected, error) {
	select {
	case <-time.After(s.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	name := "bench"
	insp := &mcpclient.Inspection{URL: u, ProtocolVersion: "2025-11-25", ServerName: &name,
		Tools: []json.RawMessage{json.RawMessage(`{"name":"echo","description":"Echo the text back.","inputSchema":{"type":"object"}}`)}}
	return explorer.AnalyzeInspection(insp), nil
}

// BenchmarkRun indexes 1,000 servers on 250 hosts (4 each) from a
// loopback registry into bolt, with simulated inspections, at concurrency
// 16 and 64 and a 50 ms pause per host. It reports wall time per run and
// the duplicate inspections (0 expected).
//
//	go test -run '^$' -bench BenchmarkRun -benchtime 1x ./shared/index
func BenchmarkRun(b *testing.B) {
	const n, hosts = 1000, 250
	var servers []registrytest.Server
	for i := range n {
		servers = append(servers, registrytest.Server{Name: fmt.Sprintf("io.example/s%04d", i), Version: "1.0.0", Description: "bench",
			Remotes: []registrytest.Remote{registrytest.Streamable(fmt.Sprintf("https://h%03d.example/%d/mcp", i%hosts, i))}})
	}
	reg := registrytest.New(b, 100, servers...)
	for _, conc := range []int{16, 64} {
		b.Run(fmt.Sprintf("concurrency=%d", conc), func(b *testing.B) {
			for i := range b.N {
				st := backends.Bolt(b)
				w := &index.Worker{Store: st, Inspector: slowInspector{*simulated}, Gate: index.NewHostGate(50 * time.Millisecond)}
				start := time.Now()
				sum, err := index.Run(context.Background(), index.RunConfig{Lister: regClient(reg), Worker: w, Concurrency: conc, Dispatch: index.DispatchOptions{RunID: fmt.Sprint(i)}})
				if err != nil || sum.Outcomes[index.Inspected] != n {
					b.Fatalf("%+v, %v", sum, err)
				}
				b.ReportMetric(time.Since(start).Seconds(), "s/run")
				b.ReportMetric(float64(sum.Outcomes[index.Duplicate]), "duplicates")
			}
		})
	}
}
