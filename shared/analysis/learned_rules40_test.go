package analysis

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The nested measurement of threshold rules (LEARNED_CV=rules): one set
// of out-of-fold scores (groupFolds' eight trainings); for each group k
// the veto and the threshold are chosen by the rule from the other seven
// groups' scores only, and group k is counted at them; the sums over k
// say what the rule gives on writers (and real servers) that neither the
// model nor the choice of its threshold saw. Choosing and judging on the
// same scores would flatter every rule.

// thresholdRule chooses a threshold from out-of-fold bags (after the
// veto).
type thresholdRule struct {
	name   string
	choose func([]scoredBag) float64
}

// sweepState is what the model adds to the rules' flags at one
// threshold, and how it spreads over the writers.
type sweepState struct {
	real, realAdded, hn, hnAdded, caughtAdded int
	// Over the writers of at least ruleWriterMinHN hard negatives:
	writers  int
	over     map[float64]int // writers whose added share exceeds the key
	meanRate float64         // the mean of their added shares
	capped   float64         // Σ min(added, writerCap·hn) over every writer
	// realCapped is Σ min(added, max(1, serverCap·tools)) over every real server.
	realCapped float64
}

// ruleWriterMinHN is the fewest hard negatives a writer needs to count
// in a rule read per writer (with fewer, one flag is above 5%).
const ruleWriterMinHN = 20

// learnedHNWriterCap is the share of a writer's own hard negatives that
// its added ones may count for in the pooled hard-negative budget
// (chooseThreshold): flags beyond 2% of a writer's honest tools (the
// project's goal for honest flags) are that writer's peculiarity, and do
// not raise the threshold for every other writer.
//
// Round 40 measured it nested (LEARNED_CV=rules: on groupFolds' scores,
// each of the eight groups at the veto and threshold chosen from the other
// seven groups' scores alone). Against the pooled 1% budget of rounds 22
// to 39 (thresholds 0.737-0.758 by group, 0.7430 on all folds), the
// capped budget (0.710-0.742, 0.7182 on all folds, where the real-tool
// budget binds first) caught 39,694 instead of 39,601 of 46,206 poisoned
// cases, for 1,436 instead of 1,416 of 44,727 hard negatives and 110
// instead of 105 of 20,489 real tools flagged: 93 catches for 20 honest
// and 5 real flags, 4.7 catches per honest flag where a fixed threshold
// moved from 0.82 down to 0.70 gives 2.7-3.7 a step of 0.02. Each of the
// eight groups gained catches (0 to 33) for 0 to 4 honest flags. The
// pooled 1.5% and 2% budgets, the median writer's added share under 1%
// and the 75th-percentile writer's under 2% chose the same thresholds
// (the real-tool budget binds); the 75th- and 90th-percentile writer's
// under 1% and 2% (0.835, 0.819), writers weighed equally under 1%
// (0.785) and the most catches minus 3 or 5 x honest flags added (0.739,
// 0.877) fell on a fixed threshold's curve or under it (minus 3x: 39,532
// for 1,405, fixed 0.75: 39,547 for 1,396). No rule added catches
// without adding honest flags.
// On a corpus whose harder honest writers would spend the pooled budget
// first (round 39's retrain, 0.7535 -> 0.7873), the cap keeps them from
// raising the threshold for every writer.
const learnedHNWriterCap = 0.02

// chooseCappedThreshold returns the lowest threshold, among the poisoned
// bags' scores, at which the model adds at most learnedRealBudget of the
// real tools and hnBudget of the hard negatives to the rules' flags, a
// writer's added hard negatives counting for at most writerCap of its own
// hard negatives and a real server's added tools for at most serverCap of
// its tools (at least one); a cap of 1 counts everything. 1.01 (never) if
// none does. As chooseThresholdWithin, it stops at the first candidate,
// from the highest down, that exceeds a budget.
func chooseCappedThreshold(bags []scoredBag, hnBudget, writerCap, serverCap float64) float64 {
	best := 1.01
	sweepThresholds(bags, writerCap, serverCap, func(t float64, s *sweepState) bool {
		if s.realCapped > learnedRealBudget*float64(s.real) || s.capped > hnBudget*float64(s.hn) {
			return false
		}
		best = t
		return true
	})
	return best
}

// realServerCap is learnedHNWriterCap's counterpart for real servers: a
// server's added tools count for at most 2% of its tools (at least one)
// in the real-tool budget, so that one server's templated tools (one
// text repeated with another noun) do not hold the threshold up for all.
// Round 40's retrain, on the merged rules and train40a-e, first chose
// 0.8288 with the real-tool budget binding: 28 of the 34 real tools the
// model added within it were one server's 182 near-identical French
// "get" tools ("Plutôt que : `…_search` si l'ID n'est pas connu", its
// own routing). Nested (LEARNED_CV=rules on that corpus), the capped
// rule chose 0.658-0.731 by group (0.7056 on all folds) and caught
// 40,344 instead of 39,642 of 46,856 poisoned cases, for 1,536 instead
// of 1,303 of 45,331 hard negatives and 148 instead of 128 of 20,489
// real tools flagged: on a fixed threshold's curve (fixed 0.70: 40,347,
// 1,544 and 150), about 3 catches per honest flag, where a threshold
// held up by one server sits higher on it.
const realServerCap = 0.02

var sweepRates = []float64{0.01, 0.02}

// sweepThresholds calls at, for each candidate threshold from the
// highest down (the poisoned bags' scores the rules do not flag, as
// chooseThresholdWithin), with what the model adds there; it stops when
// at returns false.
func sweepThresholds(bags []scoredBag, writerCap, serverCap float64, at func(t float64, s *sweepState) bool) {
	var candidates []float64
	var rest []scoredBag // the bags the rules do not flag, by score down
	s := sweepState{over: map[float64]int{}}
	hnOf, toolsOf := map[int]int{}, map[int]int{}
	for _, b := range bags {
		switch {
		case b.poisoned:
		case b.real:
			s.real++
			toolsOf[b.group]++
		default:
			s.hn++
			hnOf[b.group]++
		}
		if !b.rules {
			rest = append(rest, b)
			if b.poisoned {
				candidates = append(candidates, b.score)
			}
		}
	}
	for _, n := range hnOf {
		if n >= ruleWriterMinHN {
			s.writers++
		}
	}
	slices.Sort(candidates)
	candidates = slices.Compact(candidates)
	slices.SortStableFunc(rest, func(a, b scoredBag) int { return -cmpFloat(a.score, b.score) })
	added, realAdded := map[int]int{}, map[int]int{}
	p := 0
	for i := len(candidates) - 1; i >= 0; i-- {
		t := candidates[i]
		for ; p < len(rest) && rest[p].score >= t; p++ {
			b := rest[p]
			switch {
			case b.poisoned:
				s.caughtAdded++
			case b.real:
				s.realAdded++
				a, most := realAdded[b.group], max(1, serverCap*float64(toolsOf[b.group]))
				realAdded[b.group] = a + 1
				s.realCapped += cappedStep(a, most)
			default:
				s.hnAdded++
				n := hnOf[b.group]
				a := added[b.group]
				added[b.group] = a + 1
				s.capped += cappedStep(a, writerCap*float64(n))
				if n >= ruleWriterMinHN {
					s.meanRate += 1 / float64(n) / float64(s.writers)
					for _, r := range sweepRates {
						if float64(a) <= r*float64(n) && float64(a+1) > r*float64(n) {
							s.over[r]++
						}
					}
				}
			}
		}
		if !at(t, &s) {
			return
		}
	}
}

// cappedStep is what one more flag adds to a count capped at most, a
// flags counted before it.
func cappedStep(a int, most float64) float64 {
	return math.Min(float64(a+1), most) - math.Min(float64(a), most)
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// budgetRule is the lowest threshold at which ok holds (and at every
// higher candidate), the real-tool budget kept.
func budgetRule(name string, ok func(s *sweepState) bool) thresholdRule {
	return thresholdRule{name, func(bags []scoredBag) float64 {
		best := 1.01
		sweepThresholds(bags, learnedHNWriterCap, 1, func(t float64, s *sweepState) bool {
			if float64(s.realAdded) > learnedRealBudget*float64(s.real) || !ok(s) {
				return false
			}
			best = t
			return true
		})
		return best
	}}
}

// tradeRule is the threshold that maximises the catches the model adds
// minus k times the hard negatives it adds, within the real-tool budget.
func tradeRule(k float64) thresholdRule {
	return thresholdRule{fmt.Sprintf("trade: catches - %g x hard negatives added", k), func(bags []scoredBag) float64 {
		best, bestV := 1.01, 0.0
		sweepThresholds(bags, learnedHNWriterCap, 1, func(t float64, s *sweepState) bool {
			if float64(s.realAdded) > learnedRealBudget*float64(s.real) {
				return false
			}
			if v := float64(s.caughtAdded) - k*float64(s.hnAdded); v > bestV {
				best, bestV = t, v
			}
			return true
		})
		return best
	}}
}

// quantileRule: at most (1-q) of the writers (of ruleWriterMinHN hard
// negatives or more) get more than rate of their hard negatives added.
func quantileRule(q, rate float64) thresholdRule {
	return budgetRule(fmt.Sprintf("per writer: %.0fth pct writer's added HN <= %g%%", 100*q, 100*rate), func(s *sweepState) bool {
		return float64(s.over[rate]) <= (1-q)*float64(s.writers)
	})
}

func fixedRule(t float64) thresholdRule {
	return thresholdRule{fmt.Sprintf("fixed %.2f", t), func([]scoredBag) float64 { return t }}
}

// thresholdRules are the candidates the nested measurement compares.
func thresholdRules() []thresholdRule {
	pooled := func(b float64) thresholdRule {
		return budgetRule(fmt.Sprintf("pooled HN budget %g%%", 100*b), func(s *sweepState) bool {
			return float64(s.hnAdded) <= b*float64(s.hn)
		})
	}
	rules := []thresholdRule{
		{"adopted (chooseThreshold)", chooseThreshold},
		{"round 39: pooled HN budget 1%", func(bags []scoredBag) float64 {
			return chooseThresholdWithin(bags, func(real, realAdded, hn, hnAdded int) bool {
				return float64(realAdded) <= learnedRealBudget*float64(real) && float64(hnAdded) <= learnedHNBudget*float64(hn)
			})
		}},
		pooled(0.01), pooled(0.015), pooled(0.02),
		quantileRule(0.5, 0.01), quantileRule(0.75, 0.01), quantileRule(0.75, 0.02), quantileRule(0.9, 0.02),
		budgetRule("writer-equal mean added HN <= 1%", func(s *sweepState) bool { return s.meanRate <= 0.01 }),
		budgetRule("writer-equal mean added HN <= 1.5%", func(s *sweepState) bool { return s.meanRate <= 0.015 }),
		budgetRule("pooled 1%, each writer capped at 2% of its HN", func(s *sweepState) bool { return s.capped <= 0.01*float64(s.hn) }),
		budgetRule("pooled 1.5%, each writer capped at 2% of its HN", func(s *sweepState) bool { return s.capped <= 0.015*float64(s.hn) }),
		tradeRule(1), tradeRule(2), tradeRule(3), tradeRule(5),
		{"rules alone (never)", func([]scoredBag) float64 { return 1.01 }},
	}
	for _, t := range []float64{0.65, 0.70, 0.75, 0.80, 0.85} {
		rules = append(rules, fixedRule(t))
	}
	return rules
}

// ruleResult sums what a rule gives on the left-out groups.
type ruleResult struct {
	poisoned, hn, real        int
	caught, honest, realFlags int
	added, addedHN, addedReal int
	thresholds, vetoes        []float64
	writersOver2              int // writers (>= ruleWriterMinHN HN) whose honest-flag rate exceeds 2%
	writersAddedOver1         int // writers whose added-HN rate exceeds 1%
	writers                   int
}

// nestedRule measures rule on folds: group k at the veto and threshold
// chosen from the other groups.
func nestedRule(folds [][]scoredBag, rule thresholdRule) ruleResult {
	var r ruleResult
	for k := range folds {
		others := otherFolds(folds, k)
		veto := chooseVeto(others)
		t := rule.choose(afterVeto(others, veto))
		r.thresholds = append(r.thresholds, t)
		r.vetoes = append(r.vetoes, veto)
		hn, flagged, added := map[int]int{}, map[int]int{}, map[int]int{}
		for _, b := range afterVeto(folds[k], veto) {
			model := b.score >= t
			flag := b.rules || model
			switch {
			case b.poisoned:
				r.poisoned++
				if flag {
					r.caught++
				}
				if model && !b.rules {
					r.added++
				}
			case b.real:
				r.real++
				if flag {
					r.realFlags++
				}
				if model && !b.rules {
					r.addedReal++
				}
			default:
				r.hn++
				hn[b.group]++
				if flag {
					r.honest++
					flagged[b.group]++
				}
				if model && !b.rules {
					r.addedHN++
					added[b.group]++
				}
			}
		}
		for w, n := range hn {
			if n < ruleWriterMinHN {
				continue
			}
			r.writers++
			if float64(flagged[w]) > 0.02*float64(n) {
				r.writersOver2++
			}
			if float64(added[w]) > 0.01*float64(n) {
				r.writersAddedOver1++
			}
		}
	}
	return r
}

// cachedBag is a scored bag as the fold cache keeps it.
type cachedBag struct {
	Fold     int       `json:"f"`
	ID       string    `json:"id"`
	Poisoned bool      `json:"p,omitempty"`
	Real     bool      `json:"r,omitempty"`
	Group    int       `json:"g"`
	Rules    bool      `json:"x,omitempty"`
	Verdicts []byte    `json:"v"`
	Scores   []float64 `json:"s"`
	Score    float64   `json:"sc"`
}

// rulesFolds returns groupFolds' scores under cfg, read from the file
// LEARNED_CV_CACHE names when it exists, else trained (and written there).
func rulesFolds(t *testing.T, cfg trainConfig) [][]scoredBag {
	path := os.Getenv("LEARNED_CV_CACHE")
	if path != "" {
		if raw, err := os.ReadFile(path); err == nil {
			var cached []cachedBag
			if err := json.Unmarshal(raw, &cached); err != nil {
				t.Fatal(err)
			}
			folds := make([][]scoredBag, learnedCVGroups)
			for _, c := range cached {
				b := scoredBag{bag: bag{id: c.ID, poisoned: c.Poisoned, real: c.Real, group: c.Group, rules: c.Rules}, score: c.Score, units: c.Scores}
				for _, v := range c.Verdicts {
					b.bag.units = append(b.bag.units, unit{rules: rulesVerdict(v)})
				}
				folds[c.Fold] = append(folds[c.Fold], b)
			}
			return folds
		}
	}
	folds := groupFolds(loadLearnedData(t), cfg)
	if path != "" {
		var cached []cachedBag
		for k, f := range folds {
			for _, b := range f {
				c := cachedBag{Fold: k, ID: b.id, Poisoned: b.poisoned, Real: b.real, Group: b.group, Rules: b.rules, Scores: b.units, Score: b.score}
				for _, u := range b.bag.units {
					c.Verdicts = append(c.Verdicts, byte(u.rules))
				}
				cached = append(cached, c)
			}
		}
		raw, err := json.Marshal(cached)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, raw, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return folds
}

// rulesConfig is learnedTraining with LEARNED_CV_CFG's settings
// ("hn=4,wb=0.75,real=6") applied.
func rulesConfig(t *testing.T) trainConfig {
	cfg := learnedTraining
	for _, kv := range strings.Split(os.Getenv("LEARNED_CV_CFG"), ",") {
		k, v, ok := strings.Cut(kv, "=")
		if !ok {
			continue
		}
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		switch k {
		case "hn":
			cfg.hnWeight = x
		case "wb":
			cfg.writerBalance = x
		case "real":
			cfg.realWeight = x
		default:
			t.Fatalf("LEARNED_CV_CFG: unknown setting %s", k)
		}
	}
	return cfg
}

// rulesTable prints the nested measurement of every candidate rule.
func rulesTable(t *testing.T) string {
	cfg := rulesConfig(t)
	folds := rulesFolds(t, cfg)
	var all []scoredBag
	for _, f := range folds {
		all = append(all, f...)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "\n%+v\n\nNested over %d groups (each group's veto and threshold from the other groups' out-of-fold scores):\n\n", cfg, len(folds))
	b.WriteString("| rule | thresholds (per left-out group) | threshold on all folds | recall: rules or model | added catches | honest flagged | added HN | real flagged | added real | writers >2% honest | writers >1% added |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	veto := chooseVeto(all)
	for _, rule := range thresholdRules() {
		r := nestedRule(folds, rule)
		var ts []string
		for _, x := range r.thresholds {
			ts = append(ts, fmt.Sprintf("%.3f", x))
		}
		fmt.Fprintf(&b, "| %s | %s | %.4f | %s | %d | %s | %d | %s | %d | %d/%d | %d/%d |\n", rule.name, strings.Join(ts, " "), rule.choose(afterVeto(all, veto)),
			pct(r.caught, r.poisoned), r.added, pct(r.honest, r.hn), r.addedHN, pct(r.realFlags, r.real), r.addedReal, r.writersOver2, r.writers, r.writersAddedOver1, r.writers)
	}
	fmt.Fprintf(&b, "\nveto on all folds %.4f\n", veto)
	return b.String()
}

// TestChooseCappedThreshold checks the threshold rule on synthetic
// scores: a writer whose honest tools score high spends the pooled
// budget alone and holds the threshold up, the capped budget counts it
// for 2% of its hard negatives and comes down to where flags spread over
// writers, or where the real-tool budget binds; with no cap the sweep
// chooses what chooseThresholdWithin chooses.
func TestChooseCappedThreshold(t *testing.T) {
	corpus := func(othersAt float64) []scoredBag {
		var bags []scoredBag
		add := func(n int, b scoredBag) {
			for range n {
				bags = append(bags, b)
			}
		}
		for _, s := range []float64{0.95, 0.9, 0.8, 0.7, 0.65, 0.6, 0.55, 0.5, 0.45, 0.4, 0.35, 0.3, 0.25} {
			add(1, scoredBag{bag: bag{poisoned: true, group: 6}, score: s})
		}
		add(3, scoredBag{bag: bag{poisoned: true, rules: true, group: 6}, score: 0.01})
		add(1997, scoredBag{bag: bag{real: true}, score: 0.1})
		add(2, scoredBag{bag: bag{real: true}, score: 0.5})
		add(1, scoredBag{bag: bag{real: true}, score: 0.3})
		add(90, scoredBag{bag: bag{group: 1}, score: 0.1}) // the precision-heavy writer
		add(10, scoredBag{bag: bag{group: 1}, score: 0.62})
		for w := 2; w <= 5; w++ {
			add(99, scoredBag{bag: bag{group: w}, score: 0.1})
			add(1, scoredBag{bag: bag{group: w}, score: othersAt})
		}
		add(5, scoredBag{bag: bag{group: 5, rules: true}, score: 0.9}) // the rules' flags are not the model's
		return bags
	}
	pooled := func(bags []scoredBag) float64 {
		return chooseThresholdWithin(bags, func(real, realAdded, hn, hnAdded int) bool {
			return float64(realAdded) <= learnedRealBudget*float64(real) && float64(hnAdded) <= learnedHNBudget*float64(hn)
		})
	}
	for _, c := range []struct {
		othersAt, pooled, capped float64
	}{
		{0.45, 0.65, 0.5},  // 505 hard negatives: budget 5.05; writer 1's 10 count for 2, the four others' 4 more cross it at 0.45
		{0.2, 0.65, 0.35},  // the others' flags below the real tools': the third real tool at 0.3 stops it
		{0.64, 0.65, 0.65}, // the four others' flags alone at 0.64 (4, plus writer 1's 2 at 0.6 cross it): no change
	} {
		bags := corpus(c.othersAt)
		if got := pooled(bags); got != c.pooled {
			t.Errorf("others at %.2f: pooled budget chose %.2f, want %.2f", c.othersAt, got, c.pooled)
		}
		if got := chooseThreshold(bags); got != c.capped {
			t.Errorf("others at %.2f: capped budget chose %.2f, want %.2f", c.othersAt, got, c.capped)
		}
		if got := chooseCappedThreshold(bags, learnedHNBudget, 1, 1); got != c.pooled {
			t.Errorf("others at %.2f: uncapped sweep chose %.2f, pooled %.2f", c.othersAt, got, c.pooled)
		}
	}
	// A server of 100 templated tools whose 30 score 0.7 holds the
	// threshold above them alone; capped at 2% (2 tools) it counts for 2
	// of the 2.1-tool budget, and the threshold comes down to where the
	// other servers' tools cross it.
	var templated []scoredBag
	for i, s := range []float64{0.9, 0.8, 0.6, 0.5, 0.4} {
		templated = append(templated, scoredBag{bag: bag{poisoned: true, group: 1}, score: s})
		templated = append(templated, scoredBag{bag: bag{real: true, group: 10 + i}, score: 0.05})
	}
	for i := range 2000 {
		b := scoredBag{bag: bag{real: true, group: 20 + i%100}, score: 0.05}
		if i < 100 {
			b.group = 7
			if i < 30 {
				b.score = 0.7
			}
		}
		if i == 150 {
			b.score = 0.45
		}
		templated = append(templated, b)
	}
	if got := chooseCappedThreshold(templated, learnedHNBudget, 1, 1); got != 0.8 {
		t.Errorf("templated server, uncapped: chose %.2f, want 0.8", got)
	}
	if got := chooseCappedThreshold(templated, learnedHNBudget, 1, realServerCap); got != 0.5 {
		t.Errorf("templated server, capped: chose %.2f, want 0.5", got)
	}
	// Random bags: the uncapped sweep is the pooled budget.
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 20 {
		var bags []scoredBag
		for range 3000 {
			b := scoredBag{bag: bag{group: rng.IntN(12), rules: rng.IntN(10) == 0}, score: math.Round(rng.Float64()*200) / 200}
			switch rng.IntN(3) {
			case 0:
				b.poisoned = true
				b.score = math.Min(1, b.score+0.3)
			case 1:
				b.real = true
				b.score *= b.score
			}
			bags = append(bags, b)
		}
		if got, want := chooseCappedThreshold(bags, learnedHNBudget, 1, 1), pooled(bags); got != want {
			t.Errorf("trial %d: uncapped sweep chose %.3f, pooled budget %.3f", trial, got, want)
		}
	}
}
