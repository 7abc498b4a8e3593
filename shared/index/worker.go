package index

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/servercheck"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Job is one server for a worker: inspect it, or (Remove) drop it from
// the index because the registry deleted it or it has no remote any more.
// ID is the idempotence key: the same job handled twice counts once.
type Job struct {
	// Kind is JobKind; the inspection queue also carries other kinds of
	// job (shared/recheck), and a message without one is an index job.
	Kind   string `json:"kind,omitempty"`
	ID     string `json:"id"`
	Name   string `json:"name"`
	Claims Claims `json:"claims"`
	Remove bool   `json:"remove,omitempty"`
	// Server is the registry's server.json as it sent it, kept for the
	// subregistry; nil when unknown.
	Server json.RawMessage `json:"server,omitempty"`
}

// JobKind is the kind field of an index job's queue message.
const JobKind = "index"

// Inspector inspects one live server (an *explorer.Explorer with its
// network enabled, so the SSRF policy applies to every dial and redirect).
type Inspector interface {
	Inspect(ctx context.Context, serverURL string, header http.Header) (*explorer.Inspected, error)
}

// Gate holds a host's turn: Acquire blocks until the host may be
// contacted and returns the function that gives the turn back. The
// recheck takes its turns from the same kind of gate.
type Gate = servercheck.Gate

// Outcomes of Handle.
const (
	Inspected = "inspected" // checked and stored (ok or auth required)
	Failed    = "failed"    // the check failed; the failure is stored
	Removed   = "removed"   // dropped from the index
	Duplicate = "duplicate" // this job was already handled: nothing done
	Deferred  = "deferred"  // backing off after repeated failures: nothing done
)

// Back-off: after FailuresBeforeBackoff consecutive failures a server is
// checked at most every BackoffBase, doubling per further failure up to
// MaxBackoff.
const (
	FailuresBeforeBackoff = 3
	BackoffBase           = time.Hour
	MaxBackoff            = 24 * time.Hour
)

// Bounds on the texts an entry keeps from the registry and the server:
// every listing and the readers' cache hold every entry, so a server (or
// a registry entry, which anyone may publish) must not make its own large.
const (
	MaxTextBytes        = 256  // a name, title or version
	MaxDescriptionBytes = 1024 // the registry's description
)

// bounded is c with each text clipped to its bound.
func (c Claims) bounded() Claims {
	c.Version, c.Title, c.RemoteType = text.ClipBytes(c.Version, MaxTextBytes), text.ClipBytes(c.Title, MaxTextBytes), text.ClipBytes(c.RemoteType, MaxTextBytes)
	c.Description, c.URL = text.ClipBytes(c.Description, MaxDescriptionBytes), text.ClipBytes(c.URL, serverurl.MaxLength)
	return c
}

// Worker handles jobs. It sends no credentials: every inspection goes out
// without headers.
type Worker struct {
	Store     store.Store
	Inspector Inspector
	Gate      Gate             // per-host politeness; nil means none
	Now       func() time.Time // nil means time.Now
}

func (w *Worker) now() time.Time {
	if w.Now != nil {
		return w.Now().UTC()
	}
	return time.Now().UTC()
}

// Handle runs one job. An error means the job should be retried: the
// store failed or lost a race to another writer of the same server, or
// the host's turn was not had (ErrHostBusy; nothing was stored).
//
// The detail is read once before the host's turn, so a duplicate or a
// server in back-off takes no turn, and again within it, where the
// inspection and both writes happen: a copy of this job handled
// concurrently, which waited for the turn, then finds the job done and
// is a duplicate without inspecting.
func (w *Worker) Handle(ctx context.Context, job Job) (string, error) {
	if !ValidName(job.Name) || job.ID == "" || job.Kind != "" && job.Kind != JobKind {
		return "", fmt.Errorf("index: invalid job %q for server %q", job.ID, job.Name)
	}
	if job.Remove {
		return Removed, remove(ctx, w.Store, job.Name)
	}
	key := store.Key{PK: detailPK, SK: job.Name}
	if outcome, _, _, err := w.settled(ctx, job, key); outcome != "" || err != nil {
		return outcome, err
	}
	var outcome string
	var err error
	if gerr := servercheck.WithHost(ctx, w.Gate, job.Claims.URL, func() {
		outcome, err = w.inspect(ctx, job, key)
	}); gerr != nil {
		return "", gerr // ErrHostBusy, or the context ended while waiting
	}
	return outcome, err
}

// settled reads the server's detail at key and answers a job that needs
// no inspection: Duplicate or Deferred; "" when the server is to be
// inspected.
func (w *Worker) settled(ctx context.Context, job Job, key store.Key) (string, Detail, int64, error) {
	prev, version, err := getJSON[Detail](ctx, w.Store, key)
	switch {
	case err != nil:
		return "", prev, 0, err
	case version > 0 && prev.Entry.LastJob == job.ID:
		// The detail is written first; finish a run that stopped before
		// the entry was.
		return Duplicate, prev, version, w.putEntry(ctx, prev.Entry)
	case version > 0 && w.now().Before(prev.Entry.NextCheckAfter):
		return Deferred, prev, version, nil
	}
	return "", prev, version, nil
}

// inspect runs during the host's turn: unless the job was settled
// meanwhile, it inspects the server and stores the detail, then the entry.
func (w *Worker) inspect(ctx context.Context, job Job, key store.Key) (string, error) {
	outcome, prev, version, err := w.settled(ctx, job, key)
	if outcome != "" || err != nil {
		return outcome, err
	}
	got, inspectErr := w.Inspector.Inspect(ctx, job.Claims.URL, nil)
	next, outcome := w.next(job, prev, version > 0, got, inspectErr)
	next.Entry.LastJob = job.ID
	fit(&next)
	if err := putJSON(ctx, w.Store, key, next, next.Entry.CheckedAt.Add(Retention), version); err != nil {
		if errors.Is(err, store.ErrConflict) {
			if cur, _, gerr := getJSON[Detail](ctx, w.Store, key); gerr == nil && cur.Entry.LastJob == job.ID {
				return Duplicate, nil // a concurrent delivery of this job won
			}
		}
		return "", err
	}
	return outcome, w.putEntry(ctx, next.Entry)
}

// fit makes a detail small enough for one stored item, or a server could
// freeze its entry by growing it past the store's limit (a thousand long
// tool names, swapped at every check, fill the history): every later check
// would fail to be written. The drift facts go first (the next change is
// then classified by fingerprints alone), then older changes, then the registry's
// document, then names of the newest change (its lists shortened), then
// the tools past those that fit; the entry's counts and fingerprint hash
// still describe every tool.
func fit(d *Detail) {
	over := func() bool {
		b, _ := json.Marshal(d)
		return len(b) > maxDetailBytes
	}
	if d.Facts != nil && over() {
		d.Facts = nil
	}
	for len(d.History) > 1 && over() {
		d.History = d.History[:len(d.History)-1]
	}
	if over() {
		d.Registry = nil
	}
	for len(d.History) == 1 && over() {
		c := &d.History[0]
		if len(c.Added)+len(c.Removed)+len(c.Changed) == 0 {
			break
		}
		c.Added, c.Removed, c.Changed = c.Added[:len(c.Added)/2], c.Removed[:len(c.Removed)/2], c.Changed[:len(c.Changed)/2]
	}
	for n := len(d.Tools); n > 0 && over(); n = len(d.Tools) {
		d.Tools = d.Tools[:n*3/4]
	}
}

// maxDetailBytes leaves room under the store's item limit for the key.
const maxDetailBytes = store.MaxValueSize - 4<<10

// putEntry writes the listing's copy of a detail's summary unless it
// already holds this job's.
func (w *Worker) putEntry(ctx context.Context, e Entry) error {
	key := store.Key{PK: entryPK, SK: e.Name}
	cur, version, err := getJSON[Entry](ctx, w.Store, key)
	if err != nil {
		return err
	}
	if version > 0 && cur.LastJob == e.LastJob {
		return nil
	}
	err = putJSON(ctx, w.Store, key, e, e.CheckedAt.Add(Retention), version)
	if errors.Is(err, store.ErrConflict) {
		return fmt.Errorf("index: entry %s changed while it was written; retry the job: %w", e.Name, err)
	}
	return err
}

// next is the detail after an inspection that got got or failed with err.
func (w *Worker) next(job Job, prev Detail, existed bool, got *explorer.Inspected, err error) (Detail, string) {
	now := w.now()
	next := Detail{Entry: prev.Entry, Tools: prev.Tools, History: prev.History, Registry: prev.Registry, Facts: prev.Facts}
	if job.Server != nil {
		next.Registry = job.Server
	}
	e := &next.Entry
	e.Name, e.Claims, e.CheckedAt = job.Name, job.Claims.bounded(), now
	e.Checks++
	if !existed {
		e.FirstCheckedAt, e.LastChangedAt = now, now
	}
	if err != nil {
		e.Status, e.Error = StatusFailed, failureReason(err)
		e.Failures++
		e.NextCheckAfter = time.Time{}
		if e.Failures >= FailuresBeforeBackoff {
			e.NextCheckAfter = now.Add(backoff(e.Failures))
		}
		return next, Failed
	}
	insp, report := got.Inspection, got.Report
	e.Status, e.Error, e.Failures, e.NextCheckAfter = StatusOK, "", 0, time.Time{}
	e.AuthRequired = insp.AuthRequired != nil
	if e.AuthRequired {
		e.Status = StatusAuthRequired
	}
	e.ProtocolVersion, e.Generation = insp.ProtocolVersion, insp.Generation
	e.ServerName, e.ServerVersion = text.ClipBytes(deref(insp.ServerName), MaxTextBytes), text.ClipBytes(deref(insp.ServerVersion), MaxTextBytes)
	e.Risk, e.Tools, e.PoisoningFindings = Risk{}, len(report.Tools), 0
	next.Tools = make([]Tool, 0, len(report.Tools))
	for _, t := range report.Tools {
		switch t.Risk {
		case "high":
			e.Risk.High++
		case "medium":
			e.Risk.Medium++
		default:
			e.Risk.Low++
		}
		row := Tool{Name: t.Name, Risk: string(t.Risk), Capabilities: []string{}, Issues: []string{}, Fingerprint: t.Fingerprint}
		for _, c := range t.Capabilities {
			row.Capabilities = append(row.Capabilities, string(c))
		}
		for _, f := range t.Findings {
			row.Issues = append(row.Issues, f.Rule)
			if isPoisoning(f.Rule) {
				e.PoisoningFindings++
			}
		}
		next.Tools = append(next.Tools, row)
	}
	for _, f := range report.ServerFindings {
		if isPoisoning(f.Rule) {
			e.PoisoningFindings++
		}
	}
	fp := fingerprintsHash(next.Tools)
	if e.AuthRequired {
		next.Tools = prev.Tools // a 401 lists nothing: keep what was last seen
		return next, Inspected
	}
	facts := factsOf(got)
	if existed && prev.Entry.Fingerprints != "" && fp != prev.Entry.Fingerprints {
		e.LastChangedAt = now
		change := diff(prev.Tools, next.Tools, now)
		change.Classified, change.Omitted = classify(prev, facts)
		next.History = slices.Insert(next.History, 0, change)
		if len(next.History) > MaxHistory {
			next.History = next.History[:MaxHistory]
		}
	}
	e.Fingerprints, next.Facts = fp, facts
	return next, Inspected
}

// factsOf derives the drift facts of the listed tools, by name (the first
// of a repeated name), as stored: without the texts they came from.
func factsOf(got *explorer.Inspected) map[string]analysis.DriftFacts {
	all := analysis.FactsOf(got.Tools, got.Report)
	out := make(map[string]analysis.DriftFacts, len(all))
	for i, f := range all {
		if name := got.Report.Tools[i].Name; out[name].Fingerprint == "" {
			out[name] = f
		}
	}
	// A round trip through JSON keeps what is stored and drops the texts
	// that facts keep for wording messages, so the history words its
	// classes from hashes alone.
	b, err := json.Marshal(out)
	if err != nil {
		return nil
	}
	stored := map[string]analysis.DriftFacts{}
	if json.Unmarshal(b, &stored) != nil {
		return nil
	}
	return stored
}

// classify names what changed since prev, from its stored facts; a tool
// whose facts were not kept is compared by its fingerprint alone.
func classify(prev Detail, next map[string]analysis.DriftFacts) ([]Classified, int) {
	before := make(map[string]analysis.DriftFacts, len(prev.Tools))
	for _, t := range prev.Tools {
		if f, ok := prev.Facts[t.Name]; ok && f.Fingerprint == t.Fingerprint {
			before[t.Name] = f
		} else {
			before[t.Name] = analysis.DriftFacts{Fingerprint: t.Fingerprint, FingerprintOnly: true}
		}
	}
	out, omitted := []Classified{}, 0
	for _, f := range analysis.MostSevereFirst(analysis.ClassifyDrift(before, next)) {
		if len(out) == MaxClassified {
			omitted++
			continue
		}
		r, _ := analysis.RuleByID(f.Rule)
		out = append(out, Classified{Tool: f.Tool, Rule: f.Rule, Severity: string(r.Severity), Message: text.ClipRunes(f.Message, maxMessageRunes)})
	}
	return out, omitted
}

// maxMessageRunes bounds one stored class's message.
const maxMessageRunes = 500

func isPoisoning(rule string) bool { return strings.HasPrefix(rule, "poison-") }

// failureReason is a short, stored reason: the problem code and detail.
func failureReason(err error) string {
	var pe *problem.Error
	if errors.As(err, &pe) {
		detail := pe.Detail
		if len(pe.Fields) > 0 {
			detail = pe.Fields[0].Message
		}
		return pe.Code + ": " + text.ClipBytes(detail, 300)
	}
	return text.ClipBytes(err.Error(), 300)
}

func backoff(failures int) time.Duration {
	d := BackoffBase
	for i := FailuresBeforeBackoff; i < failures && d < MaxBackoff; i++ {
		d *= 2
	}
	return min(d, MaxBackoff)
}

// fingerprintsHash is the SHA-256 of the sorted "name fingerprint" lines.
func fingerprintsHash(tools []Tool) string {
	lines := make([]string, len(tools))
	for i, t := range tools {
		lines[i] = t.Name + " " + t.Fingerprint
	}
	slices.Sort(lines)
	sum := sha256.Sum256([]byte(strings.Join(lines, "\n")))
	return hex.EncodeToString(sum[:])
}

func diff(before, after []Tool, at time.Time) Change {
	old := map[string]string{}
	for _, t := range before {
		old[t.Name] = t.Fingerprint
	}
	c := Change{At: at, Added: []string{}, Removed: []string{}, Changed: []string{}}
	seen := map[string]bool{}
	for _, t := range after {
		seen[t.Name] = true
		switch fp, ok := old[t.Name]; {
		case !ok:
			c.Added = append(c.Added, t.Name)
		case fp != t.Fingerprint:
			c.Changed = append(c.Changed, t.Name)
		}
	}
	for _, t := range before {
		if !seen[t.Name] {
			c.Removed = append(c.Removed, t.Name)
		}
	}
	slices.Sort(c.Added)
	slices.Sort(c.Removed)
	slices.Sort(c.Changed)
	return c
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}
