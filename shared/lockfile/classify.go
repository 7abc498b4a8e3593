package lockfile

import (
	"bytes"
	"encoding/json"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// DiffTrimmed is Diff for a lock some of whose tools kept only their
// fingerprints (trimmed, by name): those changes are said to be
// unclassifiable rather than classified from empty texts.
func DiffTrimmed(locked, current Lock, trimmed []string) []Change {
	changes := diff(locked, current)
	if len(changes) == 0 {
		return changes
	}
	only := make(map[string]bool, len(trimmed))
	for _, n := range trimmed {
		only[n] = true
	}
	byTool := map[string][]analysis.Finding{}
	for _, f := range analysis.ClassifyDrift(facts(locked, only), facts(current, nil)) {
		byTool[f.Tool] = append(byTool[f.Tool], f)
	}
	for i := range changes {
		if changes[i].Kind != "removed" {
			changes[i].Classes = byTool[changes[i].Tool]
		}
	}
	return changes
}

// facts derives each locked tool's drift facts from the texts it keeps.
func facts(l Lock, fingerprintOnly map[string]bool) map[string]analysis.DriftFacts {
	tools := make([]analysis.Tool, len(l.Tools))
	for i, t := range l.Tools {
		tools[i] = analysis.Tool{Name: t.Name, Description: t.Description, InputSchema: orNil(t.InputSchema), Annotations: orNil(t.Annotations)}
	}
	all := analysis.FactsOf(tools, analysis.Analyze(tools, analysis.Options{}))
	out := make(map[string]analysis.DriftFacts, len(all))
	for i, t := range l.Tools {
		f := all[i]
		// The recorded fingerprint, not one of the kept texts: Build
		// re-encodes them, which may respell numbers.
		f.Fingerprint = t.Fingerprint
		if fingerprintOnly[t.Name] {
			f = analysis.DriftFacts{Fingerprint: t.Fingerprint, FingerprintOnly: true}
		}
		out[t.Name] = f
	}
	return out
}

func orNil(raw json.RawMessage) json.RawMessage {
	if len(raw) == 0 || bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return nil
	}
	return raw
}
