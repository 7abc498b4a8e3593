package indexapi

import (
	"cmp"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// The subregistry answers the MCP Registry's v0.1 read API in its shapes
// (ServerList, ServerResponse) over the indexed servers, each with the
// index's result under _meta[index.MetaKey]:
//
//	GET /v0.1/servers                                 cursor, limit, search, updated_since, version
//	GET /v0.1/servers/{serverName}/versions           the indexed version
//	GET /v0.1/servers/{serverName}/versions/{version} that version, or "latest"
//
// The index holds one version per server (the latest when it was
// checked), and no deleted server.

// Subregistry page sizes.
const (
	subDefaultLimit = 30
	subMaxLimit     = 100
)

const officialMetaKey = "io.modelcontextprotocol.registry/official"

// ServerResponse is the registry's ServerResponse.
type ServerResponse struct {
	Server json.RawMessage `json:"server"`
	Meta   map[string]any  `json:"_meta"`
}

// ServerList is the registry's ServerList.
type ServerList struct {
	Servers  []ServerResponse `json:"servers"`
	Metadata struct {
		NextCursor string `json:"nextCursor,omitempty"`
		Count      int    `json:"count"`
	} `json:"metadata"`
}

// Scan is the index's result as the subregistry attaches it.
type Scan struct {
	Status             string     `json:"status"`
	Risk               index.Risk `json:"risk"`
	Tools              int        `json:"tools"`
	AuthRequired       bool       `json:"authRequired"`
	PoisoningFindings  int        `json:"poisoningFindings"`
	ProtocolVersion    string     `json:"protocolVersion,omitempty"`
	FingerprintsSHA256 string     `json:"fingerprintsSha256,omitempty"`
	CheckedAt          time.Time  `json:"checkedAt"`
	LastChangedAt      time.Time  `json:"lastChangedAt"`
	Report             string     `json:"report"` // the index page of the server
}

func (h *Handler) serverResponse(d index.Detail) ServerResponse {
	e := d.Entry
	server := d.Registry
	if server == nil {
		// Only the claims are known: the registry's entry was too large to keep.
		server, _ = json.Marshal(map[string]any{
			"name": e.Name, "description": cmp.Or(e.Claims.Description, e.Name), "version": e.Claims.Version,
			"remotes": []any{map[string]string{"type": e.Claims.RemoteType, "url": e.Claims.URL}},
		})
	}
	return ServerResponse{Server: server, Meta: map[string]any{
		officialMetaKey: map[string]any{"status": "active", "updatedAt": e.CheckedAt, "isLatest": true},
		index.MetaKey: Scan{
			Status: e.Status, Risk: e.Risk, Tools: e.Tools, AuthRequired: e.AuthRequired, PoisoningFindings: e.PoisoningFindings,
			ProtocolVersion: e.ProtocolVersion, FingerprintsSHA256: e.Fingerprints, CheckedAt: e.CheckedAt, LastChangedAt: e.LastChangedAt,
			Report: LinksFor(h.BaseURL, e.Name).HTML,
		},
	}}
}

// ServersReads is how many servers' documents GET /v0.1/servers with
// query q reads from the store beyond the cached listing: one per server
// of its page, which a rate limit should count.
func ServersReads(q url.Values) int {
	n, err := strconv.Atoi(q.Get("limit"))
	if err != nil || n < 1 || n > subMaxLimit {
		return subDefaultLimit
	}
	return n
}

// Servers serves GET /v0.1/servers.
func (h *Handler) Servers() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		var errs []problem.FieldError
		limit := subDefaultLimit
		if s := q.Get("limit"); s != "" {
			n, err := strconv.Atoi(s)
			if err != nil || n < 1 || n > subMaxLimit {
				errs = append(errs, problem.FieldError{Field: "limit", Message: "must be a whole number from 1 to " + strconv.Itoa(subMaxLimit)})
			}
			limit = n
		}
		var since time.Time
		if s := q.Get("updated_since"); s != "" {
			t, err := time.Parse(time.RFC3339, s)
			if err != nil {
				errs = append(errs, problem.FieldError{Field: "updated_since", Message: "must be an RFC 3339 time such as 2025-08-07T13:15:04Z"})
			}
			since = t
		}
		search := strings.ToLower(q.Get("search"))
		if len(search) > 200 {
			errs = append(errs, problem.FieldError{Field: "search", Message: "must be at most 200 bytes"})
		}
		sel, perrs := index.ParseQuery(map[string][]string{"cursor": q["cursor"]})
		errs = append(errs, perrs...)
		if len(errs) > 0 {
			h.problem(w, problem.For(problem.Invalid(errs...)))
			return
		}
		version := q.Get("version")
		entries, _, err := h.reader().Entries(r.Context())
		if err != nil {
			h.storeFailed(w, err)
			return
		}
		var matched []index.Entry
		for _, e := range entries { // in name order
			if (search == "" || strings.Contains(strings.ToLower(e.Name), search)) &&
				(since.IsZero() || !e.CheckedAt.Before(since)) &&
				(version == "" || version == "latest" || version == e.Claims.Version) {
				matched = append(matched, e)
			}
		}
		res := index.Select(matched, index.Query{Sort: "name", Offset: sel.Offset, Limit: limit})
		out := ServerList{Servers: []ServerResponse{}}
		for _, e := range res.Entries {
			d, ok, err := index.Get(r.Context(), h.Store, e.Name)
			if err != nil {
				h.storeFailed(w, err)
				return
			}
			if ok {
				out.Servers = append(out.Servers, h.serverResponse(d))
			}
		}
		out.Metadata.NextCursor, out.Metadata.Count = res.NextCursor, len(out.Servers)
		writeCached(w, r, "application/json", listMaxAge, jsonBody(out))
	})
}

// Versions serves GET /v0.1/servers/{serverName}/versions and
// /v0.1/servers/{serverName}/versions/{version}.
func (h *Handler) Versions() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		d, ok, err := index.Get(r.Context(), h.Store, r.PathValue("serverName"))
		if err != nil {
			h.storeFailed(w, err)
			return
		}
		version, one := r.PathValue("version"), r.PathValue("version") != ""
		if !ok || (one && version != "latest" && version != d.Entry.Claims.Version) {
			w.Header().Set("Content-Type", "application/json")
			w.Header().Set("Cache-Control", "public, max-age=60")
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write(jsonBody(map[string]string{"error": "Server not found"}))
			return
		}
		if one {
			writeCached(w, r, "application/json", listMaxAge, jsonBody(h.serverResponse(d)))
			return
		}
		out := ServerList{Servers: []ServerResponse{h.serverResponse(d)}}
		out.Metadata.Count = 1
		writeCached(w, r, "application/json", listMaxAge, jsonBody(out))
	})
}
