package analysis

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// Word salad. The model sums a weight per feature, and the letter trigrams
// and hashed words of tokens no corpus holds (ids, hashes, blobs, product
// names) carry weights learned from other text: the encoded payloads of
// poisoned cases and whatever shares their bucket. A long run of them
// summed to a poisoned score (412 of BenchmarkAnalyze1000's 1,000 tools of
// random pseudo-words). Training therefore sees every real tool a second
// time with random tokens mixed into its text (saltedBags), as a negative
// like the real tools, which teaches that such tokens say nothing.

// saltedBags returns one bag per tool of a real server, the tool with
// random tokens mixed into its description and schema text, in group s
// (the server's, so that a fold leaving the server out leaves these out).
func saltedBags(tools []Tool, s int) []bag {
	rng := rand.New(rand.NewPCG(uint64(s), 22))
	salted := make([]Tool, len(tools))
	for i, t := range tools {
		salted[i] = saltTool(t, rng)
	}
	siblings := newSiblingSet(salted)
	index := newNameIndex(siblings)
	out := make([]bag, len(salted))
	for i, t := range salted {
		out[i] = bag{id: "salted " + t.Name, real: true, synthetic: true, group: s}
		out[i].addUnit(toolSentences(salted, i, siblings, index))
	}
	return out
}

// saltTool returns t with saltText applied to its description and to
// every string its input schema holds under "description" or "title".
func saltTool(t Tool, rng *rand.Rand) Tool {
	if t.Description != nil {
		d := saltText(*t.Description, rng)
		t.Description = &d
	}
	var schema any
	if json.Unmarshal(t.InputSchema, &schema) == nil {
		if b, err := json.Marshal(saltSchema(schema, rng)); err == nil {
			t.InputSchema = b
		}
	}
	return t
}

// saltSchema applies saltText to the descriptions and titles of a decoded
// schema, keys in sorted order (so the draws are the same every run).
func saltSchema(v any, rng *rand.Rand) any {
	switch v := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			if s, ok := v[k].(string); ok && (k == "description" || k == "title") {
				v[k] = saltText(s, rng)
			} else {
				v[k] = saltSchema(v[k], rng)
			}
		}
	case []any:
		for i := range v {
			v[i] = saltSchema(v[i], rng)
		}
	}
	return v
}

// saltText mixes random tokens into text: half the time one or two after
// each word with a chance drawn for the text, else a run of 4 to 30 at
// one word boundary.
func saltText(text string, rng *rand.Rand) string {
	words := strings.Split(text, " ")
	var out []string
	if rng.IntN(2) == 0 {
		p := 0.15 + 0.5*rng.Float64()
		for _, w := range words {
			out = append(out, w)
			for n := 0; n < 2 && rng.Float64() < p; n++ {
				out = append(out, saladToken(rng))
			}
		}
	} else {
		at := rng.IntN(len(words) + 1)
		out = append(out, words[:at]...)
		for range 4 + rng.IntN(27) {
			out = append(out, saladToken(rng))
		}
		out = append(out, words[at:]...)
	}
	return strings.Join(out, " ")
}

const (
	lowerLetters = "abcdefghijklmnopqrstuvwxyz"
	base64Chars  = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
)

// randomChars returns n characters drawn from set.
func randomChars(rng *rand.Rand, set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

// saladToken returns a random token of a shape honest tools carry: a
// pseudo-word of random letters, a capitalised one, one with digits, an
// identifier in camelCase or snake_case, a hex id, a UUID or a base64
// blob.
func saladToken(rng *rand.Rand) string {
	word := func() string { return randomChars(rng, lowerLetters, 2+rng.IntN(11)) }
	switch rng.IntN(10) {
	case 0, 1, 2:
		return word()
	case 3:
		w := word()
		return strings.ToUpper(w[:1]) + w[1:]
	case 4:
		return word() + randomChars(rng, "0123456789", 1+rng.IntN(4))
	case 5:
		w := word()
		for range 1 + rng.IntN(3) {
			next := word()
			w += strings.ToUpper(next[:1]) + next[1:]
		}
		return w
	case 6:
		return word() + "_" + word()
	case 7:
		return randomChars(rng, "0123456789abcdef", 6+rng.IntN(35))
	case 8:
		h := randomChars(rng, "0123456789abcdef", 32)
		return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
	}
	return randomChars(rng, base64Chars, 12+rng.IntN(80))
}

// TestLearnedIgnoresWordSalad wants the committed model to score no
// sentence of wordSaladTools at its threshold.
func TestLearnedIgnoresWordSalad(t *testing.T) {
	if testenv.Race {
		t.Skip(SlowUnderRace) // one goroutine scoring 300 tools: nothing to race
	}
	m := learned()
	if m == nil {
		t.Fatal("learned.weights does not decode")
	}
	tools := wordSaladTools(300)
	flagged := 0
	for i, tool := range tools {
		if best := saladScore(m, tools, i); best >= float64(m.threshold) {
			flagged++
			if flagged <= 5 {
				t.Errorf("the model scores %.4f (threshold %.4f) on word salad: %q", best, m.threshold, excerpt(*tool.Description))
			}
		}
	}
	if flagged > 0 {
		t.Errorf("%d of %d tools of word salad scored at the threshold", flagged, len(tools))
	}
}

// saladScore is the best score of the sentences of tools[i] alone.
func saladScore(m *learnedModel, tools []Tool, i int) float64 {
	one := tools[i : i+1]
	siblings := newSiblingSet(one)
	best := 0.0
	sentences, _, _ := toolSentences(one, 0, siblings, newNameIndex(siblings))
	for _, s := range sentences {
		best = max(best, m.score(s))
	}
	return best
}

// wordSaladTools returns n honest tools whose text holds random tokens
// (a generator of its own, not the training's: other frames, other
// shapes).
func wordSaladTools(n int) []Tool {
	rng := rand.New(rand.NewPCG(2025, 7))
	syllable := func() string {
		return string("bcdfghjklmnpqrstvwxz"[rng.IntN(20)]) + string("aeiouy"[rng.IntN(6)]) + randomChars(rng, "nrstlmkx", rng.IntN(2))
	}
	token := func() string {
		switch rng.IntN(8) {
		case 0, 1:
			w := ""
			for range 1 + rng.IntN(4) {
				w += syllable()
			}
			return w
		case 2:
			return randomChars(rng, "bcdfghjklmnpqrstvwxyzaeiou", 1+rng.IntN(16))
		case 3: // camelCase identifier
			w := syllable() + syllable()
			for range 1 + rng.IntN(3) {
				s := syllable()
				w += strings.ToUpper(s[:1]) + s[1:]
			}
			return w
		case 4: // hex id, maybe prefixed
			return []string{"", "0x", "sha256:", "id-"}[rng.IntN(4)] + randomChars(rng, "0123456789abcdef", 4+rng.IntN(60))
		case 5: // UUID, either case
			u := fmt.Sprintf("%08x-%04x-%04x-%04x-%012x", rng.Uint32(), rng.IntN(1<<16), rng.IntN(1<<16), rng.IntN(1<<16), rng.Uint64()&(1<<48-1))
			if rng.IntN(2) == 0 {
				u = strings.ToUpper(u)
			}
			return u
		case 6: // base64 blob with padding
			n := 8 + rng.IntN(120)
			return randomChars(rng, base64Chars, n) + strings.Repeat("=", rng.IntN(3))
		}
		return strings.ToUpper(randomChars(rng, lowerLetters, 2+rng.IntN(4))) + "-" + randomChars(rng, "0123456789", 2+rng.IntN(6))
	}
	salad := func(lo, hi int) string {
		words := make([]string, lo+rng.IntN(hi-lo+1))
		for i := range words {
			words[i] = token()
		}
		return strings.Join(words, " ")
	}
	frames := []string{
		"Returns the %s for the user: %s.",
		"Reads the file named %s and lists %s.",
		"Looks up the record %s; the result holds %s.",
		"Use this when the user asks for %s or %s.",
		"Sends the message %s to the channel %s.",
		"Fetches the page %s of the project %s.",
		"The secret name, e.g. %s, as stored in %s.",
		"Creates a branch from %s with the label %s.",
		"%s %s",
	}
	sentence := func() string {
		f := frames[rng.IntN(len(frames))]
		return fmt.Sprintf(f, salad(1, 6), salad(1, 40))
	}
	tools := make([]Tool, n)
	for i := range tools {
		desc := sentence()
		for range rng.IntN(3) {
			desc += " " + sentence()
		}
		props := map[string]any{}
		for p := range rng.IntN(4) {
			props[fmt.Sprintf("%s_%d", syllable(), p)] = map[string]any{"type": "string", "description": sentence()}
		}
		schema, _ := json.Marshal(map[string]any{"type": "object", "properties": props})
		tools[i] = Tool{Name: fmt.Sprintf("tool_%d", i), Description: &desc, InputSchema: schema}
	}
	return tools
}
