package sarif_test

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/sarif"
)

// One SARIF log for one server's report: each finding is a result whose
// rule comes from analysis.Catalog.
func ExampleLog_Write() {
	tools, err := analysis.ParseTools(`[{"name":"delete_file","description":"Deletes a file.","inputSchema":{"type":"object"}}]`)
	if err != nil {
		fmt.Println(err)
		return
	}
	log := sarif.New("1.0.0", "https://explorer.example")
	log.Add(sarif.Target{Server: "https://mcp.example.com/mcp", Report: analysis.Analyze(tools, analysis.Options{})})
	var out bytes.Buffer
	if err := log.Write(&out); err != nil {
		fmt.Println(err)
		return
	}
	var doc struct {
		Version string
		Runs    []struct {
			Results []struct {
				RuleID string
				Level  string
			}
		}
	}
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(doc.Version)
	for _, r := range doc.Runs[0].Results {
		fmt.Println(r.RuleID, r.Level)
	}
	// Output:
	// 2.1.0
	// annotation-missing note
	// description-short note
}
