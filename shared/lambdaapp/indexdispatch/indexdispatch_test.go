package indexdispatch_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"

	"github.com/usefulweb/mcp-server-explorer/internal/registrytest"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexdispatch"
	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestConfig(t *testing.T) {
	creds := map[string]string{"AWS_REGION": "eu-west-1", "AWS_ACCESS_KEY_ID": "k", "AWS_SECRET_ACCESS_KEY": "s"}
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	_, err := indexdispatch.NewHandler(env(map[string]string{
		"EXPLORER_INDEX_QUEUE_URL": "sqs.example", "EXPLORER_INDEX_REGISTRY": "ftp://r", "EXPLORER_SQS_ENDPOINT": "http://h/?q",
	}), logger)
	for _, v := range []string{"EXPLORER_INDEX_QUEUE_URL", "EXPLORER_INDEX_REGISTRY", "EXPLORER_SQS_ENDPOINT"} {
		if err == nil || !strings.Contains(err.Error(), v) {
			t.Errorf("error %v does not name %s", err, v)
		}
	}
	good := map[string]string{"EXPLORER_INDEX_QUEUE_URL": "https://sqs.eu-west-1.amazonaws.com/123456789012/q"}
	if _, err := indexdispatch.NewHandler(env(good), logger); err == nil || !strings.Contains(err.Error(), "AWS_REGION") {
		t.Errorf("without AWS variables: %v", err)
	}
	for k, v := range creds {
		good[k] = v
	}
	if h, err := indexdispatch.NewHandler(env(good), logger); err != nil || h == nil {
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
		q.jobs[0].ID != "ev-1 io.example/a" || q.jobs[1].ID != "ev-1 io.example/b" || !q.jobs[1].Remove {
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
