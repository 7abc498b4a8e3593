package toolcard

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Size bounds of the Toolcard routes.
const (
	// MaxBodyBytes bounds the body of /v1/check and /v1/check-server, as
	// the explorer API bounds a paste.
	MaxBodyBytes = 1_500_000
	// MaxTools bounds the tools of one /v1/check-server body.
	MaxTools = explorer.MaxTools
	// MaxOutcomeBytes bounds the body of /v1/outcomes: the longest fields,
	// every character escaped as \uXXXX, fit.
	MaxOutcomeBytes = 256 << 10
)

// Route is one Toolcard route.
type Route struct{ Method, Path string }

// Routes lists every route NewHandler serves.
var Routes = []Route{
	{"POST", "/v1/check"},
	{"POST", "/v1/check-server"},
	{"POST", "/v1/outcomes"},
	{"GET", "/v1/outcomes/summary"},
	{"GET", "/v1/rules"},
	{"GET", "/v1/examples"},
	{"GET", "/v1/health"},
}

// Config configures NewHandler.
type Config struct {
	Store      store.Store // keeps outcome reports; nil answers 503 on the outcome routes
	OutcomeCap int64       // most outcome rows kept; 0 or less means DefaultOutcomeCap
	// OutcomeShare is how many reports one client may add per UTC day; 0
	// or less means DailyShare(OutcomeCap).
	OutcomeShare int64
	Version      string           // build version for /v1/health; "" means "dev"
	BaseURL      string           // public base URL, prefix of problem type URIs
	Now          func() time.Time // clock of outcome months; nil means time.Now
	Logger       *slog.Logger     // store failures; nil discards
}

type handler struct {
	cfg      Config
	outcomes *Outcomes
}

// NewHandler serves Routes. Rate limiting is the caller's middleware.
func NewHandler(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.Version == "" {
		cfg.Version = "dev"
	}
	h := &handler{cfg: cfg, outcomes: &Outcomes{Store: cfg.Store, Cap: cfg.OutcomeCap, Share: cfg.OutcomeShare, Now: cfg.Now, Logger: cfg.Logger}}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/check", h.check)
	mux.HandleFunc("POST /v1/check-server", h.checkServer)
	mux.HandleFunc("POST /v1/outcomes", h.reportOutcome)
	mux.HandleFunc("GET /v1/outcomes/summary", h.summary)
	mux.HandleFunc("GET /v1/rules", h.rules)
	mux.HandleFunc("GET /v1/examples", h.examples)
	mux.HandleFunc("GET /v1/health", h.health)
	return mux
}

const (
	toolExample    = `one tool object, e.g. {"name":"get_forecast","description":"What it does, when to use it, what it returns.","inputSchema":{"type":"object","properties":{…}}}`
	listExample    = `{"tools":[{"name":"…","description":"…","inputSchema":{"type":"object"}}, …]}, or a JSON-RPC tools/list response with result.tools`
	outcomeExample = `{"name":"get_forecast","result":"called"}, with result "called" or "ignored" and optional description, client and report_id`
)

func (h *handler) check(w http.ResponseWriter, r *http.Request) {
	body, p := problem.ReadJSON(w, r, MaxBodyBytes)
	if p == nil {
		var obj map[string]json.RawMessage
		if obj, p = decodeObject(body, toolExample); p == nil {
			if _, ok := obj["name"]; !ok && (obj["tools"] != nil || obj["result"] != nil) {
				p = badRequest("this is a tools list: POST it to /v1/check-server, or send " + toolExample)
			}
		}
	}
	if p != nil {
		h.writeProblem(w, p)
		return
	}
	defer httpx.Spend(r.Context(), time.Now())
	tool, err := parseTool(body)
	if err != nil {
		h.writeProblem(w, badRequest(err.Error()+"; send "+toolExample))
		return
	}
	writeJSON(w, http.StatusOK, CheckTool(tool))
}

// parseTool decodes one tool object as the analysis package reads a
// server's tools; errors name the field without a list index.
func parseTool(body []byte) (analysis.Tool, error) {
	tools, err := analysis.ParseToolsJSON([]json.RawMessage{body})
	if err != nil {
		return analysis.Tool{}, errors.New(strings.TrimPrefix(strings.TrimPrefix(err.Error(), "tools[0]."), "tools[0] "))
	}
	return tools[0], nil
}

func (h *handler) checkServer(w http.ResponseWriter, r *http.Request) {
	body, p := problem.ReadJSON(w, r, MaxBodyBytes)
	defer httpx.Spend(r.Context(), time.Now())
	var tools []analysis.Tool
	if p == nil {
		tools, p = decodeToolList(body)
	}
	if p != nil {
		h.writeProblem(w, p)
		return
	}
	writeJSON(w, http.StatusOK, CheckServer(tools))
}

// decodeToolList reads {"tools":[…]} or {"result":{"tools":[…]}}; tools
// wins when both are present.
func decodeToolList(body []byte) ([]analysis.Tool, *problem.Problem) {
	obj, p := decodeObject(body, listExample)
	if p != nil {
		return nil, p
	}
	raw, field := obj["tools"], "tools"
	if isNull(raw) {
		raw, field = nil, "result.tools"
		if res := obj["result"]; !isNull(res) {
			var inner map[string]json.RawMessage
			if json.Unmarshal(res, &inner) != nil || inner == nil {
				return nil, badRequest("result must be an object with a tools array, as in a JSON-RPC tools/list response; or send " + listExample)
			}
			raw = inner["tools"]
		}
	}
	if isNull(raw) {
		if _, ok := obj["name"]; ok {
			return nil, badRequest(`this is one tool: POST it to /v1/check, or wrap it as {"tools":[…]}`)
		}
		return nil, badRequest("the body has no tools array; send " + listExample)
	}
	var items []json.RawMessage
	if json.Unmarshal(raw, &items) != nil {
		return nil, badRequest(field + " must be an array of tool objects; send " + listExample)
	}
	if len(items) > MaxTools {
		return nil, badRequest(fmt.Sprintf("%s has %d tools; send at most %d per check, and split a longer list", field, len(items), MaxTools))
	}
	tools, err := analysis.ParseToolsJSON(items)
	if err != nil {
		msg := err.Error()
		if field == "result.tools" {
			msg = "result." + msg
		}
		return nil, badRequest(msg)
	}
	return tools, nil
}

func isNull(raw json.RawMessage) bool {
	s := strings.TrimSpace(string(raw))
	return s == "" || s == "null"
}

func (h *handler) reportOutcome(w http.ResponseWriter, r *http.Request) {
	body, p := problem.ReadJSON(w, r, MaxOutcomeBytes)
	var report OutcomeReport
	if p == nil {
		var obj map[string]json.RawMessage
		if obj, p = decodeObject(body, outcomeExample); p == nil {
			report, p = decodeOutcome(obj)
		}
	}
	if p != nil {
		h.writeProblem(w, p)
		return
	}
	tally, created, err := h.outcomes.Report(r.Context(), report)
	if err != nil {
		if errors.Is(err, ErrOutcomeShareSpent) {
			now := h.outcomes.now().UTC()
			w.Header().Set("Retry-After", strconv.Itoa(int(now.Truncate(24*time.Hour).Add(24*time.Hour).Sub(now).Seconds())+1))
		}
		h.writeProblem(w, h.outcomeProblem(err))
		return
	}
	status := http.StatusOK
	if created {
		status = http.StatusCreated
	}
	writeJSON(w, status, tally)
}

// decodeOutcome reads the report's fields, naming every one that is invalid.
func decodeOutcome(obj map[string]json.RawMessage) (OutcomeReport, *problem.Problem) {
	var r OutcomeReport
	var errs []problem.FieldError
	for _, f := range []struct {
		field string
		dst   **string
	}{{"name", nil}, {"result", nil}, {"description", &r.Description}, {"client", &r.Client}, {"report_id", &r.ReportID}} {
		raw := obj[f.field]
		if isNull(raw) {
			continue
		}
		var s string
		if json.Unmarshal(raw, &s) != nil {
			errs = append(errs, problem.FieldError{Field: f.field, Message: f.field + " must be a string"})
			continue
		}
		switch f.field {
		case "name":
			r.Name = s
		case "result":
			r.Result = s
		default:
			*f.dst = &s
		}
	}
	errs = problem.AppendUnreported(errs, r.Validate())
	if len(errs) == 0 {
		return r, nil
	}
	p := badRequest(fmt.Sprintf("%d fields are invalid; see errors, and send %s", len(errs), outcomeExample))
	if len(errs) == 1 {
		p.Detail = errs[0].Message
	}
	p.Code, p.Errors = "invalid-outcome", errs
	return r, p
}

func (h *handler) outcomeProblem(err error) *problem.Problem {
	switch {
	case errors.Is(err, ErrOutcomeCapReached):
		return &problem.Problem{Status: http.StatusInsufficientStorage, Code: "outcome-cap-reached",
			Detail: fmt.Sprintf("the outcome store is full: it holds its cap of %d reports, and nothing was stored; reports expire %d days after the end of the month they arrived in", h.outcomes.cap(), int(OutcomeTTL.Hours()/24))}
	case errors.Is(err, ErrOutcomeShareSpent):
		return &problem.Problem{Status: http.StatusTooManyRequests, Code: "rate-limited",
			Detail: fmt.Sprintf("your address sent its share of %d outcome reports today (UTC), so that no client can fill the store alone; nothing was stored, try again tomorrow", h.outcomes.share())}
	case errors.Is(err, errNoStore):
		return &problem.Problem{Status: http.StatusServiceUnavailable, Code: problem.CodeStoreUnavailable, Detail: "this deployment keeps no outcome store"}
	}
	h.cfg.Logger.Error("outcome store failed", "err", err)
	return &problem.Problem{Status: http.StatusServiceUnavailable, Code: problem.CodeStoreUnavailable, Detail: "the outcome store is unavailable; try again shortly with the same report_id"}
}

func (h *handler) summary(w http.ResponseWriter, r *http.Request) {
	s, err := h.outcomes.Summary(r.Context())
	if err != nil {
		h.writeProblem(w, h.outcomeProblem(err))
		return
	}
	writeJSON(w, http.StatusOK, s)
}

// RuleList is the body of GET /v1/rules.
type RuleList struct {
	RulesVersion string      `json:"rules_version"`
	Rules        []PrintRule `json:"rules"`
}

// PrintRule is a catalog rule as /v1/rules prints it: every field of
// analysis.Rule, and the resource its findings carry.
type PrintRule struct {
	analysis.Rule
	Resource string `json:"resource,omitempty"`
}

// Rules prints the catalog in its order.
func Rules() RuleList {
	out := RuleList{RulesVersion: analysis.RulesVersion(), Rules: make([]PrintRule, len(analysis.Catalog))}
	for i, rule := range analysis.Catalog {
		out.Rules[i] = PrintRule{Rule: rule, Resource: rule.AnswerURI()}
	}
	return out
}

func (h *handler) rules(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, Rules())
}

// Example is one sample check: a request body and the answer computed for it.
type Example struct {
	Summary string          `json:"summary"`
	Input   json.RawMessage `json:"input"`
	Output  CheckResult     `json:"output"`
}

// ExampleList is the body of GET /v1/examples.
type ExampleList struct {
	RulesVersion string    `json:"rules_version"`
	Examples     []Example `json:"examples"`
}

// goodTool trips no check: a task-level name, a description that says what,
// when and what it returns, a closed and documented schema, and every hint.
const goodTool = `{
  "name": "search_support_tickets",
  "title": "Search support tickets",
  "description": "Search the help desk's support tickets by keywords and status. Use it to find earlier reports of a problem before opening a new ticket. Returns up to 20 matching tickets, newest first, each with its id, title, status and last update. Changes nothing.",
  "inputSchema": {
    "type": "object",
    "properties": {
      "query": {"type": "string", "description": "Words to look for in ticket titles and bodies."},
      "status": {"type": "string", "enum": ["open", "closed", "any"], "description": "Only tickets in this state; any when left out."}
    },
    "required": ["query"],
    "additionalProperties": false
  },
  "annotations": {"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false}
}`

// exampleInputs are the two samples: the contract's own /v1/check example
// (endpoint-shaped) and goodTool.
var exampleInputs = sync.OnceValue(func() []Example {
	var compact bytes.Buffer
	if err := json.Compact(&compact, []byte(goodTool)); err != nil {
		panic("goodTool is not JSON: " + err.Error())
	}
	return []Example{
		{Summary: "Endpoint-shaped: the contract's getUser, a REST operation passed through as a tool", Input: contracts.ToolcardCheckExample()},
		{Summary: "Trips no check: a task-level tool with a full description, a closed documented schema and every hint", Input: compact.Bytes()},
	}
})

// Examples computes the samples' answers now, with the live catalog.
func Examples() (ExampleList, error) {
	out := ExampleList{RulesVersion: analysis.RulesVersion()}
	for _, ex := range exampleInputs() {
		tool, err := parseTool(ex.Input)
		if err != nil {
			return ExampleList{}, fmt.Errorf("toolcard: example %q: %w", ex.Summary, err)
		}
		ex.Output = CheckTool(tool)
		out.Examples = append(out.Examples, ex)
	}
	return out, nil
}

func (h *handler) examples(w http.ResponseWriter, r *http.Request) {
	list, err := Examples()
	if err != nil {
		h.cfg.Logger.Error("examples failed", "err", err)
		h.writeProblem(w, &problem.Problem{Status: http.StatusInternalServerError, Code: "internal", Detail: "an internal error occurred; it has been logged"})
		return
	}
	writeJSON(w, http.StatusOK, list)
}

// Health is the body of GET /v1/health.
type Health struct {
	OK           bool   `json:"ok"`
	Version      string `json:"version"`
	RulesVersion string `json:"rules_version"`
}

func (h *handler) health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, Health{OK: true, Version: h.cfg.Version, RulesVersion: analysis.RulesVersion()})
}
