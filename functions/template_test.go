package functions_test

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

// moduleRoot is the directory of go.mod: this package's parent.
const moduleRoot = ".."

// template is template.yaml as plain data, short-form intrinsics expanded
// (!Ref X becomes {"Ref": "X"}, !GetAtt A.B {"Fn::GetAtt": ["A", "B"]},
// !Sub s {"Fn::Sub": s} and so on).
type template = map[string]any

func loadTemplate(t *testing.T) template {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(moduleRoot, "template.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var doc yaml.Node
	if err := yaml.Unmarshal(b, &doc); err != nil {
		t.Fatalf("template.yaml: %v", err)
	}
	v, err := plain(&doc)
	if err != nil {
		t.Fatalf("template.yaml: %v", err)
	}
	return v.(map[string]any)
}

// plain turns a YAML node into maps, slices and scalars, expanding
// CloudFormation's short-form tags.
func plain(n *yaml.Node) (any, error) {
	intrinsic := strings.HasPrefix(n.Tag, "!") && !strings.HasPrefix(n.Tag, "!!")
	var v any
	switch n.Kind {
	case yaml.DocumentNode:
		return plain(n.Content[0])
	case yaml.MappingNode:
		m := map[string]any{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			val, err := plain(n.Content[i+1])
			if err != nil {
				return nil, err
			}
			m[n.Content[i].Value] = val
		}
		v = m
	case yaml.SequenceNode:
		s := []any{}
		for _, c := range n.Content {
			val, err := plain(c)
			if err != nil {
				return nil, err
			}
			s = append(s, val)
		}
		v = s
	case yaml.ScalarNode:
		if intrinsic {
			v = n.Value
		} else if err := n.Decode(&v); err != nil {
			return nil, fmt.Errorf("line %d: %w", n.Line, err)
		}
	case yaml.AliasNode:
		return plain(n.Alias)
	}
	if !intrinsic {
		return v, nil
	}
	name := strings.TrimPrefix(n.Tag, "!")
	switch name {
	case "Ref", "Condition":
	case "GetAtt":
		if s, ok := v.(string); ok {
			a, b, _ := strings.Cut(s, ".")
			v = []any{a, b}
		}
		name = "Fn::GetAtt"
	default:
		name = "Fn::" + name
	}
	return map[string]any{name: v}, nil
}

// get walks keys through nested maps; nil when a key is missing.
func get(v any, keys ...string) any {
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return nil
		}
		v = m[k]
	}
	return v
}

// merge returns over laid on base: maps merge key by key, anything else
// in over wins. This is how SAM applies Globals to a function.
func merge(base, over any) any {
	bm, ok1 := base.(map[string]any)
	om, ok2 := over.(map[string]any)
	if !ok1 || !ok2 {
		if over == nil {
			return base
		}
		return over
	}
	out := map[string]any{}
	for k, v := range bm {
		out[k] = v
	}
	for k, v := range om {
		out[k] = merge(bm[k], v)
	}
	return out
}

// function is one AWS::Serverless::Function of the template.
type function struct {
	LogicalID string
	Name      string         // its directory under functions/
	Props     map[string]any // with Globals applied
	Metadata  map[string]any
}

func functions(t *testing.T, tpl template) map[string]function {
	t.Helper()
	out := map[string]function{}
	for id, r := range tpl["Resources"].(map[string]any) {
		if get(r, "Type") != "AWS::Serverless::Function" {
			continue
		}
		props := merge(get(tpl, "Globals", "Function"), get(r, "Properties")).(map[string]any)
		codeURI, _ := props["CodeUri"].(string)
		name := path.Base(codeURI)
		if path.Dir(codeURI) != "functions" {
			t.Errorf("%s: CodeUri %q is not functions/<name>", id, codeURI)
		}
		md, _ := get(r, "Metadata").(map[string]any)
		out[name] = function{LogicalID: id, Name: name, Props: props, Metadata: md}
	}
	return out
}

// route is a method and an API Gateway route path, or "$default".
type route struct{ Method, Path string }

func (r route) String() string { return r.Method + " " + r.Path }

// apigwPath turns a net/http pattern path into API Gateway's syntax:
// a trailing wildcard {name...} becomes the greedy {name+}.
func apigwPath(p string) string {
	if i := strings.LastIndex(p, "{"); i >= 0 && strings.HasSuffix(p, "...}") {
		return p[:i] + "{" + strings.TrimSuffix(p[i+1:], "...}") + "+}"
	}
	return p
}

// templateRoutes maps every HttpApi event of the template to its function.
func templateRoutes(t *testing.T, fns map[string]function) map[route]string {
	t.Helper()
	out := map[route]string{}
	for _, fn := range fns {
		evs, _ := fn.Props["Events"].(map[string]any)
		for name, ev := range evs {
			if get(ev, "Type") != "HttpApi" {
				continue
			}
			if !reflect.DeepEqual(get(ev, "Properties", "ApiId"), map[string]any{"Ref": "HttpApi"}) {
				t.Errorf("%s event %s: ApiId is not !Ref HttpApi", fn.LogicalID, name)
			}
			method, _ := get(ev, "Properties", "Method").(string)
			p, _ := get(ev, "Properties", "Path").(string)
			r := route{strings.ToUpper(method), p}
			if prev, dup := out[r]; dup {
				t.Errorf("route %s is routed twice: %s and %s", r, prev, fn.Name)
			}
			out[r] = fn.Name
		}
	}
	return out
}

// TestRoutesMatchCode holds template.yaml and httpapi.Routes together:
// every route in code reaches the function its Function field names, and
// the template routes nothing that the code does not serve.
func TestRoutesMatchCode(t *testing.T) {
	tplRoutes := templateRoutes(t, functions(t, loadTemplate(t)))
	code := map[route]bool{}
	for _, rt := range httpapi.Routes {
		r := route{rt.Method, apigwPath(rt.Path)}
		code[r] = true
		got, ok := tplRoutes[r]
		switch {
		case !ok:
			t.Errorf("httpapi.Routes has %s (function %q) but template.yaml routes it nowhere", r, rt.Function)
		case got != rt.Function:
			t.Errorf("%s: template.yaml routes it to %q, httpapi.Routes says %q", r, got, rt.Function)
		}
	}
	for r, fn := range tplRoutes {
		if r.Path == "$default" {
			// Everything else goes to the function that answers unknown
			// paths and methods with the API's 404 and 405 problems.
			if r.Method != "ANY" || fn != "calculate" {
				t.Errorf("$default route: %s to %s, want ANY to calculate", r.Method, fn)
			}
			continue
		}
		if !code[r] {
			t.Errorf("template.yaml routes %s to %s, but httpapi.Routes has no such route", r, fn)
		}
	}
	if _, ok := tplRoutes[route{"ANY", "$default"}]; !ok {
		t.Error("template.yaml has no $default route: unknown paths would get API Gateway's bare 404")
	}
}

func TestAPIGatewayPath(t *testing.T) {
	for in, want := range map[string]string{
		"/":                  "/",
		"/reference/{slug}":  "/reference/{slug}",
		"/static/{file...}":  "/static/{file+}",
		"/a/{b}/c/{rest...}": "/a/{b}/c/{rest+}",
	} {
		if got := apigwPath(in); got != want {
			t.Errorf("apigwPath(%q) = %q, want %q", in, got, want)
		}
	}
}

// statements lists the IAM statements of a function's Policies, those
// under Fn::If too; conditional tells which were.
func statements(t *testing.T, fn function) (stmts []map[string]any, conditional []bool) {
	t.Helper()
	var walk func(p any, cond bool)
	walk = func(p any, cond bool) {
		switch p := p.(type) {
		case map[string]any:
			if branches, ok := p["Fn::If"].([]any); ok && len(branches) == 3 {
				walk(branches[1], true)
				walk(branches[2], true)
				return
			}
			if _, ok := p["Ref"]; ok { // AWS::NoValue
				return
			}
			ss, ok := p["Statement"].([]any)
			if !ok {
				t.Errorf("%s: policy %v is neither a statement list nor Fn::If", fn.LogicalID, p)
				return
			}
			for _, s := range ss {
				stmts = append(stmts, s.(map[string]any))
				conditional = append(conditional, cond)
			}
		default:
			t.Errorf("%s: policy %v is a managed policy or policy template; write statements", fn.LogicalID, p)
		}
	}
	ps, _ := fn.Props["Policies"].([]any)
	for _, p := range ps {
		walk(p, false)
	}
	return stmts, conditional
}

func actions(s map[string]any) []string {
	switch a := s["Action"].(type) {
	case string:
		return []string{a}
	case []any:
		var out []string
		for _, x := range a {
			out = append(out, fmt.Sprint(x))
		}
		return out
	}
	return nil
}

var getAtt = func(res, attr string) any { return map[string]any{"Fn::GetAtt": []any{res, attr}} }

// TestFunctions checks each function's runtime settings, build and
// permissions: least privilege, by what its main.go builds.
func TestFunctions(t *testing.T) {
	fns := functions(t, loadTemplate(t))
	makefile, err := os.ReadFile(filepath.Join(moduleRoot, "Makefile"))
	if err != nil {
		t.Fatal(err)
	}
	dirs, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var onDisk, inTemplate []string
	for _, d := range dirs {
		if d.IsDir() && d.Name() != "internal" {
			onDisk = append(onDisk, d.Name())
		}
	}
	for name := range fns {
		inTemplate = append(inTemplate, name)
	}
	sort.Strings(inTemplate)
	if !slices.Equal(onDisk, inTemplate) {
		t.Errorf("functions/ holds %v, template.yaml deploys %v", onDisk, inTemplate)
	}

	tableActions := []string{"dynamodb:GetItem", "dynamodb:PutItem", "dynamodb:UpdateItem", "dynamodb:DeleteItem", "dynamodb:Query"}
	counterActions := []string{"dynamodb:UpdateItem", "dynamodb:PutItem"}
	// The worker runs the recheck jobs: it reads and writes the table,
	// publishes changes and sends notices; calculate sends subscription
	// confirmations. tool only counts requests (ratelimit: Store.Add). The
	// dispatchers read what they dispatch (the subscribed servers, the
	// index's high-water mark) and send to the queue.
	tests := []struct {
		name      string
		timeout   int
		table     []string // the table actions it may use
		putEvents bool     // may publish to the change bus
		mail      bool     // may send mail (when SenderEmail is set)
		sqs       []string // its actions on the inspection queue
	}{
		{"calculate", 29, tableActions, false, true, nil},
		{"tool", 29, counterActions, false, false, nil},
		{"mcp", 29, tableActions, false, false, nil},
		// The dispatchers only send (SendMessageBatch is authorised as
		// sqs:SendMessage); the worker's event source mapping polls, and
		// the worker sends a busy host's job back.
		{"scheduled-recheck", 300, []string{"dynamodb:Query"}, false, false, []string{"sqs:SendMessage"}},
		{"index-dispatch", 300, []string{"dynamodb:GetItem", "dynamodb:PutItem"}, false, false, []string{"sqs:SendMessage"}},
		{"inspect-worker", 120, tableActions, true, true, []string{"sqs:ReceiveMessage", "sqs:DeleteMessage", "sqs:GetQueueAttributes", "sqs:SendMessage"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fn, ok := fns[tt.name]
			if !ok {
				t.Fatalf("template.yaml has no function with CodeUri functions/%s", tt.name)
			}
			main, err := os.ReadFile(filepath.Join(tt.name, "main.go"))
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(main), "\n"); n >= 40 {
				t.Errorf("main.go has %d lines; wiring only, under 40", n)
			}
			// apigw.Main builds the clients, store included, for HTTP
			// functions; the others read EXPLORER_TABLE with ConfigFromEnv.
			switch buildsStore := strings.Contains(string(main), "lambdaapp.ConfigFromEnv(") || strings.Contains(string(main), "apigw.Main("); {
			case buildsStore && len(tt.table) == 0:
				t.Errorf("main.go builds a store, but the function may not reach the table")
			case !buildsStore && len(tt.table) > 0:
				t.Errorf("granted %v on the table, but main.go builds no store", tt.table)
			}

			p := fn.Props
			for key, want := range map[string]any{
				"Runtime": "provided.al2023", "Handler": "bootstrap", "Architectures": []any{"arm64"},
				"Timeout": tt.timeout,
			} {
				if !reflect.DeepEqual(p[key], want) {
					t.Errorf("%s = %#v, want %#v", key, p[key], want)
				}
			}
			if get(p, "LoggingConfig", "LogFormat") != "JSON" {
				t.Errorf("LoggingConfig.LogFormat = %v, want JSON", get(p, "LoggingConfig", "LogFormat"))
			}
			for key, want := range map[string]string{"BuildMethod": "makefile", "ContextPath": ".", "WorkingDirectory": "."} {
				if fn.Metadata[key] != want {
					t.Errorf("Metadata.%s = %v, want %q", key, fn.Metadata[key], want)
				}
			}
			target := fmt.Sprintf("build-%s:\n\t$(call lambda-build,%s,$(ARTIFACTS_DIR))\n", fn.LogicalID, tt.name)
			if !strings.Contains(string(makefile), target) {
				t.Errorf("Makefile lacks the target sam build runs:\n%s", target)
			}
			if got := get(p, "Environment", "Variables", "EXPLORER_TABLE"); (len(tt.table) > 0) != reflect.DeepEqual(got, map[string]any{"Ref": "Table"}) {
				t.Errorf("EXPLORER_TABLE = %v; table actions %v", got, tt.table)
			}

			stmts, conditional := statements(t, fn)
			var gotTable, gotSQS []string
			var gotPut, gotMail bool
			for i, s := range stmts {
				if s["Effect"] != "Allow" {
					t.Errorf("statement %v: Effect is not Allow", s)
				}
				acts := actions(s)
				for _, a := range acts {
					if strings.Contains(a, "*") {
						t.Errorf("statement %v: wildcard action %q", s, a)
					}
				}
				switch {
				case len(acts) > 0 && strings.HasPrefix(acts[0], "dynamodb:"):
					gotTable = append(gotTable, acts...)
					if !reflect.DeepEqual(s["Resource"], getAtt("Table", "Arn")) {
						t.Errorf("table statement on %v, want only the table", s["Resource"])
					}
				case len(acts) > 0 && strings.HasPrefix(acts[0], "sqs:"):
					gotSQS = append(gotSQS, acts...)
					if !reflect.DeepEqual(s["Resource"], getAtt("InspectionQueue", "Arn")) || conditional[i] {
						t.Errorf("%v on %v, want only the inspection queue", acts, s["Resource"])
					}
				case slices.Equal(acts, []string{"events:PutEvents"}):
					gotPut = true
					if !reflect.DeepEqual(s["Resource"], getAtt("ChangeBus", "Arn")) {
						t.Errorf("events:PutEvents on %v, want only the change bus", s["Resource"])
					}
				case slices.Equal(acts, []string{"ses:SendEmail"}):
					gotMail = true
					res := fmt.Sprint(s["Resource"])
					if !conditional[i] || !strings.Contains(res, ":identity/${SesIdentity}") || !strings.Contains(res, ":identity/${SenderEmail}") {
						t.Errorf("ses:SendEmail must be conditional on SendsMail and limited to the sender identity: %v", s)
					}
				default:
					t.Errorf("unexpected statement %v", s)
				}
			}
			if !slices.Equal(gotTable, tt.table) || gotPut != tt.putEvents || gotMail != tt.mail || !slices.Equal(gotSQS, tt.sqs) {
				t.Errorf("grants: table %v (want %v), events:PutEvents %v (want %v), ses:SendEmail %v (want %v), sqs %v (want %v)",
					gotTable, tt.table, gotPut, tt.putEvents, gotMail, tt.mail, gotSQS, tt.sqs)
			}
			// A SAM SQS event would attach a managed policy on every queue.
			evs, _ := p["Events"].(map[string]any)
			for name, ev := range evs {
				if get(ev, "Type") == "SQS" {
					t.Errorf("event %s is a SAM SQS event; map the queue with an AWS::Lambda::EventSourceMapping", name)
				}
			}
		})
	}
}

// TestResources checks the table, the API, the schedule, the parameters
// and the outputs.
func TestResources(t *testing.T) {
	tpl := loadTemplate(t)
	if tpl["Transform"] != "AWS::Serverless-2016-10-31" {
		t.Errorf("Transform = %v", tpl["Transform"])
	}
	res := tpl["Resources"].(map[string]any)
	want := map[string]any{
		"Table.Type":                   "AWS::DynamoDB::Table",
		"Table.DeletionPolicy":         "Retain",
		"Table.Properties.BillingMode": "PAY_PER_REQUEST",
		"Table.Properties.AttributeDefinitions": []any{
			map[string]any{"AttributeName": "pk", "AttributeType": "S"},
			map[string]any{"AttributeName": "sk", "AttributeType": "S"},
		},
		"Table.Properties.KeySchema": []any{
			map[string]any{"AttributeName": "pk", "KeyType": "HASH"},
			map[string]any{"AttributeName": "sk", "KeyType": "RANGE"},
		},
		"Table.Properties.TimeToLiveSpecification":                                     map[string]any{"AttributeName": "expiresAt", "Enabled": true},
		"Table.Properties.PointInTimeRecoverySpecification.PointInTimeRecoveryEnabled": true,
		"Table.Properties.SSESpecification.SSEEnabled":                                 true,
		"HttpApi.Type": "AWS::Serverless::HttpApi",
		"HttpApi.Properties.DefaultRouteSettings.ThrottlingRateLimit":  map[string]any{"Ref": "ApiRateLimit"},
		"HttpApi.Properties.DefaultRouteSettings.ThrottlingBurstLimit": map[string]any{"Ref": "ApiBurstLimit"},
		"HttpApi.Properties.CorsConfiguration.AllowOrigins":            []any{"*"},
		"ChangeBus.Type": "AWS::Events::EventBus",
		"ScheduledRecheckFunction.Properties.Events.Schedule.Type":                         "Schedule",
		"ScheduledRecheckFunction.Properties.Events.Schedule.Properties.Schedule":          map[string]any{"Fn::Sub": "rate(${RecheckRate})"},
		"IndexDispatchFunction.Properties.Events.Schedule.Properties.Schedule":             map[string]any{"Fn::Sub": "rate(${IndexRate})"},
		"IndexDispatchFunction.Properties.Environment.Variables.EXPLORER_INDEX_QUEUE_URL":  map[string]any{"Ref": "InspectionQueue"},
		"IndexDispatchFunction.Properties.Environment.Variables.EXPLORER_INDEX_FULL_EVERY": map[string]any{"Fn::Sub": "${IndexFullRunHours}h"},
		// Both dispatchers feed the one queue; the worker sends busy
		// hosts' jobs back to it and recheck jobs mail and publish.
		"ScheduledRecheckFunction.Properties.Environment.Variables.EXPLORER_INDEX_QUEUE_URL": map[string]any{"Ref": "InspectionQueue"},
		"InspectWorkerFunction.Properties.Environment.Variables.EXPLORER_INDEX_QUEUE_URL":    map[string]any{"Ref": "InspectionQueue"},
		"InspectWorkerFunction.Properties.Environment.Variables.EXPLORER_EVENT_BUS":          map[string]any{"Ref": "ChangeBus"},
		"InspectWorkerFunction.Properties.Environment.Variables.EXPLORER_MAIL_FROM":          map[string]any{"Ref": "SenderEmail"},
		// The worker's mapping: only failed messages retried, its
		// concurrency capped by a parameter, one server per invocation.
		"InspectionQueueMapping.Type":                                        "AWS::Lambda::EventSourceMapping",
		"InspectionQueueMapping.Properties.EventSourceArn":                   getAtt("InspectionQueue", "Arn"),
		"InspectionQueueMapping.Properties.FunctionName":                     map[string]any{"Ref": "InspectWorkerFunction"},
		"InspectionQueueMapping.Properties.FunctionResponseTypes":            []any{"ReportBatchItemFailures"},
		"InspectionQueueMapping.Properties.ScalingConfig.MaximumConcurrency": map[string]any{"Ref": "IndexMaxConcurrency"},
		"InspectionQueueMapping.Properties.BatchSize":                        1,
		"InspectionQueue.Properties.RedrivePolicy": map[string]any{
			"deadLetterTargetArn": getAtt("InspectionDeadLetterQueue", "Arn"), "maxReceiveCount": 3},
		"InspectionQueue.Properties.SqsManagedSseEnabled":           true,
		"InspectionDeadLetterQueue.Properties.SqsManagedSseEnabled": true,
		"InspectionDeadLetterAlarm.Properties.Namespace":            "AWS/SQS",
		"InspectionDeadLetterAlarm.Properties.MetricName":           "ApproximateNumberOfMessagesVisible",
		"InspectionDeadLetterAlarm.Properties.Dimensions": []any{map[string]any{
			"Name": "QueueName", "Value": getAtt("InspectionDeadLetterQueue", "QueueName")}},
		"InspectionDeadLetterAlarm.Properties.ComparisonOperator": "GreaterThanThreshold",
		"InspectionDeadLetterAlarm.Properties.Threshold":          0,
	}
	// A message stays invisible longer than the worker may run on it.
	fns := functions(t, tpl)
	vis, _ := get(res, "InspectionQueue", "Properties", "VisibilityTimeout").(int)
	if timeout, _ := fns["inspect-worker"].Props["Timeout"].(int); vis <= timeout {
		t.Errorf("inspection queue's VisibilityTimeout %d is not above the worker's Timeout %d", vis, timeout)
	}
	if d := get(tpl, "Parameters", "IndexMaxConcurrency", "Default"); d != 16 {
		t.Errorf("IndexMaxConcurrency default %v, want 16", d)
	}
	for key, w := range want {
		if got := get(res, strings.Split(key, ".")...); !reflect.DeepEqual(got, w) {
			t.Errorf("%s = %#v, want %#v", key, got, w)
		}
	}
	params := tpl["Parameters"].(map[string]any)
	for p, want := range map[string]any{"RecheckRate": "1 hour", "IndexRate": "1 hour", "IndexFullRunHours": 24} {
		if d := get(params, p, "Default"); d != want {
			t.Errorf("%s default %v, want %v", p, d, want)
		}
	}
	for _, p := range []string{"PublicBaseUrl", "SenderEmail", "SesIdentity"} {
		if get(params, p, "Type") != "String" {
			t.Errorf("parameter %s missing", p)
		}
	}
	outputs := tpl["Outputs"].(map[string]any)
	for name, value := range map[string]any{
		"ApiUrl":    map[string]any{"Fn::Sub": "https://${HttpApi}.execute-api.${AWS::Region}.${AWS::URLSuffix}"},
		"McpUrl":    map[string]any{"Fn::Sub": "https://${HttpApi}.execute-api.${AWS::Region}.${AWS::URLSuffix}/mcp"},
		"TableName": map[string]any{"Ref": "Table"},
	} {
		if got := get(outputs, name, "Value"); !reflect.DeepEqual(got, value) {
			t.Errorf("output %s = %#v, want %#v", name, got, value)
		}
	}
}
