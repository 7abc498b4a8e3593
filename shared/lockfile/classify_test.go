package lockfile_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
)

func lockOf(t *testing.T, list string) lockfile.Lock {
	t.Helper()
	tools, err := analysis.ParseTools(list)
	if err != nil {
		t.Fatal(err)
	}
	return lockfile.Build(lockfile.Server{URL: "https://mcp.example.com/mcp"}, tools, analysis.Analyze(tools, analysis.Options{}))
}

const classifyList = `[{"name":"drop_table","description":"Drops one table.","annotations":{"destructiveHint":true},"inputSchema":{"type":"object","additionalProperties":false,"properties":{"table":{"type":"string"}}}},
 {"name":"list_tables","description":"Lists the tables.","inputSchema":{"type":"object"}}]`

func classes(changes []lockfile.Change) map[string][]string {
	out := map[string][]string{}
	for _, c := range changes {
		for _, f := range c.Classes {
			out[c.Tool] = append(out[c.Tool], f.Rule)
		}
	}
	return out
}

func TestDiffClassifies(t *testing.T) {
	locked := lockOf(t, classifyList)
	if changes := lockfile.Diff(locked, lockOf(t, classifyList)); len(changes) != 0 {
		t.Fatalf("no change: %+v", changes)
	}
	next := strings.NewReplacer(`"destructiveHint":true`, `"destructiveHint":false`, `"additionalProperties":false,`, ``, `"name":"list_tables"`, `"name":"show_tables"`).Replace(classifyList)
	got := classes(lockfile.Diff(locked, lockOf(t, next)))
	if strings.Join(got["drop_table"], " ") != "drift-annotation-downgrade drift-schema-widened" || strings.Join(got["show_tables"], " ") != "drift-renamed" || len(got["list_tables"]) != 0 {
		t.Errorf("classes %v", got)
	}
}

// Tools whose texts were trimmed from a stored lock are said to be
// unclassifiable, not classified from empty texts.
func TestDiffTrimmedSaysSo(t *testing.T) {
	locked := lockOf(t, classifyList)
	for i := range locked.Tools {
		if locked.Tools[i].Name == "drop_table" {
			locked.Tools[i].Description, locked.Tools[i].InputSchema, locked.Tools[i].Annotations = nil, []byte("null"), []byte("null")
		}
	}
	next := strings.Replace(classifyList, `"destructiveHint":true`, `"destructiveHint":false`, 1)
	changes := lockfile.DiffTrimmed(locked, lockOf(t, next), []string{"drop_table"})
	if len(changes) != 1 || len(changes[0].Classes) != 1 || changes[0].Classes[0].Rule != "drift-changed" || !strings.Contains(changes[0].Classes[0].Message, "only the fingerprint") {
		t.Errorf("trimmed change: %+v", changes)
	}
}
