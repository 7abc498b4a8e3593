package explorer_test

import (
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/teststores"
)

// stores returns every real store available to this run.
func stores(t *testing.T) map[string]store.Store { return teststores.All(t) }
