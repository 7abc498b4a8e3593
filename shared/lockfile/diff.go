package lockfile

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Change is one tool that differs from the lock.
type Change struct {
	Tool   string
	Kind   string   // "added", "removed" or "changed"
	Fields []string // human-readable field-level differences
}

// Diff compares a lock with a fresh inspection. An empty result means no drift.
func Diff(locked, current Lock) []Change {
	old := map[string]Tool{}
	for _, t := range locked.Tools {
		old[t.Name] = t
	}
	var changes []Change
	now := map[string]bool{}
	for _, t := range current.Tools {
		now[t.Name] = true
		prev, ok := old[t.Name]
		switch {
		case !ok:
			changes = append(changes, Change{Tool: t.Name, Kind: "added", Fields: []string{fmt.Sprintf("risk %s, capabilities %v", t.Risk, t.Capabilities)}})
		case prev.Fingerprint != t.Fingerprint:
			changes = append(changes, Change{Tool: t.Name, Kind: "changed", Fields: fieldDiff(prev, t)})
		}
	}
	for _, t := range locked.Tools {
		if !now[t.Name] {
			changes = append(changes, Change{Tool: t.Name, Kind: "removed"})
		}
	}
	sort.Slice(changes, func(i, j int) bool { return changes[i].Tool < changes[j].Tool })
	return changes
}

func fieldDiff(a, b Tool) []string {
	var out []string
	if deref(a.Description) != deref(b.Description) {
		out = append(out, "description: "+WordDiff(deref(a.Description), deref(b.Description)))
	}
	out = append(out, jsonDiff("inputSchema", a.InputSchema, b.InputSchema)...)
	out = append(out, jsonDiff("annotations", a.Annotations, b.Annotations)...)
	if a.Risk != b.Risk {
		out = append(out, fmt.Sprintf("risk: %s → %s", a.Risk, b.Risk))
	}
	return out
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// WordDiff marks removed words [-like this-] and added ones {+like this+},
// as git's --word-diff does. Very long texts fall back to whole replacement.
func WordDiff(a, b string) string {
	aw, bw := strings.Fields(a), strings.Fields(b)
	const maxWords = 2000
	if len(aw) > maxWords || len(bw) > maxWords {
		return "[-" + a + "-]{+" + b + "+}"
	}
	// LCS table over words.
	lcs := make([][]int, len(aw)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(bw)+1)
	}
	for i := len(aw) - 1; i >= 0; i-- {
		for j := len(bw) - 1; j >= 0; j-- {
			if aw[i] == bw[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var out []string
	var del, ins []string
	flush := func() {
		if len(del) > 0 {
			out = append(out, "[-"+strings.Join(del, " ")+"-]")
		}
		if len(ins) > 0 {
			out = append(out, "{+"+strings.Join(ins, " ")+"+}")
		}
		del, ins = nil, nil
	}
	i, j := 0, 0
	for i < len(aw) || j < len(bw) {
		switch {
		case i < len(aw) && j < len(bw) && aw[i] == bw[j]:
			flush()
			out = append(out, aw[i])
			i++
			j++
		case j < len(bw) && (i == len(aw) || lcs[i][j+1] >= lcs[i+1][j]):
			ins = append(ins, bw[j])
			j++
		default:
			del = append(del, aw[i])
			i++
		}
	}
	flush()
	return strings.Join(out, " ")
}

// jsonDiff lists the JSON paths whose values differ between a and b.
func jsonDiff(root string, a, b json.RawMessage) []string {
	fa, fb := map[string]string{}, map[string]string{}
	flatten(root, decode(a), fa)
	flatten(root, decode(b), fb)
	var out []string
	for p, va := range fa {
		vb, ok := fb[p]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("%s: removed (was %s)", p, va))
		case va != vb:
			out = append(out, fmt.Sprintf("%s: %s → %s", p, va, vb))
		}
	}
	for p, vb := range fb {
		if _, ok := fa[p]; !ok {
			out = append(out, fmt.Sprintf("%s: added %s", p, vb))
		}
	}
	sort.Strings(out)
	return out
}

func decode(raw json.RawMessage) any {
	var v any
	_ = json.Unmarshal(raw, &v)
	return v
}

func flatten(path string, v any, out map[string]string) {
	switch x := v.(type) {
	case map[string]any:
		if len(x) == 0 {
			out[path] = "{}"
		}
		for k, e := range x {
			flatten(path+"."+k, e, out)
		}
	case []any:
		if len(x) == 0 {
			out[path] = "[]"
		}
		for i, e := range x {
			flatten(fmt.Sprintf("%s[%d]", path, i), e, out)
		}
	default:
		b, _ := json.Marshal(x)
		out[path] = string(b)
	}
}
