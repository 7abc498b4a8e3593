package stdio_test

import (
	"context"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/stdio"
)

// TestListToolsAlsoListsItems runs the real server-everything over stdio:
// its tools, and its resources, resource templates and prompts with their
// arguments, come back for the scan; none of them is flagged.
func TestListToolsAlsoListsItems(t *testing.T) {
	node, entry := testenv.ServerEverything(t)
	tools, info, err := stdio.ListTools(context.Background(), stdio.Command{Path: node, Args: []string{entry, "stdio"}})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[analysis.ItemKind]int{}
	args := 0
	for _, it := range info.Items {
		kinds[it.Kind]++
		args += len(it.Arguments)
		if it.ID == "" || it.Name == "" {
			t.Errorf("item without id or name: %+v", it)
		}
	}
	if len(tools) == 0 || kinds[analysis.KindResource] == 0 || kinds[analysis.KindResourceTemplate] == 0 || kinds[analysis.KindPrompt] == 0 || args == 0 {
		t.Fatalf("%d tools, items %v with %d prompt arguments; warnings %v", len(tools), kinds, args, info.Warnings)
	}
	t.Logf("%d tools, items %v, %d prompt arguments, warnings %v", len(tools), kinds, args, info.Warnings)
	if rep := analysis.Analyze(nil, analysis.Options{Items: info.Items}); len(rep.Items) > 0 {
		t.Errorf("server-everything's items are flagged: %+v", rep.Items)
	}
}
