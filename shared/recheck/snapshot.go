package recheck

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Size bounds of what is stored per server.
const (
	// maxItemBytes bounds the stored (gzip) snapshot: under the stores'
	// 384 KiB value limit, and so under DynamoDB's 400 KB item limit.
	maxItemBytes = 360 << 10
	// maxNoticeBytes bounds the listed changes of one notice (JSON bytes
	// before compression); the rest is counted in Omitted.
	maxNoticeBytes = 64 << 10
	maxFieldRunes  = 1000 // one field-level difference
	maxFields      = 20   // differences listed per changed tool
	maxNameRunes   = 200  // a tool name as listed
	maxErrorRunes  = 300  // the last error of an unreachable server
	maxDecompress  = 64 << 20
)

// snapshot is what the recheck keeps per subscribed server.
type snapshot struct {
	Hash      string          `json:"hash,omitempty"` // of the tool set; "" until the first success
	CheckedAt *time.Time      `json:"checkedAt,omitempty"`
	Tools     []lockfile.Tool `json:"tools,omitempty"`
	// Trimmed lists tools whose description, schema and annotations were
	// dropped to fit the size bound; their fingerprints are kept.
	Trimmed      []string   `json:"trimmed,omitempty"`
	Seq          int64      `json:"seq"`      // notices issued; part of notice ids
	Failures     int        `json:"failures"` // failed runs in a row
	FailingSince *time.Time `json:"failingSince,omitempty"`
	LastError    string     `json:"lastError,omitempty"`
	Noticed      bool       `json:"noticed,omitempty"` // this outage's unreachable notice was issued
	Pending      *notice    `json:"pending,omitempty"` // a notice not yet delivered to everyone
	Job          string     `json:"job,omitempty"`     // the queue job that wrote it, if any
}

// notice is one notification to every subscriber of a server: a drift or
// an unreachable notice. Its ID keys the delivery records.
type notice struct {
	ID          string              `json:"id"`
	Hash        string              `json:"hash,omitempty"`
	Drift       *notify.Drift       `json:"drift,omitempty"`
	Unreachable *notify.Unreachable `json:"unreachable,omitempty"`
	Attempts    int                 `json:"attempts"`
}

// toolSetHash is the SHA-256 over the sorted tool names and fingerprints.
func toolSetHash(tools []lockfile.Tool) string {
	h := sha256.New()
	for _, t := range tools { // lockfile.Build sorts by name
		fmt.Fprintf(h, "%s\x00%s\n", t.Name, t.Fingerprint)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// encodeSnapshot gzips s as JSON. When that exceeds maxItemBytes it drops
// the details of the largest tools first (listing them in Trimmed) until it
// fits; fingerprints are always kept. The first cut is estimated from the
// compression ratio, so a large server costs two or three encodings.
func encodeSnapshot(s snapshot) ([]byte, error) {
	raw, err := json.Marshal(s)
	if err != nil {
		return nil, err
	}
	b, err := gzipBytes(raw)
	if err != nil || len(b) <= maxItemBytes {
		return b, err
	}
	tools := append([]lockfile.Tool(nil), s.Tools...)
	order := make([]int, len(tools))
	size := make([]int, len(tools))
	for i, t := range tools {
		order[i] = i
		size[i] = len(t.InputSchema) + len(t.Annotations)
		if t.Description != nil {
			size[i] += len(*t.Description)
		}
	}
	sort.SliceStable(order, func(a, b int) bool { return size[order[a]] > size[order[b]] })
	trimmed := map[string]bool{}
	for _, n := range s.Trimmed {
		trimmed[n] = true
	}
	// Raw bytes to drop so that, at this compression ratio, 90% of the
	// limit is reached.
	drop := len(raw) - int(float64(maxItemBytes)*0.9*float64(len(raw))/float64(len(b)))
	done := 0
	for done < len(order) {
		for dropped := 0; done < len(order) && (dropped < drop || dropped == 0); done++ {
			t := &tools[order[done]]
			t.Description, t.InputSchema, t.Annotations = nil, json.RawMessage("null"), json.RawMessage("null")
			trimmed[t.Name] = true
			dropped += size[order[done]]
		}
		s.Tools, s.Trimmed = tools, slices.Sorted(maps.Keys(trimmed))
		if raw, err = json.Marshal(s); err != nil {
			return nil, err
		}
		if b, err = gzipBytes(raw); err != nil || len(b) <= maxItemBytes {
			return b, err
		}
		drop *= 2
	}
	return nil, fmt.Errorf("recheck: the snapshot is %d bytes compressed even without tool details, over %d", len(b), maxItemBytes)
}

func gzipBytes(b []byte) ([]byte, error) {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	if _, err := zw.Write(b); err != nil {
		return nil, err
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func decodeSnapshot(b []byte) (snapshot, error) {
	var s snapshot
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return s, fmt.Errorf("recheck: stored snapshot: %w", err)
	}
	if err := json.NewDecoder(io.LimitReader(zr, maxDecompress)).Decode(&s); err != nil {
		return s, fmt.Errorf("recheck: stored snapshot: %w", err)
	}
	return s, nil
}

// buildDrift lists changes for email and event within maxNoticeBytes.
func buildDrift(serverURL string, prev snapshot, next []lockfile.Tool, changes []lockfile.Change, now time.Time) *notify.Drift {
	d := &notify.Drift{ServerURL: serverURL, PreviousCheck: prev.CheckedAt, CheckedAt: now,
		Added: []notify.AddedTool{}, Removed: []string{}, Changed: []notify.ChangedTool{}, RiskChanges: []notify.RiskChange{}, Classified: []notify.Classified{}}
	old, cur := byName(prev.Tools), byName(next)
	trimmed := map[string]bool{}
	for _, n := range prev.Trimmed {
		trimmed[n] = true
	}
	budget := maxNoticeBytes
	fits := func(v any) bool {
		b, _ := json.Marshal(v)
		if len(b) > budget {
			return false
		}
		budget -= len(b)
		return true
	}
	for _, c := range classified(changes) {
		if !fits(c) {
			d.Omitted++
			continue
		}
		d.Classified = append(d.Classified, c)
	}
	for _, c := range changes {
		name := clip(c.Tool, maxNameRunes)
		var risk *notify.RiskChange
		switch c.Kind {
		case "added":
			t := cur[c.Tool]
			caps := make([]string, len(t.Capabilities))
			for i, cp := range t.Capabilities {
				caps[i] = string(cp)
			}
			a := notify.AddedTool{Name: name, Risk: string(t.Risk), Capabilities: caps}
			if !fits(a) {
				d.Omitted++
				continue
			}
			d.Added = append(d.Added, a)
			risk = &notify.RiskChange{Tool: name, To: string(t.Risk)}
		case "removed":
			if !fits(name) {
				d.Omitted++
				continue
			}
			d.Removed = append(d.Removed, name)
			risk = &notify.RiskChange{Tool: name, From: string(old[c.Tool].Risk)}
		default:
			ch := notify.ChangedTool{Name: name, Fields: fieldList(c.Fields, trimmed[c.Tool])}
			if !fits(ch) {
				d.Omitted++
				continue
			}
			d.Changed = append(d.Changed, ch)
			if o, n := old[c.Tool].Risk, cur[c.Tool].Risk; o != n {
				risk = &notify.RiskChange{Tool: name, From: string(o), To: string(n)}
			}
		}
		if risk != nil && fits(risk) {
			d.RiskChanges = append(d.RiskChanges, *risk)
		}
	}
	return d
}

// classified lists the changes' classes, most severe first, clipped.
func classified(changes []lockfile.Change) []notify.Classified {
	var all []analysis.Finding
	for _, c := range changes {
		all = append(all, c.Classes...)
	}
	var out []notify.Classified
	for _, f := range analysis.MostSevereFirst(all) {
		if r, ok := analysis.RuleByID(f.Rule); ok {
			out = append(out, notify.Classified{Tool: clip(f.Tool, maxNameRunes), Rule: f.Rule, Severity: string(r.Severity), Message: clip(f.Message, maxFieldRunes)})
		}
	}
	return out
}

func fieldList(fields []string, oldTrimmed bool) []string {
	if oldTrimmed {
		return []string{"changed; the previous description, schema and annotations were too large to keep, so the page shows only the current ones"}
	}
	out := make([]string, 0, min(len(fields), maxFields+1))
	for i, f := range fields {
		if i == maxFields {
			out = append(out, fmt.Sprintf("… and %d more differences", len(fields)-maxFields))
			break
		}
		out = append(out, clip(f, maxFieldRunes))
	}
	return out
}

func byName(tools []lockfile.Tool) map[string]lockfile.Tool {
	m := make(map[string]lockfile.Tool, len(tools))
	for _, t := range tools {
		m[t.Name] = t
	}
	return m
}

// clip makes s valid UTF-8 and cuts it to n runes (text.ClipRunes).
func clip(s string, n int) string { return text.ClipRunes(strings.ToValidUTF8(s, "\uFFFD"), n) }
