// Package registrytest serves an MCP Registry on loopback for tests: GET
// /v0.1/servers in the official shapes (ServerList of ServerResponse),
// paged with opaque cursors, honouring limit, updated_since and
// include_deleted as the official registry does.
package registrytest

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"sync"
	"testing"
	"time"
)

// Server is one server version the registry lists.
type Server struct {
	Name, Version, Title, Description string
	Remotes                           []Remote
	Status                            string // active (default), deprecated or deleted
	UpdatedAt                         time.Time
	NotLatest                         bool
}

// Remote is one entry of server.remotes.
type Remote struct{ Type, URL string }

// Registry is a running test registry.
type Registry struct {
	URL      string
	PageSize int // the registry's own maximum page size
	mu       sync.Mutex
	servers  []Server
	queries  []string
}

// New starts a registry serving servers, pageSize per page at most.
func New(t testing.TB, pageSize int, servers ...Server) *Registry {
	r := &Registry{PageSize: pageSize, servers: servers}
	srv := httptest.NewServer(r)
	t.Cleanup(srv.Close)
	r.URL = srv.URL
	return r
}

// Set replaces the listed servers.
func (r *Registry) Set(servers ...Server) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.servers = servers
}

// Queries returns the query strings received so far.
func (r *Registry) Queries() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.queries...)
}

func (r *Registry) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	if req.URL.Path != "/v0.1/servers" || req.Method != http.MethodGet {
		http.Error(w, `{"error":"not found"}`, http.StatusNotFound)
		return
	}
	q := req.URL.Query()
	r.mu.Lock()
	r.queries = append(r.queries, req.URL.RawQuery)
	servers := append([]Server(nil), r.servers...)
	r.mu.Unlock()
	var since time.Time
	if s := q.Get("updated_since"); s != "" {
		var err error
		if since, err = time.Parse(time.RFC3339, s); err != nil {
			http.Error(w, `{"error":"bad updated_since"}`, http.StatusBadRequest)
			return
		}
	}
	withDeleted := q.Get("include_deleted") == "true" || !since.IsZero()
	var visible []Server
	for _, s := range servers {
		if (s.Status == "deleted" && !withDeleted) || (!since.IsZero() && s.UpdatedAt.Before(since)) {
			continue
		}
		visible = append(visible, s)
	}
	offset := 0
	if c := q.Get("cursor"); c != "" {
		b, err := base64.RawURLEncoding.DecodeString(c)
		if err == nil {
			offset, err = strconv.Atoi(string(b))
		}
		if err != nil || offset < 0 || offset > len(visible) {
			http.Error(w, `{"error":"bad cursor"}`, http.StatusBadRequest)
			return
		}
	}
	limit := r.PageSize
	if l, err := strconv.Atoi(q.Get("limit")); err == nil && l > 0 && l < limit {
		limit = l
	}
	end := min(offset+limit, len(visible))
	list := map[string]any{"servers": []any{}}
	items := []any{}
	for _, s := range visible[offset:end] {
		items = append(items, s.response())
	}
	list["servers"] = items
	meta := map[string]any{"count": len(items)}
	if end < len(visible) {
		meta["nextCursor"] = base64.RawURLEncoding.EncodeToString([]byte(strconv.Itoa(end)))
	}
	list["metadata"] = meta
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(list)
}

func (s Server) response() map[string]any {
	status := s.Status
	if status == "" {
		status = "active"
	}
	updated := s.UpdatedAt
	if updated.IsZero() {
		updated = time.Date(2025, 9, 1, 10, 0, 0, 0, time.UTC)
	}
	server := map[string]any{
		"$schema":     "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json",
		"name":        s.Name,
		"description": s.Description,
		"version":     s.Version,
	}
	if s.Title != "" {
		server["title"] = s.Title
	}
	if len(s.Remotes) > 0 {
		var rs []any
		for _, r := range s.Remotes {
			rs = append(rs, map[string]any{"type": r.Type, "url": r.URL})
		}
		server["remotes"] = rs
	}
	return map[string]any{
		"server": server,
		"_meta": map[string]any{"io.modelcontextprotocol.registry/official": map[string]any{
			"status": status, "publishedAt": "2025-08-01T10:00:00Z",
			"updatedAt": updated.Format(time.RFC3339Nano), "isLatest": !s.NotLatest,
		}},
	}
}

// Streamable is a streamable-http remote.
func Streamable(url string) Remote { return Remote{Type: "streamable-http", URL: url} }

// SSE is an sse remote.
func SSE(url string) Remote { return Remote{Type: "sse", URL: url} }
