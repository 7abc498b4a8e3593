package index

import (
	"context"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/servercheck"
)

// RunConfig configures a local index run: dispatcher and workers in one
// process.
type RunConfig struct {
	Lister      Lister
	Worker      *Worker
	Dispatch    DispatchOptions
	Concurrency int                                            // jobs in flight; 0 means DefaultConcurrency
	Progress    func(done, total int, job Job, outcome string) // called after each job; may be nil
}

// DefaultConcurrency is the local run's default number of jobs in flight.
const DefaultConcurrency = 8

// RunSummary counts a run's outcomes.
type RunSummary struct {
	Dispatch DispatchStats  `json:"dispatch"`
	Outcomes map[string]int `json:"outcomes"` // by outcome, plus "error" for jobs that could not be stored
	Errors   []string       `json:"errors"`   // at most 20
	Elapsed  string         `json:"elapsed"`
}

// Run dispatches once and handles every job with bounded concurrency. One
// server's failure never stops the others; the error is only the
// dispatcher's (the registry could not be read).
func Run(ctx context.Context, c RunConfig) (RunSummary, error) {
	start := time.Now()
	sum := RunSummary{Outcomes: map[string]int{}, Errors: []string{}}
	jobs, st, err := Dispatch(ctx, c.Lister, c.Dispatch)
	sum.Dispatch = st
	if err != nil {
		return sum, err
	}
	jobs = InterleaveByHost(jobs)
	n := c.Concurrency
	if n <= 0 {
		n = DefaultConcurrency
	}
	var mu sync.Mutex
	done := 0
	queue := make(chan Job)
	var wg sync.WaitGroup
	for range min(n, max(len(jobs), 1)) {
		wg.Go(func() {
			for job := range queue {
				outcome, err := c.Worker.Handle(ctx, job)
				mu.Lock()
				if err != nil {
					outcome = "error"
					if len(sum.Errors) < 20 {
						sum.Errors = append(sum.Errors, job.Name+": "+err.Error())
					}
				}
				sum.Outcomes[outcome]++
				done++
				if c.Progress != nil {
					c.Progress(done, len(jobs), job, outcome)
				}
				mu.Unlock()
			}
		})
	}
feed:
	for _, job := range jobs {
		select {
		case queue <- job:
		case <-ctx.Done():
			break feed
		}
	}
	close(queue)
	wg.Wait()
	sum.Elapsed = time.Since(start).Round(time.Millisecond).String()
	return sum, ctx.Err()
}

// InterleaveByHost orders jobs round-robin over their hosts (removals
// first), so that workers waiting for one busy host's turn do not hold
// up the servers of every other host. The local run and the SQS
// dispatcher both send jobs in this order.
func InterleaveByHost(jobs []Job) []Job {
	out := make([]Job, 0, len(jobs))
	byHost := map[string][]Job{}
	var hosts []string
	for _, j := range jobs {
		if j.Remove {
			out = append(out, j)
			continue
		}
		h := servercheck.Host(j.Claims.URL)
		if _, seen := byHost[h]; !seen {
			hosts = append(hosts, h)
		}
		byHost[h] = append(byHost[h], j)
	}
	for len(out) < len(jobs) {
		for _, h := range hosts {
			if q := byHost[h]; len(q) > 0 {
				out = append(out, q[0])
				byHost[h] = q[1:]
			}
		}
	}
	return out
}
