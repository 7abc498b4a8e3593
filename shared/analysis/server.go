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
// Jaccard similarity at or above the cutoff. A prefix filter over words
// ordered rarest first keeps this far below n² comparisons while staying exact.
func overlappingDescriptions(tools []Tool) []Finding {
	type doc struct {
		name  string
		words []string
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
		docs = append(docs, doc{t.Name, words})
	}
	for _, d := range docs {
		sort.Slice(d.words, func(i, j int) bool {
			if freq[d.words[i]] != freq[d.words[j]] {
				return freq[d.words[i]] < freq[d.words[j]]
			}
			return d.words[i] < d.words[j]
		})
	}
	index := map[string][]int{}
	var out []Finding
	for i, d := range docs {
		prefix := len(d.words) - int(math.Ceil(overlapCutoff*float64(len(d.words)))) + 1
		candidates := map[int]bool{}
		for _, w := range d.words[:prefix] {
			for _, j := range index[w] {
				candidates[j] = true
			}
			index[w] = append(index[w], i)
		}
		var js []int
		for j := range candidates {
			js = append(js, j)
		}
		sort.Ints(js)
		for _, j := range js {
			if sim := jaccard(docs[j].words, d.words); sim >= overlapCutoff && docs[j].name != d.name {
				out = append(out, Finding{Rule: "overlapping-descriptions", Tool: d.name, Message: fmt.Sprintf("%s and %s have descriptions with %.0f%% of their words in common; a model cannot tell which to pick", docs[j].name, d.name, sim*100)})
			}
		}
	}
	return out
}

func jaccard(a, b []string) float64 {
	set := make(map[string]bool, len(a))
	for _, w := range a {
		set[w] = true
	}
	shared := 0
	for _, w := range b {
		if set[w] {
			shared++
		}
	}
	return float64(shared) / float64(len(a)+len(b)-shared)
}
