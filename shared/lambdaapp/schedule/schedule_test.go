package schedule_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambdacontext"

	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/schedule"
	"github.com/usefulweb/mcp-server-explorer/shared/teststores"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

// logLines decodes the JSON lines a logger wrote.
func logLines(t *testing.T, b []byte) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, line := range bytes.Split(bytes.TrimSpace(b), []byte("\n")) {
		var m map[string]any
		if err := json.Unmarshal(line, &m); err != nil {
			t.Fatalf("log line is not JSON: %v: %s", err, line)
		}
		out = append(out, m)
	}
	return out
}

func TestNewHandler(t *testing.T) {
	store, _ := teststores.Dynamo(t)
	var buf bytes.Buffer
	logger := lambdaapp.NewLogger(&buf, env(nil))
	h, err := schedule.NewHandler(lambdaapp.Config{}, lambdaapp.Clients{Store: store}, env(nil), logger)
	if err != nil {
		t.Fatal(err)
	}
	ctx := lambdacontext.NewContext(context.Background(), &lambdacontext.LambdaContext{AwsRequestID: "r-1"})
	got, err := h(ctx, events.EventBridgeEvent{
		ID: "53dc4d37", DetailType: "Scheduled Event", Source: "aws.events",
		Time: time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC),
	})
	if err != nil {
		t.Fatal(err)
	}
	// An empty table: the run reaches the end of a list with no servers.
	if got.EventID != "53dc4d37" || got.EventTime != "2026-11-30T12:00:00Z" || !got.Complete || got.Checked != 0 || got.Failed != 0 {
		t.Errorf("got %+v", got)
	}
	var finished bool
	for _, l := range logLines(t, buf.Bytes()) {
		if l["awsRequestId"] != "r-1" {
			t.Errorf("record without the request id: %v", l)
		}
		finished = finished || l["message"] == "recheck finished" && l["summary"] != nil
	}
	if !finished {
		t.Errorf("no summary logged:\n%s", buf.Bytes())
	}

	long := strings.Repeat("x", 10_000)
	got, _ = h(ctx, events.EventBridgeEvent{ID: long, DetailType: long})
	if len(got.EventID) > 260 || got.EventTime != "" {
		t.Errorf("unbounded or invented fields: id %d bytes, time %q", len(got.EventID), got.EventTime)
	}

	for _, bad := range []map[string]string{
		{"EXPLORER_RECHECK_CONCURRENCY": "0"},
		{"EXPLORER_BASE_URL": "ftp://explorer.example.com"},
	} {
		if _, err := schedule.NewHandler(lambdaapp.Config{}, lambdaapp.Clients{Store: store}, env(bad), logger); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}
