// Package layers holds the test that keeps the import graph layered: a leaf
// stays a leaf, and a Lambda function links only what it runs.
package layers

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/testenv"
)

const module = "github.com/usefulweb/mcp-server-explorer/"

// TestLeavesStayLeaves lists, for each package, project packages that must
// not be among its dependencies.
func TestLeavesStayLeaves(t *testing.T) {
	outbound := []string{"shared/explorer", "shared/mcpclient", "shared/registry", "shared/safehttp", "shared/analysis"}
	for pkg, banned := range map[string][]string{
		"shared/store":       {"shared/"}, // nothing of the project
		"shared/text":        {"shared/"},
		"shared/ratelimit":   outbound,
		"shared/boltstore":   outbound,
		"shared/dynamostore": outbound,
		"shared/problem":     outbound,
	} {
		t.Run(pkg, func(t *testing.T) {
			for _, dep := range deps(t, pkg) {
				for _, b := range banned {
					if dep != pkg && strings.HasPrefix(dep, b) {
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
