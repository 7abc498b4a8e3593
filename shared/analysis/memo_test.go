package analysis

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// TestSharedReadsChangeNothing: a worker that shares readings between
// tools reports every tool as a tool read alone does. Each labelled case's
// tool comes three times, so that the last is read from what the one before left
// (clauses numbered, findings quoted). The cases are sampled evenly, so
// the cost stays put as the corpora grow (fewer under the race detector).
func TestSharedReadsChangeNothing(t *testing.T) {
	files, _ := filepath.Glob("testdata/eval/*.jsonl")
	var all []Tool
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(f)
		lines.Buffer(nil, 1<<20)
		for lines.Scan() {
			var c struct {
				Tool json.RawMessage `json:"tool"`
			}
			if json.Unmarshal(lines.Bytes(), &c) != nil || len(c.Tool) == 0 {
				continue
			}
			if parsed, err := ParseToolsJSON([]json.RawMessage{c.Tool}); err == nil {
				all = append(all, parsed[0])
			}
		}
		f.Close()
	}
	sample := 2000
	if testenv.Race {
		sample = 200
	}
	var tools []Tool
	for i := 0; i < len(all); i += max(1, len(all)/sample) {
		tools = append(tools, all[i], all[i], all[i])
	}
	if len(tools) < 3*sample {
		t.Fatalf("only %d tools from the labelled cases", len(tools)/3)
	}
	names := newSiblingSet(tools)
	index := newNameIndex(names)
	shared, flagged := newWorkerMemo(), 0
	for _, tool := range tools {
		words := appendWords(nil, asciiLowered(tool.description()))
		got := analyzeTool(tool, words, names, nil, nil, nil, index, shared.next())
		want := analyzeTool(tool, words, names, nil, nil, nil, index, newToolMemo())
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: shared reading gave %q, alone %q", tool.Name, got.Issues, want.Issues)
		}
		if len(got.Issues) > 0 {
			flagged++
		}
	}
	if len(shared.shared) == 0 || flagged < len(tools)/4 {
		t.Fatalf("%d texts shared, %d of %d tools flagged: the test reads too little", len(shared.shared), flagged, len(tools))
	}
	// Each tool's first read of a text is a fresh one, clauses and all,
	// though the tool before numbered the clauses of the same text.
	ctx := scanContext{memo: newWorkerMemo()}
	for _, tool := range tools {
		ctx.memo.next()
		text := tool.description()
		f, hits := ctx.read(text)
		if want, wantHits := readFresh(text); !reflect.DeepEqual(f, want) || !slices.Equal(hits, wantHits) {
			t.Fatalf("%q: read %v, fresh %v", text, hits, wantHits)
		}
		sentencesOf(f.lower, hits)
	}
}
