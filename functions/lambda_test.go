package functions_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/functions/internal/lambdarun"
	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
)

// The tests in this file run the real functions the way Lambda does: each
// is built as a bootstrap (for this machine) and run under the runtime
// interface emulator, which feeds it the events in events/ through the
// Lambda Runtime API. The store is DynamoDB Local.

// need skips the test with reason, or fails it when
// EXPLORER_TEST_REQUIRE_SERVICES=1 (as in scripts/test.sh).
func need(t *testing.T, format string, args ...any) {
	t.Helper()
	msg := fmt.Sprintf(format, args...)
	testenv.Missing(t, msg)
}

// rieBinary finds aws-lambda-rie: $EXPLORER_TEST_LAMBDA_RIE, else where
// scripts/install/lambda-rie.sh puts it.
func rieBinary(t *testing.T) string {
	t.Helper()
	p := os.Getenv("EXPLORER_TEST_LAMBDA_RIE")
	if p == "" {
		p = testenv.Cache(t, "bin", "aws-lambda-rie")
	}
	if _, err := os.Stat(p); err != nil {
		need(t, "aws-lambda-rie not found at %s; run scripts/install/lambda-rie.sh (or set EXPLORER_TEST_LAMBDA_RIE)", p)
	}
	return p
}

// newTable creates a table in the DynamoDB Local that scripts/test.sh
// starts, deleted when t ends.
func newTable(t *testing.T) (endpoint, table string) {
	t.Helper()
	endpoint = os.Getenv("EXPLORER_TEST_DYNAMODB_ENDPOINT")
	if endpoint == "" {
		need(t, "EXPLORER_TEST_DYNAMODB_ENDPOINT is unset; run scripts/test.sh, or source scripts/services/dynamodb-local.sh after scripts/install/dynamodb-local.sh")
	}
	client := dynamostore.NewLocalClient(endpoint)
	table = fmt.Sprintf("functions-%d", time.Now().UnixNano())
	if err := dynamostore.CreateTable(t.Context(), client, table); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if _, err := client.DeleteTable(context.Background(), &dynamodb.DeleteTableInput{TableName: &table}); err != nil {
			t.Errorf("delete table %s: %v", table, err)
		}
	})
	return endpoint, table
}

var build struct {
	once sync.Once
	bins map[string]string
	err  error
}

// bootstraps builds every function once per test run.
func bootstraps(t *testing.T) map[string]string {
	t.Helper()
	build.once.Do(func() {
		dir, err := os.MkdirTemp("", "functions-test-")
		if err != nil {
			build.err = err
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		build.bins, build.err = lambdarun.Build(ctx, moduleRoot, dir, "calculate", "tool", "mcp", "scheduled-recheck", "index-dispatch", "inspect-worker")
	})
	if build.err != nil {
		t.Fatal(build.err)
	}
	return build.bins
}

func TestMain(m *testing.M) {
	code := m.Run()
	for _, p := range build.bins {
		os.RemoveAll(filepath.Dir(p))
		break
	}
	os.Exit(code)
}

// lambdaEnv is what Lambda would set for the function, plus the store.
func lambdaEnv(fn string, timeout int, extra ...string) []string {
	return append([]string{
		"AWS_REGION=us-east-1", "AWS_ACCESS_KEY_ID=local", "AWS_SECRET_ACCESS_KEY=local",
		"AWS_LAMBDA_FUNCTION_NAME=" + fn, "AWS_LAMBDA_FUNCTION_MEMORY_SIZE=512",
		fmt.Sprintf("AWS_LAMBDA_FUNCTION_TIMEOUT=%d", timeout),
	}, extra...)
}

func startFunction(t *testing.T, fn string, env []string) *lambdarun.Emulator {
	t.Helper()
	em, err := lambdarun.Start(t.Context(), rieBinary(t), bootstraps(t)[fn], env)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		em.Stop()
		if t.Failed() {
			t.Logf("%s emulator log:\n%s", fn, em.Logs())
		}
	})
	return em
}

// domain is the API Gateway domain of the events.
const domain = "https://r7kq2zx4b1.execute-api.eu-west-1.amazonaws.com"

// response is what the function returned to API Gateway.
type response struct {
	events.APIGatewayV2HTTPResponse
	id string // the Lambda request id of the invocation
}

func (r response) body() []byte { return []byte(r.Body) }

func decode(t *testing.T, b []byte, v any) {
	t.Helper()
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%v: %.500s", err, b)
	}
}

var invocations atomic.Int64

// invoke sends an event file to em and decodes the API Gateway response.
func invoke(t *testing.T, em *lambdarun.Emulator, file string) response {
	t.Helper()
	payload, err := os.ReadFile(filepath.Join(moduleRoot, "events", file))
	if err != nil {
		t.Fatal(err)
	}
	id := fmt.Sprintf("test-%s-%d", strings.TrimSuffix(file, ".json"), invocations.Add(1))
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	reply, err := em.Invoke(ctx, id, payload)
	if err != nil {
		t.Fatal(err)
	}
	if reply.Status != 200 {
		t.Fatalf("%s: emulator status %d: %s", file, reply.Status, reply.Body)
	}
	var r response
	decode(t, reply.Body, &r.APIGatewayV2HTTPResponse)
	r.id = id
	return r
}

// requestLog finds the function's structured log line for an invocation.
// The function's output reaches the emulator's log on its own path, maybe
// after the reply, so it waits a little for the line.
func requestLog(t *testing.T, em *lambdarun.Emulator, id string) map[string]any {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		for _, line := range strings.Split(em.Logs(), "\n") {
			if !strings.Contains(line, `"awsRequestId":"`+id+`"`) {
				continue
			}
			var m map[string]any
			decode(t, []byte(line), &m)
			if m["message"] == "request" {
				return m
			}
		}
	}
	t.Fatalf("no JSON log line with message request and awsRequestId %s:\n%s", id, em.Logs())
	return nil
}

// waitLog waits up to 5 s for text to appear in the emulator's log.
func waitLog(em *lambdarun.Emulator, text string) bool {
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if strings.Contains(em.Logs(), text) {
			return true
		}
	}
	return false
}

// expect is what one event must produce.
type expect struct {
	fn          string // the function the template routes the event to
	status      int
	contentType string
	schema      string // contracttest location of the body, if any
	check       func(t *testing.T, r response)
}

// pasteLimit is calculate's paste limit per client and minute in TestEvents.
const pasteLimit = 5

// mailFrom is calculate's sender address in TestEvents.
const mailFrom = "explorer@example.com"

// awayFromMinuteEdge waits for the next minute when the current one ends
// within 5 s, so that requests counted together share a rate-limit window
// (fixed windows of one minute).
func awayFromMinuteEdge() {
	if now := time.Now(); now.Second() >= 55 {
		time.Sleep(now.Truncate(time.Minute).Add(time.Minute).Sub(now))
	}
}

// eventRoute finds the function that template.yaml routes an event to.
func eventRoute(t *testing.T, tpl template, payload []byte, routes map[route]string, fns map[string]function) string {
	t.Helper()
	var ev struct {
		RouteKey   string   `json:"routeKey"`
		DetailType string   `json:"detail-type"`
		Source     string   `json:"source"`
		Resources  []string `json:"resources"`
		Records    []struct {
			EventSource string `json:"eventSource"`
		} `json:"Records"`
	}
	decode(t, payload, &ev)
	if len(ev.Records) > 0 && ev.Records[0].EventSource == "aws:sqs" {
		// An event source mapping's function.
		for _, r := range tpl["Resources"].(map[string]any) {
			if get(r, "Type") != "AWS::Lambda::EventSourceMapping" {
				continue
			}
			for name, fn := range fns {
				if reflect.DeepEqual(get(r, "Properties", "FunctionName"), map[string]any{"Ref": fn.LogicalID}) {
					return name
				}
			}
		}
		t.Fatal("an SQS event, but template.yaml maps no queue to a function")
	}
	if ev.RouteKey != "" {
		r := route{"ANY", "$default"}
		if ev.RouteKey != "$default" {
			m, p, _ := strings.Cut(ev.RouteKey, " ")
			r = route{m, p}
		}
		fn, ok := routes[r]
		if !ok {
			t.Fatalf("routeKey %q is not a route of template.yaml", ev.RouteKey)
		}
		return fn
	}
	if ev.Source == "aws.events" && ev.DetailType == "Scheduled Event" && len(ev.Resources) == 1 {
		// SAM names a schedule's rule <stack>-<function id><event name>-<suffix>.
		for name, fn := range fns {
			evs, _ := fn.Props["Events"].(map[string]any)
			for evName, e := range evs {
				if get(e, "Type") == "Schedule" && strings.Contains(ev.Resources[0], "-"+fn.LogicalID+evName+"-") {
					return name
				}
			}
		}
	}
	t.Fatalf("event is neither an HTTP API request nor a scheduled event")
	return ""
}

// TestEvents sends every file in events/ to the function template.yaml
// routes it to and checks the response API Gateway would get.
func TestEvents(t *testing.T) {
	endpoint, table := newTable(t)
	store := []string{"EXPLORER_TABLE=" + table, "EXPLORER_DYNAMODB_ENDPOINT=" + endpoint}
	// calculate mails through SES, which moto plays when make test started
	// it; the subscription event needs it.
	// In calculate-subscribe.json, whose server is an IP literal: subscribing
	// resolves host names, and tests look nothing up.
	const subscriber = "ops-alerts@example.net"
	var mailsBefore int
	var mail []string
	if os.Getenv(notifytest.MotoVar) != "" {
		moto := notifytest.Moto(t)
		moto.VerifySender(t, mailFrom)
		mail = []string{"EXPLORER_MAIL_FROM=" + mailFrom, "EXPLORER_SES_ENDPOINT=" + moto.Endpoint}
	}
	emulators := map[string]*lambdarun.Emulator{
		// No EXPLORER_BASE_URL: links use the domain of the request.
		"calculate": startFunction(t, "calculate", lambdaEnv("calculate", 29,
			append(append(store, mail...), fmt.Sprintf("EXPLORER_RATE_LIMIT_PASTE=%d", pasteLimit))...)),
		"tool": startFunction(t, "tool", lambdaEnv("tool", 29,
			append(store, "EXPLORER_BASE_URL=https://explorer.example.org")...)),
		"mcp": startFunction(t, "mcp", lambdaEnv("mcp", 29, store...)),
		"inspect-worker": startFunction(t, "inspect-worker", lambdaEnv("inspect-worker", 120,
			append(store, "EXPLORER_EVENT_BUS=explorer-changes")...)),
	}

	rpc := func(t *testing.T, r response) map[string]any {
		var msg struct {
			JSONRPC string         `json:"jsonrpc"`
			Result  map[string]any `json:"result"`
			Error   any            `json:"error"`
		}
		decode(t, r.body(), &msg)
		if msg.JSONRPC != "2.0" || msg.Error != nil || msg.Result == nil {
			t.Fatalf("not a JSON-RPC result: %s", r.Body)
		}
		return msg.Result
	}
	result := func(t *testing.T, r response) explorerResult {
		var res explorerResult
		decode(t, r.body(), &res)
		return res
	}
	tests := map[string]expect{
		"calculate-paste.json": {"calculate", 200, "application/json", contracttest.ExplorerResult, func(t *testing.T, r response) {
			res := result(t, r)
			risks := map[string]string{}
			for _, tool := range res.Result.Tools {
				risks[tool.Name] = tool.Risk
			}
			if risks["delete_repository"] != "high" || risks["run_command"] != "high" || risks["search_issues"] == "high" || len(risks) != 3 {
				t.Errorf("risks = %v", risks)
			}
			if res.Links.Methodology != domain+"/methodology" {
				t.Errorf("links.methodology = %q, want it on the request's domain", res.Links.Methodology)
			}
			if r.Headers["Cache-Control"] != "no-store" || r.Headers["X-Request-Id"] == "" {
				t.Errorf("headers = %v", r.Headers)
			}
		}},
		"calculate-paste-url.json": {"calculate", 200, "application/json", contracttest.ExplorerResult, func(t *testing.T, r response) {
			// The first paste of this url stored its fingerprints in
			// DynamoDB; a second one compares with them.
			if res := result(t, r); res.Result.Changes == nil || res.Result.Changes.PreviousCheck != nil {
				t.Fatalf("first check: changes = %+v", res.Result.Changes)
			}
			again := result(t, invoke(t, emulators["calculate"], "calculate-paste-url.json"))
			if c := again.Result.Changes; c == nil || c.PreviousCheck == nil || len(c.Added)+len(c.Removed)+len(c.Changed) != 0 {
				t.Errorf("second check: changes = %+v", again.Result.Changes)
			}
		}},
		// Hosted connect mode refuses private targets, such as the Lambda
		// runtime API on 127.0.0.1:9001.
		"calculate-connect-private.json": {"calculate", 422, "application/problem+json", contracttest.Problem, func(t *testing.T, r response) {
			var p struct {
				Code   string
				Errors []struct{ Field, Message string }
			}
			decode(t, r.body(), &p)
			if p.Code != "invalid-input" || len(p.Errors) != 1 || p.Errors[0].Field != "url" || !strings.Contains(p.Errors[0].Message, "loopback") {
				t.Errorf("problem = %+v", p)
			}
		}},
		// A subscription request: a confirmation email goes out through
		// SES, with links on the request's domain.
		"calculate-subscribe.json": {"calculate", 202, "application/json", "", func(t *testing.T, r response) {
			var got struct{ Status string }
			decode(t, r.body(), &got)
			sent := notifytest.Moto(t).SentEmails(t, subscriber)
			if got.Status != "confirmation-sent" || len(sent) != mailsBefore+1 {
				t.Fatalf("status %q, %d new emails to %s", got.Status, len(sent)-mailsBefore, subscriber)
			}
			email := notifytest.Parse(t, sent[len(sent)-1])
			if !strings.Contains(email.Header.Get("From"), mailFrom) || !strings.Contains(email.Text, domain+"/api/v1/subscriptions/confirm?token=") {
				t.Errorf("confirmation email: From %q, no confirm link on %s in:\n%s", email.Header.Get("From"), domain, email.Text)
			}
		}},
		"calculate-malformed.json": {"calculate", 400, "application/problem+json", contracttest.Problem, func(t *testing.T, r response) {
			var p struct{ Type, Detail string }
			decode(t, r.body(), &p)
			if !strings.Contains(p.Detail, "line 2") || !strings.HasPrefix(p.Type, domain+"/problems/") {
				t.Errorf("problem = %+v", p)
			}
		}},
		// The same paste as calculate-paste.json from another sourceIp,
		// sent after that client used up its pastes for the minute.
		"calculate-rate-limited.json": {"calculate", 429, "application/problem+json", contracttest.Problem,
			func(t *testing.T, r response) {
				var p struct{ Code, Detail string }
				decode(t, r.body(), &p)
				if p.Code != "rate-limited" || r.Headers["Retry-After"] == "" || r.Headers["Ratelimit-Remaining"] != "0" {
					t.Errorf("problem %+v, headers %v", p, r.Headers)
				}
				// The limit is per client: the paste from another address passes.
				if other := invoke(t, emulators["calculate"], "calculate-paste.json"); other.StatusCode != 200 {
					t.Errorf("calculate-paste.json after the limit of another client: status %d: %s", other.StatusCode, other.Body)
				}
			}},
		"tool-get.json": {"tool", 200, "application/json", "", func(t *testing.T, r response) {
			var def struct {
				Name     string
				Examples []struct{ Output json.RawMessage }
			}
			decode(t, r.body(), &def)
			if def.Name != "mcp_server_explorer" || len(def.Examples) == 0 {
				t.Fatalf("tool definition: %.300s", r.Body)
			}
			for _, ex := range def.Examples {
				contracttest.Validate(t, contracttest.ExplorerResult, ex.Output)
				if !bytes.Contains(ex.Output, []byte(`"https://explorer.example.org/methodology"`)) {
					t.Errorf("example output does not link to EXPLORER_BASE_URL: %.300s", ex.Output)
				}
			}
		}},
		"mcp-initialize.json": {"mcp", 200, "application/json", "", func(t *testing.T, r response) {
			res := rpc(t, r)
			if res["protocolVersion"] != "2025-11-25" || get(res, "serverInfo", "name") != "mcp-server-explorer" {
				t.Errorf("initialize result = %v", res)
			}
		}},
		"mcp-server-discover.json": {"mcp", 200, "application/json", "", func(t *testing.T, r response) {
			res := rpc(t, r)
			versions, _ := res["supportedVersions"].([]any)
			if len(versions) == 0 || versions[0] != "2026-07-28" || get(res, "_meta", "io.modelcontextprotocol/serverInfo", "name") != "mcp-server-explorer" {
				t.Errorf("server/discover result = %v", res)
			}
		}},
		"mcp-tools-list.json": {"mcp", 200, "application/json", "", func(t *testing.T, r response) {
			var names []string
			tools, _ := rpc(t, r)["tools"].([]any)
			for _, tool := range tools {
				names = append(names, fmt.Sprint(get(tool, "name")))
			}
			sort.Strings(names)
			if strings.Join(names, ",") != "check_tool,mcp_server_explorer" {
				t.Errorf("tools = %v", names)
			}
		}},
		// Stateless MCP: no GET stream. The $default route takes it to
		// calculate, whose router answers 405.
		"mcp-get.json": {"calculate", 405, "application/problem+json", contracttest.Problem, func(t *testing.T, r response) {
			if r.Headers["Allow"] != "POST" {
				t.Errorf("Allow = %q, want POST", r.Headers["Allow"])
			}
		}},
	}

	// before runs before an event is sent.
	before := map[string]func(t *testing.T){
		"calculate-subscribe.json": func(t *testing.T) { // skips without moto
			mailsBefore = len(notifytest.Moto(t).SentEmails(t, subscriber))
		},
		"calculate-rate-limited.json": func(t *testing.T) {
			awayFromMinuteEdge()
			for i := range pasteLimit {
				if r := invoke(t, emulators["calculate"], "calculate-rate-limited.json"); r.StatusCode != 200 {
					t.Fatalf("paste %d of %d: status %d: %s", i+1, pasteLimit, r.StatusCode, r.Body)
				}
			}
		},
	}

	tpl := loadTemplate(t)
	fns := functions(t, tpl)
	routes := templateRoutes(t, fns)
	files, err := filepath.Glob(filepath.Join(moduleRoot, "events", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, path := range files {
		file := filepath.Base(path)
		seen[file] = true
		t.Run(file, func(t *testing.T) {
			payload, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			fn := eventRoute(t, tpl, payload, routes, fns)
			switch file {
			case "recheck-scheduled.json":
				if fn != "scheduled-recheck" {
					t.Fatalf("template.yaml routes it to %s", fn)
				}
				checkRecheck(t, payload, emulators["inspect-worker"], endpoint, table)
				return
			case "index-dispatch-scheduled.json":
				if fn != "index-dispatch" {
					t.Fatalf("template.yaml routes it to %s", fn)
				}
				checkIndexDispatch(t, payload, emulators["inspect-worker"], endpoint, table)
				return
			case "inspect-worker-sqs.json":
				if fn != "inspect-worker" {
					t.Fatalf("template.yaml routes it to %s", fn)
				}
				checkInspectWorker(t, emulators[fn], payload, endpoint, table)
				return
			}
			want, ok := tests[file]
			if !ok {
				t.Fatalf("events/%s has no expectation in TestEvents", file)
			}
			if fn != want.fn {
				t.Fatalf("template.yaml routes it to %s, the test expects %s", fn, want.fn)
			}
			em := emulators[fn]
			if b := before[file]; b != nil {
				b(t)
			}
			r := invoke(t, em, file)
			if r.StatusCode != want.status || r.Headers["Content-Type"] != want.contentType || r.IsBase64Encoded {
				t.Fatalf("status %d, Content-Type %q, base64 %v; want %d %q:\n%.1000s",
					r.StatusCode, r.Headers["Content-Type"], r.IsBase64Encoded, want.status, want.contentType, r.Body)
			}
			if want.schema != "" {
				contracttest.Validate(t, want.schema, r.body())
			}
			if want.check != nil {
				want.check(t, r)
			}
			l := requestLog(t, em, r.id)
			var ev events.APIGatewayV2HTTPRequest
			decode(t, payload, &ev)
			if l["status"] != float64(want.status) || l["path"] != ev.RawPath || l["level"] != "INFO" {
				t.Errorf("request log = %v", l)
			}
		})
	}
	for file := range tests {
		if !seen[file] {
			t.Errorf("TestEvents expects events/%s, which does not exist", file)
		}
	}
}

// explorerResult is the part of the result envelope the checks read.
type explorerResult struct {
	Result struct {
		Tools []struct {
			Name, Risk string
		}
		Changes *struct {
			PreviousCheck           *string `json:"previousCheck"`
			Added, Removed, Changed []string
		}
	}
	Links struct{ Methodology string }
}

// TestInitFailure: a function whose configuration is wrong fails its init,
// logs why as JSON, and every invocation fails (Lambda would report
// Runtime.ExitError); it never serves with a half-built configuration.
func TestInitFailure(t *testing.T) {
	tests := []struct {
		fn, env, wantErr string
	}{
		{"calculate", "", "EXPLORER_TABLE is not set"},
		{"tool", "EXPLORER_BASE_URL=not a url", "base-url"},
		{"mcp", "EXPLORER_ALLOW_PRIVATE_TARGETS=true", "runtime API"},
		{"scheduled-recheck", "EXPLORER_TABLE=explorer-t1", "EXPLORER_INDEX_QUEUE_URL is not set"},
		{"inspect-worker", "EXPLORER_MAIL_FROM=nobody", "EXPLORER_MAIL_FROM"},
		{"inspect-worker", "", "EXPLORER_TABLE is not set"},
		{"index-dispatch", "EXPLORER_INDEX_REGISTRY=ftp://registry", "EXPLORER_INDEX_QUEUE_URL is not set"},
	}
	for _, tt := range tests {
		t.Run(tt.fn, func(t *testing.T) {
			em := startFunction(t, tt.fn, lambdaEnv(tt.fn, 29, tt.env))
			payload, err := os.ReadFile(filepath.Join(moduleRoot, "events", "tool-get.json"))
			if err != nil {
				t.Fatal(err)
			}
			reply, err := em.Invoke(t.Context(), "test-init", payload)
			if err != nil {
				t.Fatal(err)
			}
			if reply.Status == 200 {
				t.Errorf("emulator status 200, want an init failure: %s", reply.Body)
			}
			found := waitLog(em, `"message":"init failed"`)
			for _, line := range strings.Split(em.Logs(), "\n") {
				var l map[string]any
				if json.Unmarshal([]byte(line), &l) == nil && l["message"] == "init failed" {
					found = found && l["level"] == "ERROR" && strings.Contains(fmt.Sprint(l["err"]), tt.wantErr)
				}
			}
			if !found {
				t.Errorf("no JSON log line init failed naming %q:\n%s", tt.wantErr, em.Logs())
			}
		})
	}
}

// TestEventFiles keeps the HTTP events in events/ self-consistent, as API
// Gateway would send them, and the paste events on the contract's example.
func TestEventFiles(t *testing.T) {
	var mixedRisk map[string]any
	decode(t, contracts.CalculateExamples()["example1"].Value, &mixedRisk)

	files, err := filepath.Glob(filepath.Join(moduleRoot, "events", "*.json"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no events: %v", err)
	}
	for _, path := range files {
		t.Run(filepath.Base(path), func(t *testing.T) {
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			var ev events.APIGatewayV2HTTPRequest
			decode(t, b, &ev)
			if ev.Version == "0" || ev.Version == "" { // an EventBridge or SQS event
				return
			}
			rc := ev.RequestContext
			if ev.Version != "2.0" || ev.RouteKey != rc.RouteKey || ev.RawPath != rc.HTTP.Path ||
				(ev.RouteKey != "$default" && ev.RouteKey != rc.HTTP.Method+" "+ev.RawPath) {
				t.Errorf("version %q, routeKey %q / %q, rawPath %q, http %s %s", ev.Version, ev.RouteKey, rc.RouteKey, ev.RawPath, rc.HTTP.Method, rc.HTTP.Path)
			}
			if ev.Headers["host"] != rc.DomainName || ev.Headers["x-forwarded-for"] != rc.HTTP.SourceIP || rc.Stage != "$default" || rc.RequestID == "" {
				t.Errorf("host %q, domain %q, x-forwarded-for %q, sourceIp %q, stage %q", ev.Headers["host"], rc.DomainName, ev.Headers["x-forwarded-for"], rc.HTTP.SourceIP, rc.Stage)
			}
			if ev.Body != "" && ev.Headers["content-length"] != fmt.Sprint(len(ev.Body)) {
				t.Errorf("content-length %q, body %d bytes", ev.Headers["content-length"], len(ev.Body))
			}
			if strings.HasPrefix(filepath.Base(path), "calculate-paste") || filepath.Base(path) == "calculate-rate-limited.json" {
				var body map[string]any
				decode(t, []byte(ev.Body), &body)
				delete(body, "url")
				if !reflect.DeepEqual(body, mixedRisk) {
					t.Errorf("body is not the contract's Mixed-risk example (a url aside)")
				}
			}
		})
	}
}
