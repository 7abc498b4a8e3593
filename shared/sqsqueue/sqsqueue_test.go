package sqsqueue_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sqs"
	"github.com/aws/aws-sdk-go-v2/service/sqs/types"

	"github.com/usefulweb/mcp-server-explorer/internal/sqstest"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/sqsqueue"
)

func jobs(n int, server []byte) []index.Job {
	var out []index.Job
	for i := range n {
		name := fmt.Sprintf("io.example/s%02d", i)
		out = append(out, index.Job{ID: "run " + name, Name: name, Server: server,
			Claims: index.Claims{Version: "1.0.0", RemoteType: "streamable-http", URL: "https://" + fmt.Sprint(i) + ".example.com/mcp"}})
	}
	return out
}

// TestSendMoto: 25 jobs reach a real SQS API (moto) as 25 messages, each
// one job's JSON.
func TestSendMoto(t *testing.T) {
	q := sqstest.New(t)
	want := jobs(25, json.RawMessage(`{"name":"x"}`))
	sent, err := sqsqueue.New(q.Client, q.URL).Send(t.Context(), want)
	if err != nil || sent != 25 {
		t.Fatalf("Send = %d, %v; want 25", sent, err)
	}
	var got []string
	for _, m := range q.Drain(t) {
		var j index.Job
		if err := json.Unmarshal([]byte(aws.ToString(m.Body)), &j); err != nil {
			t.Fatal(err)
		}
		if string(j.Server) != `{"name":"x"}` || j.Claims.URL == "" {
			t.Errorf("job %+v lost fields", j)
		}
		got = append(got, j.ID)
	}
	slices.Sort(got)
	var ids []string
	for _, j := range want {
		ids = append(ids, j.ID)
	}
	if !slices.Equal(got, ids) {
		t.Errorf("received %v, want %v", got, ids)
	}
}

// recorder is an SQS client that records the batches and refuses the
// entries listed in fail on their first attempt.
type recorder struct {
	mu      sync.Mutex
	batches [][]string
	fail    map[string]bool // bodies refused once
	sender  bool            // refusals are the sender's fault
}

func (r *recorder) SendMessageBatch(_ context.Context, in *sqs.SendMessageBatchInput, _ ...func(*sqs.Options)) (*sqs.SendMessageBatchOutput, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	var bodies []string
	out := &sqs.SendMessageBatchOutput{}
	for _, e := range in.Entries {
		bodies = append(bodies, aws.ToString(e.MessageBody))
		if r.fail[aws.ToString(e.MessageBody)] {
			if !r.sender {
				delete(r.fail, aws.ToString(e.MessageBody))
			}
			out.Failed = append(out.Failed, types.BatchResultErrorEntry{Id: e.Id, Code: aws.String("InternalError"), SenderFault: r.sender})
			continue
		}
		out.Successful = append(out.Successful, types.SendMessageBatchResultEntry{Id: e.Id})
	}
	r.batches = append(r.batches, bodies)
	return out, nil
}

func body(t *testing.T, j index.Job) string {
	b, err := json.Marshal(j)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestBatching: at most 10 entries and 256 KiB per call; a job too big
// with its registry document goes without it.
func TestBatching(t *testing.T) {
	big := json.RawMessage(`"` + strings.Repeat("a", 100<<10) + `"`)
	huge := json.RawMessage(`"` + strings.Repeat("a", 300<<10) + `"`)
	js := append(jobs(21, nil), jobs(3, big)...)
	js = append(js, jobs(1, huge)...)
	r := &recorder{}
	sent, err := sqsqueue.New(r, "http://q").Send(t.Context(), js)
	if err != nil || sent != len(js) {
		t.Fatalf("Send = %d, %v; want %d", sent, err, len(js))
	}
	var sizes []int
	total := 0
	for _, b := range r.batches {
		n := 0
		for _, m := range b {
			n += len(m)
		}
		if len(b) > sqsqueue.BatchSize || n > sqsqueue.MaxBatchBytes {
			t.Errorf("batch of %d entries, %d bytes", len(b), n)
		}
		sizes = append(sizes, len(b))
		total += len(b)
	}
	// 21 small: 10, 10, then 1 small + 2 big (~200 KiB), then 1 big and
	// the huge one stripped of its document.
	if !slices.Equal(sizes, []int{10, 10, 3, 2}) || total != len(js) {
		t.Errorf("batch sizes %v", sizes)
	}
	last := r.batches[len(r.batches)-1]
	var j index.Job
	if err := json.Unmarshal([]byte(last[len(last)-1]), &j); err != nil || j.Server != nil || j.Name != "io.example/s00" {
		t.Errorf("huge job sent as %+v (%v), want it without its document", j.Name, err)
	}
}

// TestRetries: entries SQS refuses as its own fault are sent again; those
// refused as the sender's fault are reported, and the count says how many
// went.
func TestRetries(t *testing.T) {
	js := jobs(5, nil)
	r := &recorder{fail: map[string]bool{body(t, js[1]): true, body(t, js[3]): true}}
	if sent, err := sqsqueue.New(r, "http://q").Send(t.Context(), js); err != nil || sent != 5 || len(r.batches) != 2 || len(r.batches[1]) != 2 {
		t.Errorf("server faults: Send = %d, %v after batches %d; want 5 sent in 2 calls", sent, err, len(r.batches))
	}
	r = &recorder{fail: map[string]bool{body(t, js[2]): true}, sender: true}
	sent, err := sqsqueue.New(r, "http://q").Send(t.Context(), js)
	if err == nil || sent != 4 || len(r.batches) != 1 || !strings.Contains(err.Error(), "1 of 5 messages not sent") {
		t.Errorf("sender fault: Send = %d, %v after %d calls; want 4 and an error, no retry", sent, err, len(r.batches))
	}
}

// TestSendJSONAndDelayed: other jobs go as their JSON; a message sent
// back with a delay stays invisible until the delay ends (moto).
func TestSendJSONAndDelayed(t *testing.T) {
	q := sqstest.New(t)
	queue := sqsqueue.New(q.Client, q.URL)
	type job struct {
		Kind string `json:"kind"`
		ID   string `json:"id"`
	}
	if sent, err := sqsqueue.SendJSON(t.Context(), queue, []job{{"recheck", "a"}, {"recheck", "b"}}); err != nil || sent != 2 {
		t.Fatalf("SendJSON = %d, %v", sent, err)
	}
	var got []string
	for _, m := range q.Drain(t) {
		got = append(got, aws.ToString(m.Body))
	}
	slices.Sort(got)
	if !slices.Equal(got, []string{`{"kind":"recheck","id":"a"}`, `{"kind":"recheck","id":"b"}`}) {
		t.Errorf("received %q", got)
	}
	if err := queue.SendDelayed(t.Context(), `{"id":"later"}`, time.Hour); err != nil {
		t.Fatal(err)
	}
	if msgs := q.Drain(t); len(msgs) != 0 {
		t.Errorf("a delayed message was visible at once: %d messages", len(msgs))
	}
	out, err := q.Client.GetQueueAttributes(t.Context(), &sqs.GetQueueAttributesInput{QueueUrl: aws.String(q.URL),
		AttributeNames: []types.QueueAttributeName{types.QueueAttributeNameApproximateNumberOfMessagesDelayed}})
	if err != nil || out.Attributes["ApproximateNumberOfMessagesDelayed"] != "1" {
		t.Errorf("delayed messages %v, %v; want 1", out.Attributes, err)
	}
}
