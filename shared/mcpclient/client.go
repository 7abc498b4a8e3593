package mcpclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Generations, as reported in Inspection.Generation and kept in a GenerationCache.
const (
	Modern  = "2026-07-28" // stateless MCP: per-request _meta, server/discover
	Classic = "classic"    // initialize-based MCP, 2024-11-05 … 2025-11-25
)

// classicVersions are the initialize-era versions accepted, newest first.
var classicVersions = []string{"2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"}

// Defaults for the zero Client.
const (
	DefaultDeadline = 20 * time.Second
	DefaultMaxPages = 100
	DefaultMaxItems = 1000
	maxWarnings     = 50
)

// GenerationCache remembers which generation ("2026-07-28" or "classic")
// an origin speaks, so a classic server costs one round trip less next time.
type GenerationCache interface {
	Get(ctx context.Context, origin string) (string, bool)
	Put(ctx context.Context, origin, generation string)
}

// Client inspects MCP servers over Streamable HTTP. The zero value works;
// it is safe for concurrent use.
type Client struct {
	// HTTP sends every request. Use a safehttp client: it enforces the
	// address policy and the per-message size limit. Nil means
	// safehttp.DefaultClient().
	HTTP *http.Client
	// Deadline bounds a whole inspection; 0 means DefaultDeadline.
	Deadline time.Duration
	// MaxPages bounds the pages followed per list; 0 means DefaultMaxPages.
	MaxPages int
	// MaxItems bounds the items kept per list; 0 means DefaultMaxItems.
	MaxItems int
	// MaxBytes bounds the decompressed bytes read per inspection; 0 means
	// safehttp.DefaultMaxInspectionBytes.
	MaxBytes int64
	// Cache, if set, remembers each origin's generation.
	Cache GenerationCache
	// Probes lists the tools again alongside the main listing, to check
	// that the list does not vary (see probes.go); false lists once.
	Probes bool
}

// Inspection is what a server showed. Lists hold what was listed even when
// later pages or other lists failed; Warnings says what is missing and why.
type Inspection struct {
	URL               string             `json:"url"`
	ProtocolVersion   string             `json:"protocolVersion,omitempty"`
	Generation        string             `json:"generation,omitempty"` // Modern or Classic
	Transport         string             `json:"transport,omitempty"`  // "json", "sse" or "mixed"
	ServerName        *string            `json:"serverName,omitempty"`
	ServerVersion     *string            `json:"serverVersion,omitempty"`
	Instructions      *string            `json:"instructions,omitempty"`
	ServerIcons       json.RawMessage    `json:"serverIcons,omitempty"` // serverInfo.icons, as sent
	Capabilities      []string           `json:"capabilities"`          // advertised capability keys, sorted
	AuthRequired      *string            `json:"authRequired,omitempty"`
	Tools             []json.RawMessage  `json:"tools"` // as sent, in order, duplicates kept
	Resources         []Resource         `json:"resources"`
	ResourceTemplates []ResourceTemplate `json:"resourceTemplates"`
	Prompts           []Prompt           `json:"prompts"`
	Pages             map[string]int     `json:"pages"` // method → pages read
	Warnings          []string           `json:"warnings"`
	Bytes             int64              `json:"bytes"` // decompressed bytes read
	// UIResources are the ui:// resources the tools name (MCP Apps), read
	// after the lists; see apps.go.
	UIResources []UIResource `json:"uiResources,omitempty"`
	// Caching holds the caching hints of every 2026-07-28 result read
	// (server/discover and each list page); nil for classic servers.
	Caching []CacheHint `json:"caching,omitempty"`
	// Probes are the extra tool listings made with Client.Probes.
	Probes []Probe `json:"probes,omitempty"`
	// ToolsIncomplete is the warning telling why Tools is not the server's
	// whole list (tools/list failed, or stopped at the page limit); ""
	// when the list is complete or the server advertises no tools.
	ToolsIncomplete string `json:"-"`
	// LegacySSE is true when the endpoint speaks only the HTTP+SSE
	// transport of 2024-11-05; nothing is listed then.
	LegacySSE bool `json:"legacySse,omitempty"`
	// Credentials is true when requests to the server carried credentials:
	// a caller header that names one, or Authorization or Cookie on the wire.
	Credentials bool `json:"credentials,omitempty"`
	// Auth is what a 401's discovery documents said; nil without a 401.
	Auth *AuthMetadata `json:"auth,omitempty"`
	// ServerRequests are the requests (and log notifications) the server
	// sent to the client while it answered the inspection and its probes.
	ServerRequests []ServerRequest `json:"serverRequests,omitempty"`
}

// Resource is one entry of resources/list; Meta is its _meta as sent.
type Resource struct {
	URI         string          `json:"uri"`
	Name        string          `json:"name"`
	Title       *string         `json:"title,omitempty"`
	Description *string         `json:"description,omitempty"`
	MimeType    *string         `json:"mimeType,omitempty"`
	Icons       json.RawMessage `json:"icons,omitempty"`
	Meta        json.RawMessage `json:"_meta,omitempty"` // as sent; MCP Apps reads its "ui"
}

// ResourceTemplate is one entry of resources/templates/list.
type ResourceTemplate struct {
	URITemplate string          `json:"uriTemplate"`
	Name        string          `json:"name"`
	Title       *string         `json:"title,omitempty"`
	Description *string         `json:"description,omitempty"`
	MimeType    *string         `json:"mimeType,omitempty"`
	Icons       json.RawMessage `json:"icons,omitempty"`
	Meta        json.RawMessage `json:"_meta,omitempty"` // as sent
}

// Prompt is one entry of prompts/list.
type Prompt struct {
	Name        string           `json:"name"`
	Title       *string          `json:"title,omitempty"`
	Description *string          `json:"description,omitempty"`
	Arguments   []PromptArgument `json:"arguments,omitempty"`
	Icons       json.RawMessage  `json:"icons,omitempty"`
	Meta        json.RawMessage  `json:"_meta,omitempty"` // as sent
}

// PromptArgument is one argument a prompt takes.
type PromptArgument struct {
	Name        string  `json:"name"`
	Title       *string `json:"title,omitempty"`
	Description *string `json:"description,omitempty"`
	Required    *bool   `json:"required,omitempty"`
}

// listSpec is one list method, the result key holding its items and the
// capability that advertises it.
type listSpec struct{ method, key, capability string }

var listSpecs = []listSpec{
	{"tools/list", "tools", "tools"},
	{"resources/list", "resources", "resources"},
	{"resources/templates/list", "resourceTemplates", "resources"},
	{"prompts/list", "prompts", "prompts"},
}

// ScannerInfo is the clientInfo an inspection sends.
var ScannerInfo = map[string]string{"name": "mcp-server-explorer", "version": "1.0.0"}

// ClientCapabilities are what the client declares: roots, as the common
// agents do, so that servers show the tools agents get (server-everything
// adds one for clients with roots). roots/list is answered with no roots.
// Sampling and elicitation are not declared: an inspection cannot answer
// them truthfully.
func ClientCapabilities() map[string]any {
	return map[string]any{"roots": map[string]any{"listChanged": false}}
}

// modernMeta is the _meta every 2026-07-28 request carries.
func (s *inspector) modernMeta() map[string]any {
	return map[string]any{
		"io.modelcontextprotocol/protocolVersion":    Modern,
		"io.modelcontextprotocol/clientCapabilities": ClientCapabilities(),
		"io.modelcontextprotocol/clientInfo":         s.info,
	}
}

// Inspect connects to the MCP endpoint serverURL, sending header (e.g.
// Authorization) with every MCP request, and lists what the server offers.
// A 401 is a result with AuthRequired set, not an error. Failures are *Error.
func (c *Client) Inspect(ctx context.Context, serverURL serverurl.URL, header http.Header) (*Inspection, error) {
	u, err := url.Parse(serverURL.String())
	if err != nil || serverURL.IsZero() {
		return nil, &Error{Code: CodeInvalidURL, Detail: "no server URL was given", Err: err}
	}
	deadline := orDefault(c.Deadline, DefaultDeadline)
	ctx, cancel := context.WithTimeout(ctx, deadline)
	defer cancel()
	maxBytes := orDefault(c.MaxBytes, safehttp.DefaultMaxInspectionBytes)
	budget := safehttp.NewBudget(maxBytes)
	ctx = safehttp.WithBudget(ctx, budget)

	s := &inspector{
		info:       ScannerInfo,
		lists:      listSpecs,
		budget:     budget,
		maxBytes:   maxBytes,
		probes:     c.Probes,
		http:       c.httpClient(),
		url:        u.String(),
		header:     header,
		deadline:   deadline.String(),
		maxPages:   orDefault(c.MaxPages, DefaultMaxPages),
		maxItems:   orDefault(c.MaxItems, DefaultMaxItems),
		maxMessage: safehttp.DefaultMaxMessageBytes,
		requests:   &serverRequests{},
	}
	out := &Inspection{URL: s.url, Pages: map[string]int{}}
	if err := s.run(s.traceCredentials(ctx), c.Cache, strings.ToLower(u.Scheme+"://"+u.Host), out); err != nil {
		return nil, err
	}
	out.Credentials = credentialHeader(header) || s.posture.credentials.Load()
	out.Auth = s.posture.auth
	out.ServerRequests = s.requests.list()
	out.Transport = s.transport()
	out.Warnings = s.warnings
	out.Bytes = budget.Used()
	return out, nil
}

func (c *Client) httpClient() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return safehttp.DefaultClient()
}

func orDefault[T int | int64 | time.Duration](v, def T) T {
	if v <= 0 {
		return def
	}
	return v
}

// inspector is the state of one inspection.
type inspector struct {
	http       *http.Client
	url        string
	header     http.Header
	deadline   string
	maxPages   int
	maxItems   int
	maxMessage int64
	info       map[string]string // clientInfo
	lists      []listSpec        // the lists to read
	budget     *safehttp.Budget  // the inspection's
	maxBytes   int64             // its limit
	probes     bool
	forked     bool         // a probe's (see probes.go)
	settle     *atomic.Bool // a probe's: the main listing is classic
	prober     *prober      // the main inspector's probes; nil without
	nextID     atomic.Int64
	answered   atomic.Int32    // server requests answered
	requests   *serverRequests // what the server sent, shared with the probes

	// Set between phases, read by concurrent requests.
	modern    bool
	version   string // MCP-Protocol-Version for classic requests after initialize
	sessionID string

	mu        sync.Mutex
	warnings  []string
	json, sse bool

	posture postureState
}

// warn records a warning and returns its text.
func (s *inspector) warn(format string, args ...any) string {
	w := fmt.Sprintf(format, args...)
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case len(s.warnings) < maxWarnings:
		s.warnings = append(s.warnings, w)
	case len(s.warnings) == maxWarnings:
		s.warnings = append(s.warnings, "further warnings omitted")
	}
	return w
}

func (s *inspector) saw(kind string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if kind == "json" {
		s.json = true
	} else {
		s.sse = true
	}
}

func (s *inspector) transport() string {
	switch {
	case s.json && s.sse:
		return "mixed"
	case s.json:
		return "json"
	case s.sse:
		return "sse"
	}
	return ""
}

// run lists what the server offers and, with probes, lists its tools again
// alongside.
func (s *inspector) run(ctx context.Context, cache GenerationCache, origin string, out *Inspection) error {
	p := s.newProber(ctx)
	s.prober = p
	defer p.stop()
	if err := s.pick(ctx, cache, origin, out, p); err != nil {
		return err
	}
	p.finish(ctx, out)
	return nil
}

// pick picks the generation: the cached one, else 2026-07-28 with classic
// as fallback. It starts the probes that go with each attempt.
func (s *inspector) pick(ctx context.Context, cache GenerationCache, origin string, out *Inspection, p *prober) error {
	gen, known := "", false
	if cache != nil {
		gen, known = cache.Get(ctx, origin)
	}
	remember := func(g string) {
		if cache != nil && out.AuthRequired == nil && g != gen {
			cache.Put(ctx, origin, g)
		}
	}
	if known && gen == Classic {
		p.startClassic()
		err := s.classic(ctx, classicVersions[0], out)
		if err == nil || !fallbackWorthy(err) {
			return err
		}
		// The cached generation may be stale: probe once more.
		p.startModern()
		if fallback, _, merr := s.modernProbe(ctx, out); merr == nil && !fallback {
			remember(Modern)
			return nil
		}
		return err
	}
	p.startModern()
	fallback, offer, err := s.modernProbe(ctx, out)
	switch {
	case err != nil:
		return err
	case !fallback:
		remember(Modern)
		return nil
	}
	if offer == "" {
		offer = classicVersions[0]
	}
	p.startClassic()
	if err := s.classic(ctx, offer, out); err != nil {
		return err
	}
	remember(Classic)
	return nil
}

// fallbackWorthy reports an answer that a classic server gives to a modern
// request: 400, 404 or 405 without a modern JSON-RPC error, or a non-modern
// JSON-RPC error (a modern server must implement server/discover).
func fallbackWorthy(err error) bool {
	var (
		se *statusError
		re *rpcError
	)
	switch {
	case errors.As(err, &se):
		return se.status == 400 || se.status == 404 || se.status == 405
	case errors.As(err, &re):
		return !re.modern() && (re.status/100 == 2 || re.status == 400 || re.status == 404 || re.status == 405)
	}
	return false
}

// modernProbe sends server/discover and the first page of every list at
// once: one round trip for a 2026-07-28 server. fallback reports a classic
// server; offer, if set, is the classic version it asked for.
func (s *inspector) modernProbe(ctx context.Context, out *Inspection) (fallback bool, offer string, err error) {
	s.modern = true
	pctx, cancel := context.WithCancel(ctx)
	defer cancel()
	results := make([]listResult, len(s.lists))
	var wg sync.WaitGroup
	for i, spec := range s.lists {
		wg.Go(func() { results[i] = s.list(pctx, spec, nil) })
	}
	rep, err := s.call(pctx, "server/discover", map[string]any{"_meta": s.modernMeta()}, nil)
	if err != nil {
		cancel()
	}
	wg.Wait()
	if err != nil {
		s.abandonProbe()
		return s.afterFailedDiscover(ctx, err, out)
	}
	var res map[string]json.RawMessage
	if json.Unmarshal(rep.result, &res) != nil {
		return false, "", notMCP("the server/discover result is not a JSON object")
	}
	// A discover result is modern only when its supportedVersions name
	// 2026-07-28. A server may answer discover yet support only classic
	// versions (the go-sdk's stateful servers do), and some classic servers
	// answer every unknown method with an empty result: both get the
	// classic handshake, at the newest classic version listed, if any.
	var supported []string
	json.Unmarshal(res["supportedVersions"], &supported)
	if !slices.Contains(supported, Modern) {
		s.abandonProbe()
		return true, newestClassic(supported), nil
	}
	out.Generation, out.ProtocolVersion = Modern, Modern
	caps := capabilities(res["capabilities"])
	out.Capabilities = slices.Sorted(maps.Keys(caps))
	var meta map[string]json.RawMessage
	json.Unmarshal(res["_meta"], &meta)
	info := meta["io.modelcontextprotocol/serverInfo"]
	if info == nil {
		info = res["serverInfo"]
	}
	out.ServerName, out.ServerVersion = implementation(info)
	out.ServerIcons = icons(info)
	out.Instructions = optString(res["instructions"])
	out.Caching = append(out.Caching, hintOf("server/discover", 1, res))
	s.prober.settle(ctx, Modern, caps, results)
	s.collect(ctx, out, caps, results, true)
	s.readResources(ctx, out)
	return false, "", nil
}

func (s *inspector) afterFailedDiscover(ctx context.Context, err error, out *Inspection) (bool, string, error) {
	var (
		se *statusError
		re *rpcError
	)
	switch {
	case errors.As(err, &se) && se.status == http.StatusUnauthorized:
		out.AuthRequired = ptr(s.authStatement(ctx, se.header))
		return false, "", nil
	case errors.As(err, &re) && re.Code == codeUnsupportedVersion:
		var data struct {
			Supported []string `json:"supported"`
		}
		json.Unmarshal(re.Data, &data)
		return s.classicOffer(data.Supported)
	case fallbackWorthy(err):
		return true, "", nil
	}
	return false, "", classify(ctx, "server/discover", err, s.deadline)
}

// abandonProbe forgets what the concurrent probe saw.
func (s *inspector) abandonProbe() {
	s.modern = false
	s.json, s.sse = false, false
}

// newestClassic is the newest classic version in supported, or "".
func newestClassic(supported []string) string {
	for _, v := range classicVersions {
		if slices.Contains(supported, v) {
			return v
		}
	}
	return ""
}

// classicOffer picks the newest classic version a server says it supports.
func (s *inspector) classicOffer(supported []string) (bool, string, error) {
	for _, v := range classicVersions {
		if slices.Contains(supported, v) {
			return true, v, nil
		}
	}
	return false, "", &Error{Code: CodeUnsupported, Detail: fmt.Sprintf(
		"the server supports protocol versions %s; this inspector speaks %s",
		clip(strings.Join(supported, ", "), 200), strings.Join(append([]string{Modern}, classicVersions...), ", "))}
}

// classic runs initialize, then sends notifications/initialized and the
// advertised lists together, and ends the session in the background.
func (s *inspector) classic(ctx context.Context, offer string, out *Inspection) error {
	s.modern = false
	start := time.Now()
	rep, err := s.call(ctx, "initialize", map[string]any{
		"protocolVersion": offer,
		"capabilities":    ClientCapabilities(),
		"clientInfo":      s.info,
	}, nil)
	if err != nil {
		var se *statusError
		if errors.As(err, &se) && se.status == http.StatusUnauthorized {
			statement := "" // a probe reads no metadata: the main listing does
			if !s.forked {
				statement = s.authStatement(ctx, se.header)
			}
			out.AuthRequired = &statement
			return nil
		}
		if fallbackWorthy(err) && s.legacySSE(ctx, out) {
			return nil
		}
		return classify(ctx, "initialize", err, s.deadline)
	}
	rtt := time.Since(start)
	var res map[string]json.RawMessage
	if json.Unmarshal(rep.result, &res) != nil {
		return notMCP("the initialize result is not a JSON object")
	}
	var version string
	json.Unmarshal(res["protocolVersion"], &version)
	if !slices.Contains(classicVersions, version) {
		return &Error{Code: CodeUnsupported, Detail: fmt.Sprintf(
			"the server chose protocol version %q; this inspector speaks %s",
			clip(version, 40), strings.Join(append([]string{Modern}, classicVersions...), ", "))}
	}
	sid := rep.header.Get("Mcp-Session-Id")
	if !visibleASCII(sid) {
		return notMCP("the server sent an Mcp-Session-Id with characters outside visible ASCII")
	}
	s.version, s.sessionID = version, sid
	if sid != "" {
		defer s.endSession(ctx)
	}
	out.Generation, out.ProtocolVersion = Classic, version
	caps := capabilities(res["capabilities"])
	out.Capabilities = slices.Sorted(maps.Keys(caps))
	out.ServerName, out.ServerVersion = implementation(res["serverInfo"])
	out.ServerIcons = icons(res["serverInfo"])
	out.Instructions = optString(res["instructions"])

	results := s.classicLists(ctx, caps, rtt)
	s.prober.settle(ctx, Classic, caps, results)
	s.collect(ctx, out, caps, results, false)
	s.readResources(ctx, out)
	return nil
}

// classicLists sends notifications/initialized and the advertised lists
// together. rtt is the initialize round trip.
func (s *inspector) classicLists(ctx context.Context, caps map[string]json.RawMessage, rtt time.Duration) []listResult {
	// The lists go out with the notification, but their bodies wait until
	// the notification is written and a little longer (a quarter of the
	// initialize round trip, at most 5 ms; never more than a second in
	// all), so a server that changes its lists on notifications/initialized
	// has usually done so.
	gate := make(chan struct{})
	var once sync.Once
	open := func() { once.Do(func() { close(gate) }) }
	timer := time.AfterFunc(time.Second, open)
	defer timer.Stop()
	written := func() { time.AfterFunc(min(5*time.Millisecond, rtt/4), open) }
	nctx, ncancel := context.WithCancel(ctx)
	defer ncancel()
	var (
		nerr       error
		notifiedAt time.Time
	)
	ndone := make(chan struct{})
	go func() {
		defer close(ndone)
		defer open()
		if nerr = s.notify(nctx, "notifications/initialized", written); nerr == nil {
			notifiedAt = time.Now()
		}
	}()
	results := make([]listResult, len(s.lists))
	s.each(caps, func(i int, spec listSpec) { results[i] = s.list(ctx, spec, gate) })

	// Give the 202 a moment more than the lists took, but never wait long
	// for an acknowledgement nothing depends on. A list that may change
	// depends on it: a slow gateway's 202 can follow its server's change.
	wait := max(250*time.Millisecond, 2*rtt)
	if s.anyListChanges(caps) {
		wait = max(2*time.Second, 4*rtt)
	}
	select {
	case <-ndone:
	case <-time.After(wait):
		ncancel()
		<-ndone
	}
	if nerr != nil && nctx.Err() == nil {
		s.warn("notifications/initialized: %s", classify(ctx, "notifications/initialized", nerr, s.deadline).Detail)
	}
	// Connections don't keep order: a list answered before the 202 may
	// predate the notification. Where the server says that list can change,
	// ask again now that the notification is certainly processed.
	if !notifiedAt.IsZero() {
		s.each(caps, func(i int, spec listSpec) {
			// When probes compare classic sessions, tools are listed
			// again in any case: a server behind a gateway may answer 202
			// before it has processed the notification, and sessions
			// listed either side of that would seem to differ.
			settle := spec.key == "tools" && (s.probes || s.settle != nil && s.settle.Load())
			if r := results[i]; r.err == nil && (r.firstAt.Before(notifiedAt) || settle) && listChanges(caps[spec.capability]) {
				if again := s.list(ctx, spec, nil); again.err == nil {
					results[i] = again
				}
			}
		})
	}
	return results
}

// each runs f concurrently for every list whose capability is advertised.
func (s *inspector) each(caps map[string]json.RawMessage, f func(int, listSpec)) {
	var wg sync.WaitGroup
	for i, spec := range s.lists {
		if _, ok := caps[spec.capability]; ok {
			wg.Go(func() { f(i, spec) })
		}
	}
	wg.Wait()
}

// anyListChanges reports whether a list this inspector reads may change.
func (s *inspector) anyListChanges(caps map[string]json.RawMessage) bool {
	return slices.ContainsFunc(s.lists, func(spec listSpec) bool { return listChanges(caps[spec.capability]) })
}

// listChanges reports a capability object with "listChanged": true.
func listChanges(capability json.RawMessage) bool {
	var c struct {
		ListChanged bool `json:"listChanged"`
	}
	json.Unmarshal(capability, &c)
	return c.ListChanged
}

// listResult is one list method's pages.
type listResult struct {
	items   []json.RawMessage
	pages   int
	more    bool // stopped at maxPages or maxItems with more left
	hints   []CacheHint
	err     error
	firstAt time.Time // when the first page arrived
}

// list reads up to maxPages pages of spec, keeping up to maxItems items;
// gate (for the first page only) is passed to call.
func (s *inspector) list(ctx context.Context, spec listSpec, gate <-chan struct{}) listResult {
	var r listResult
	cursor := ""
	for r.pages < s.maxPages {
		params := map[string]any{}
		if cursor != "" {
			params["cursor"] = cursor
		}
		if s.modern {
			params["_meta"] = s.modernMeta()
		}
		if r.pages > 0 {
			gate = nil
		}
		rep, err := s.call(ctx, spec.method, params, gate)
		if err != nil {
			r.err = err
			return r
		}
		if r.pages++; r.pages == 1 {
			r.firstAt = time.Now()
		}
		var page map[string]json.RawMessage
		if json.Unmarshal(rep.result, &page) != nil {
			r.err = notMCP("the %s result is not a JSON object", spec.method)
			return r
		}
		var items []json.RawMessage
		if json.Unmarshal(page[spec.key], &items) != nil || page[spec.key] == nil {
			r.err = notMCP("the %s result has no %q array", spec.method, spec.key)
			return r
		}
		r.items = append(r.items, items...)
		if s.modern {
			r.hints = append(r.hints, hintOf(spec.method, r.pages, page))
		}
		var next string
		json.Unmarshal(page["nextCursor"], &next)
		if len(r.items) > s.maxItems || (len(r.items) == s.maxItems && next != "") {
			r.items, r.more = r.items[:s.maxItems], true
			return r
		}
		if next == "" {
			return r
		}
		cursor = next
	}
	r.more = true
	return r
}

// collect copies list results into out and explains every gap. Under
// 2026-07-28 all lists were asked before the capabilities were known, so
// an unadvertised list that failed is expected and stays silent.
func (s *inspector) collect(ctx context.Context, out *Inspection, caps map[string]json.RawMessage, results []listResult, askedAll bool) {
	for i, spec := range s.lists {
		r := results[i]
		_, advertised := caps[spec.capability]
		if !advertised && (!askedAll || len(r.items) == 0) {
			continue
		}
		out.Pages[spec.method] = r.pages
		out.Caching = append(out.Caching, r.hints...)
		var re *rpcError
		var incomplete string // the warning that the list was cut short
		switch {
		case r.err == nil:
		case !advertised:
		case errors.As(r.err, &re) && re.Code == codeMethodNotFound && r.pages == 0:
			incomplete = s.warn("%s: the server advertises %q but answered \"method not found\"", spec.method, spec.capability)
		case r.pages == 0:
			incomplete = s.warn("%s failed: %s", spec.method, classify(ctx, spec.method, r.err, s.deadline).Detail)
		default:
			incomplete = s.warn("%s: page %d failed, kept the %d items before it: %s", spec.method, r.pages+1, len(r.items), classify(ctx, spec.method, r.err, s.deadline).Detail)
		}
		if !advertised {
			s.warn("%s: answered with %d items although the server does not advertise %q", spec.method, len(r.items), spec.capability)
		}
		if r.more {
			incomplete = s.warn("%s: stopped after %d pages and %d items; the server offers more", spec.method, r.pages, len(r.items))
		}
		switch spec.key {
		case "tools":
			out.ToolsIncomplete = incomplete
			out.Tools = append(out.Tools, r.items...)
			s.checkDuplicates(r.items)
		case "resources":
			out.Resources = decodeAll[Resource](s, spec.method, r.items)
		case "resourceTemplates":
			out.ResourceTemplates = decodeAll[ResourceTemplate](s, spec.method, r.items)
		case "prompts":
			out.Prompts = decodeAll[Prompt](s, spec.method, r.items)
		}
	}
}

// checkDuplicates warns about tool names listed more than once.
func (s *inspector) checkDuplicates(tools []json.RawMessage) {
	first := map[string]json.RawMessage{}
	reported := map[string]bool{}
	for _, t := range tools {
		var tool struct {
			Name string `json:"name"`
		}
		if json.Unmarshal(t, &tool) != nil {
			continue
		}
		prev, dup := first[tool.Name]
		if !dup {
			first[tool.Name] = t
			continue
		}
		if !reported[tool.Name] {
			reported[tool.Name] = true
			how := "twice with identical definitions"
			if string(prev) != string(t) {
				how = "more than once with different definitions"
			}
			s.warn("tools/list: tool %q is listed %s", clip(tool.Name, 80), how)
		}
	}
}

func decodeAll[T any](s *inspector, method string, items []json.RawMessage) []T {
	out := make([]T, 0, len(items))
	bad := 0
	for _, it := range items {
		var v T
		if json.Unmarshal(it, &v) != nil {
			bad++
			continue
		}
		out = append(out, v)
	}
	if bad > 0 {
		s.warn("%s: skipped %d malformed entries", method, bad)
	}
	return out
}

// capabilities returns the non-null members of a capabilities object.
func capabilities(raw json.RawMessage) map[string]json.RawMessage {
	var m map[string]json.RawMessage
	json.Unmarshal(raw, &m)
	for k, v := range m {
		if string(v) == "null" {
			delete(m, k)
		}
	}
	return m
}

func implementation(raw json.RawMessage) (name, version *string) {
	var m map[string]json.RawMessage
	json.Unmarshal(raw, &m)
	return optString(m["name"]), optString(m["version"])
}

// icons returns an implementation's icons member as sent, or nil.
func icons(raw json.RawMessage) json.RawMessage {
	var m map[string]json.RawMessage
	json.Unmarshal(raw, &m)
	return m["icons"]
}

func optString(raw json.RawMessage) *string {
	var s *string
	json.Unmarshal(raw, &s)
	return s
}

func ptr[T any](v T) *T { return &v }

func visibleASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x21 || s[i] > 0x7e {
			return false
		}
	}
	return true
}
