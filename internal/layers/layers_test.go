// Package layers holds the test that keeps the import graph layered: a leaf
// stays a leaf, and a Lambda function links only what it runs.
package layers

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

const module = "github.com/usefulweb/mcp-server-explorer/"

// TestLayers lists, for each package, the project packages (and the
// packages below them) that must not be among its dependencies; "" bans
// every other project package.
func TestLayers(t *testing.T) {
	outbound := []string{"shared/explorer", "shared/mcpclient", "shared/registry", "shared/safehttp", "shared/analysis"}
	for pkg, banned := range map[string][]string{
		"shared/store":        {""},
		"shared/text":         {""},
		"shared/httpx":        {""},
		"shared/serverurl":    {""},
		"shared/ratelimit":    outbound,
		"shared/boltstore":    outbound,
		"shared/dynamostore":  outbound,
		"shared/problem":      outbound,
		"shared/subscription": outbound,
		// The scheduled function links no page, no HTTP door, no contract.
		"functions/scheduled-recheck": {"shared/web", "shared/glossary", "contracts", "shared/subscribe", "shared/httpapi", "shared/mcpserver", "shared/toolcard"},
	} {
		t.Run(pkg, func(t *testing.T) {
			for _, dep := range deps(t, pkg) {
				for _, b := range banned {
					if dep != pkg && (b == "" || dep == b || strings.HasPrefix(dep, b+"/")) {
						t.Errorf("%s depends on %s", pkg, dep)
					}
				}
			}
		})
	}
}

// deps is `go list -deps` of pkg: its project dependencies, relative to the
// module.
func deps(t *testing.T, pkg string) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-deps", "./"+pkg)
	cmd.Dir = testenv.ModuleRoot(t)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list -deps %s: %v", pkg, err)
	}
	var mine []string
	for _, p := range strings.Fields(string(out)) {
		if rel, ok := strings.CutPrefix(p, module); ok {
			mine = append(mine, rel)
		}
	}
	return mine
}
