package analysis

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// gateCorpusTools returns the tools of the dev and train splits (never a
// held-out one), for the gates' proofs: read once for all of them.
func gateCorpusTools(t *testing.T) []Tool {
	t.Helper()
	gateCorpus.once.Do(func() {
		var raws []json.RawMessage
		for _, pattern := range []string{"dev*.jsonl", "train*.jsonl"} {
			files, _ := filepath.Glob(filepath.Join("testdata", "eval", pattern))
			for _, f := range files {
				if strings.HasSuffix(f, "-items.jsonl") {
					continue
				}
				for _, c := range LoadEvalCases(t, f) {
					if len(c.Tool) > 0 {
						raws = append(raws, c.Tool)
					}
					raws = append(raws, c.Siblings...)
				}
			}
		}
		gateCorpus.tools, gateCorpus.err = ParseToolsJSON(raws)
	})
	if gateCorpus.err != nil {
		t.Fatal(gateCorpus.err)
	}
	if len(gateCorpus.tools) < 10000 {
		t.Fatalf("only %d corpus tools", len(gateCorpus.tools))
	}
	return gateCorpus.tools
}

// gateCorpus holds gateCorpusTools' tools once read.
var gateCorpus struct {
	once  sync.Once
	tools []Tool
	err   error
}

// gateRandomTexts returns n texts of lexicon words, field words and
// noise, for the gates' proofs beyond the corpus.
func gateRandomTexts(n int) []string {
	rng := rand.New(rand.NewPCG(43, 7))
	words := strings.Fields("the user conversation history chat ssh key private id_rsa ~/.ssh/id_rsa .env dotenv env API_KEY password token secret " +
		"email phone address name file path config send read include pass forward upload to of in and not do never must always " +
		"contents field value id number reference system prompt instructions previous messages credentials wallet card " +
		"конфиденциально пароль 密码 对话 contraseña historial Verlauf Schlüssel _ - . : / 0 1 42 xqzv")
	out := make([]string, n)
	for i := range out {
		w := make([]string, 1+rng.IntN(14))
		for j := range w {
			w[j] = words[rng.IntN(len(words))]
		}
		out[i] = strings.Join(w, " ")
	}
	return out
}

// TestMayAskForGate proves secretParams' gate: where mayAskFor says no,
// asksFor and secretFileField find nothing in the property's texts,
// whichever of them the checks before blank, under any purpose.
func TestMayAskForGate(t *testing.T) {
	if testenv.Race {
		t.Skip(SlowUnderRace) // one goroutine over the corpus: nothing to race
	}
	purposes := []purpose{{}, {identity: true}}
	check := func(named, desc, title string) bool {
		ctx := scanContext{memo: newToolMemo()}
		if mayAskFor(named, desc, title, ctx) {
			return false
		}
		for _, p := range purposes {
			ctx.purpose = p
			for _, n := range []string{named, ""} {
				for _, d := range []string{desc, ""} {
					if what, ok := asksFor(n, d, ctx); ok {
						t.Errorf("asksFor(%q, %q) = %q, gated off", n, d, what)
					}
					if what, ok := secretFileField(n, d, ctx); ok {
						t.Errorf("secretFileField(%q, %q) = %q, gated off", n, d, what)
					}
				}
			}
			if what, ok := asksFor("", title, ctx); ok {
				t.Errorf("asksFor(title %q) = %q, gated off", title, what)
			}
		}
		return true
	}
	gated := 0
	for _, tool := range gateCorpusTools(t) {
		schema, _ := jsonvalue.Decode(tool.InputSchema)
		obj, _ := schema.(map[string]any)
		props, _ := obj["properties"].(map[string]any)
		for name, v := range props {
			pm, _ := v.(map[string]any)
			title, _ := pm["title"].(string)
			if check(spacedName(name), propertyProse(pm), title) {
				gated++
			}
		}
	}
	texts := gateRandomTexts(20000)
	for i := 0; i+2 < len(texts); i += 3 {
		if check(spacedName(strings.ReplaceAll(texts[i], " ", "_")), texts[i+1], texts[i+2]) {
			gated++
		}
	}
	if gated == 0 {
		t.Fatal("the gate passed over no property")
	}
	t.Logf("%d properties gated off", gated)
}

// TestScrambledLinesSame proves scrambledLines' one count of a part's
// words against its two passes before (scrambledLinesRef): the same
// lines on the corpus's texts and on random ones, turned and labelled.
func TestScrambledLinesSame(t *testing.T) {
	if testenv.Race {
		t.Skip(SlowUnderRace) // one goroutine over the corpus: nothing to race
	}
	var texts []string
	for _, tool := range gateCorpusTools(t) {
		texts = append(texts, tool.description())
		eachString(decodedSchema(tool.InputSchema), nil, func(_ []string, s string) { texts = append(texts, s) })
	}
	for i, s := range gateRandomTexts(30000) {
		switch i % 5 {
		case 1:
			s = rot13(s)
		case 2:
			s = "Note: " + rot13(s)
		case 3:
			s = reverse(s) + ". Label: " + s
		case 4:
			s = strings.ToUpper(s) + "\n" + s
		}
		texts = append(texts, s)
	}
	found := 0
	for _, s := range texts {
		got, want := scrambledLines(s), scrambledLinesRef(s)
		if got != want {
			t.Errorf("scrambledLines(%q) = %q, want %q", s, got, want)
		}
		if want != "" {
			found++
		}
	}
	if found == 0 {
		t.Fatal("no text held scrambled lines")
	}
}

// decodedSchema decodes a tool's input schema, or nil.
func decodedSchema(raw []byte) any {
	v, _ := jsonvalue.Decode(raw)
	return v
}

func scrambledLinesRef(text string) string {
	if len(text) > maxTurnedBytes {
		text = text[:maxTurnedBytes]
	}
	var out []string
	start := 0
	for i := 0; i <= len(text); i++ {
		end := i == len(text) || text[i] == '\n' || text[i] == '(' || text[i] == ')' || text[i] == '.' && i+1 < len(text) && text[i+1] == ' '
		if !end {
			continue
		}
		if part := text[start:i]; scrambledRef(part, false) {
			out = append(out, part)
		} else if label := strings.LastIndex(part, ": "); label >= 0 && scrambledRef(part[label+2:], true) {
			out = append(out, part[label+2:]) // a plain label before scrambled text
		}
		start = i + 1
	}
	return strings.Join(out, "\n")
}
func scrambledRef(s string, evidence bool) bool {
	if mostlyIdeographs(s) {
		return false
	}
	words, common, reversed, turned := 0, 0, 0, 0
	var buf, rot [8]byte
	for i := 0; i < len(s); {
		c := s[i]
		cyrillic := c == 0xD0 || c == 0xD1
		if !cyrillic && !isASCIILetter(c) {
			i++
			continue
		}
		j, upper := i, false
		if cyrillic {
			// Reversed Russian reads as words too.
			for j+1 < len(s) && (s[j] == 0xD0 || s[j] == 0xD1) {
				j += 2
			}
			if j == i { // a lead byte that ends the text is no word
				i++
				continue
			}
		} else {
			for j < len(s) && isASCIILetter(s[j]) {
				upper = upper || s[j] < 'a'
				j++
			}
		}
		words++
		w := s[i:j]
		if upper && len(w) <= len(buf) { // a lowercase word is looked up as it is
			for k := 0; k < len(w); k++ {
				buf[k] = w[k] | 0x20
			}
			w = string(buf[:len(w)])
		}
		if (cyrillic || len(w) <= 4) && isCommonWord(w) {
			common++
		}
		if !cyrillic && len(w) <= 4 {
			// A common word in ROT13 (gur, naq, bs, va).
			for k := 0; k < len(w); k++ {
				rot[k] = 'a' + (w[k]|0x20-'a'+13)%26
			}
			if isCommonWord(string(rot[:len(w)])) {
				turned++
			}
		}
		if len(w) <= 16 && isReversedCommonWord(w) {
			if reversed++; reversed >= 2 {
				return true
			}
		}
		i = j
	}
	return words >= 6 && (!evidence && common*25 < words || turned >= 3 && turned > 2*common)
}
