package explorer

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Explorer turns an Input into the result envelope. It is the one place that
// does so: the HTTP API, the MCP tool, the page and the CLI all call
// [Explorer.Calculate].
type Explorer struct {
	Store     store.Store      // fingerprints; nil disables remembering
	Inspector Inspector        // connect mode; nil answers 501
	Registry  Registry         // registry mode; nil answers 501
	Policy    serverurl.Policy // which addresses a url may name, in every mode; refusals are 422 on url
	BaseURL   string           // public base URL for links, without a trailing slash
	Version   string           // this build's version
	Now       func() time.Time // clock; nil means time.Now
}

// Calculate validates in, runs the mode and builds the envelope. Errors are
// *Error with a code (invalid input, not implemented, upstream, store).
func (e *Explorer) Calculate(ctx context.Context, in Input) (*Result, error) {
	u, errs := in.validate(e.Policy)
	if len(errs) > 0 {
		return nil, problem.Invalid(errs...)
	}
	now := e.now()
	switch in.mode() {
	case ModePaste:
		return e.paste(ctx, in, u, now)
	case ModeConnect:
		return e.connect(ctx, in, u, now)
	default:
		return e.searchRegistry(ctx, in, u, now)
	}
}

func (e *Explorer) paste(ctx context.Context, in Input, u serverurl.URL, now time.Time) (*Result, error) {
	start := time.Now()
	tools, err := analysis.ParseTools(*in.ToolsJSON)
	if err != nil {
		return nil, problem.Invalid(problem.FieldError{Field: "toolsJson", Message: err.Error()})
	}
	if len(tools) > MaxTools {
		return nil, problem.Invalid(problem.FieldError{Field: "toolsJson", Message: fmt.Sprintf("holds %d tools; one check analyses at most %d, so paste them in parts", len(tools), MaxTools)})
	}
	opts := analysis.Options{Apps: analysis.AppsOf(tools)}
	if !u.IsZero() {
		opts.ServerURL = u.String()
	}
	report := analysis.Analyze(tools, opts)
	addServerChecks(&report, tools, analysis.ServerFacts{})
	httpx.Spend(ctx, start)
	res := e.envelope(in, u, now, report)
	res.Analysis = &Analysis{Tools: tools, Report: report, Apps: opts.Apps, Directory: analysis.DirectoryReadiness(tools, opts.Apps)}
	if a := pastedAppsAssumption(opts.Apps); a != "" {
		res.Assumptions = append(res.Assumptions, a)
	}
	res.Warnings = append(res.Warnings, appWarnings(report)...)
	if !u.IsZero() {
		res.Result.Server = &Server{URL: res.Inputs.URL, Capabilities: []string{}}
	}
	if err := e.rememberInto(ctx, res, in, u, report, now); err != nil {
		return nil, err
	}
	finish(res)
	return res, nil
}

// rememberInto fills changes (or says why there are none).
func (e *Explorer) rememberInto(ctx context.Context, res *Result, in Input, u serverurl.URL, report analysis.Report, now time.Time) error {
	switch {
	case u.IsZero():
		res.Warnings = append(res.Warnings, "Changes are not tracked: a paste without url names no server to remember it under. Add the server's url to compare later checks.")
	case !in.remember():
		res.Warnings = append(res.Warnings, "Changes are not tracked: remember is false, so nothing was read or stored.")
	case e.Store == nil:
		res.Warnings = append(res.Warnings, "Changes are not tracked: this deployment has no store.")
	default:
		key := snapshotKey(u.Key(), in.mode() == ModePaste, httpx.Client(ctx))
		changes, err := e.remember(ctx, key, res.Analysis.Tools, report, now)
		if errors.Is(err, errSnapshotTooLarge) {
			res.Warnings = append(res.Warnings, fmt.Sprintf("Changes are not tracked: the fingerprints of %d tools are more than one stored snapshot holds (%d KiB).", len(report.Tools), store.MaxValueSize>>10))
			return nil
		}
		if err != nil {
			return err
		}
		res.Result.Changes = changes
		res.Warnings = append(res.Warnings, driftWarnings(changes)...)
		if changes.PreviousCheck == nil {
			res.Warnings = append(res.Warnings, "First check of this server: its tool fingerprints are now stored, and the next check will list added, removed and changed tools.")
		}
		if in.mode() == ModePaste {
			res.Warnings = append(res.Warnings, "Pastes are compared with earlier pastes of this server from the same client only; what a paste stores never changes what connect-mode checks of the server compare against.")
		}
	}
	return nil
}

func (e *Explorer) now() time.Time {
	if e.Now != nil {
		return e.Now().UTC()
	}
	return time.Now().UTC()
}

func (e *Explorer) envelope(in Input, u serverurl.URL, now time.Time, report analysis.Report) *Result {
	inputs := Inputs{Mode: in.mode(), Search: in.Search, Remember: in.remember()}
	if !u.IsZero() {
		s := u.String()
		inputs.URL = &s
	}
	if in.ToolsJSON != nil {
		n := utf8.RuneCountInString(*in.ToolsJSON)
		sum := sha256.Sum256([]byte(*in.ToolsJSON))
		h := hex.EncodeToString(sum[:])
		inputs.ToolsJSONChars, inputs.ToolsJSONSHA256 = &n, &h
	}
	perms := map[string][]string{}
	for c, names := range report.Permissions {
		perms[string(c)] = names
	}
	tools := report.Tools
	if tools == nil {
		tools = []analysis.ToolReport{}
	}
	res := &Result{
		SchemaVersion: "1.0",
		Tool:          ToolInfo{ID: "mcp_server_explorer", Name: "MCP Server Explorer", Version: e.version()},
		ComputedAt:    now.Format(time.RFC3339),
		Inputs:        inputs,
		Result: Body{
			Mode: in.mode(), Tools: tools, Resources: []Resource{}, Prompts: []Prompt{},
			Permissions: perms,
		},
		Units:       units(),
		Assumptions: assumptions(),
		Sources:     sources(),
		Warnings:    []string{},
		Links:       e.links(in),
	}
	for _, f := range report.ServerFindings {
		res.Warnings = append(res.Warnings, f.String())
	}
	return res
}

func (e *Explorer) version() string {
	if e.Version == "" {
		return "dev"
	}
	return e.Version
}

func (e *Explorer) links(in Input) Links {
	base := strings.TrimRight(e.BaseURL, "/")
	if base == "" {
		base = "http://127.0.0.1:8080"
	}
	human := base + "/?mode=" + in.mode()
	if in.URL != nil && in.mode() == ModeConnect {
		human += "&url=" + url.QueryEscape(*in.URL)
	}
	return Links{Human: human, API: base + "/api/v1/calculate", OpenAPI: base + "/openapi.json", Methodology: base + "/methodology"}
}

// IsStoreError reports store failures that the API answers with 503.
func IsStoreError(err error) bool { return errors.Is(err, store.ErrUnavailable) }
