package explorer_test

import (
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// stores returns every real store available to this run.
func stores(t *testing.T) map[string]store.Store { return backends.All(t) }
