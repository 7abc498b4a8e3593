package analysis

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// serverFindings are the findings about the list as a whole.
// siblings are the tools' names; overlaps are the overlapping-descriptions
// findings, computed beforehand.
func serverFindings(tools []Tool, siblings siblingSet, retired map[string]bool, reports []ToolReport, overlaps []Finding, opts Options) []Finding {
	var out []Finding
	if opts.Instructions != "" {
		for _, f := range instructionFindings(opts.Instructions, instructionContext(tools, siblings, retired, opts.Instructions), newLearnedScan()) {
			out = append(out, Finding{Rule: f.Rule, Message: f.Message})
		}
	}
	out = append(out, duplicateNames(tools)...)
	if f, ok := toxicFlow(reports); ok {
		out = append(out, f)
	}
	if len(tools) > tooManyToolsCutoff {
		out = append(out, Finding{Rule: "too-many-tools", Message: fmt.Sprintf("the server exposes %d tools, more than %d; clients cap the tools they pass to a model and tool choice degrades as the list grows", len(tools), tooManyToolsCutoff)})
	}
	out = append(out, overlaps...)
	return out
}

// instructionContext is what the server instructions are read with.
func instructionContext(tools []Tool, siblings siblingSet, retired map[string]bool, text string) scanContext {
	return scanContext{siblings: siblings, retired: retired, purpose: serverPurpose(text), params: listingParams(tools)}
}

// instructionFindings scans the server instructions with the rules and
// the learned model (ls), which reads them as it reads a tool's text.
func instructionFindings(text string, ctx scanContext, ls *learnedScan) []finding {
	where := label("the server instructions")
	found := scanText(where, text, ctx)
	ls.read(where, text, fieldServer, ctx)
	return ls.judge(found, false)
}

func duplicateNames(tools []Tool) []Finding {
	count := map[string]int{}
	var order []string
	for _, t := range tools {
		if count[t.Name] == 0 {
			order = append(order, t.Name)
		}
		count[t.Name]++
	}
	var out []Finding
	for _, name := range order {
		if n := count[name]; n > 1 {
			out = append(out, Finding{Rule: "duplicate-name", Tool: name, Message: fmt.Sprintf("%d tools are named %q; names must be unique, or a call may reach a tool other than the one reviewed", n, name)})
		}
	}
	return out
}

// toxicFlow looks for a private-data reader, an untrusted-content ingester
// and a sink, played by at least two different tools.
func toxicFlow(reports []ToolReport) (Finding, bool) {
	var private, untrusted, sink []string
	for _, r := range reports {
		has := map[Capability]bool{}
		for _, c := range r.Capabilities {
			has[c] = true
		}
		openWorld := !isFalse(r.Annotations.OpenWorldHint)
		if has[CapExecute] || (has[CapRead] && (has[CapFilesystem] || has[CapSecrets] || has[CapMessaging])) {
			private = append(private, r.Name)
		}
		if (has[CapNetwork] && openWorld) || (has[CapRead] && isTrue(r.Annotations.OpenWorldHint)) {
			untrusted = append(untrusted, r.Name)
		}
		if has[CapExecute] || (has[CapMessaging] && (has[CapWrite] || !has[CapRead])) || (has[CapNetwork] && has[CapWrite]) || (has[CapWrite] && isTrue(r.Annotations.OpenWorldHint)) {
			sink = append(sink, r.Name)
		}
	}
	if len(private) == 0 || len(untrusted) == 0 || len(sink) == 0 {
		return Finding{}, false
	}
	p, u, s := pickDistinct(uniq(private), uniq(untrusted), uniq(sink))
	if p == u && u == s {
		return Finding{}, false
	}
	return Finding{Rule: "toxic-flow", Message: fmt.Sprintf("%s reads private data, %s ingests untrusted content, and %s can send data out; a prompt injection arriving through %s could make the agent leak what %s reads", p, u, s, u, p)}, true
}

// uniq drops repeated names, keeping the first of each.
func uniq(names []string) []string {
	seen := make(map[string]bool, len(names))
	out := names[:0:0]
	for _, n := range names {
		if !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// pickDistinct chooses one tool per role, preferring three different tools.
func pickDistinct(a, b, c []string) (string, string, string) {
	best := [3]string{a[0], b[0], c[0]}
	bestScore := -1
	for _, x := range a {
		for _, y := range b {
			for _, z := range c {
				score := 0
				if x != y {
					score++
				}
				if y != z {
					score++
				}
				if x != z {
					score++
				}
				if score > bestScore {
					best, bestScore = [3]string{x, y, z}, score
				}
				if score == 3 {
					return x, y, z
				}
			}
		}
	}
	return best[0], best[1], best[2]
}

// overlappingDescriptions finds pairs of descriptions whose word sets have a
// Jaccard similarity at or above the cutoff. Words become integer ranks,
// rarest first; a prefix filter proposes candidates and a merge verifies
// them, so the result is exact and far below n² word comparisons.
func overlappingDescriptions(tools []Tool, descWords [][]string) []Finding {
	if len(tools) < 2 {
		return nil // a pair takes two tools
	}
	type doc struct {
		names []string  // tools whose descriptions have exactly these words
		ranks []int     // word ids, then ranks
		sig   [4]uint64 // bit r%256 set for each rank r
	}
	var docs []doc
	byWords := map[string]int{} // word-id list → doc index: identical word sets share a doc
	// Word ids follow first appearance, tool by tool and, within a tool, in
	// sorted order; last[id] is the last tool (plus one) that had the word.
	ids := map[string]int{}
	var freq, last []int
	var key []byte
	var fresh []string
	for ti, t := range tools {
		words := make([]int, 0, len(descWords[ti]))
		fresh = fresh[:0]
		for _, w := range descWords[ti] {
			id, ok := ids[w]
			switch {
			case !ok:
				ids[w] = -1 // new: numbered below
				fresh = append(fresh, w)
			case id >= 0 && last[id] != ti+1:
				last[id] = ti + 1
				words = append(words, id)
			}
		}
		// Fresh ids are numbered after every known one, so only the known
		// part needs sorting.
		slices.Sort(words)
		slices.Sort(fresh)
		for _, w := range fresh {
			ids[w] = len(freq)
			words = append(words, len(freq))
			freq, last = append(freq, 0), append(last, ti+1)
		}
		if len(words) < 4 {
			continue
		}
		key = key[:0]
		for _, id := range words {
			key = binary.AppendUvarint(key, uint64(id))
		}
		if i, ok := byWords[string(key)]; ok {
			docs[i].names = append(docs[i].names, t.Name)
			continue
		}
		byWords[string(key)] = len(docs)
		for _, id := range words {
			freq[id]++
		}
		docs = append(docs, doc{names: []string{t.Name}, ranks: words})
	}
	var out []Finding
	report := func(f Finding) bool {
		if len(out) == maxOverlapFindings {
			out = append(out, Finding{Rule: "overlapping-descriptions", Message: fmt.Sprintf("more tools overlap; the list stops after %d findings", maxOverlapFindings)})
		}
		if len(out) > maxOverlapFindings {
			return false
		}
		out = append(out, f)
		return true
	}
	for _, d := range docs {
		if n := len(d.names); n > 1 && !report(Finding{Rule: "overlapping-descriptions", Tool: d.names[0], Message: fmt.Sprintf("%d tools have descriptions with the same words (%s); a model cannot tell which to pick", n, JoinBounded(d.names, 5))}) {
			return out
		}
	}
	// Rank words rarest first (ties by first appearance), so prefixes hold
	// rare words: a counting sort, as a word is in at most len(docs) docs.
	count := make([]int, len(docs)+2)
	for _, f := range freq {
		count[f+1]++
	}
	for f := 1; f < len(count); f++ {
		count[f] += count[f-1]
	}
	order := make([]int, len(freq))
	for id, f := range freq {
		order[count[f]] = id
		count[f]++
	}
	// Each doc's ranks, in increasing order, by walking the words rarest
	// first through their postings (freq[id] docs each): no per-doc sort.
	start := make([]int, len(freq)+1)
	for id, f := range freq {
		start[id+1] = start[id] + f
	}
	postings, fill := make([]int, start[len(freq)]), slices.Clone(start[:len(freq)])
	for i := range docs {
		for _, id := range docs[i].ranks {
			postings[fill[id]] = i
			fill[id]++
		}
		docs[i].ranks = docs[i].ranks[:0]
	}
	for r, id := range order {
		for _, i := range postings[start[id]:start[id+1]] {
			docs[i].ranks = append(docs[i].ranks, r)
		}
	}
	index := make([][]int, len(freq))
	candidate := make([]uint64, (len(docs)+63)/64) // bit j: doc j is a candidate of the current doc
	comparisons := 0
	for i := range docs {
		d := &docs[i]
		for _, r := range d.ranks {
			d.sig[r>>6&3] |= 1 << (r & 63)
		}
		prefix := len(d.ranks) - int(math.Ceil(overlapCutoff*float64(len(d.ranks)))) + 1
		for _, w := range d.ranks[:prefix] {
			for _, j := range index[w] {
				candidate[j>>6] |= 1 << (j & 63)
			}
			index[w] = append(index[w], i)
		}
		// Candidates are earlier docs, visited in increasing order.
		for k := 0; k <= i>>6; k++ {
			for m := candidate[k]; m != 0; m &= m - 1 {
				j := k<<6 + bits.TrailingZeros64(m)
				if comparisons++; comparisons > maxOverlapComparisons {
					report(Finding{Rule: "overlapping-descriptions", Message: fmt.Sprintf("the overlap check stopped after %d comparisons; more overlapping tools may exist", maxOverlapComparisons)})
					return out
				}
				if !mayBeSimilar(&docs[j].sig, &d.sig, len(docs[j].ranks), len(d.ranks)) {
					continue
				}
				sim, ok := similar(docs[j].ranks, d.ranks)
				if ok && !report(Finding{Rule: "overlapping-descriptions", Tool: d.names[0], Message: fmt.Sprintf("%s and %s have descriptions with %.0f%% of their words in common; a model cannot tell which to pick", docs[j].names[0], d.names[0], sim*100)}) {
					return out
				}
			}
			candidate[k] = 0
		}
	}
	return out
}

// JoinBounded joins up to limit names with ", " and counts the rest:
// "a, b and 3 more".
func JoinBounded(names []string, limit int) string {
	if len(names) <= limit {
		return strings.Join(names, ", ")
	}
	return strings.Join(names[:limit], ", ") + fmt.Sprintf(" and %d more", len(names)-limit)
}

// ClipBytes cuts s to at most n bytes at a character boundary and marks
// the cut with "…"; a shorter s comes back whole.
func ClipBytes(s string, n int) string { return text.ClipBytes(s, n) }

// sharedNeeded is the fewest words two lists of na and nb words must share
// to reach the cutoff: |a∩b| / |a∪b| ≥ t  ⇔  |a∩b| ≥ t/(1+t)·(|a|+|b|).
func sharedNeeded(na, nb int) int {
	return int(math.Ceil(overlapCutoff/(1+overlapCutoff)*float64(na+nb) - 1e-9))
}

// mayBeSimilar is a cheap necessary condition for similar: every bit set
// in one signature but not the other stands for a distinct word the other
// list lacks, and neither list may lack more than it can spare.
func mayBeSimilar(a, b *[4]uint64, na, nb int) bool {
	need := sharedNeeded(na, nb)
	onlyA, onlyB := 0, 0
	for k := range a {
		onlyA += bits.OnesCount64(a[k] &^ b[k])
		onlyB += bits.OnesCount64(b[k] &^ a[k])
	}
	return onlyA <= na-need && onlyB <= nb-need
}

// similar computes the Jaccard similarity of two sorted rank lists, giving
// up as soon as the cutoff is out of reach.
func similar(a, b []int) (float64, bool) {
	need := sharedNeeded(len(a), len(b))
	shared := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
		if shared+min(len(a)-i, len(b)-j) < need {
			return 0, false
		}
		switch {
		case a[i] == b[j]:
			shared++
			i++
			j++
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	sim := float64(shared) / float64(len(a)+len(b)-shared)
	return sim, sim >= overlapCutoff
}
