package mcpclient

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// Probe kinds: each lists the tools once more, another way.
const (
	ProbeRepeat     = "repeat"     // as the main listing, again (a second classic session)
	ProbeIdentity   = "identity"   // with an agent's clientInfo instead of the scanner's
	ProbeGeneration = "generation" // through the classic handshake, for a 2026-07-28 server
	ProbeAnonymous  = "anonymous"  // without the caller's headers (2026-07-28, only when there are some)
)

// AgentInfo is the clientInfo of the identity probe: a widely used agent's,
// so that a server which shows scanners one list and agents another is seen.
var AgentInfo = map[string]string{"name": "claude-code", "version": "2.1.0"}

// Probe is one extra tools/list. Tools is the complete listing (empty when
// the server lists none); with Err set the probe has no listing to compare.
type Probe struct {
	Kind  string            `json:"kind"`
	How   string            `json:"how"` // what differed from the main listing, in words
	Tools []json.RawMessage `json:"tools,omitempty"`
	Err   string            `json:"error,omitempty"`
}

// CacheHint is the caching hints of one 2026-07-28 result, as sent: nil
// members were absent.
type CacheHint struct {
	Method     string          `json:"method"`
	Page       int             `json:"page"`          // 1 for server/discover and resources/read
	URI        string          `json:"uri,omitempty"` // the resource, for resources/read
	TTLMs      json.RawMessage `json:"ttlMs,omitempty"`
	CacheScope json.RawMessage `json:"cacheScope,omitempty"`
}

func hintOf(method string, page int, res map[string]json.RawMessage) CacheHint {
	return CacheHint{Method: method, Page: page, TTLMs: res["ttlMs"], CacheScope: res["cacheScope"]}
}

// probeShare is the part of the inspection's byte budget the probes may
// use together: the main listing keeps at least the rest.
const probeShare = 4

var toolsSpec = listSpec{"tools/list", "tools", "tools"}

// Probe slots: what was sent, before the generation is known.
const (
	slotModernRepeat    = "modern-repeat"
	slotModernIdentity  = "modern-identity"
	slotModernAnonymous = "modern-anonymous"
	slotClassicMain     = "classic-main"
	slotClassicIdentity = "classic-identity"
)

// prober runs the probes of one inspection beside its main listing. They go
// out with the main requests (so a 2026-07-28 server gets them in the first
// round trip, a classic one in the initialize round trip); one more round
// trip at most follows: the lists of a 2026-07-28 server's classic session,
// or a classic server's settled tools list (see the package doc). A nil
// prober runs nothing.
type prober struct {
	main   *inspector
	ctx    context.Context // the probes' byte share, cancelled by finish
	cancel context.CancelFunc
	start  time.Time
	wg     sync.WaitGroup
	// classic is set once the main listing goes classic; its probe
	// sessions then settle their tools list as the main one does.
	classic atomic.Bool
	// until is when the probes stop being waited for, fixed by the first
	// of reconcile and finish to ask.
	until     time.Time
	untilOnce sync.Once
	// changes is set when the main listing's tools capability says
	// listChanged (see settle).
	changes bool

	mu  sync.Mutex
	got map[string]*slot // started slots are present
}

// slot is one started probe.
type slot struct {
	probe *Probe
	q     *inspector    // its inspector, which can list the tools again
	done  chan struct{} // closed when the probe has finished
}

func (s *inspector) newProber(ctx context.Context) *prober {
	if !s.probes {
		return nil
	}
	pctx, cancel := context.WithCancel(safehttp.WithBudget(ctx, s.budget.Share(s.maxBytes/probeShare)))
	return &prober{main: s, ctx: pctx, cancel: cancel, start: time.Now(), got: map[string]*slot{}}
}

// fork is an inspector for one probe: tools/list only, its own session and
// warnings, the main inspection's limits.
func (p *prober) fork(info map[string]string, header http.Header) *inspector {
	m := p.main
	return &inspector{
		http: m.http, url: m.url, header: header, deadline: m.deadline,
		maxPages: m.maxPages, maxItems: m.maxItems, maxMessage: m.maxMessage, maxBytes: m.maxBytes,
		info: info, lists: []listSpec{toolsSpec}, budget: m.budget, forked: true, settle: &p.classic, requests: m.requests,
	}
}

// launch starts the probe of slot name, run by q, unless it was started already.
func (p *prober) launch(name string, probe *Probe, q *inspector, f func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, ok := p.got[name]; ok {
		return
	}
	sl := &slot{probe: probe, q: q, done: make(chan struct{})}
	p.got[name] = sl
	p.wg.Go(func() {
		defer close(sl.done)
		f()
	})
}

// startModern sends the 2026-07-28 probes, and opens a classic session to
// compare generations, alongside server/discover.
func (p *prober) startModern() {
	if p == nil {
		return
	}
	p.modernList(slotModernRepeat, ProbeRepeat, "a second tools/list", ScannerInfo, p.main.header)
	p.modernList(slotModernIdentity, ProbeIdentity, "tools/list with clientInfo "+infoName(AgentInfo)+" instead of "+infoName(ScannerInfo), AgentInfo, p.main.header)
	if len(p.main.header) > 0 {
		p.modernList(slotModernAnonymous, ProbeAnonymous, "tools/list without the request headers given for the server", ScannerInfo, nil)
	}
	p.classicSession(slotClassicMain, ScannerInfo)
}

// startClassic opens the classic sessions alongside the main initialize.
func (p *prober) startClassic() {
	if p == nil {
		return
	}
	p.classic.Store(true)
	p.classicSession(slotClassicMain, ScannerInfo)
	p.classicSession(slotClassicIdentity, AgentInfo)
}

func (p *prober) modernList(name, kind, how string, info map[string]string, header http.Header) {
	probe := &Probe{Kind: kind, How: how}
	q := p.fork(info, header)
	q.modern = true
	p.launch(name, probe, q, func() {
		r := q.list(p.ctx, toolsSpec, nil)
		switch {
		case r.err != nil:
			probe.Err = p.failure(r.err)
		case r.more:
			probe.Err = fmt.Sprintf("stopped after %d pages and %d items", r.pages, len(r.items))
		default:
			probe.Tools = orNone(r.items)
		}
	})
}

func (p *prober) classicSession(name string, info map[string]string) {
	probe := &Probe{}
	q := p.fork(info, p.main.header)
	p.launch(name, probe, q, func() {
		out := &Inspection{Pages: map[string]int{}}
		err := q.classic(p.ctx, classicVersions[0], out)
		probe.How = "tools/list in a classic session with clientInfo " + infoName(info)
		if out.ProtocolVersion != "" {
			probe.How = fmt.Sprintf("tools/list in a classic session (protocol %s) with clientInfo %s", out.ProtocolVersion, infoName(info))
		}
		switch {
		case err != nil:
			probe.Err = p.failure(err)
		case out.AuthRequired != nil:
			probe.Err = "the classic handshake asks for authorization"
		case out.ToolsIncomplete != "":
			probe.Err = out.ToolsIncomplete
		default:
			probe.Tools = orNone(out.Tools)
		}
	})
}

func (p *prober) failure(err error) string {
	if p.ctx.Err() != nil {
		return "did not finish in time"
	}
	return classify(p.ctx, "tools/list", err, p.main.deadline).Detail
}

// deadline is when the probes stop being waited for: as long again as the
// inspection took when first asked, and no less than half a second.
func (p *prober) deadline() time.Time {
	p.untilOnce.Do(func() { p.until = time.Now().Add(max(500*time.Millisecond, time.Since(p.start))) })
	return p.until
}

// slots are the slots that fit generation, in filing order.
func slots(generation string) []string {
	return map[string][]string{
		Modern:  {slotModernRepeat, slotModernIdentity, slotModernAnonymous, slotClassicMain},
		Classic: {slotClassicMain, slotClassicIdentity},
	}[generation]
}

// finish waits for the probes (until deadline, within the inspection's),
// ends the rest and files those that fit the generation the server spoke.
func (p *prober) finish(ctx context.Context, out *Inspection) {
	if p == nil {
		return
	}
	done := make(chan struct{})
	go func() { p.wg.Wait(); close(done) }()
	grace := time.NewTimer(time.Until(p.deadline()))
	defer grace.Stop()
	select {
	case <-done:
	case <-grace.C:
	case <-ctx.Done():
	}
	if p.changes && out.Generation == Modern && out.ToolsIncomplete == "" {
		p.reconcile(ctx, Modern, &listResult{items: out.Tools}, false)
	}
	p.cancel()
	<-done
	for _, name := range slots(out.Generation) {
		sl, ok := p.got[name]
		if !ok {
			continue
		}
		probe := sl.probe
		if name == slotClassicMain {
			probe.Kind = ProbeRepeat
			if out.Generation == Modern {
				probe.Kind = ProbeGeneration
			}
		}
		if name == slotClassicIdentity {
			probe.Kind = ProbeIdentity
		}
		out.Probes = append(out.Probes, *probe)
	}
}

// Settling a difference (reconcile): a side is listed again at most
// relistRounds times, the first after relistBackoff, each wait twice the last.
const (
	relistRounds  = 5
	relistBackoff = 25 * time.Millisecond
)

// settle is called with the main listing's capabilities and lists
// (results, by s.lists) before they are filed. A server whose tools
// capability says listChanged may add tools at any time, server-everything
// on notifications/initialized, which a gateway may acknowledge before its
// server has processed it; so listings made moments apart can differ only
// by tools one lacks. A classic main listing and its probes are reconciled
// here, since their sessions' handshakes race; a 2026-07-28 one has no
// handshake and its resources are read meanwhile, so only its probes are
// listed again, in finish.
func (p *prober) settle(ctx context.Context, generation string, caps map[string]json.RawMessage, results []listResult) {
	if p == nil || !listChanges(caps[toolsSpec.capability]) {
		return
	}
	p.changes = true
	i := slices.IndexFunc(p.main.lists, func(spec listSpec) bool { return spec.key == "tools" })
	if generation == Classic && i >= 0 {
		p.reconcile(ctx, generation, &results[i], true)
	}
}

// reconcile lists again, while a probe of generation and the main listing
// differ only by tools one of them lacks, the side that lacks them (the
// main one only with relistMain), within the constants, the probes'
// deadline and the byte budgets; a new complete listing replaces the old.
// Any other difference, or one that remains, is left for the comparison
// to report.
func (p *prober) reconcile(ctx context.Context, generation string, main *listResult, relistMain bool) {
	if main.err != nil || main.more {
		return
	}
	ctx, cancel := context.WithDeadline(ctx, p.deadline())
	defer cancel()
	pctx, pcancel := context.WithDeadline(p.ctx, p.deadline())
	defer pcancel()
	var listed []*slot
	for _, name := range slots(generation) {
		sl, ok := p.got[name]
		if !ok {
			continue
		}
		select {
		case <-sl.done:
		case <-pctx.Done():
			return
		}
		if sl.probe.Err == "" {
			listed = append(listed, sl)
		}
	}
	wait := relistBackoff
	for range relistRounds {
		mainLacks, lacking := false, []*slot(nil)
		for _, sl := range listed {
			mainLacks = mainLacks || relistMain && onlyLacks(main.items, sl.probe.Tools)
			if onlyLacks(sl.probe.Tools, main.items) {
				lacking = append(lacking, sl)
			}
		}
		if !mainLacks && len(lacking) == 0 {
			return
		}
		select {
		case <-time.After(wait):
		case <-pctx.Done():
			return
		}
		wait *= 2
		var wg sync.WaitGroup
		if mainLacks {
			wg.Go(func() {
				if r := p.main.list(ctx, toolsSpec, nil); r.err == nil && !r.more {
					*main = r
				}
			})
		}
		for _, sl := range lacking {
			wg.Go(func() {
				if r := sl.q.list(pctx, toolsSpec, nil); r.err == nil && !r.more {
					sl.probe.Tools = orNone(r.items)
				}
			})
		}
		wg.Wait()
	}
}

// onlyLacks reports whether few lists fewer tools than many and differs in
// nothing else: each of its tools is in many, defined alike. Lists with an
// unnamed or twice-named tool never do.
func onlyLacks(few, many []json.RawMessage) bool {
	if len(few) >= len(many) {
		return false
	}
	fewByName, ok := byName(few)
	if !ok {
		return false
	}
	manyByName, ok := byName(many)
	if !ok {
		return false
	}
	for name, def := range fewByName {
		if other, found := manyByName[name]; !found || !reflect.DeepEqual(def, other) {
			return false
		}
	}
	return true
}

// byName decodes tools by name; false for an undecodable, unnamed or
// twice-named one.
func byName(tools []json.RawMessage) (map[string]any, bool) {
	out := make(map[string]any, len(tools))
	for _, raw := range tools {
		d := json.NewDecoder(bytes.NewReader(raw))
		d.UseNumber()
		var def map[string]any
		if d.Decode(&def) != nil {
			return nil, false
		}
		name, _ := def["name"].(string)
		if _, dup := out[name]; dup || name == "" {
			return nil, false
		}
		out[name] = def
	}
	return out, true
}

// stop ends probes that finish did not wait for.
func (p *prober) stop() {
	if p != nil {
		p.cancel()
	}
}

func infoName(info map[string]string) string { return info["name"] + " " + info["version"] }

func orNone(items []json.RawMessage) []json.RawMessage {
	if items == nil {
		return []json.RawMessage{}
	}
	return items
}
