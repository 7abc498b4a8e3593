package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/registrytest"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
)

// `index` against a local registry: the registry's remotes are strangers'
// servers, so the public-address policy holds even for loopback ones, and
// `serve` on the same data shows what the run stored.
func TestIndexCommand(t *testing.T) {
	var hits atomic.Int64
	target := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { hits.Add(1) }))
	defer target.Close()
	reg := registrytest.New(t, 2,
		registrytest.Server{Name: "io.example/loopback", Version: "1.0.0", Description: "On loopback", Remotes: []registrytest.Remote{registrytest.Streamable(target.URL + "/mcp")}},
		registrytest.Server{Name: "io.example/private", Version: "1.0.0", Remotes: []registrytest.Remote{registrytest.SSE("http://10.0.0.1/sse")}},
		registrytest.Server{Name: "io.example/metadata", Version: "1.0.0", Remotes: []registrytest.Remote{registrytest.Streamable("http://169.254.169.254/latest")}},
		registrytest.Server{Name: "io.example/stdio", Version: "1.0.0"},
		registrytest.Server{Name: "io.example/deleted", Version: "1.0.0", Status: "deleted", Remotes: []registrytest.Remote{registrytest.Streamable(target.URL)}},
	)
	data := t.TempDir()
	env := map[string]string{"EXPLORER_DATA": data}
	code, out, stderr := runCmd(t, env, "", "index", "--registry", reg.URL, "--concurrency", "2", "--host-interval", "0s", "--progress", "always")
	if code != 0 {
		t.Fatalf("index exited %d: %s", code, stderr)
	}
	var sum index.RunSummary
	if err := json.Unmarshal([]byte(out), &sum); err != nil {
		t.Fatalf("%s: %v", out, err)
	}
	if sum.Dispatch.Pages != 3 || sum.Dispatch.Remote != 3 || sum.Outcomes[index.Failed] != 3 || sum.Outcomes[index.Removed] != 2 {
		t.Errorf("summary %+v", sum)
	}
	if !strings.Contains(stderr, "5/5") || !strings.Contains(stderr, "[##############################]") {
		t.Errorf("no progress bar on stderr: %q", stderr)
	}
	if hits.Load() != 0 {
		t.Errorf("a loopback target got %d requests", hits.Load())
	}

	base := serve(t, env)
	resp, err := http.Get(base + "/api/v1/index?sort=name")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var list indexapi.ListResponse
	if err := json.NewDecoder(resp.Body).Decode(&list); err != nil {
		t.Fatal(err)
	}
	if len(list.Servers) != 3 {
		t.Fatalf("served %d servers, want 3", len(list.Servers))
	}
	for _, s := range list.Servers {
		if s.Status != index.StatusFailed || !strings.HasSuffix(s.Error, "only public addresses can be inspected") || s.Failures != 1 {
			t.Errorf("%s: status %s, error %q", s.Name, s.Status, s.Error)
		}
	}
	page, err := http.Get(base + "/index/io.example/loopback")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(page.Body)
	page.Body.Close()
	if page.StatusCode != 200 || !strings.Contains(string(body), "On loopback") {
		t.Errorf("server page: %d", page.StatusCode)
	}
}

func TestIndexCommandUsage(t *testing.T) {
	for _, args := range [][]string{
		{"index", "--concurrency", "0"},
		{"index", "--concurrency", "many"},
		{"index", "--host-interval", "-1s"},
		{"index", "--updated-since", "yesterday"},
		{"index", "--registry", "ftp://registry.example"},
		{"index", "--progress", "sometimes"},
		{"index", "extra"},
	} {
		if code, _, stderr := runCmd(t, map[string]string{"EXPLORER_DATA": t.TempDir()}, "", args...); code != exitUsage {
			t.Errorf("%v: exit %d, want %d (%s)", args, code, exitUsage, stderr)
		}
	}
	reg := registrytest.New(t, 2)
	if code, _, _ := runCmd(t, map[string]string{"EXPLORER_DATA": t.TempDir()}, "", "index", "--registry", reg.URL+"/missing"); code != exitRuntime {
		t.Errorf("unreachable registry: exit %d, want %d", code, exitRuntime)
	}
}
