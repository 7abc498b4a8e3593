package mcpclient

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
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

	mu  sync.Mutex
	got map[string]*Probe // by slot; started slots are present
}

func (s *inspector) newProber(ctx context.Context) *prober {
	if !s.probes {
		return nil
	}
	pctx, cancel := context.WithCancel(safehttp.WithBudget(ctx, s.budget.Share(s.maxBytes/probeShare)))
	return &prober{main: s, ctx: pctx, cancel: cancel, start: time.Now(), got: map[string]*Probe{}}
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

// claim reserves slot; false when it was started already.
func (p *prober) claim(slot string, probe *Probe) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if _, ok := p.got[slot]; ok {
		return false
	}
	p.got[slot] = probe
	return true
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

func (p *prober) modernList(slot, kind, how string, info map[string]string, header http.Header) {
	probe := &Probe{Kind: kind, How: how}
	if !p.claim(slot, probe) {
		return
	}
	q := p.fork(info, header)
	q.modern = true
	p.wg.Go(func() {
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

func (p *prober) classicSession(slot string, info map[string]string) {
	probe := &Probe{}
	if !p.claim(slot, probe) {
		return
	}
	q := p.fork(info, p.main.header)
	p.wg.Go(func() {
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

// finish waits for the probes (at most as long again as the inspection
// took so far, and no less than half a second, within its deadline), ends
// the rest and files those that fit the generation the server spoke.
func (p *prober) finish(ctx context.Context, out *Inspection) {
	if p == nil {
		return
	}
	done := make(chan struct{})
	go func() { p.wg.Wait(); close(done) }()
	grace := time.NewTimer(max(500*time.Millisecond, time.Since(p.start)))
	defer grace.Stop()
	select {
	case <-done:
	case <-grace.C:
	case <-ctx.Done():
	}
	p.cancel()
	<-done
	slots := map[string][]string{
		Modern:  {slotModernRepeat, slotModernIdentity, slotModernAnonymous, slotClassicMain},
		Classic: {slotClassicMain, slotClassicIdentity},
	}[out.Generation]
	for _, slot := range slots {
		probe, ok := p.got[slot]
		if !ok {
			continue
		}
		if slot == slotClassicMain {
			probe.Kind = ProbeRepeat
			if out.Generation == Modern {
				probe.Kind = ProbeGeneration
			}
		}
		if slot == slotClassicIdentity {
			probe.Kind = ProbeIdentity
		}
		out.Probes = append(out.Probes, *probe)
	}
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
