// Package index keeps a public risk index of an MCP Registry's remote
// servers: a dispatcher pages the registry and makes one Job per server, a
// Worker inspects one server through the explorer's connect path and stores
// its summary. Every write is conditional and carries the job's id, so a
// job delivered twice (SQS's at-least-once, a retried run) counts once.
//
//	jobs, stats, err := index.Dispatch(ctx, regClient, index.DispatchOptions{})
//	w := &index.Worker{Store: st, Inspector: ex, Gate: index.NewHostGate(time.Second)}
//	outcome, err := w.Handle(ctx, jobs[0])
//
// Items (shared/store): the summary of each server at (idx#entry, name),
// read by the listing; its detail (the summary, one row per tool, the
// change history, classified, and the tools' drift facts) at
// (idx#detail, name). Both expire Retention after the
// last check, so a server that leaves the registry or stops being checked
// leaves the index. Workers in several processes (inspect-worker on
// Lambda) share a LeaseGate, whose per-host leases are at (idx#host,
// host).
package index

import (
	"encoding/json"
	"regexp"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// MetaKey is the namespaced _meta key the index's results travel under.
const MetaKey = "io.github.usefulweb.mcp-server-explorer/scan"

// Retention is how long an entry outlives its last check.
const Retention = 30 * 24 * time.Hour

// Store keys.
const (
	entryPK  = "idx#entry"
	detailPK = "idx#detail"
)

// Statuses of an entry.
const (
	StatusOK           = "ok"            // listed without credentials
	StatusAuthRequired = "auth-required" // answered 401: nothing listed
	StatusFailed       = "failed"        // unreachable, refused or not MCP
)

// namePattern is the registry's server name rule: reverse-DNS namespace,
// one slash, name (ServerDetail.name in the registry's OpenAPI).
var namePattern = regexp.MustCompile(`^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$`)

// MaxNameLen is the registry's maximum server name length.
const MaxNameLen = 200

// ValidName reports whether name is a registry server name.
func ValidName(name string) bool {
	return len(name) >= 3 && len(name) <= MaxNameLen && namePattern.MatchString(name)
}

// Risk counts a server's tools by risk.
type Risk struct {
	High   int `json:"high"`
	Medium int `json:"medium"`
	Low    int `json:"low"`
}

// Claims are what the registry entry says about the server.
type Claims struct {
	Version     string `json:"version"`
	Title       string `json:"title,omitempty"`
	Description string `json:"description,omitempty"`
	RemoteType  string `json:"remoteType"` // streamable-http or sse
	URL         string `json:"url"`
}

// Entry is one server's summary, as the listing shows it.
type Entry struct {
	Name   string `json:"name"`
	Claims Claims `json:"claims"`

	Status            string `json:"status"`
	Error             string `json:"error,omitempty"` // why the last check failed
	Risk              Risk   `json:"risk"`
	Tools             int    `json:"tools"`
	AuthRequired      bool   `json:"authRequired"`
	ProtocolVersion   string `json:"protocolVersion,omitempty"`
	Generation        string `json:"generation,omitempty"` // mcpclient.Modern or Classic
	PoisoningFindings int    `json:"poisoningFindings"`
	ServerName        string `json:"serverName,omitempty"` // what the server calls itself
	ServerVersion     string `json:"serverVersion,omitempty"`
	Fingerprints      string `json:"fingerprintsSha256,omitempty"` // SHA-256 over the sorted tool fingerprints

	CheckedAt      time.Time `json:"checkedAt"`
	FirstCheckedAt time.Time `json:"firstCheckedAt"`
	// LastChangedAt is the first check that saw the current fingerprints:
	// FirstCheckedAt until a check sees them change.
	LastChangedAt  time.Time `json:"lastChangedAt"`
	Checks         int       `json:"checks"`   // checks done, each job counted once
	Failures       int       `json:"failures"` // consecutive failed checks
	NextCheckAfter time.Time `json:"nextCheckAfter,omitzero"`

	LastJob string `json:"lastJob"` // the id of the job that wrote this
}

// Tool is one tool of a detail: what the page shows, never its text.
type Tool struct {
	Name         string   `json:"name"`
	Risk         string   `json:"risk"`
	Capabilities []string `json:"capabilities"`
	Issues       []string `json:"issues"` // rule ids
	Fingerprint  string   `json:"fingerprint"`
}

// Change is one observed change of a server's tools.
type Change struct {
	At      time.Time `json:"at"`
	Added   []string  `json:"added"`
	Removed []string  `json:"removed"`
	Changed []string  `json:"changed"`
	// Classified says what the change means (analysis.ClassifyDrift),
	// most severe first: every changed tool has at least one class, an
	// added one only when it is a rename. Empty for a change recorded
	// before classes were kept.
	Classified []Classified `json:"classified"`
	// Omitted counts the classes beyond MaxClassified, not listed.
	Omitted int `json:"omitted,omitempty"`
}

// Classified is one class of a change: a drift-* rule of the catalog
// (/methodology#{rule}), its severity and what it found, worded from the
// stored facts, so without the server's text.
type Classified struct {
	Tool     string `json:"tool"`
	Rule     string `json:"rule"`
	Severity string `json:"severity"` // high, medium or low
	Message  string `json:"message"`
}

// MaxClassified is how many classes one change lists.
const MaxClassified = 50

// MaxHistory is how many changes a detail keeps.
const MaxHistory = 20

// Detail is everything the index keeps about one server.
type Detail struct {
	Entry   Entry    `json:"entry"`
	Tools   []Tool   `json:"tools"`
	History []Change `json:"history"` // newest first
	// Registry is the registry's server.json of the indexed version, as
	// sent; nil when unknown.
	Registry json.RawMessage `json:"registry,omitempty"`
	// Facts are the last listed tools' drift facts by name (hashes and
	// flags, never text), which classify the next change; nil when the
	// detail would not fit one store item with them.
	Facts map[string]analysis.DriftFacts `json:"facts,omitempty"`
}
