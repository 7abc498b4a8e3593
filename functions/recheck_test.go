package functions_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/lambdarun"
	"github.com/usefulweb/mcp-server-explorer/internal/sqstest"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/schedule"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

// checkRecheck: the scheduled recheck, the subscriptions' dispatcher,
// sends one recheck job per subscribed server in DynamoDB Local to a queue
// in moto; the worker runs those messages, delivered twice. Its SSRF
// policy refuses the loopback servers before any dial: each server's
// failure is stored once, and the second delivery is a duplicate.
func checkRecheck(t *testing.T, payload []byte, worker *lambdarun.Emulator, endpoint, table string) {
	q := sqstest.New(t)
	st := indexStore(t, endpoint, table)
	urls := []string{"http://127.0.0.1:1/mcp", "http://127.0.0.2:1/mcp"}
	var want []string
	var ev events.EventBridgeEvent
	decode(t, payload, &ev)
	for _, u := range urls {
		key, exp := serverurl.Key(u), time.Now().Add(time.Hour)
		sub, _ := json.Marshal(map[string]any{"email": "ops@example.net", "base": domain, "confirmedAt": time.Now()})
		srv, _ := json.Marshal(map[string]string{"url": u})
		for k, v := range map[store.Key][]byte{{PK: "sub#srv#" + key, SK: "subscriber-1"}: sub, {PK: "sub#servers", SK: key}: srv} {
			if _, err := st.Put(t.Context(), store.Item{Key: k, Value: v, ExpiresAt: exp}, 0); err != nil {
				t.Fatal(err)
			}
		}
	}
	// Every subscribed server in the table, these and any an earlier
	// event's test left.
	listed, _, err := subscription.Servers(t.Context(), st, "", 100)
	if err != nil {
		t.Fatal(err)
	}
	for _, srv := range listed {
		want = append(want, ev.ID+" "+srv.Key)
	}
	slices.Sort(want)
	em := startFunction(t, "scheduled-recheck", lambdaEnv("scheduled-recheck", 300,
		"EXPLORER_TABLE="+table, "EXPLORER_DYNAMODB_ENDPOINT="+endpoint,
		"EXPLORER_INDEX_QUEUE_URL="+q.URL, "EXPLORER_SQS_ENDPOINT="+q.Endpoint))
	reply, err := em.Invoke(t.Context(), "test-recheck", payload)
	if err != nil {
		t.Fatal(err)
	}
	var res schedule.Result
	decode(t, reply.Body, &res)
	if reply.Status != 200 || res.Sent != len(want) || res.RunID != ev.ID || res.EventTime != ev.Time.UTC().Format(time.RFC3339) {
		t.Fatalf("status %d, result %s", reply.Status, reply.Body)
	}
	if !waitLog(em, `"awsRequestId":"test-recheck"`) {
		t.Errorf("no log line names the invocation:\n%s", em.Logs())
	}
	var sqsEv events.SQSEvent
	var ids []string
	for i, m := range q.Drain(t) {
		var job recheck.Job
		decode(t, []byte(aws.ToString(m.Body)), &job)
		if job.Kind != recheck.JobKind {
			t.Errorf("message %s is not a recheck job", aws.ToString(m.Body))
		}
		ids = append(ids, job.ID)
		sqsEv.Records = append(sqsEv.Records, events.SQSMessage{MessageId: fmt.Sprintf("r-%d", i), Body: aws.ToString(m.Body), EventSource: "aws:sqs"})
	}
	slices.Sort(ids)
	if !slices.Equal(ids, want) {
		t.Fatalf("queue holds %v, want %v", ids, want)
	}
	b, err := json.Marshal(sqsEv)
	if err != nil {
		t.Fatal(err)
	}
	for delivery := 1; delivery <= 2; delivery++ {
		if failed := invokeWorker(t, worker, fmt.Sprintf("test-recheck-worker-%d", delivery), b); len(failed) != 0 {
			t.Errorf("delivery %d: batch item failures %v", delivery, failed)
		}
	}
	for _, id := range ids {
		if !waitLogLine(worker, `"job":"`+id+`"`, `"message":"server not inspected"`, `"failures":1`) ||
			!waitLogLine(worker, `"job":"`+id+`"`, `"outcome":"rechecked"`, `"duplicates":1`) {
			t.Errorf("job %s: no stored failure, or no duplicate on the second delivery:\n%s", id, worker.Logs())
		}
	}
	if strings.Contains(worker.Logs(), `"failures":2`) {
		t.Errorf("a redelivered job counted a second failure:\n%s", worker.Logs())
	}
}

// waitLogLine waits for one log line of em that holds every part.
func waitLogLine(em *lambdarun.Emulator, parts ...string) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, line := range strings.Split(em.Logs(), "\n") {
			found := true
			for _, p := range parts {
				found = found && strings.Contains(line, p)
			}
			if found {
				return true
			}
		}
	}
	return false
}
