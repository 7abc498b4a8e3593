package explorer_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

const driftList = `{"tools":[
 {"name":"delete_file","description":"Deletes one file in the workspace and returns its path.","annotations":{"destructiveHint":true},"inputSchema":{"type":"object","properties":{"path":{"type":"string"}}}},
 {"name":"list_files","description":"Lists the files of the workspace, newest first.","annotations":{"readOnlyHint":true},"inputSchema":{"type":"object"}}
]}`

// changesBlock returns the presentation's changes block.
func changesBlock(t *testing.T, res *explorer.Result) map[string]any {
	t.Helper()
	b, _ := json.Marshal(res)
	contracttest.Validate(t, contracttest.ExplorerResult, b)
	var env struct{ Presentation []map[string]any }
	if err := json.Unmarshal(b, &env); err != nil {
		t.Fatal(err)
	}
	for _, block := range env.Presentation {
		if block["type"] == "changes" {
			return block
		}
	}
	t.Fatal("no changes block")
	return nil
}

// A downgrade is classified in the changes block, the warnings and the
// summary; a cosmetic change is said to be one, and warns of nothing.
func TestChangesAreClassified(t *testing.T) {
	ex := &explorer.Explorer{Store: backends.Bolt(t), Now: tickingClock()}
	calc := func(list string) *explorer.Result {
		t.Helper()
		res, err := ex.Calculate(context.Background(), explorer.Input{Mode: "paste", URL: ptr("https://drift.example/mcp"), ToolsJSON: &list})
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	calc(driftList)
	keep := calc(driftList)
	if items := changesBlock(t, keep)["classified"].([]any); len(items) != 0 {
		t.Errorf("an unchanged list classified %v", items)
	}
	res := calc(strings.Replace(strings.Replace(driftList, `"destructiveHint":true`, `"destructiveHint":false`, 1), "newest first.", "newest first!", 1))
	items := changesBlock(t, res)["classified"].([]any)
	got := map[string]string{}
	for _, it := range items {
		m := it.(map[string]any)
		got[m["tool"].(string)] = m["rule"].(string)
		if m["href"] != "/methodology#"+m["rule"].(string) || m["severity"] == "" || m["message"] == "" {
			t.Errorf("classified item %v", m)
		}
	}
	if got["delete_file"] != "drift-annotation-downgrade" || got["list_files"] != "drift-cosmetic" {
		t.Errorf("classified %v", got)
	}
	warnings := strings.Join(res.Warnings, "\n")
	if !strings.Contains(warnings, "drift-annotation-downgrade: delete_file: destructiveHint is now false") || strings.Contains(warnings, "drift-cosmetic") {
		t.Errorf("warnings %v", res.Warnings)
	}
	if !strings.Contains(res.Summary, "2 changed (1 drift-annotation-downgrade, 1 drift-cosmetic)") {
		t.Errorf("summary %q", res.Summary)
	}
}

// A snapshot stored before facts existed (fingerprints only) still yields
// renames, and says other changes cannot be classified.
func TestFingerprintOnlySnapshotSaysSo(t *testing.T) {
	st := backends.Bolt(t)
	ex := &explorer.Explorer{Store: st, Now: tickingClock()}
	url := "https://old.example/mcp"
	first, err := ex.Calculate(context.Background(), explorer.Input{Mode: "paste", URL: ptr(url), ToolsJSON: ptr(driftList)})
	if err != nil {
		t.Fatal(err)
	}
	old := map[string]any{"checkedAt": first.ComputedAt, "tools": map[string]string{}}
	for _, tool := range first.Result.Tools {
		old["tools"].(map[string]string)[tool.Name] = tool.Fingerprint
	}
	value, _ := json.Marshal(old)
	// A paste without a client is the command line's: its own history.
	sum := sha256.Sum256([]byte(serverurl.Key(url) + "\x00local"))
	key := store.Key{PK: "fp#" + serverurl.Key(url), SK: "paste#" + hex.EncodeToString(sum[:])}
	item, err := st.Get(context.Background(), key)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.Put(context.Background(), store.Item{Key: key, Value: value, ExpiresAt: time.Now().Add(time.Hour)}, item.Version); err != nil {
		t.Fatal(err)
	}
	next := strings.Replace(strings.Replace(driftList, `"destructiveHint":true`, `"destructiveHint":false`, 1), `"name":"list_files"`, `"name":"ls"`, 1)
	res, err := ex.Calculate(context.Background(), explorer.Input{Mode: "paste", URL: ptr(url), ToolsJSON: &next})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, it := range changesBlock(t, res)["classified"].([]any) {
		m := it.(map[string]any)
		got[m["tool"].(string)] = m["message"].(string)
	}
	if !strings.Contains(got["delete_file"], "only the fingerprint") || !strings.Contains(got["ls"], `"list_files"`) {
		t.Errorf("classified %v", got)
	}
}
