package analysis

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var t45sForbidden = regexp.MustCompile(`^(heldout4[1-6]|HELDOUT4[1-6])`)

func t45sStrings(v any, out *[]string) {
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if s, ok := e.(string); ok && (k == "description" || k == "title" || k == "instructions" || k == "text") {
				*out = append(*out, s)
				continue
			}
			t45sStrings(e, out)
		}
	case []any:
		for _, e := range x {
			t45sStrings(e, out)
		}
	}
}

// T45S_PROBE=1 go test -run TestT45sProbe: every sentence tune44bReading holds.
func TestT45sProbe(t *testing.T) {
	if os.Getenv("T45S_PROBE") == "" {
		t.Skip()
	}
	only := os.Getenv("T45S_SPLITS")
	files, _ := filepath.Glob("testdata/eval/*.jsonl")
	n := map[string]int{}
	for _, f := range files {
		base := strings.TrimSuffix(filepath.Base(f), ".jsonl")
		if t45sForbidden.MatchString(base) {
			continue
		}
		if only != "" && !strings.Contains(" "+only+" ", " "+base+" ") {
			continue
		}
		fh, _ := os.Open(f)
		sc := bufio.NewScanner(fh)
		sc.Buffer(make([]byte, 1<<20), 1<<24)
		for sc.Scan() {
			var c map[string]any
			if json.Unmarshal(sc.Bytes(), &c) != nil {
				continue
			}
			var texts []string
			t45sStrings(c, &texts)
			whole := strings.ToLower(strings.Join(texts, "\n"))
			hit := ""
			for _, tx := range texts {
				low := strings.ToLower(tx)
				for _, sp := range plainSentences(low) {
					s := low[sp[0]:sp[1]]
					if r, _ := tune44bReading(phrasesIn(s), lowText{s: whole}); r != "" && hit == "" {
						hit = s
					}
				}
			}
			if hit != "" {
				n[fmt.Sprint(c["label"])]++
				fmt.Printf("%s\t%v\t%v\t%s\n", base, c["id"], c["label"], hit)
			}
		}
		fh.Close()
	}
	fmt.Println(n)
}
