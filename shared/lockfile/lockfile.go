// Package lockfile pins a server's tools in a reviewable file, and diffs a
// later inspection against it: the rug-pull gate for CI. [Build] makes a
// [Lock], [Lock.Marshal] writes it sorted and stable, and [Diff] lists what
// changed since (nothing, when the server kept its tools).
package lockfile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Version of the lock file format.
const Version = 1

// Lock is the content of mcp-lock.json.
type Lock struct {
	LockVersion int    `json:"lockVersion"`
	Server      Server `json:"server"`
	Tools       []Tool `json:"tools"`
}

// Server identifies what was locked.
type Server struct {
	URL             string `json:"url,omitempty"`
	Source          string `json:"source,omitempty"` // a file, when locked from a paste
	Name            string `json:"name,omitempty"`
	Version         string `json:"version,omitempty"`
	ProtocolVersion string `json:"protocolVersion,omitempty"`
	// What the inspection measured: "2026-07-28" or "classic", how the
	// server answered ("json", "sse" or "mixed") and the pages per list.
	Generation string         `json:"generation,omitempty"`
	Transport  string         `json:"transport,omitempty"`
	Pages      map[string]int `json:"pages,omitempty"`
}

// Tool pins one tool: its fingerprint, classification and the fingerprinted
// fields themselves, so a drift can be shown field by field.
type Tool struct {
	Name         string                `json:"name"`
	Fingerprint  string                `json:"fingerprint"`
	Risk         analysis.Severity     `json:"risk"`
	Capabilities []analysis.Capability `json:"capabilities"`
	Description  *string               `json:"description"`
	InputSchema  json.RawMessage       `json:"inputSchema"`
	Annotations  json.RawMessage       `json:"annotations"`
}

// Build makes a lock from parsed tools and their analysis (same order).
func Build(server Server, tools []analysis.Tool, report analysis.Report) Lock {
	l := Lock{LockVersion: Version, Server: server, Tools: make([]Tool, 0, len(tools))}
	seen := map[string]bool{}
	for i, t := range tools {
		if seen[t.Name] {
			continue
		}
		seen[t.Name] = true
		r := report.Tools[i]
		l.Tools = append(l.Tools, Tool{
			Name: t.Name, Fingerprint: r.Fingerprint, Risk: r.Risk, Capabilities: r.Capabilities,
			Description: t.Description, InputSchema: canonical(t.InputSchema), Annotations: canonical(t.Annotations),
		})
	}
	sort.Slice(l.Tools, func(i, j int) bool { return l.Tools[i].Name < l.Tools[j].Name })
	return l
}

// canonical re-encodes JSON with sorted keys so the file diffs well.
func canonical(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 {
		return json.RawMessage("null")
	}
	var v any
	if json.Unmarshal(raw, &v) != nil {
		return raw
	}
	b, err := json.Marshal(v)
	if err != nil {
		return raw
	}
	return b
}

// Marshal encodes the lock, indented, keys sorted, with a final newline.
func (l Lock) Marshal() ([]byte, error) {
	b, err := json.Marshal(l)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := json.Indent(&out, b, "", "  "); err != nil {
		return nil, err
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// Parse reads a lock file.
func Parse(b []byte) (Lock, error) {
	var l Lock
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&l); err != nil {
		return Lock{}, fmt.Errorf("not a lock file: %w", err)
	}
	if l.LockVersion != Version {
		return Lock{}, fmt.Errorf("lock file version %d is not supported (want %d)", l.LockVersion, Version)
	}
	return l, nil
}
