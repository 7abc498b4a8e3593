package suppress_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/suppress"
)

func TestParse(t *testing.T) {
	got, err := suppress.Parse([]byte("accept:\n  - tool: run_command\n    rules: [schema-open, annotation-missing]\n    reason: reviewed\n"))
	if err != nil || len(got) != 2 || got[1].Rule != "annotation-missing" || got[0].Reason != "reviewed" {
		t.Fatalf("got %+v, %v", got, err)
	}
	for in, want := range map[string]string{
		"accept:\n  - tool: x\n    rules: [schema-open]\n":                              "needs a reason",
		"accept:\n  - tool: x\n    rules: [no-such-rule]\n    reason: r\n":              "unknown rule",
		"accept:\n  - rules: [schema-open]\n    reason: r\n":                            "needs a tool",
		"accept:\n  - tool: x\n    rules: [schema-open]\n    reason: r\n    extra: 1\n": "extra",
	} {
		if _, err := suppress.Parse([]byte(in)); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: err %v, want %q", in, err, want)
		}
	}
}
