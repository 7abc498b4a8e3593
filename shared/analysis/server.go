package analysis

import (
	"fmt"
	"math"
	"sort"
	"strings"
)

// serverFindings are the findings about the list as a whole.
func serverFindings(tools []Tool, reports []ToolReport, opts Options) []Finding {
	var out []Finding
	if opts.Instructions != "" {
		names := make([]string, len(tools))
		for i, t := range tools {
			names[i] = t.Name
		}
		for _, f := range scanText("the server instructions", opts.Instructions, names, "") {
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
	out = append(out, overlappingDescriptions(tools)...)
	return out
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
	p, u, s := pickDistinct(private, untrusted, sink)
	if p == u && u == s {
		return Finding{}, false
	}
	return Finding{Rule: "toxic-flow", Message: fmt.Sprintf("%s reads private data, %s ingests untrusted content, and %s can send data out; a prompt injection arriving through %s could make the agent leak what %s reads", p, u, s, u, p)}, true
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
func overlappingDescriptions(tools []Tool) []Finding {
	type doc struct {
		name  string
		words []string
		ranks []int
	}
	var docs []doc
	freq := map[string]int{}
	for _, t := range tools {
		set := map[string]bool{}
		for _, w := range strings.FieldsFunc(strings.ToLower(t.description()), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
		}) {
			set[w] = true
		}
		if len(set) < 4 {
			continue
		}
		words := make([]string, 0, len(set))
		for w := range set {
			words = append(words, w)
			freq[w]++
		}
		docs = append(docs, doc{name: t.Name, words: words})
	}
	vocab := make([]string, 0, len(freq))
	for w := range freq {
		vocab = append(vocab, w)
	}
	sort.Slice(vocab, func(i, j int) bool {
		if freq[vocab[i]] != freq[vocab[j]] {
			return freq[vocab[i]] < freq[vocab[j]]
		}
		return vocab[i] < vocab[j]
	})
	rank := make(map[string]int, len(vocab))
	for i, w := range vocab {
		rank[w] = i
	}
	index := map[int][]int{}
	var out []Finding
	for i := range docs {
		d := &docs[i]
		d.ranks = make([]int, len(d.words))
		for k, w := range d.words {
			d.ranks[k] = rank[w]
		}
		sort.Ints(d.ranks)
		prefix := len(d.ranks) - int(math.Ceil(overlapCutoff*float64(len(d.ranks)))) + 1
		candidates := map[int]bool{}
		for _, w := range d.ranks[:prefix] {
			for _, j := range index[w] {
				candidates[j] = true
			}
			index[w] = append(index[w], i)
		}
		js := make([]int, 0, len(candidates))
		for j := range candidates {
			js = append(js, j)
		}
		sort.Ints(js)
		for _, j := range js {
			if sim := jaccard(docs[j].ranks, d.ranks); sim >= overlapCutoff && docs[j].name != d.name {
				out = append(out, Finding{Rule: "overlapping-descriptions", Tool: d.name, Message: fmt.Sprintf("%s and %s have descriptions with %.0f%% of their words in common; a model cannot tell which to pick", docs[j].name, d.name, sim*100)})
			}
		}
	}
	return out
}

// jaccard of two sorted rank lists.
func jaccard(a, b []int) float64 {
	shared := 0
	for i, j := 0, 0; i < len(a) && j < len(b); {
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
	return float64(shared) / float64(len(a)+len(b)-shared)
}
