package explorer

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"sort"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// SnapshotTTL is how long a server's fingerprints are kept after its last check.
const SnapshotTTL = 180 * 24 * time.Hour

// Conditional writes that lose a race are retried with jittered backoff; 64
// attempts let 50 simultaneous checks of one server all land.
const maxRememberAttempts = 64

// snapshot is what is stored per server: per-tool hashes and a timestamp,
// and the drift facts (hashes and flags, never text) that classify the
// next check's changes. Snapshots stored before facts existed lack them.
type snapshot struct {
	CheckedAt string                         `json:"checkedAt"`
	Tools     map[string]string              `json:"tools"` // tool name → fingerprint
	Facts     map[string]analysis.DriftFacts `json:"facts,omitempty"`
}

// snapshotKey is where a server's fingerprints are kept. The shared
// history ("snapshot") is written only by live connect-mode inspections.
// A paste names a server but proves nothing about it, so it reads and
// writes a history of its own client's: "paste#" and the SHA-256 of the
// server key and the client's identity, which no other client can reach.
func snapshotKey(serverKey string, paste bool, client string) store.Key {
	if !paste {
		return store.Key{PK: "fp#" + serverKey, SK: "snapshot"}
	}
	if client == "" {
		client = "local" // the command line: one user, one store
	}
	sum := sha256.Sum256([]byte(serverKey + "\x00" + client))
	return store.Key{PK: "fp#" + serverKey, SK: "paste#" + hex.EncodeToString(sum[:])}
}

// remember stores this check's fingerprints and returns the changes against
// the snapshot it replaced. The write is conditional on the version read, so
// concurrent checks each diff against a snapshot that really existed.
func (e *Explorer) remember(ctx context.Context, key store.Key, tools []analysis.Tool, report analysis.Report, now time.Time) (*Changes, error) {
	next := snapshot{CheckedAt: now.Format(time.RFC3339), Tools: map[string]string{}, Facts: map[string]analysis.DriftFacts{}}
	for i, f := range analysis.FactsOf(tools, report) {
		name := report.Tools[i].Name
		if _, dup := next.Tools[name]; !dup {
			next.Tools[name] = report.Tools[i].Fingerprint
			next.Facts[name] = f
		}
	}
	current := next.Facts
	value, err := json.Marshal(next)
	if err != nil {
		return nil, err
	}
	if len(value) > store.MaxValueSize {
		// Fingerprints alone: the next check classifies only renames.
		next.Facts = nil
		if value, err = json.Marshal(next); err != nil {
			return nil, err
		}
	}
	if len(value) > store.MaxValueSize {
		return nil, errSnapshotTooLarge
	}
	for attempt := 0; attempt < maxRememberAttempts; attempt++ {
		var prev *snapshot
		var version int64
		item, err := e.Store.Get(ctx, key)
		switch {
		case err == nil:
			var s snapshot
			if json.Unmarshal(item.Value, &s) == nil {
				prev = &s
			}
			version = item.Version
		case !errors.Is(err, store.ErrNotFound):
			return nil, storeError(err)
		}
		_, err = e.Store.Put(ctx, store.Item{Key: key, Value: value, ExpiresAt: now.Add(SnapshotTTL)}, version)
		if errors.Is(err, store.ErrConflict) {
			if err := backoff(ctx, attempt); err != nil {
				return nil, err
			}
			continue
		}
		if err != nil {
			return nil, storeError(err)
		}
		return diff(prev, next, current), nil
	}
	return nil, &problem.Error{Code: problem.CodeStoreUnavailable, Detail: "too many concurrent checks of this server; try again"}
}

// diff lists added, removed and changed tools and classifies them;
// current are this check's facts, which name what they found.
func diff(prev *snapshot, next snapshot, current map[string]analysis.DriftFacts) *Changes {
	c := &Changes{Added: []string{}, Removed: []string{}, Changed: []string{}}
	if prev == nil {
		return c
	}
	before := make(map[string]analysis.DriftFacts, len(prev.Tools))
	for name, fp := range prev.Tools {
		if f, ok := prev.Facts[name]; ok && f.Fingerprint == fp {
			before[name] = f
		} else {
			before[name] = analysis.DriftFacts{Fingerprint: fp, FingerprintOnly: true}
		}
	}
	c.Classified = analysis.ClassifyDrift(before, current)
	c.PreviousCheck = &prev.CheckedAt
	for name, fp := range next.Tools {
		old, ok := prev.Tools[name]
		switch {
		case !ok:
			c.Added = append(c.Added, name)
		case old != fp:
			c.Changed = append(c.Changed, name)
		}
	}
	for name := range prev.Tools {
		if _, ok := next.Tools[name]; !ok {
			c.Removed = append(c.Removed, name)
		}
	}
	sort.Strings(c.Added)
	sort.Strings(c.Removed)
	sort.Strings(c.Changed)
	return c
}

// errSnapshotTooLarge: a server with so many tools that their fingerprints
// do not fit one store item is checked, but not remembered.
var errSnapshotTooLarge = errors.New("snapshot too large")

func storeError(err error) error {
	return &problem.Error{Code: problem.CodeStoreUnavailable, Detail: "the fingerprint store is unavailable; nothing was stored, try again shortly", Err: err}
}

func backoff(ctx context.Context, attempt int) error {
	limit := time.Millisecond << min(attempt, 5)
	t := time.NewTimer(rand.N(limit) + time.Millisecond)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-t.C:
		return nil
	}
}
