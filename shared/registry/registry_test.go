package registry_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// entry builds one ServerResponse as the official registry serves it.
func entry(i int, status string) map[string]any {
	name := fmt.Sprintf("io.github.example/server-%02d", i)
	official := map[string]any{
		"status": status, "publishedAt": "2025-09-01T10:00:00Z", "updatedAt": "2025-09-02T10:00:00Z", "isLatest": true,
	}
	if status == "deprecated" {
		official["statusMessage"] = "use server-99 instead"
	}
	server := map[string]any{
		"$schema":     "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
		"name":        name,
		"description": fmt.Sprintf("Server number %d", i),
		"version":     fmt.Sprintf("1.%d.0", i),
		"repository":  map[string]any{"url": "https://github.com/example/server-" + strconv.Itoa(i), "source": "github"},
		"packages": []any{map[string]any{
			"registryType": "npm", "registryBaseUrl": "https://registry.npmjs.org",
			"identifier": "@example/server-" + strconv.Itoa(i), "version": fmt.Sprintf("1.%d.0", i),
			"transport": map[string]any{"type": "stdio"},
		}},
	}
	if i%2 == 0 {
		server["remotes"] = []any{map[string]any{"type": "streamable-http", "url": fmt.Sprintf("https://mcp.example.com/%d/mcp", i)}}
	}
	return map[string]any{
		"server": server,
		"_meta":  map[string]any{"io.modelcontextprotocol.registry/official": official},
	}
}

// fakeRegistry serves n entries matching every search, pageSize at a time
// (or the client's limit when smaller), with opaque cursors.
type fakeRegistry struct {
	n, pageSize int
	statuses    map[int]string
	mu          sync.Mutex
	queries     []string
}

func (f *fakeRegistry) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	f.queries = append(f.queries, r.URL.RawQuery)
	f.mu.Unlock()
	if r.URL.Path != "/v0.1/servers" || r.Method != http.MethodGet {
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	size := f.pageSize
	if l, err := strconv.Atoi(q.Get("limit")); err == nil && l < size {
		size = l
	}
	start := 0
	if c := q.Get("cursor"); c != "" {
		start, _ = strconv.Atoi(strings.TrimPrefix(c, "opaque-"))
	}
	servers := []any{}
	for i := start; i < f.n && i < start+size; i++ {
		status := f.statuses[i]
		if status == "" {
			status = "active"
		}
		servers = append(servers, entry(i, status))
	}
	meta := map[string]any{"count": len(servers)}
	if start+size < f.n {
		meta["nextCursor"] = fmt.Sprintf("opaque-%d", start+size)
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	json.NewEncoder(w).Encode(map[string]any{"servers": servers, "metadata": meta})
}

func newClient(t *testing.T, h http.Handler) *registry.Client {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &registry.Client{
		HTTP:    safehttp.NewClient(safehttp.Options{AllowPrivate: true}),
		BaseURL: srv.URL + "/",
		Timeout: 10 * time.Second,
	}
}

func TestSearchFollowsCursors(t *testing.T) {
	reg := &fakeRegistry{n: 7, pageSize: 3, statuses: map[int]string{1: "deprecated", 5: "deleted"}}
	c := newClient(t, reg)
	res, err := c.Search(t.Context(), "example server", 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Servers) != 7 || res.Truncated {
		t.Fatalf("%d servers, truncated %v", len(res.Servers), res.Truncated)
	}
	s0, s1 := res.Servers[0], res.Servers[1]
	want0 := registry.Server{
		Name: "io.github.example/server-00", Description: "Server number 0", Version: "1.0.0",
		RepositoryURL: "https://github.com/example/server-0",
		Remotes:       []registry.Remote{{Type: "streamable-http", URL: "https://mcp.example.com/0/mcp"}},
		Packages:      []string{"npm:@example/server-0@1.0.0"}, Status: "active",
	}
	if !equalServer(s0, want0) {
		t.Errorf("server 0 = %+v\nwant %+v", s0, want0)
	}
	if len(s1.Remotes) != 0 || s1.Remotes == nil || s1.Status != "deprecated" {
		t.Errorf("server 1 = %+v", s1)
	}
	wantWarnings := []string{
		"io.github.example/server-01 1.1.0 is deprecated in the registry: use server-99 instead",
		"io.github.example/server-05 1.5.0 is deleted in the registry",
	}
	if !slices.Equal(res.Warnings, wantWarnings) {
		t.Errorf("warnings %q", res.Warnings)
	}
	if len(reg.queries) != 3 {
		t.Fatalf("queries %q", reg.queries)
	}
	for i, want := range []string{
		"limit=10&search=example+server&version=latest",
		"cursor=opaque-3&limit=7&search=example+server&version=latest",
		"cursor=opaque-6&limit=4&search=example+server&version=latest",
	} {
		if reg.queries[i] != want {
			t.Errorf("query %d = %q, want %q", i, reg.queries[i], want)
		}
	}
}

func TestSearchBounds(t *testing.T) {
	for _, tc := range []struct {
		name          string
		n, pageSize   int
		limit, pages  int
		wantServers   int
		wantTruncated bool
		wantRequests  int
	}{
		{"limit reached mid-way", 50, 4, 6, 0, 6, true, 2},
		{"page bound", 1000, 2, 100, 3, 6, true, 3},
		{"default page bound", 1000, 1, 100, 0, 5, true, 5},
		{"exact fit", 4, 4, 4, 0, 4, false, 1},
		{"no limit reads one page", 50, 10, 0, 0, 10, true, 1},
		{"empty", 0, 10, 10, 0, 0, false, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			reg := &fakeRegistry{n: tc.n, pageSize: tc.pageSize}
			c := newClient(t, reg)
			c.MaxPages = tc.pages
			res, err := c.Search(t.Context(), "", tc.limit)
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Servers) != tc.wantServers || res.Truncated != tc.wantTruncated || len(reg.queries) != tc.wantRequests {
				t.Errorf("%d servers, truncated %v, %d requests; want %d, %v, %d",
					len(res.Servers), res.Truncated, len(reg.queries), tc.wantServers, tc.wantTruncated, tc.wantRequests)
			}
		})
	}
}

func TestSearchIgnoringLimitIsCut(t *testing.T) {
	reg := &fakeRegistry{n: 30, pageSize: 30}
	c := newClient(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.URL.RawQuery = strings.ReplaceAll(r.URL.RawQuery, "limit=", "ignored=")
		reg.ServeHTTP(w, r)
	}))
	res, err := c.Search(t.Context(), "", 5)
	if err != nil || len(res.Servers) != 5 || !res.Truncated {
		t.Fatalf("%+v, %v", res, err)
	}
}

func TestSearchFailures(t *testing.T) {
	for _, tc := range []struct {
		name string
		h    http.HandlerFunc
		want string
	}{
		{"server error", func(w http.ResponseWriter, r *http.Request) { http.Error(w, "boom", 500) }, "HTTP 500"},
		{"not found", http.NotFound, "HTTP 404"},
		{"HTML", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<html>maintenance</html>"))
		}, `Content-Type "text/html"`},
		{"invalid JSON", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"servers": [`))
		}, "not the expected JSON"},
		{"wrong shape", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"items": []}`))
		}, "no servers array"},
		{"too large", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"servers": [], "pad": "`))
			w.Write(make([]byte, 6<<20))
		}, "exceeded 5 MiB"},
		{"hangs", func(w http.ResponseWriter, r *http.Request) { <-r.Context().Done() }, "in time"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := newClient(t, tc.h)
			if tc.name == "hangs" {
				c.Timeout = 300 * time.Millisecond
			}
			_, err := c.Search(t.Context(), "x", 10)
			var re *registry.Error
			if !errors.As(err, &re) || !strings.Contains(re.Detail, tc.want) {
				t.Errorf("got %v, want a *registry.Error mentioning %q", err, tc.want)
			}
		})
	}
	// The default client refuses a registry on a private address.
	srv := httptest.NewServer(&fakeRegistry{n: 1, pageSize: 1})
	t.Cleanup(srv.Close)
	_, err := (&registry.Client{BaseURL: srv.URL}).Search(t.Context(), "", 1)
	var be *safehttp.BlockedError
	if !errors.As(err, &be) {
		t.Errorf("private registry: %v, want a refused dial", err)
	}
}

func equalServer(a, b registry.Server) bool {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}
