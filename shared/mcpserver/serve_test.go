package mcpserver_test

import (
	"bufio"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
)

// startServe builds cmd/mcp-explorer and runs `serve` on a free loopback
// port with a fresh data directory, the way a user runs it. It returns the
// base URL and stops the server when the test ends.
func startServe(t *testing.T) string {
	t.Helper()
	goBin, err := exec.LookPath("go")
	if err != nil {
		testenv.Missing(t, "go is not on PATH; cannot build cmd/mcp-explorer")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "mcp-explorer")
	build := exec.Command(goBin, "build", "-o", bin, "./cmd/mcp-explorer")
	build.Dir = testenv.ModuleRoot(t)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "serve", "--addr", "127.0.0.1:0", "--data", filepath.Join(dir, "data"))
	// The suites send more requests a minute than a public deployment allows
	// one client; rate limits have their own tests.
	cmd.Env = append(os.Environ(), "EXPLORER_BASE_URL=", "EXPLORER_MCP_ORIGINS=",
		"EXPLORER_RATE_LIMIT_PASTE=0", "EXPLORER_RATE_LIMIT_CONNECT=0", "EXPLORER_RATE_LIMIT_MCP=0", "EXPLORER_RATE_LIMIT_READ=0", "EXPLORER_RATE_LIMIT_GLOBAL=0", "EXPLORER_RATE_LIMIT_CPU_MS=0")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{})
	var waitErr error
	urls := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			var line struct {
				Msg, URL string
			}
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
				urls <- line.URL
			}
		}
		waitErr = cmd.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
			if waitErr != nil {
				t.Errorf("serve exited: %v", waitErr)
			}
		case <-time.After(15 * time.Second):
			_ = cmd.Process.Kill()
			t.Error("serve did not stop within 15 s of SIGINT")
		}
	})
	select {
	case u := <-urls:
		return u
	case <-exited:
		t.Fatalf("serve exited before listening: %v", waitErr)
	case <-time.After(30 * time.Second):
		t.Fatal("serve did not report listening within 30 s")
	}
	return ""
}
