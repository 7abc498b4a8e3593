package suppress_test

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

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

// .mcp-explorer.yaml comes from the repository, so a pull request can make
// it a link to a pipe or /dev/zero, or a huge file: Load refuses them
// without blocking or reading them whole.
func TestLoadRefusesDevicesPipesAndHugeFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no FIFOs here:", err)
	}
	zero := filepath.Join(dir, "zero.yaml")
	os.Symlink("/dev/zero", zero)
	huge := filepath.Join(dir, "huge.yaml")
	f, _ := os.Create(huge)
	f.Truncate(suppress.MaxFileBytes + 1) // sparse
	f.Close()
	for _, c := range [][2]string{{fifo, "not a regular file"}, {huge, "larger than"}, {zero, "not a regular file"}} {
		name, want := c[0], c[1]
		done := make(chan error, 1)
		go func() { _, err := suppress.Load(name); done <- err }()
		select {
		case err := <-done:
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("Load(%s) = %v, want %q", filepath.Base(name), err, want)
			}
		case <-time.After(10 * time.Second):
			t.Fatalf("Load(%s) blocked", filepath.Base(name))
		}
	}
}
