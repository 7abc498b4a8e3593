package indexdispatch_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/internal/registrytest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexdispatch"
	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestConfig(t *testing.T) {
	creds := map[string]string{"AWS_REGION": "eu-west-1", "AWS_ACCESS_KEY_ID": "k", "AWS_SECRET_ACCESS_KEY": "s"}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	_, err := indexdispatch.NewHandler(lambdaapp.Config{}, env(map[string]string{
		"EXPLORER_INDEX_QUEUE_URL": "sqs.example", "EXPLORER_INDEX_REGISTRY": "ftp://r", "EXPLORER_SQS_ENDPOINT": "http://h/?q",
		"EXPLORER_INDEX_FULL_EVERY": "daily",
	}), logger)
	for _, v := range []string{"EXPLORER_INDEX_QUEUE_URL", "EXPLORER_INDEX_REGISTRY", "EXPLORER_SQS_ENDPOINT", "EXPLORER_INDEX_FULL_EVERY"} {
		if err == nil || !strings.Contains(err.Error(), v) {
			t.Errorf("error %v does not name %s", err, v)
		}
	}
	good := map[string]string{"EXPLORER_INDEX_QUEUE_URL": "https://sqs.eu-west-1.amazonaws.com/123456789012/q"}
	if _, err := indexdispatch.NewHandler(lambdaapp.Config{}, env(good), logger); err == nil || !strings.Contains(err.Error(), "AWS_REGION") {
		t.Errorf("without AWS variables: %v", err)
	}
	for k, v := range creds {
		good[k] = v
	}
	if h, err := indexdispatch.NewHandler(lambdaapp.Config{}, env(good), logger); err != nil || h == nil {
		t.Errorf("NewHandler = %v", err)
	}
}

// queue records what it is sent and may fail after taking some.
type queue struct {
	jobs []index.Job
	take int // jobs taken before err; -1: all
	err  error
}

func (q *queue) Send(_ context.Context, jobs []index.Job) (int, error) {
	if q.take < 0 {
		q.jobs = append(q.jobs, jobs...)
		return len(jobs), nil
	}
	q.jobs = append(q.jobs, jobs[:q.take]...)
	return q.take, q.err
}

func TestDispatch(t *testing.T) {
	reg := registrytest.New(t, 1,
		registrytest.Server{Name: "io.example/a", Version: "1", Remotes: []registrytest.Remote{registrytest.Streamable("https://a.example/mcp")}},
		registrytest.Server{Name: "io.example/b", Version: "1"},
	)
	lister := &registry.Client{BaseURL: reg.URL, HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true})}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))

	q := &queue{take: -1}
	res, err := indexdispatch.New(lister, q, logger)(t.Context(), events.EventBridgeEvent{ID: "ev-1"})
	if err != nil || res.Sent != 2 || res.Pages != 2 || res.RunID != "ev-1" || len(q.jobs) != 2 ||
		q.jobs[0].ID != "ev-1 io.example/b" || !q.jobs[0].Remove || q.jobs[1].ID != "ev-1 io.example/a" { // removals first, then round-robin over hosts
		t.Errorf("result %+v, %v; jobs %+v", res, err, q.jobs)
	}

	// A queue that fails part way: the error and the count of those sent.
	q = &queue{take: 1, err: errors.New("throttled")}
	res, err = indexdispatch.New(lister, q, logger)(t.Context(), events.EventBridgeEvent{})
	if err == nil || res.Sent != 1 || res.RunID == "" {
		t.Errorf("failing queue: %+v, %v", res, err)
	}

	// An unreadable registry: nothing is sent.
	q = &queue{take: -1}
	bad := &registry.Client{BaseURL: reg.URL + "/nowhere", HTTP: lister.HTTP}
	if _, err := indexdispatch.New(bad, q, logger)(t.Context(), events.EventBridgeEvent{ID: "ev-2"}); err == nil || len(q.jobs) != 0 {
		t.Errorf("registry failure: %v, %d jobs sent", err, len(q.jobs))
	}
}

// TestIncremental: with a mark store, the first run is full, the next
// read only what the registry changed since the last run's start (less
// Overlap), deleted entries included, until FullEvery has passed; a run
// whose jobs did not all go leaves the mark where it was.
func TestIncremental(t *testing.T) {
	for name, st := range backends.All(t) {
		t.Run(name, func(t *testing.T) {
			t0 := time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)
			reg := registrytest.New(t, 10,
				registrytest.Server{Name: "io.example/old", Version: "1", UpdatedAt: t0.Add(-48 * time.Hour), Remotes: []registrytest.Remote{registrytest.Streamable("https://old.example/mcp")}},
				registrytest.Server{Name: "io.example/doomed", Version: "1", UpdatedAt: t0.Add(-48 * time.Hour), Remotes: []registrytest.Remote{registrytest.Streamable("https://doomed.example/mcp")}},
			)
			lister := &registry.Client{BaseURL: reg.URL, HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true})}
			now := t0
			q := &queue{take: -1}
			h := indexdispatch.NewWith(indexdispatch.Config{Lister: lister, Queue: q, Marks: st, FullEvery: 24 * time.Hour,
				Now: func() time.Time { return now }, Logger: slog.New(slog.DiscardHandler)})
			run := func(id string) (indexdispatch.Result, []string) {
				t.Helper()
				q.jobs = nil
				res, err := h(t.Context(), events.EventBridgeEvent{ID: id})
				var got []string
				for _, j := range q.jobs {
					got = append(got, fmt.Sprintf("%s remove=%v", j.Name, j.Remove))
				}
				if err != nil && q.err == nil {
					t.Fatalf("%s: %v", id, err)
				}
				return res, got
			}
			lastQuery := func() string { qs := reg.Queries(); return qs[len(qs)-1] }

			if res, got := run("ev-1"); !res.Full || res.UpdatedSince != "" || len(got) != 2 || strings.Contains(lastQuery(), "updated_since") {
				t.Fatalf("first run: %+v %v, query %s", res, got, lastQuery())
			}
			// The registry adds one server and deletes another.
			now = t0.Add(time.Hour)
			reg.Set(
				registrytest.Server{Name: "io.example/old", Version: "1", UpdatedAt: t0.Add(-48 * time.Hour), Remotes: []registrytest.Remote{registrytest.Streamable("https://old.example/mcp")}},
				registrytest.Server{Name: "io.example/doomed", Version: "1", Status: "deleted", UpdatedAt: t0.Add(30 * time.Minute), Remotes: []registrytest.Remote{registrytest.Streamable("https://doomed.example/mcp")}},
				registrytest.Server{Name: "io.example/new", Version: "1", UpdatedAt: t0.Add(40 * time.Minute), Remotes: []registrytest.Remote{registrytest.Streamable("https://new.example/mcp")}},
			)
			res, got := run("ev-2")
			since := t0.Add(-indexdispatch.Overlap).Format(time.RFC3339)
			if res.Full || res.UpdatedSince != since || !slices.Equal(got, []string{"io.example/doomed remove=true", "io.example/new remove=false"}) {
				t.Errorf("incremental run: %+v %v", res, got)
			}
			if q := lastQuery(); !strings.Contains(q, "updated_since="+url.QueryEscape(since)) || !strings.Contains(q, "include_deleted=true") {
				t.Errorf("incremental query %s", q)
			}
			// A queue failure: the mark stays, the next run reads from it.
			now = t0.Add(2 * time.Hour)
			q.take, q.err = 0, errors.New("throttled")
			run("ev-3")
			q.take, q.err = -1, nil
			if res, _ := run("ev-4"); res.Full || res.UpdatedSince != t0.Add(time.Hour-indexdispatch.Overlap).Format(time.RFC3339) {
				t.Errorf("after a failed run: %+v; want updated_since from ev-2's start", res)
			}
			// A day after the first full run: full again.
			now = t0.Add(25 * time.Hour)
			if res, got := run("ev-5"); !res.Full || len(got) != 3 || strings.Contains(lastQuery(), "updated_since") {
				t.Errorf("daily full run: %+v %v", res, got)
			}
			now = t0.Add(26 * time.Hour)
			if res, _ := run("ev-6"); res.Full || res.UpdatedSince != t0.Add(25*time.Hour-indexdispatch.Overlap).Format(time.RFC3339) {
				t.Errorf("after the full run: %+v", res)
			}
		})
	}
}
