// Package indexapi serves the risk index (shared/index) as JSON and badges:
//
//	GET /api/v1/index                 a page of servers: filters, sort, cursor (index.ParseQuery)
//	GET /api/v1/index/{serverName...} one server: summary, tools, change history, badge
//	GET /badge/{serverName...}.svg    the server's risk and days since its last change
//
// Answers carry an ETag (a hash of the body; If-None-Match answers 304)
// and Cache-Control; errors are RFC 9457 problems.
package indexapi

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Cache lifetimes.
const (
	listMaxAge  = 60
	badgeMaxAge = 600
)

// Handler serves the routes above. Its methods are safe for concurrent use.
type Handler struct {
	Store   store.Store
	Reader  *index.Reader // nil: one built on Store
	BaseURL string        // public base URL for links; "" means relative links
	Logger  *slog.Logger
	Now     func() time.Time

	once sync.Once
}

func (h *Handler) reader() *index.Reader {
	h.once.Do(func() {
		if h.Reader == nil {
			h.Reader = &index.Reader{Store: h.Store}
		}
	})
	return h.Reader
}

func (h *Handler) now() time.Time {
	if h.Now != nil {
		return h.Now().UTC()
	}
	return time.Now().UTC()
}

func (h *Handler) logger() *slog.Logger {
	if h.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return h.Logger
}

// Links are where one server's index data lives.
type Links struct {
	HTML  string `json:"html"`
	API   string `json:"api"`
	Badge string `json:"badge"`
}

// LinksFor returns the links of the server name under base ("" for
// relative links). The name's slash stays a path separator.
func LinksFor(base, name string) Links {
	base = strings.TrimRight(base, "/")
	p := escapeName(name)
	return Links{HTML: base + "/index/" + p, API: base + "/api/v1/index/" + p, Badge: base + "/badge/" + p + ".svg"}
}

func escapeName(name string) string {
	ns, rest, _ := strings.Cut(name, "/")
	return url.PathEscape(ns) + "/" + url.PathEscape(rest)
}

// Markdown is the snippet that embeds a server's badge, linking to its page.
func Markdown(base, name string) string {
	l := LinksFor(base, name)
	return "[![MCP risk index: " + name + "](" + l.Badge + ")](" + l.HTML + ")"
}

// View is one server in the API: its entry without bookkeeping, plus links.
type View struct {
	Name              string       `json:"name"`
	Registry          index.Claims `json:"registry"`
	Status            string       `json:"status"`
	Error             string       `json:"error,omitempty"`
	Risk              index.Risk   `json:"risk"`
	Tools             int          `json:"tools"`
	AuthRequired      bool         `json:"authRequired"`
	ProtocolVersion   string       `json:"protocolVersion,omitempty"`
	Generation        string       `json:"generation,omitempty"`
	PoisoningFindings int          `json:"poisoningFindings"`
	ServerName        string       `json:"serverName,omitempty"`
	ServerVersion     string       `json:"serverVersion,omitempty"`
	Fingerprints      string       `json:"fingerprintsSha256,omitempty"`
	CheckedAt         time.Time    `json:"checkedAt"`
	FirstCheckedAt    time.Time    `json:"firstCheckedAt"`
	LastChangedAt     time.Time    `json:"lastChangedAt"`
	Checks            int          `json:"checks"`
	Failures          int          `json:"failures"`
	NextCheckAfter    *time.Time   `json:"nextCheckAfter,omitempty"`
	Links             Links        `json:"links"`
}

// ViewOf is e as the API shows it.
func ViewOf(base string, e index.Entry) View {
	v := View{
		Name: e.Name, Registry: e.Claims, Status: e.Status, Error: e.Error, Risk: e.Risk, Tools: e.Tools,
		AuthRequired: e.AuthRequired, ProtocolVersion: e.ProtocolVersion, Generation: e.Generation,
		PoisoningFindings: e.PoisoningFindings, ServerName: e.ServerName, ServerVersion: e.ServerVersion,
		Fingerprints: e.Fingerprints, CheckedAt: e.CheckedAt, FirstCheckedAt: e.FirstCheckedAt,
		LastChangedAt: e.LastChangedAt, Checks: e.Checks, Failures: e.Failures, Links: LinksFor(base, e.Name),
	}
	if !e.NextCheckAfter.IsZero() {
		t := e.NextCheckAfter
		v.NextCheckAfter = &t
	}
	return v
}

// ListResponse is GET /api/v1/index.
type ListResponse struct {
	Servers  []View `json:"servers"`
	Metadata struct {
		Count      int    `json:"count"`
		Total      int    `json:"total"` // servers matching the filters
		NextCursor string `json:"nextCursor,omitempty"`
		Truncated  bool   `json:"truncated"` // the index holds more than a listing reads
	} `json:"metadata"`
	Retention string `json:"retention"`
}

// DetailResponse is GET /api/v1/index/{serverName}.
type DetailResponse struct {
	Server  View           `json:"server"`
	Tools   []index.Tool   `json:"tools"`
	History []index.Change `json:"history"`
	Badge   struct {
		URL      string `json:"url"`
		Markdown string `json:"markdown"`
	} `json:"badge"`
}

// List serves GET /api/v1/index.
func (h *Handler) List() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q, errs := index.ParseQuery(r.URL.Query())
		if len(errs) > 0 {
			h.problem(w, problem.For(problem.Invalid(errs...)))
			return
		}
		entries, truncated, err := h.reader().Entries(r.Context())
		if err != nil {
			h.storeFailed(w, err)
			return
		}
		res := index.Select(entries, q)
		out := ListResponse{Servers: make([]View, 0, len(res.Entries)), Retention: retention()}
		for _, e := range res.Entries {
			out.Servers = append(out.Servers, ViewOf(h.BaseURL, e))
		}
		out.Metadata.Count, out.Metadata.Total, out.Metadata.NextCursor, out.Metadata.Truncated = len(out.Servers), res.Total, res.NextCursor, truncated
		writeCached(w, r, "application/json", listMaxAge, jsonBody(out))
	})
}

// Server serves GET /api/v1/index/{serverName...}.
func (h *Handler) Server() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.PathValue("serverName")
		d, ok, err := index.Get(r.Context(), h.Store, name)
		if err != nil {
			h.storeFailed(w, err)
			return
		}
		if !ok {
			h.problem(w, &problem.Problem{Code: "not-found", Detail: "the index has no server named " + quote(name) + "; server names look like io.github.owner/server, and only servers with a remote are indexed"})
			return
		}
		out := DetailResponse{Server: ViewOf(h.BaseURL, d.Entry), Tools: orEmpty(d.Tools), History: orEmpty(d.History)}
		out.Badge.URL, out.Badge.Markdown = out.Server.Links.Badge, Markdown(h.BaseURL, d.Entry.Name)
		writeCached(w, r, "application/json", listMaxAge, jsonBody(out))
	})
}

// Badge serves GET /badge/{serverName...}: the name followed by ".svg".
func (h *Handler) Badge() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name, ok := strings.CutSuffix(r.PathValue("serverName"), ".svg")
		if !ok {
			h.problem(w, &problem.Problem{Code: "not-found", Detail: "badges are at /badge/{serverName}.svg"})
			return
		}
		d, found, err := index.Get(r.Context(), h.Store, name)
		if err != nil {
			h.storeFailed(w, err)
			return
		}
		w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		if !found {
			w.Header().Set("Cache-Control", "public, max-age=300")
			w.Header().Set("Content-Type", "image/svg+xml")
			w.WriteHeader(http.StatusNotFound)
			_, _ = w.Write(BadgeSVG(NotIndexed(name)))
			return
		}
		writeCached(w, r, "image/svg+xml", badgeMaxAge, BadgeSVG(BadgeFor(d.Entry, h.now())))
	})
}

func (h *Handler) problem(w http.ResponseWriter, p *problem.Problem) {
	problem.Write(w, h.BaseURL, p)
}

func (h *Handler) storeFailed(w http.ResponseWriter, err error) {
	h.logger().Error("index store failed", "err", err)
	h.problem(w, &problem.Problem{Code: problem.CodeStoreUnavailable, Detail: "the index could not be read; try again shortly"})
}

// writeCached answers body with a strong ETag and Cache-Control, or 304
// when the client holds this version.
func writeCached(w http.ResponseWriter, r *http.Request, contentType string, maxAge int, body []byte) {
	sum := sha256.Sum256(body)
	etag := `"` + hex.EncodeToString(sum[:16]) + `"`
	w.Header().Set("ETag", etag)
	w.Header().Set("Cache-Control", "public, max-age="+itoa(maxAge))
	w.Header().Set("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && etagMatches(match, etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	w.Header().Set("Content-Type", contentType)
	_, _ = w.Write(body)
}

func etagMatches(header, etag string) bool {
	for part := range strings.SplitSeq(header, ",") {
		part = strings.TrimPrefix(strings.TrimSpace(part), "W/")
		if part == etag || part == "*" {
			return true
		}
	}
	return false
}

func jsonBody(v any) []byte {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the views marshal without error
	return buf.Bytes()
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func retention() string {
	return "an entry is kept " + itoa(int(index.Retention/(24*time.Hour))) + " days after its last check; a server deleted from the registry leaves the index on the next run"
}
