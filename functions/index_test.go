package functions_test

import (
	"context"
	"encoding/json"
	"fmt"

	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"

	"github.com/usefulweb/mcp-server-explorer/functions/internal/lambdarun"
	"github.com/usefulweb/mcp-server-explorer/internal/registrytest"
	"github.com/usefulweb/mcp-server-explorer/internal/sqstest"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/indexdispatch"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// The index's functions under the emulator. The worker runs with its
// production SSRF policy, which refuses loopback, so here every server it
// gets is refused before any dial and stored as failed (a real inspection
// of a go-sdk server on loopback is shared/lambdaapp/indexworker's test,
// in process, with the same wiring and a loopback exemption).

func indexStore(t *testing.T, endpoint, table string) store.Store {
	return dynamostore.New(dynamostore.NewLocalClient(endpoint), table)
}

// invokeWorker sends an SQS event to the worker and returns the ids of the
// messages it reported as failed.
func invokeWorker(t *testing.T, em *lambdarun.Emulator, id string, payload []byte) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 60*time.Second)
	defer cancel()
	reply, err := em.Invoke(ctx, id, payload)
	if err != nil {
		t.Fatal(err)
	}
	var res events.SQSEventResponse
	decode(t, reply.Body, &res)
	if reply.Status != 200 || res.BatchItemFailures == nil {
		t.Fatalf("status %d: %s", reply.Status, reply.Body)
	}
	var failed []string
	for _, f := range res.BatchItemFailures {
		failed = append(failed, f.ItemIdentifier)
	}
	return failed
}

func detail(t *testing.T, st store.Store, name string) (index.Detail, bool) {
	t.Helper()
	d, ok, err := index.Get(t.Context(), st, name)
	if err != nil {
		t.Fatal(err)
	}
	return d, ok
}

// checkInspectWorker: events/inspect-worker-sqs.json holds an inspect job
// for the Lambda runtime API's address, a remove job (without a kind, as
// index jobs were first sent), a body that is no job, and a recheck job
// for a subscription to the runtime API's address. The first is refused by
// the SSRF policy and stored as a failed check, the second drops its
// server, the third is the only batch item failure, the fourth stores its
// server's failure. Delivered again, nothing is counted twice.
func checkInspectWorker(t *testing.T, em *lambdarun.Emulator, payload []byte, endpoint, table string) {
	st := indexStore(t, endpoint, table)
	for _, pk := range []string{"idx#entry", "idx#detail"} {
		v := `{"name":"io.example/gone"}`
		if pk == "idx#detail" {
			v = `{"entry":{"name":"io.example/gone"}}`
		}
		if _, err := st.Put(t.Context(), store.Item{Key: store.Key{PK: pk, SK: "io.example/gone"}, Value: []byte(v), ExpiresAt: time.Now().Add(time.Hour)}, 0); err != nil {
			t.Fatal(err)
		}
	}
	subscribed := "http://127.0.0.1:9001/mcp"
	for k, v := range map[store.Key]string{
		{PK: "sub#servers", SK: serverurl.Key(subscribed)}:               `{"url":"` + subscribed + `"}`,
		{PK: "sub#srv#" + serverurl.Key(subscribed), SK: "subscriber-1"}: `{"email":"ops@example.net","base":"https://explorer.example.org"}`,
	} {
		if _, err := st.Put(t.Context(), store.Item{Key: k, Value: []byte(v), ExpiresAt: time.Now().Add(time.Hour)}, 0); err != nil {
			t.Fatal(err)
		}
	}
	var ev events.SQSEvent
	decode(t, payload, &ev)
	for delivery := 1; delivery <= 2; delivery++ {
		failed := invokeWorker(t, em, fmt.Sprintf("test-worker-%d", delivery), payload)
		if !slices.Equal(failed, []string{ev.Records[2].MessageId}) {
			t.Errorf("delivery %d: batch item failures %v, want only the message that is no job", delivery, failed)
		}
		d, ok := detail(t, st, "io.example/private-remote")
		if !ok || d.Entry.Status != index.StatusFailed || d.Entry.Checks != 1 || !strings.Contains(d.Entry.Error, "loopback") {
			t.Errorf("delivery %d: private-remote stored %v as %+v", delivery, ok, d.Entry)
		}
		if _, ok := detail(t, st, "io.example/gone"); ok {
			t.Errorf("delivery %d: io.example/gone is still in the index", delivery)
		}
	}
	entries, _, err := index.List(t.Context(), st)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name)
	}
	if err != nil || !slices.Contains(names, "io.example/private-remote") || slices.Contains(names, "io.example/gone") {
		t.Errorf("listing = %v, %v", names, err)
	}
	for _, want := range []string{`"outcome":"failed"`, `"outcome":"duplicate"`, `"outcome":"removed"`, `"message":"job failed"`} {
		if !waitLog(em, want) {
			t.Errorf("no log line with %s:\n%s", want, em.Logs())
		}
	}
	var job struct{ ID string }
	decode(t, []byte(ev.Records[3].Body), &job)
	recheckJob := `"job":"` + job.ID + `"`
	if !waitLogLine(em, recheckJob, `"message":"server not inspected"`, `"failures":1`, `"code":"upstream-unreachable"`) ||
		!waitLogLine(em, recheckJob, `"outcome":"rechecked"`, `"duplicates":1`) {
		t.Errorf("the recheck job: no stored failure, or no duplicate on the second delivery:\n%s", em.Logs())
	}
}

// checkIndexDispatch: the dispatcher pages a local registry and sends one
// message per server to a queue in moto; those messages, delivered to the
// worker twice (and dispatched twice from the same event), count once.
func checkIndexDispatch(t *testing.T, payload []byte, worker *lambdarun.Emulator, endpoint, table string) {
	q := sqstest.New(t)
	// The remotes are loopback literals: the dispatcher never dials them
	// and the worker's policy refuses them before any dial.
	servers := []registrytest.Server{
		{Name: "io.example/alpha", Version: "1.0.0", Remotes: []registrytest.Remote{registrytest.Streamable("http://127.0.0.1:1/mcp")}},
		{Name: "io.example/beta", Version: "2.1.0", Remotes: []registrytest.Remote{registrytest.SSE("http://127.0.0.2:1/sse")}},
		{Name: "io.example/gamma", Version: "0.3.0", Remotes: []registrytest.Remote{registrytest.Streamable("http://127.0.0.3:1/mcp")}},
		{Name: "io.example/local-only", Version: "1.0.0"},
		{Name: "io.example/deleted", Version: "1.0.0", Status: "deleted", Remotes: []registrytest.Remote{registrytest.Streamable("http://127.0.0.4:1/mcp")}},
	}
	reg := registrytest.New(t, 2, servers...)
	em := startFunction(t, "index-dispatch", lambdaEnv("index-dispatch", 300,
		"EXPLORER_INDEX_QUEUE_URL="+q.URL, "EXPLORER_INDEX_REGISTRY="+reg.URL, "EXPLORER_SQS_ENDPOINT="+q.Endpoint))
	var ev events.EventBridgeEvent
	decode(t, payload, &ev)

	dispatch := func(id string) []index.Job {
		t.Helper()
		reply, err := em.Invoke(t.Context(), id, payload)
		if err != nil {
			t.Fatal(err)
		}
		var res indexdispatch.Result
		decode(t, reply.Body, &res)
		if reply.Status != 200 || res.Pages != 3 || res.Servers != 5 || res.Remote != 3 || res.Removed != 2 || res.Sent != 5 || res.RunID != ev.ID {
			t.Fatalf("status %d, result %s", reply.Status, reply.Body)
		}
		msgs := q.Drain(t)
		var jobs []index.Job
		for _, m := range msgs {
			var j index.Job
			decode(t, []byte(aws.ToString(m.Body)), &j)
			jobs = append(jobs, j)
		}
		slices.SortFunc(jobs, func(a, b index.Job) int { return strings.Compare(a.Name, b.Name) })
		var got []string
		for _, j := range jobs {
			got = append(got, fmt.Sprintf("%s remove=%v %s %s", j.ID, j.Remove, j.Claims.RemoteType, j.Claims.URL))
		}
		want := []string{
			ev.ID + " io.example/alpha remove=false streamable-http http://127.0.0.1:1/mcp",
			ev.ID + " io.example/beta remove=false sse http://127.0.0.2:1/sse",
			ev.ID + " io.example/deleted remove=true  ",
			ev.ID + " io.example/gamma remove=false streamable-http http://127.0.0.3:1/mcp",
			ev.ID + " io.example/local-only remove=true  ",
		}
		if !slices.Equal(got, want) {
			t.Fatalf("queue holds %d messages:\n%s\nwant:\n%s", len(msgs), strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		return jobs
	}
	st := indexStore(t, endpoint, table)
	deliver := func(id string, jobs []index.Job) {
		t.Helper()
		var sqsEv events.SQSEvent
		for i, j := range jobs {
			b, err := json.Marshal(j)
			if err != nil {
				t.Fatal(err)
			}
			sqsEv.Records = append(sqsEv.Records, events.SQSMessage{MessageId: fmt.Sprintf("%s-%d", id, i), Body: string(b), EventSource: "aws:sqs"})
		}
		b, err := json.Marshal(sqsEv)
		if err != nil {
			t.Fatal(err)
		}
		if failed := invokeWorker(t, worker, id, b); len(failed) != 0 {
			t.Errorf("%s: batch item failures %v", id, failed)
		}
		for _, name := range []string{"io.example/alpha", "io.example/beta", "io.example/gamma"} {
			if d, ok := detail(t, st, name); !ok || d.Entry.Checks != 1 || d.Entry.LastJob != ev.ID+" "+name {
				t.Errorf("%s: %s stored %v as %+v", id, name, ok, d.Entry)
			}
		}
	}
	jobs := dispatch("test-dispatch-1")
	deliver("test-deliver-1", jobs)
	deliver("test-deliver-2", jobs) // SQS's at-least-once: the same messages again
	// The schedule event retried: the same jobs, still counted once.
	deliver("test-deliver-3", dispatch("test-dispatch-2"))
	if _, ok := detail(t, st, "io.example/deleted"); ok {
		t.Error("a deleted server is in the index")
	}

	// With the table, the dispatcher keeps a high-water mark: after a
	// full run, the next reads only what the registry changed since.
	marked := startFunction(t, "index-dispatch", lambdaEnv("index-dispatch", 300,
		"EXPLORER_TABLE="+table, "EXPLORER_DYNAMODB_ENDPOINT="+endpoint,
		"EXPLORER_INDEX_QUEUE_URL="+q.URL, "EXPLORER_INDEX_REGISTRY="+reg.URL, "EXPLORER_SQS_ENDPOINT="+q.Endpoint))
	run := func(id string) indexdispatch.Result {
		t.Helper()
		reply, err := marked.Invoke(t.Context(), id, payload)
		if err != nil {
			t.Fatal(err)
		}
		var res indexdispatch.Result
		decode(t, reply.Body, &res)
		if reply.Status != 200 {
			t.Fatalf("status %d: %s", reply.Status, reply.Body)
		}
		q.Drain(t)
		return res
	}
	if res := run("test-marked-1"); !res.Full || res.Sent != 5 {
		t.Errorf("first run with a table: %+v", res)
	}
	reg.Set(append(servers, registrytest.Server{Name: "io.example/fresh", Version: "1.0.0", UpdatedAt: time.Now().UTC(),
		Remotes: []registrytest.Remote{registrytest.Streamable("http://127.0.0.5:1/mcp")}})...)
	if res := run("test-marked-2"); res.Full || res.Sent != 1 || res.UpdatedSince == "" {
		t.Errorf("second run: %+v; want only the new server", res)
	}
	if qs := reg.Queries(); !strings.Contains(qs[len(qs)-1], "updated_since=") || !strings.Contains(qs[len(qs)-1], "include_deleted=true") {
		t.Errorf("incremental query %s", qs[len(qs)-1])
	}
}
