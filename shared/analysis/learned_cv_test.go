package analysis

import (
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
)

// Budgets of the threshold chosen on training data: the model adds at
// most this share of real tools (a third of the 0.3 %; at 0.05 %,
// two of 4,594 tools, whichever two real tools crossed decided the
// threshold) and of hard negatives to the rules' flags. Counting only
// what the model adds keeps a rule's false flags on a newly captured
// server from switching the model off.
const (
	learnedRealBudget = 0.001
	learnedHNBudget   = 0.01
)

// scoredBag is a bag with a model's score, and each unit's.
type scoredBag struct {
	bag
	score float64
	units []float64
}

// learnedVetoBudget is the share of the poisoned cases the rules catch
// that the veto may clear, on out-of-fold scores. 3%: on two batches the
// model was not trained on, a veto near 3% (about 0.05) cleared more false
// flags than 1.5% did: 9 more for no catch lost on heldout18a-c and round
// 22's new real servers, 15 more for one catch on heldout19a-c and round
// 23's. Round 26 tried 5% (a veto of 0.086): on train26a-c, unseen by the
// rules and the model, a veto near 0.08 cleared 8 of 33 honest flags for
// 4 of 397 catches, but the retrained model at 0.086 also cleared classic
// attacks it was trained on (193 catches over the tuning splits, among
// them "always use X instead of Y" on a lone tool and a rule said to
// outlive the tool's removal), so the budget stayed at 3%.
const learnedVetoBudget = 0.03

// vetoScore is the best score of the bag's units with vetoable findings,
// false when a unit has a finding no veto drops, or findings in text the
// model read nothing of (scored 0), or none has findings.
func (b scoredBag) vetoScore() (float64, bool) {
	best, ok := 0.0, false
	for i, u := range b.bag.units {
		switch {
		case u.rules == rulesFirm, u.rules == rulesVetoable && b.units[i] == 0:
			return 0, false
		case u.rules == rulesVetoable:
			best, ok = max(best, b.units[i]), true
		}
	}
	return best, ok
}

// vetoed reports a bag the rules flag only with findings the veto at v
// drops.
func (b scoredBag) vetoed(v float64) bool {
	s, ok := b.vetoScore()
	return ok && s < v
}

// chooseVeto returns the highest veto at which at most learnedVetoBudget
// of the poisoned bags the rules flag lose every flag.
func chooseVeto(bags []scoredBag) float64 {
	var scores []float64
	caught := 0
	for _, b := range bags {
		if b.poisoned && b.rules {
			caught++
			if s, ok := b.vetoScore(); ok {
				scores = append(scores, s)
			}
		}
	}
	slices.Sort(scores)
	k := int(learnedVetoBudget * float64(caught))
	if k >= len(scores) {
		return 1
	}
	return scores[k]
}

// afterVeto returns bags with the rules' flags the veto at v drops
// cleared.
func afterVeto(bags []scoredBag, v float64) []scoredBag {
	out := slices.Clone(bags)
	for i := range out {
		out[i].rules = out[i].rules && !out[i].vetoed(v)
	}
	return out
}

// chooseThreshold returns the lowest threshold, among the poisoned bags'
// scores, at which the model adds at most the budgets' shares of real
// tools and of hard negatives to the rules' flags, each writer's added
// hard negatives counting for at most learnedHNWriterCap of its own and
// each real server's added tools for at most realServerCap of its tools
// (chooseCappedThreshold); 1.01 (never) if none does.
func chooseThreshold(bags []scoredBag) float64 {
	return chooseCappedThreshold(bags, learnedHNBudget, learnedHNWriterCap, realServerCap)
}

// chooseThresholdWithin returns the lowest threshold, among the poisoned
// bags' scores, at which ok accepts the counts of real tools and of hard
// negatives the model adds to the rules' flags; 1.01 (never) if none does.
func chooseThresholdWithin(bags []scoredBag, ok func(real, realAdded, hn, hnAdded int) bool) float64 {
	var candidates []float64
	for _, b := range bags {
		if b.poisoned && !b.rules {
			candidates = append(candidates, b.score)
		}
	}
	slices.Sort(candidates)
	candidates = slices.Compact(candidates)
	best := 1.01
	for i := len(candidates) - 1; i >= 0; i-- {
		t := candidates[i]
		var real, realAdded, hn, hnAdded int
		for _, b := range bags {
			switch {
			case b.poisoned:
			case b.real:
				real++
				if !b.rules && b.score >= t {
					realAdded++
				}
			default:
				hn++
				if !b.rules && b.score >= t {
					hnAdded++
				}
			}
		}
		if !ok(real, realAdded, hn, hnAdded) {
			break
		}
		best = t
	}
	return best
}

// foldResult counts one test set under rules, model and both.
type foldResult struct {
	poisoned, hn, real              int
	rulesTP, modelTP, unionTP       int
	rulesHN, modelHN, unionHN       int
	rulesReal, modelReal, unionReal int
	threshold                       float64
	addedTools, addedHN, addedReal  []string
	// best is the test's own best operating point: the union's recall at
	// the lowest threshold at which the model adds at most one real tool
	// and 2% of the writer's hard negatives to the rules' flags.
	bestTP        int
	bestThreshold float64
}

func (r *foldResult) count(b scoredBag, t float64) {
	model := b.score >= t
	union := model || b.rules
	inc := func(n *int, ok bool) {
		if ok {
			*n++
		}
	}
	switch {
	case b.poisoned:
		r.poisoned++
		inc(&r.rulesTP, b.rules)
		inc(&r.modelTP, model)
		inc(&r.unionTP, union)
		if model && !b.rules {
			r.addedTools = append(r.addedTools, b.id)
		}
	case b.real:
		r.real++
		inc(&r.rulesReal, b.rules)
		inc(&r.modelReal, model)
		inc(&r.unionReal, union)
		if model && !b.rules {
			r.addedReal = append(r.addedReal, b.id)
		}
	default:
		r.hn++
		inc(&r.rulesHN, b.rules)
		inc(&r.modelHN, model)
		inc(&r.unionHN, union)
		if model && !b.rules {
			r.addedHN = append(r.addedHN, b.id)
		}
	}
}

// add sums r into s (the threshold is r's, the last one's).
func (s *foldResult) add(r foldResult) {
	for i, n := range []*int{&s.poisoned, &s.hn, &s.real, &s.rulesTP, &s.modelTP, &s.unionTP, &s.rulesHN, &s.modelHN, &s.unionHN, &s.rulesReal, &s.modelReal, &s.unionReal, &s.bestTP} {
		*n += []int{r.poisoned, r.hn, r.real, r.rulesTP, r.modelTP, r.unionTP, r.rulesHN, r.modelHN, r.unionHN, r.rulesReal, r.modelReal, r.unionReal, r.bestTP}[i]
	}
	s.threshold = r.threshold
}

func pct(n, d int) string {
	return fmt.Sprintf("%d/%d (%.1f%%)", n, d, 100*float64(n)/float64(max(d, 1)))
}

// splitReal returns the real servers' bags (with their synthetic ones)
// whose server index i has i%n == k (want) or != k.
func splitReal(d learnedData, n, k int, want bool) []bag {
	var out []bag
	for i, server := range d.real {
		if (i%n == k) == want {
			out = append(out, server...)
		}
	}
	return out
}

// scoreAll scores the bags but the synthetic ones (trained on, never
// measured).
func scoreAll(m *learnedModel, bags []bag) []scoredBag {
	out := make([]scoredBag, 0, len(bags))
	for _, b := range bags {
		if b.synthetic {
			continue
		}
		sb := scoredBag{bag: b, units: make([]float64, len(b.units))}
		at := 0
		for i, u := range b.units {
			for _, s := range b.sentences[at : at+u.sentences] {
				sb.units[i] = max(sb.units[i], m.score(s))
			}
			at += u.sentences
			sb.score = max(sb.score, sb.units[i])
		}
		out = append(out, sb)
	}
	return out
}

// crossValidate trains on all writers but test (and the real servers of
// one half), chooses the threshold from out-of-fold scores of the
// training writers (inner leave-one-writer-out, the real half in thirds),
// and measures the test writer and the other half of the real servers.
func crossValidate(d learnedData, test int, cfg trainConfig, log io.Writer) foldResult {
	realTrain := splitReal(d, 2, 0, true)
	var trainWriters []int
	for w := range d.writers {
		if w != test {
			trainWriters = append(trainWriters, w)
		}
	}
	// Out-of-fold scores for the threshold.
	var oof []scoredBag
	for j, inner := range trainWriters {
		var bags []bag
		for _, w := range trainWriters {
			if w != inner {
				bags = append(bags, d.writers[w]...)
			}
		}
		var realIn, realOut []bag
		for _, b := range realTrain {
			if (b.group/2)%len(trainWriters) == j {
				realOut = append(realOut, b)
			} else {
				realIn = append(realIn, b)
			}
		}
		m := train(append(bags, realIn...), cfg)
		oof = append(oof, scoreAll(m, append(slices.Clone(d.writers[inner]), realOut...))...)
	}
	t := chooseThreshold(oof)
	var bags []bag
	for _, w := range trainWriters {
		bags = append(bags, d.writers[w]...)
	}
	m := train(append(bags, realTrain...), cfg)
	res := foldResult{threshold: t}
	tested := scoreAll(m, append(slices.Clone(d.writers[test]), splitReal(d, 2, 1, true)...))
	for _, b := range tested {
		res.count(b, t)
	}
	res.bestThreshold = chooseThresholdWithin(tested, func(real, realAdded, hn, hnAdded int) bool {
		return realAdded <= 1 && float64(hnAdded) <= 0.02*float64(hn)
	})
	var best foldResult
	for _, b := range tested {
		best.count(b, res.bestThreshold)
	}
	res.bestTP = best.unionTP
	if os.Getenv("LEARNED_VERBOSE") != "" {
		for _, th := range []float64{0.5, 0.8, 0.9, 0.95, 0.98, 0.99, 0.995, 0.998, 0.999} {
			var c foldResult
			for _, b := range tested {
				c.count(b, th)
			}
			fmt.Fprintf(log, "test writer %d at threshold %.3f the model adds %d poisoned, %d hard negatives, %d real tools to the rules' flags\n", test, th, len(c.addedTools), len(c.addedHN), len(c.addedReal))
		}
	}
	return res
}

// fastCrossValidate is the one-level measurement (LEARNED_CV=fast: one
// training per writer, not one per writer and inner fold): writer k is
// scored by a model trained on the others and the real servers i%n != k
// (trainLearned's folds) and measured at the threshold chosen from the
// other writers' out-of-fold scores. Those came from models that saw
// writer k, so the threshold is a little less blind than crossValidate's.
func fastCrossValidate(d learnedData, cfg trainConfig) []foldResult {
	n := len(d.writers)
	folds := make([][]scoredBag, n)
	parallel(n, func(k int) {
		var bags []bag
		for w, writer := range d.writers {
			if w != k {
				bags = append(bags, writer...)
			}
		}
		m := train(append(bags, splitReal(d, n, k, false)...), cfg)
		folds[k] = scoreAll(m, append(slices.Clone(d.writers[k]), splitReal(d, n, k, true)...))
	})
	out := make([]foldResult, n)
	for k := range n {
		others := otherFolds(folds, k)
		out[k].threshold = chooseThreshold(others)
		for _, b := range folds[k] {
			out[k].count(b, out[k].threshold)
		}
	}
	return out
}

// learnedCVGroups is how many groups of writers groupFolds leaves out in
// turn.
const learnedCVGroups = 8

// groupFolds trains a model per group k of learnedCVGroups, on the writers
// w and real servers i with w%n != k and i%n != k, and scores the rest
// with it: every labelled and real bag gets a score from a model that
// never saw its writer or its server.
func groupFolds(d learnedData, cfg trainConfig) [][]scoredBag {
	const n = learnedCVGroups
	folds := make([][]scoredBag, n)
	parallel(n, func(k int) {
		folds[k] = groupFold(d, cfg, k)
	})
	return folds
}

func groupFold(d learnedData, cfg trainConfig, k int) []scoredBag {
	const n = learnedCVGroups
	var bags, test []bag
	for w, writer := range d.writers {
		if w%n != k {
			bags = append(bags, writer...)
		} else {
			test = append(test, writer...)
		}
	}
	m := train(append(bags, splitReal(d, n, k, false)...), cfg)
	return scoreAll(m, append(test, splitReal(d, n, k, true)...))
}

// groupCrossValidate is the cheap measurement (LEARNED_CV=groups): the
// scores of groupFolds, each group's at the threshold chosen from the
// other groups' scores. It returns a result per writer and, last, the
// real tools'.
func groupCrossValidate(d learnedData, cfg trainConfig) []foldResult {
	const n = learnedCVGroups
	folds := groupFolds(d, cfg)
	out := make([]foldResult, len(d.writers)+1)
	for k := range n {
		others := otherFolds(folds, k)
		t := chooseThreshold(others)
		for _, b := range folds[k] {
			i := len(d.writers)
			if !b.real {
				i = b.group
			}
			out[i].threshold = t
			out[i].count(b, t)
		}
	}
	return out
}

// parallel runs f(0) … f(n-1) on two goroutines (the trainings of the
// measurement are independent and deterministic).
func parallel(n int, f func(int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Go(func() {
			for k := range next {
				f(k)
			}
		})
	}
	for k := range n {
		next <- k
	}
	close(next)
	wg.Wait()
}

// TestLearnedCrossValidation prints the leave-one-writer-out table
// (LEARNED_CV=1; it trains a model per writer and per inner fold, two
// writers at a time; LEARNED_VERBOSE=1 adds what the model alone adds at
// fixed thresholds; LEARNED_CV=fast, the one-level table of
// fastCrossValidate; LEARNED_CV=groups, groupCrossValidate's).
func TestLearnedCrossValidation(t *testing.T) {
	mode := os.Getenv("LEARNED_CV")
	if mode == "" {
		t.Skip("LEARNED_CV=1 (or fast) runs the leave-one-writer-out measurement of the learned model")
	}
	if mode == "rules" {
		t.Log(rulesTable(t))
		return
	}
	d := loadLearnedData(t)
	var b strings.Builder
	fmt.Fprintf(&b, "\n%+v\n\n| test writer | threshold | recall: rules / model / rules or model | hard negatives: rules / model / rules or model | real tools: rules / model / rules or model |\n|---|---|---|---|---|\n", learnedTraining)
	var sum foldResult
	row := func(name string, r foldResult) {
		fmt.Fprintf(&b, "| %s | %.3f | %s / %s / **%s** | %s / %s / %s | %s / %s / %s |\n", name, r.threshold,
			pct(r.rulesTP, r.poisoned), pct(r.modelTP, r.poisoned), pct(r.unionTP, r.poisoned),
			pct(r.rulesHN, r.hn), pct(r.modelHN, r.hn), pct(r.unionHN, r.hn),
			pct(r.rulesReal, r.real), pct(r.modelReal, r.real), pct(r.unionReal, r.real))
	}
	if mode == "fast" {
		for k, r := range fastCrossValidate(d, learnedTraining) {
			row(strings.Join(learnedWriters[k], "+"), r)
			sum.add(r)
		}
		row("all", sum)
		t.Log(b.String())
		return
	}
	if mode == "groups" {
		results := groupCrossValidate(d, learnedTraining)
		for k, r := range results {
			name := "real tools"
			if k < len(learnedWriters) {
				name = strings.Join(learnedWriters[k], "+")
			}
			row(name, r)
			sum.add(r)
		}
		row("all", sum)
		t.Log(b.String())
		return
	}
	results := make([]foldResult, len(learnedWriters))
	logs := make([]strings.Builder, len(learnedWriters))
	parallel(len(learnedWriters), func(test int) { results[test] = crossValidate(d, test, learnedTraining, &logs[test]) })
	var best strings.Builder
	best.WriteString("\nAt the test's own best threshold (the model adds at most 1 real tool and 2% of hard negatives):\n\n| test writer | threshold | recall: rules or model |\n|---|---|---|\n")
	for test, r := range results {
		b.WriteString(logs[test].String())
		row(strings.Join(learnedWriters[test], "+"), r)
		fmt.Fprintf(&best, "| %s | %.3f | **%s** |\n", strings.Join(learnedWriters[test], "+"), r.bestThreshold, pct(r.bestTP, r.poisoned))
		sum.add(r)
	}
	row("all", sum)
	fmt.Fprintf(&best, "| all | | **%s** |\n", pct(sum.bestTP, sum.poisoned))
	b.WriteString(best.String())
	t.Log(b.String())
}

// otherFolds returns the scored bags of every fold but the k-th.
func otherFolds(folds [][]scoredBag, k int) []scoredBag {
	var others []scoredBag
	for j, f := range folds {
		if j != k {
			others = append(others, f...)
		}
	}
	return others
}
