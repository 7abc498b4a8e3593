package lockfile

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Change is one tool that differs from the lock.
type Change struct {
	Tool   string
	Kind   string   // "added", "removed" or "changed"
	Fields []string // human-readable field-level differences
	// Classes say what a changed or added tool's change means
	// (analysis.ClassifyDrift): drift-renamed on an added tool.
	Classes []analysis.Finding
}

// Diff compares a lock with a fresh inspection and classifies each change.
// An empty result means no drift.
func Diff(locked, current Lock) []Change { return DiffTrimmed(locked, current, nil) }

func diff(locked, current Lock) []Change {
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
// as git's --word-diff does. The words both texts start and end with are
// kept as they are; a middle too long to compare word by word (more than
// maxDiffCells pairs) is shown as a whole replacement.
func WordDiff(a, b string) string {
	aw, bw := strings.Fields(a), strings.Fields(b)
	pre := 0
	for pre < len(aw) && pre < len(bw) && aw[pre] == bw[pre] {
		pre++
	}
	suf := 0
	for suf < len(aw)-pre && suf < len(bw)-pre && aw[len(aw)-1-suf] == bw[len(bw)-1-suf] {
		suf++
	}
	head, tail := aw[:pre], aw[len(aw)-suf:]
	aw, bw = aw[pre:len(aw)-suf], bw[pre:len(bw)-suf]
	var out []string
	out = append(out, head...)
	if len(aw)*len(bw) > maxDiffCells {
		out = append(out, "[-"+strings.Join(aw, " ")+"-]", "{+"+strings.Join(bw, " ")+"+}")
		return strings.Join(append(out, tail...), " ")
	}
	// LCS table over the middle words.
	lcs := make([][]int32, len(aw)+1)
	for i := range lcs {
		lcs[i] = make([]int32, len(bw)+1)
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
	return strings.Join(append(out, tail...), " ")
}

// maxDiffCells bounds WordDiff's table: 4 MB of int32s.
const maxDiffCells = 1 << 20

// jsonDiff lists the JSON paths whose values differ between a and b, at
// most maxDiffLines of them (then a count of the rest), each path shown
// within bounds. It walks both values once, together, so its work grows
// with their size, not with paths × depth.
func jsonDiff(root string, a, b json.RawMessage) []string {
	d := &differ{}
	d.walk([]string{root}, decode(a), decode(b), true, true)
	sort.Strings(d.out)
	if d.more > 0 {
		d.out = append(d.out, fmt.Sprintf("%s: … and %d more differences", root, d.more))
	}
	return d.out
}

// Bounds of jsonDiff's report; analysis.Location bounds each path.
const (
	maxDiffLines      = 100
	maxDiffValueBytes = 200
)

type differ struct {
	out  []string
	more int
}

// walk compares a and b at path; has says which side has a value there.
// Non-empty objects and arrays hold values; anything else is one value,
// written as JSON ({} and [] for empty ones).
func (d *differ) walk(path []string, a, b any, hasA, hasB bool) {
	switch ka, kb := kind(a, hasA), kind(b, hasB); {
	case ka == kb && ka == object:
		ma, mb := a.(map[string]any), b.(map[string]any)
		for _, k := range unionKeys(ma, mb) {
			va, inA := ma[k]
			vb, inB := mb[k]
			d.walk(append(path, "."+k), va, vb, inA, inB)
		}
	case ka == kb && ka == array:
		sa, sb := a.([]any), b.([]any)
		for i := range max(len(sa), len(sb)) {
			var va, vb any
			if i < len(sa) {
				va = sa[i]
			}
			if i < len(sb) {
				vb = sb[i]
			}
			d.walk(append(path, "["+strconv.Itoa(i)+"]"), va, vb, i < len(sa), i < len(sb))
		}
	case ka == kb && ka == value:
		if ja, jb := leafJSON(a), leafJSON(b); ja != jb {
			d.line("%s: %s → %s", path, ja, jb)
		}
	default:
		d.each(path, a, hasA, "%s: removed (was %s)")
		d.each(path, b, hasB, "%s: added %s")
	}
}

// each reports every value in v with format.
func (d *differ) each(path []string, v any, has bool, format string) {
	switch kind(v, has) {
	case object:
		m := v.(map[string]any)
		for _, k := range slices.Sorted(maps.Keys(m)) {
			d.each(append(path, "."+k), m[k], true, format)
		}
	case array:
		for i, e := range v.([]any) {
			d.each(append(path, "["+strconv.Itoa(i)+"]"), e, true, format)
		}
	case value:
		d.line(format, path, leafJSON(v))
	}
}

func (d *differ) line(format string, path []string, values ...string) {
	if len(d.out) == maxDiffLines {
		d.more++
		return
	}
	args := []any{analysis.Location(path)}
	for _, v := range values {
		args = append(args, analysis.ClipBytes(v, maxDiffValueBytes))
	}
	d.out = append(d.out, fmt.Sprintf(format, args...))
}

const (
	absent = iota
	object // non-empty
	array  // non-empty
	value
)

func kind(v any, has bool) int {
	switch x := v.(type) {
	case map[string]any:
		if len(x) > 0 {
			return object
		}
	case []any:
		if len(x) > 0 {
			return array
		}
	}
	if !has {
		return absent
	}
	return value
}

func leafJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// unionKeys lists the keys of a and b, sorted.
func unionKeys(a, b map[string]any) []string {
	keys := slices.Collect(maps.Keys(a))
	for k := range b {
		if _, dup := a[k]; !dup {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

func decode(raw json.RawMessage) any {
	var v any
	_ = json.Unmarshal(raw, &v)
	return v
}
