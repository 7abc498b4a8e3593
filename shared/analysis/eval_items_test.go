package analysis

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
)

// itemCase is one labelled resource, resource template or prompt of
// testdata/eval/heldout2-items.jsonl.
type itemCase struct {
	ID, Label, Class string
	Resource         *evalItem `json:"resource"`
	ResourceTemplate *evalItem `json:"resourceTemplate"`
	Prompt           *evalItem `json:"prompt"`
}

type evalItem struct {
	Name, Title, Description string
	Arguments                []struct{ Name, Description string }
}

// itemsFloor is the measured recall on the held-out items (a ratchet) and
// the most benign items that may be flagged.
const (
	itemsRecallFloor = 0.65
	itemsBenignMax   = 0.02
)

// TestEvalItems reads the held-out resources, resource templates and
// prompts through the same text scan as server instructions: their name,
// title, description and argument descriptions. Analyze does not take
// them yet, so this measures the scan, not the product; only totals per
// family are printed, never a case.
func TestEvalItems(t *testing.T) {
	path := filepath.Join("testdata", "eval", "heldout2-items.jsonl")
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	type tally struct{ hit, all int }
	byFamily := map[string]*tally{}
	var poisoned, benign tally
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 16<<20)
	for n := 1; sc.Scan(); n++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var c itemCase
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s:%d: %v", path, n, err)
		}
		item := c.Resource
		for _, alt := range []*evalItem{c.ResourceTemplate, c.Prompt} {
			if item == nil {
				item = alt
			}
		}
		if item == nil {
			t.Fatalf("%s:%d: no resource, template or prompt", path, n)
		}
		hit := len(scanItem(*item)) > 0
		family, _, _ := strings.Cut(c.Class, "/")
		switch c.Label {
		case "poisoned":
			if byFamily[family] == nil {
				byFamily[family] = &tally{}
			}
			byFamily[family].all++
			poisoned.all++
			if hit {
				byFamily[family].hit++
				poisoned.hit++
			}
		case "benign":
			benign.all++
			if hit {
				benign.hit++
			}
		default:
			t.Fatalf("%s:%d: label %q", path, n, c.Label)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "held-out items (resources, templates, prompts; scanned as text): recall %d/%d, benign flagged %d/%d\nby family:", poisoned.hit, poisoned.all, benign.hit, benign.all)
	for _, k := range slices.Sorted(maps.Keys(byFamily)) {
		fmt.Fprintf(&b, " %s %d/%d;", k, byFamily[k].hit, byFamily[k].all)
	}
	t.Log(b.String())
	if r := float64(poisoned.hit) / float64(max(1, poisoned.all)); r < itemsRecallFloor {
		t.Errorf("items recall %.3f below the floor %.2f", r, itemsRecallFloor)
	}
	if r := float64(benign.hit) / float64(max(1, benign.all)); r > itemsBenignMax {
		t.Errorf("%.3f of benign items flagged, over %.2f", r, itemsBenignMax)
	}
}

// scanItem scans an item's texts as the server instructions are scanned.
func scanItem(it evalItem) []finding {
	ctx := scanContext{purpose: purposeOf(it.Name, &it.Title, nil), memo: map[string]readText{}}
	var out []finding
	for _, text := range []string{it.Title, it.Description} {
		out = append(out, scanText(label("the item"), text, ctx)...)
	}
	for _, a := range it.Arguments {
		actx := ctx
		actx.property = strings.ToLower(a.Name)
		out = append(out, scanText(label("an argument"), a.Description, actx)...)
	}
	return out
}
