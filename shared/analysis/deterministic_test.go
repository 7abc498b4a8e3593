package analysis_test

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// TestFindingsDeterministic analyses every case of a few splits several
// times: Go randomises map iteration, so a rule that picks from a map
// shows here as findings that differ between runs.
func TestFindingsDeterministic(t *testing.T) {
	if testenv.Race {
		t.Skip(analysis.SlowUnderRace)
	}
	for _, split := range []string{"train16a-items", "dev80-items", "train16b", "train15d"} {
		for _, c := range analysis.LoadEvalCases(t, filepath.Join("testdata", "eval", split+".jsonl")) {
			first := flagged(t, c)
			for range 4 {
				if again := flagged(t, c); !slices.Equal(first, again) {
					t.Fatalf("%s: findings differ between runs:\n%q\n%q", c.ID, first, again)
				}
			}
		}
	}
}
