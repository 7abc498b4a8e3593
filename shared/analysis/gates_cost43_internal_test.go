package analysis

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// gateCorpusTools returns the tools of the dev and train splits and of
// the real listings (never a held-out one), for the gates' proofs.
func gateCorpusTools(t *testing.T) []Tool {
	t.Helper()
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
	tools, err := ParseToolsJSON(raws)
	if err != nil {
		t.Fatal(err)
	}
	if len(tools) < 10000 {
		t.Fatalf("only %d corpus tools", len(tools))
	}
	return tools
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
	purposes := []purpose{{}, {conversation: true}, {identity: true}}
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
