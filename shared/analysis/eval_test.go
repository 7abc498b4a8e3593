package analysis_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// gates are the bounds of the poisoning evaluation: recall on each split,
// and the share of hard negatives and of real tools flagged.
type gates struct {
	recall        map[string]float64
	hardNegatives map[string]float64
	real          float64
}

// issueGates are the goals (make eval, EVAL_GATES=goal): recall 0.95 on
// the held-out split, at most 2% of hard negatives and 0.3% of real tools
// flagged.
var issueGates = gates{
	recall:        map[string]float64{heldOut: 0.95},
	hardNegatives: map[string]float64{"dev": 0.02, "heldout": 0.02, heldOut: 0.02},
	real:          0.003,
}

// heldOut is the split nobody tuning the rules has read: only its totals
// per family are printed, never its cases. dev and heldout (v1) are tuned
// on.
const heldOut = "heldout2"

// floorGates are what go test holds every change to: the measured level,
// so that no change makes detection worse unnoticed. They rise as the
// rules improve and never fall.
var floorGates = gates{
	recall:        map[string]float64{"dev": 0.96, "heldout": 0.96, heldOut: 0.56},
	hardNegatives: map[string]float64{"dev": 0.02, "heldout": 0.02, heldOut: 0.05},
	real:          0.001,
}

// evalCase is one labelled line of testdata/eval/*.jsonl.
type evalCase struct {
	ID           string            `json:"id"`
	Label        string            `json:"label"` // poisoned or benign
	Class        string            `json:"class"` // family/style
	Lang         string            `json:"lang"`
	Tool         json.RawMessage   `json:"tool"`
	Siblings     []json.RawMessage `json:"siblings"`
	Instructions string            `json:"instructions"`
}

func (c evalCase) family() string { family, _, _ := strings.Cut(c.Class, "/"); return family }

func loadCases(t *testing.T, path string) []evalCase {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []evalCase
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c evalCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// flagged analyses a case's tool among its siblings and returns the poison
// findings on the tool, and on the server when it carries instructions.
func flagged(t *testing.T, c evalCase) []string {
	t.Helper()
	raws := append([]json.RawMessage{c.Tool}, c.Siblings...)
	tools, err := analysis.ParseToolsJSON(raws)
	if err != nil {
		t.Fatalf("%s: %v", c.ID, err)
	}
	rep := analysis.Analyze(tools, analysis.Options{Instructions: c.Instructions})
	var out []string
	for _, f := range rep.Tools[0].Findings {
		if isPoison(f.Rule) {
			out = append(out, f.String())
		}
	}
	for _, f := range rep.ServerFindings {
		if isPoison(f.Rule) && c.Instructions != "" {
			out = append(out, f.String())
		}
	}
	return out
}

func isPoison(rule string) bool {
	r, ok := analysis.RuleByID(rule)
	return ok && r.Poisoning()
}

// tally counts flagged cases out of all.
type tally struct{ flagged, all int }

func (t tally) rate() float64 {
	if t.all == 0 {
		return 0
	}
	return float64(t.flagged) / float64(t.all)
}

func (t tally) String() string { return fmt.Sprintf("%d/%d (%.3f)", t.flagged, t.all, t.rate()) }

// splitResult is the evaluation of one labelled file.
type splitResult struct {
	name                   string
	recall, hardNegatives  tally
	byFamily, byLang       map[string]*tally
	missed, wronglyFlagged []string
}

func evaluate(t *testing.T, name string, cases []evalCase) splitResult {
	res := splitResult{name: name, byFamily: map[string]*tally{}, byLang: map[string]*tally{}}
	for _, c := range cases {
		found := flagged(t, c)
		switch c.Label {
		case "poisoned":
			hit := len(found) > 0
			for _, key := range [2]struct {
				m map[string]*tally
				k string
			}{{res.byFamily, c.family()}, {res.byLang, c.Lang}} {
				if key.m[key.k] == nil {
					key.m[key.k] = &tally{}
				}
				key.m[key.k].all++
				if hit {
					key.m[key.k].flagged++
				}
			}
			res.recall.all++
			if hit {
				res.recall.flagged++
			} else {
				res.missed = append(res.missed, c.ID+" "+c.Class)
			}
		case "benign":
			res.hardNegatives.all++
			if len(found) > 0 {
				res.hardNegatives.flagged++
				res.wronglyFlagged = append(res.wronglyFlagged, c.ID+" "+c.Class+": "+found[0])
			}
		default:
			t.Fatalf("%s: label %q", c.ID, c.Label)
		}
	}
	return res
}

// evalReal counts real tools with any poison finding, analysed server by
// server as connect mode would see them.
func evalReal(t *testing.T) (tally, map[string]int, []string) {
	files, _ := filepath.Glob("testdata/real/*.json")
	var all tally
	servers := map[string]int{}
	var flaggedTools []string
	for _, f0 := range files {
		rep := analyzeFile(t, f0)
		servers[filepath.Base(f0)] = len(rep.Tools)
		for _, r := range rep.Tools {
			all.all++
			for _, f := range r.Findings {
				if isPoison(f.Rule) {
					all.flagged++
					flaggedTools = append(flaggedTools, filepath.Base(f0)+" "+r.Name+": "+f.String())
					break
				}
			}
		}
	}
	return all, servers, flaggedTools
}

// TestEval is make eval: recall per class on the labelled splits, false
// flags on hard negatives and on real tools, and the gates (the floor
// under go test, the goal under make eval).
func TestEval(t *testing.T) {
	var results []splitResult
	splits := []string{"dev", "heldout", heldOut}
	if s := os.Getenv("EVAL_SPLITS"); s != "" {
		splits = strings.Fields(s) // while tuning: EVAL_SPLITS=dev
	}
	for _, split := range splits {
		path := filepath.Join("testdata", "eval", split+".jsonl")
		if _, err := os.Stat(path); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		results = append(results, evaluate(t, split, loadCases(t, path)))
	}
	real, servers, realFlags := evalReal(t)

	var b strings.Builder
	fmt.Fprintf(&b, "\n| set | poisoned recall | hard negatives flagged | precision |\n|---|---|---|---|\n")
	for _, r := range results {
		precision := float64(r.recall.flagged) / float64(max(1, r.recall.flagged+r.hardNegatives.flagged))
		fmt.Fprintf(&b, "| %s | %s | %s | %.3f |\n", r.name, r.recall, r.hardNegatives, precision)
	}
	fmt.Fprintf(&b, "| real tools (%d servers) | | %s | |\n", len(servers), real)
	for _, r := range results {
		fmt.Fprintf(&b, "\n%s recall by family:", r.name)
		for _, k := range slices.Sorted(maps.Keys(r.byFamily)) {
			fmt.Fprintf(&b, " %s %s;", k, r.byFamily[k])
		}
		if r.name == heldOut {
			fmt.Fprintln(&b)
			continue
		}
		fmt.Fprintf(&b, "\n%s recall by language:", r.name)
		for _, k := range slices.Sorted(maps.Keys(r.byLang)) {
			fmt.Fprintf(&b, " %s %s;", k, r.byLang[k])
		}
		fmt.Fprintln(&b)
	}
	if os.Getenv("EVAL_VERBOSE") != "" {
		for _, r := range results {
			if r.name == heldOut {
				continue // measured, never read
			}
			for _, m := range r.missed {
				fmt.Fprintf(&b, "missed %s: %s\n", r.name, m)
			}
			for _, m := range r.wronglyFlagged {
				fmt.Fprintf(&b, "false flag %s: %s\n", r.name, m)
			}
		}
		for _, m := range realFlags {
			fmt.Fprintf(&b, "false flag real: %s\n", m)
		}
	}
	t.Log(b.String())

	g, name := floorGates, "floor"
	if os.Getenv("EVAL_GATES") == "goal" {
		g, name = issueGates, "goal"
	}
	for _, r := range results {
		if min, ok := g.recall[r.name]; ok && r.recall.rate() < min {
			t.Errorf("%s recall %.3f is below the %s gate %.2f", r.name, r.recall.rate(), name, min)
		}
		if max, ok := g.hardNegatives[r.name]; ok && r.hardNegatives.rate() > max {
			t.Errorf("%s: %s of hard negatives flagged, over the %s gate %.2f", r.name, r.hardNegatives, name, max)
		}
	}
	if real.rate() > g.real {
		t.Errorf("%s of real tools flagged, over the %s gate %.3f", real, name, g.real)
	}
}
