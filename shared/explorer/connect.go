package explorer

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Inspector lists what a live MCP server exposes (an *mcpclient.Client).
type Inspector interface {
	Inspect(ctx context.Context, serverURL serverurl.URL, header http.Header) (*mcpclient.Inspection, error)
}

// Registry searches the MCP Registry (a *registry.Client).
type Registry interface {
	Search(ctx context.Context, query string, limit int) (*registry.Result, error)
}

// RegistryLimit is how many registry hits a search returns.
const RegistryLimit = 30

// Inspected is a live server's tool list with its analysis.
type Inspected struct {
	Inspection *mcpclient.Inspection
	Tools      []analysis.Tool // the well-formed tools, in order
	Report     analysis.Report // Tools analysed, with the server instructions
	Skipped    []string        // why malformed tools were left out
	Apps       *analysis.Apps  // the tools' MCP Apps metadata and UI resources
}

// Inspect vets serverURL under e.Policy, connects to the live server and
// analyses what it lists. header is sent with every MCP request (e.g.
// Authorization) and never logged.
func (e *Explorer) Inspect(ctx context.Context, serverURL string, header http.Header) (*Inspected, error) {
	u, err := serverurl.Vet(serverURL, e.Policy)
	if err != nil {
		return nil, problem.Invalid(urlField(err))
	}
	return e.inspect(ctx, u, header)
}

func (e *Explorer) inspect(ctx context.Context, u serverurl.URL, header http.Header) (*Inspected, error) {
	if e.Inspector == nil {
		return nil, &problem.Error{Code: problem.CodeNotImplemented, Detail: "connect mode is not available in this deployment; paste the server's tools/list result with mode \"paste\" instead"}
	}
	insp, err := e.Inspector.Inspect(ctx, u, header)
	if err != nil {
		return nil, inspectError(err)
	}
	defer httpx.Spend(ctx, time.Now())
	return AnalyzeInspection(insp), nil
}

// AnalyzeInspection parses each listed tool on its own, so one malformed
// tool is skipped instead of failing the list, and analyses the rest with
// the server instructions.
func AnalyzeInspection(insp *mcpclient.Inspection) *Inspected {
	out := &Inspected{Inspection: insp}
	for i := range insp.Tools {
		t, err := analysis.ParseToolsJSON(insp.Tools[i : i+1])
		if err != nil {
			out.Skipped = append(out.Skipped, fmt.Sprintf("tools[%d] was skipped: %v", i, err))
			continue
		}
		out.Tools = append(out.Tools, t...)
	}
	out.Apps = appsOf(out.Tools, insp)
	opts := analysis.Options{Items: inspectionItems(insp), ServerURL: insp.URL, Apps: out.Apps}
	if insp.Instructions != nil {
		opts.Instructions = *insp.Instructions
	}
	out.Report = analysis.Analyze(out.Tools, opts)
	addServerChecks(&out.Report, out.Tools, serverFacts(insp))
	out.Report.ServerFindings = append(out.Report.ServerFindings, consistencyFindings(insp)...)
	return out
}

// inspectionItems lists the resources, then the resource templates, then
// the prompts: the order of result.resources and result.prompts.
func inspectionItems(insp *mcpclient.Inspection) []analysis.Item {
	items := make([]analysis.Item, 0, len(insp.Resources)+len(insp.ResourceTemplates)+len(insp.Prompts))
	for _, r := range insp.Resources {
		items = append(items, analysis.Item{Kind: analysis.KindResource, ID: r.URI, Name: r.Name, Title: r.Title, Description: r.Description, MimeType: r.MimeType, Meta: r.Meta})
	}
	for _, r := range insp.ResourceTemplates {
		items = append(items, analysis.Item{Kind: analysis.KindResourceTemplate, ID: r.URITemplate, Name: r.Name, Title: r.Title, Description: r.Description, MimeType: r.MimeType, Meta: r.Meta})
	}
	for _, p := range insp.Prompts {
		it := analysis.Item{Kind: analysis.KindPrompt, ID: p.Name, Name: p.Name, Title: p.Title, Description: p.Description, Meta: p.Meta}
		for _, a := range p.Arguments {
			it.Arguments = append(it.Arguments, analysis.Argument{Name: a.Name, Title: a.Title, Description: a.Description})
		}
		items = append(items, it)
	}
	return items
}

func (e *Explorer) connect(ctx context.Context, in Input, u serverurl.URL, now time.Time) (*Result, error) {
	got, err := e.inspect(ctx, u, in.Header)
	if err != nil {
		return nil, err
	}
	insp, report := got.Inspection, got.Report
	res := e.envelope(in, u, now, report)
	res.Analysis = &Analysis{Tools: got.Tools, Report: report, ToolsIncomplete: insp.ToolsIncomplete, Connection: connectionOf(insp), Apps: got.Apps,
		Directory: analysis.DirectoryReadiness(got.Tools, got.Apps)}
	if c := res.Analysis.Connection; c != nil {
		res.Assumptions = append(res.Assumptions, "Measured in this inspection: "+c.Text)
		if c.ProbesText != "" {
			res.Assumptions = append(res.Assumptions, c.ProbesText)
		}
	}
	res.Result.Server = &Server{
		URL: res.Inputs.URL, ProtocolVersion: nonEmpty(insp.ProtocolVersion), Name: insp.ServerName, Version: insp.ServerVersion,
		AuthRequired: insp.AuthRequired, Instructions: insp.Instructions, Capabilities: orEmpty(insp.Capabilities),
	}
	for _, r := range insp.Resources {
		res.Result.Resources = append(res.Result.Resources, Resource{URI: r.URI, Name: r.Name, MimeType: r.MimeType})
	}
	for _, r := range insp.ResourceTemplates {
		res.Result.Resources = append(res.Result.Resources, Resource{URI: r.URITemplate, Name: r.Name + " (URI template)", MimeType: r.MimeType})
	}
	for _, p := range insp.Prompts {
		res.Result.Prompts = append(res.Result.Prompts, Prompt{Name: p.Name, Description: p.Description})
	}
	// Items are numbered as inspectionItems lists them.
	for _, it := range report.Items {
		if it.Index < len(res.Result.Resources) {
			res.Result.Resources[it.Index].Findings = it.Findings
		} else {
			res.Result.Prompts[it.Index-len(res.Result.Resources)].Findings = it.Findings
		}
		for _, f := range it.Findings {
			res.Warnings = append(res.Warnings, f.String())
		}
	}
	if insp.AuthRequired != nil {
		res.Warnings = append(res.Warnings, "The server requires authorization ("+*insp.AuthRequired+"); nothing was listed without a token. Inspect it from the CLI, which can log in: mcp-explorer inspect --login URL.")
	}
	res.Warnings = append(res.Warnings, appWarnings(report)...)
	res.Warnings = append(res.Warnings, insp.Warnings...)
	res.Warnings = append(res.Warnings, iconWarnings(insp)...)
	res.Warnings = append(res.Warnings, got.Skipped...)
	if err := e.rememberInto(ctx, res, in, u, report, now); err != nil {
		return nil, err
	}
	finish(res)
	return res, nil
}

// inspectError maps an inspection failure to a domain error: refused
// targets are invalid input on url, the rest are upstream failures.
func inspectError(err error) error {
	var blocked *safehttp.BlockedError
	var urlErr *safehttp.URLError
	var ce *mcpclient.Error
	switch {
	case errors.As(err, &blocked):
		return problem.Invalid(problem.FieldError{Field: "url", Message: fmt.Sprintf("refused: %s reaches %s (%s), and this service only connects to public addresses", blocked.Host, blocked.Addr, blocked.Reason)})
	case errors.As(err, &urlErr):
		return problem.Invalid(problem.FieldError{Field: "url", Message: urlErr.Reason})
	case errors.As(err, &ce):
		switch ce.Code {
		case mcpclient.CodeInvalidURL:
			return problem.Invalid(problem.FieldError{Field: "url", Message: ce.Detail})
		case mcpclient.CodeTimeout:
			return &problem.Error{Code: problem.CodeUpstreamTimeout, Detail: ce.Detail, Err: err}
		case mcpclient.CodeForbidden:
			return &problem.Error{Code: problem.CodeUpstreamForbidden, Detail: ce.Detail, Err: err}
		case mcpclient.CodeNotMCP, mcpclient.CodeUnsupported:
			return &problem.Error{Code: problem.CodeNotMCP, Detail: ce.Detail, Err: err}
		default:
			return &problem.Error{Code: problem.CodeUpstreamUnreachable, Detail: ce.Detail, Err: err}
		}
	case errors.Is(err, context.DeadlineExceeded):
		return &problem.Error{Code: problem.CodeUpstreamTimeout, Detail: "the server did not answer before the deadline", Err: err}
	}
	return &problem.Error{Code: problem.CodeUpstreamUnreachable, Detail: "the server could not be inspected", Err: err}
}

func (e *Explorer) searchRegistry(ctx context.Context, in Input, u serverurl.URL, now time.Time) (*Result, error) {
	if e.Registry == nil {
		return nil, &problem.Error{Code: problem.CodeNotImplemented, Detail: "registry search is not available in this deployment"}
	}
	found, err := e.Registry.Search(ctx, *in.Search, RegistryLimit)
	if err != nil {
		detail := "the MCP Registry could not be searched; try again later"
		var re *registry.Error
		if errors.As(err, &re) {
			detail = re.Error()
		}
		return nil, &problem.Error{Code: problem.CodeRegistryFailed, Detail: detail, Err: err}
	}
	res := e.envelope(in, u, now, analysis.Report{})
	res.Result.Registry = []RegistryServer{}
	for _, s := range found.Servers {
		hit := RegistryServer{Name: s.Name, Description: nonEmpty(s.Description), Version: nonEmpty(s.Version), Repository: nonEmpty(s.RepositoryURL), Remotes: []string{}, Packages: orEmpty(s.Packages)}
		for _, r := range s.Remotes {
			hit.Remotes = append(hit.Remotes, r.URL)
		}
		res.Result.Registry = append(res.Result.Registry, hit)
	}
	res.Warnings = append(res.Warnings, found.Warnings...)
	if found.Truncated {
		res.Warnings = append(res.Warnings, fmt.Sprintf("The registry has more matches than the %d shown; refine the search.", RegistryLimit))
	}
	finish(res)
	return res, nil
}

func nonEmpty(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// NetworkOptions configure connect and registry modes.
type NetworkOptions struct {
	// AllowPrivate lets connect mode reach private, loopback and link-local
	// addresses. The hosted default (false) refuses them at dial time and on
	// every redirect; the local CLI's inspect allows them.
	AllowPrivate bool
	RegistryURL  string        // "" means the official MCP Registry
	Deadline     time.Duration // per inspection; 0 means 20 s
	// NoProbes lists a server's tools once: without it, connect mode lists
	// them again alongside, the same way, with an agent's clientInfo,
	// through the other protocol generation and without the caller's
	// headers, and reports lists that differ (mcpclient.Client.Probes).
	NoProbes bool
}

// EnableNetwork turns on connect and registry modes through the SSRF-safe
// HTTP client, remembering each origin's protocol generation in the store,
// and sets e.Policy to the same address policy.
func (e *Explorer) EnableNetwork(o NetworkOptions) {
	e.Policy = serverurl.Policy{AllowPrivate: o.AllowPrivate}
	inspector := NewInspector(e.Store, e.Now, o.AllowPrivate)
	inspector.Deadline = o.Deadline
	inspector.Probes = !o.NoProbes
	e.Inspector = inspector
	e.Registry = &registry.Client{HTTP: inspector.HTTP, BaseURL: o.RegistryURL}
}

// NewInspector returns an MCP client that connects through the SSRF-safe
// HTTP client, to private, loopback and link-local addresses only with
// allowPrivate, and remembers each origin's protocol generation in st
// unless it is nil. now is the cache's clock; nil means time.Now.
func NewInspector(st store.Store, now func() time.Time, allowPrivate bool) *mcpclient.Client {
	c := &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: allowPrivate})}
	if st != nil {
		c.Cache = GenerationCache{Store: st, Now: now}
	}
	return c
}
