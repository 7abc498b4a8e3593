package lambdaapp_test

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambdacontext"
	"github.com/aws/aws-sdk-go-v2/aws"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/internal/sqstest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/schedule"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	storeport "github.com/usefulweb/mcp-server-explorer/shared/store"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func TestConfigFromEnv(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		want    lambdaapp.Config
		wantErr []string // substrings of the error, one per invalid variable
	}{
		{"empty", nil, lambdaapp.Config{}, nil},
		{"everything", map[string]string{
			"EXPLORER_TABLE":             " mcp-server-explorer-Table-1A2B3C ",
			"EXPLORER_DYNAMODB_ENDPOINT": "http://127.0.0.1:8000",
			"EXPLORER_EVENT_BUS":         "mcp-server-explorer-changes",
			"EXPLORER_MAIL_FROM":         "explorer@example.com",
			"EXPLORER_SES_ENDPOINT":      "http://127.0.0.1:5000",
		}, lambdaapp.Config{
			Table:            "mcp-server-explorer-Table-1A2B3C",
			DynamoDBEndpoint: "http://127.0.0.1:8000",
			EventBus:         "mcp-server-explorer-changes",
			MailFrom:         "explorer@example.com",
			SESEndpoint:      "http://127.0.0.1:5000",
		}, nil},
		{"every variable invalid", map[string]string{
			"EXPLORER_TABLE":             "t",
			"EXPLORER_DYNAMODB_ENDPOINT": "localhost:8000",
			"EXPLORER_EVENT_BUS":         strings.Repeat("b", 257),
			"EXPLORER_MAIL_FROM":         "Explorer <explorer@example.com>",
			"EXPLORER_SES_ENDPOINT":      "moto",
		}, lambdaapp.Config{}, []string{"EXPLORER_TABLE", "EXPLORER_DYNAMODB_ENDPOINT", "EXPLORER_EVENT_BUS", "EXPLORER_MAIL_FROM", "EXPLORER_SES_ENDPOINT"}},
		{"endpoint with a query", map[string]string{"EXPLORER_DYNAMODB_ENDPOINT": "http://127.0.0.1:8000/?x=1"}, lambdaapp.Config{}, []string{"no query"}},
		{"endpoint not a URL", map[string]string{"EXPLORER_DYNAMODB_ENDPOINT": "http://user:s3cret@[::1"}, lambdaapp.Config{}, []string{"EXPLORER_DYNAMODB_ENDPOINT: not a URL"}},
		{"mail to two", map[string]string{"EXPLORER_MAIL_FROM": "a@example.com@example.org"}, lambdaapp.Config{}, []string{"EXPLORER_MAIL_FROM"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := lambdaapp.ConfigFromEnv(env(tt.env))
			if len(tt.wantErr) == 0 {
				if err != nil {
					t.Fatal(err)
				}
				if got != tt.want {
					t.Errorf("got %+v\nwant %+v", got, tt.want)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error; got %+v", got)
			}
			for _, w := range tt.wantErr {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error does not mention %q:\n%v", w, err)
				}
			}
			if strings.Contains(err.Error(), "s3cret") {
				t.Errorf("error repeats a password: %v", err)
			}
		})
	}
}

func TestNewClients(t *testing.T) {
	lambdaEnv := map[string]string{"AWS_REGION": "eu-west-1", "AWS_ACCESS_KEY_ID": "AKIDEXAMPLE", "AWS_SECRET_ACCESS_KEY": "s3cret", "AWS_SESSION_TOKEN": "tok"}
	if _, err := lambdaapp.NewClients(lambdaapp.Config{}, env(lambdaEnv)); err == nil || !strings.Contains(err.Error(), "EXPLORER_TABLE") {
		t.Fatalf("err = %v, want one naming EXPLORER_TABLE", err)
	}
	c, err := lambdaapp.NewClients(lambdaapp.Config{Table: "explorer"}, env(lambdaEnv))
	if err != nil {
		t.Fatal(err)
	}
	if c.Store == nil || c.AWS.Region != "eu-west-1" {
		t.Errorf("clients: %+v", c)
	}
	creds, err := c.AWS.Credentials.Retrieve(t.Context())
	if err != nil || creds.AccessKeyID != "AKIDEXAMPLE" || creds.SecretAccessKey != "s3cret" || creds.SessionToken != "tok" {
		t.Errorf("credentials = %+v, %v", creds, err)
	}

	c, err = lambdaapp.NewClients(lambdaapp.Config{Table: "explorer"}, env(map[string]string{"AWS_DEFAULT_REGION": "us-west-2", "AWS_ACCESS_KEY_ID": "a", "AWS_SECRET_ACCESS_KEY": "b"}))
	if err != nil || c.AWS.Region != "us-west-2" {
		t.Errorf("AWS_DEFAULT_REGION: region %q, err %v", c.AWS.Region, err)
	}
	_, err = lambdaapp.NewClients(lambdaapp.Config{Table: "explorer"}, env(map[string]string{"AWS_SECRET_ACCESS_KEY": "s3cret"}))
	for _, name := range []string{"AWS_REGION", "AWS_ACCESS_KEY_ID"} {
		if err == nil || !strings.Contains(err.Error(), name) {
			t.Errorf("err = %v, want one naming %s", err, name)
		}
	}
	if err != nil && strings.Contains(err.Error(), "s3cret") {
		t.Errorf("error repeats a secret: %v", err)
	}
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

func TestNewLogger(t *testing.T) {
	tests := []struct {
		level       string
		wantRecords int // of one debug, one info and one error record
	}{
		{"", 2}, {"DEBUG", 3}, {"INFO", 2}, {"WARN", 1}, {"ERROR", 1}, {"bogus", 2},
	}
	for _, tt := range tests {
		t.Run("level="+tt.level, func(t *testing.T) {
			var buf bytes.Buffer
			logger := lambdaapp.NewLogger(&buf, env(map[string]string{"AWS_LAMBDA_LOG_LEVEL": tt.level}))
			ctx := lambdacontext.NewContext(context.Background(), &lambdacontext.LambdaContext{AwsRequestID: "c0ffee-1"})
			logger.DebugContext(ctx, "d")
			logger.InfoContext(ctx, "i", "k", "v")
			logger.ErrorContext(ctx, "e")
			lines := logLines(t, buf.Bytes())
			if len(lines) != tt.wantRecords {
				t.Fatalf("%d records, want %d:\n%s", len(lines), tt.wantRecords, buf.Bytes())
			}
			for _, l := range lines {
				if l["awsRequestId"] != "c0ffee-1" || l["message"] == nil || l["level"] == nil || l["timestamp"] == nil {
					t.Errorf("record lacks awsRequestId, message, level or timestamp: %v", l)
				}
			}
		})
	}
	t.Run("outside an invocation", func(t *testing.T) {
		var buf bytes.Buffer
		lambdaapp.NewLogger(&buf, env(nil)).With("fn", "x").Info("init")
		l := logLines(t, buf.Bytes())[0]
		if _, ok := l["awsRequestId"]; ok || l["fn"] != "x" || l["message"] != "init" {
			t.Errorf("record = %v", l)
		}
	})
}

// The schedule handler's test lives here, beside the logger's helpers:
// the dispatcher sends one recheck job per subscribed server to a queue in
// moto.
func TestScheduleNewHandler(t *testing.T) {
	store, _ := backends.Dynamo(t)
	q := sqstest.New(t)
	var want []string
	for _, u := range []string{"https://a.example.com/mcp", "https://b.example.com/mcp", "https://c.example.com/mcp"} {
		key := serverurl.Key(u)
		v, _ := json.Marshal(map[string]string{"url": u})
		if _, err := store.Put(t.Context(), storeport.Item{Key: storeport.Key{PK: "sub#servers", SK: key}, Value: v, ExpiresAt: time.Now().Add(time.Hour)}, 0); err != nil {
			t.Fatal(err)
		}
		want = append(want, "53dc4d37 "+key)
	}
	slices.Sort(want)
	var buf bytes.Buffer
	logger := lambdaapp.NewLogger(&buf, env(nil))
	queueEnv := map[string]string{"EXPLORER_INDEX_QUEUE_URL": q.URL, "EXPLORER_SQS_ENDPOINT": q.Endpoint}
	clients := lambdaapp.Clients{Store: store, AWS: notifytest.Moto(t).AWSConfig()}
	h, err := schedule.NewHandler(clients, env(queueEnv), logger)
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
	if got.EventID != "53dc4d37" || got.RunID != "53dc4d37" || got.EventTime != "2026-11-30T12:00:00Z" || got.Sent != 3 {
		t.Errorf("got %+v", got)
	}
	var ids []string
	for _, m := range q.Drain(t) {
		var job recheck.Job
		if err := json.Unmarshal([]byte(aws.ToString(m.Body)), &job); err != nil || job.Kind != recheck.JobKind {
			t.Errorf("message %s: %v", aws.ToString(m.Body), err)
		}
		ids = append(ids, job.ID)
	}
	slices.Sort(ids)
	if !slices.Equal(ids, want) {
		t.Errorf("queue holds jobs %v, want %v", ids, want)
	}
	var logged bool
	for _, l := range logLines(t, buf.Bytes()) {
		if l["awsRequestId"] != "r-1" {
			t.Errorf("record without the request id: %v", l)
		}
		logged = logged || l["message"] == "recheck dispatched" && l["sent"] == float64(3)
	}
	if !logged {
		t.Errorf("no dispatch logged:\n%s", buf.Bytes())
	}

	long := strings.Repeat("x", 10_000)
	got, _ = h(ctx, events.EventBridgeEvent{ID: long, DetailType: long})
	if len(got.EventID) > 260 || got.EventTime != "" {
		t.Errorf("unbounded or invented fields: id %d bytes, time %q", len(got.EventID), got.EventTime)
	}

	for _, bad := range []map[string]string{
		{},
		{"EXPLORER_INDEX_QUEUE_URL": "ftp://queue.example.com"},
		{"EXPLORER_INDEX_QUEUE_URL": q.URL, "EXPLORER_SQS_ENDPOINT": "not a url"},
	} {
		if _, err := schedule.NewHandler(clients, env(bad), logger); err == nil {
			t.Errorf("%v accepted", bad)
		}
	}
}
