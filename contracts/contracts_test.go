package contracts_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/contracts"
)

// The embedded copies must match the seeds beside the checkout when present.
func TestContractsMatchSeeds(t *testing.T) {
	for name, embedded := range map[string][]byte{"explorer-openapi.json": contracts.ExplorerOpenAPI, "toolcard-openapi.json": contracts.ToolcardOpenAPI} {
		seed, err := os.ReadFile(filepath.Join("..", "..", "shared", "seeds", name))
		if os.IsNotExist(err) {
			t.Skipf("no seeds beside the checkout")
		}
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(seed, embedded) {
			t.Errorf("contracts/%s differs from the seed", name)
		}
	}
}

// The accessors find the parts the code reuses.
func TestAccessors(t *testing.T) {
	if ex := contracts.CalculateExamples()["example1"]; ex.Summary == "" || len(ex.Value) == 0 {
		t.Errorf("calculate example1 = %+v", ex)
	}
	if contracts.CalculateOperation().Description == "" || len(contracts.ExplorerDoc().Components.Schemas) == 0 {
		t.Error("the explorer contract has no calculate description or schemas")
	}
	if len(contracts.ToolcardCheckExample()) == 0 || len(contracts.ToolcardDoc().Components.Schemas) == 0 {
		t.Error("the Toolcard contract has no /v1/check example or schemas")
	}
}
