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
