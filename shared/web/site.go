// Package web serves the human page of the explorer with plain net/http and
// html/template: the check form (which works without JavaScript and is
// upgraded by a small script that calls the API), the methodology printed
// from the rule catalog, the MCP glossary and one page per problem code.
// Every asset is embedded; the pages load nothing from elsewhere.
//
//	site := web.New(web.Config{Explorer: ex, BaseURL: "https://explorer.example"})
//	mux.Handle("GET /{$}", site.Page())
//	mux.Handle("POST /{$}", site.Page())
//	mux.Handle("GET /methodology", site.Methodology())
//	mux.Handle("GET /reference", site.ReferenceIndex())
//	mux.Handle("GET /reference/{slug}", site.Reference())
//	mux.Handle("GET /problems/{code}", site.Problem())
//	mux.Handle("GET /static/{file}", site.Static())
//	mux.Handle("GET /favicon.svg", site.Static())
//
// A result is rendered only from the envelope's presentation blocks, on the
// server and in the script alike. Text from inspected servers goes through
// html/template, and the reveal template function makes invisible Unicode
// (tag characters, zero-width and bidi controls) visible.
package web

import (
	"bytes"
	"html/template"
	"log/slog"
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
)

// Config holds what the pages need.
type Config struct {
	Explorer *explorer.Explorer
	BaseURL  string // public base URL, without a trailing slash; "" for relative links
	Version  string
	Logger   *slog.Logger
	// APIMaxBodyBytes is the API's request body limit, printed on /methodology.
	APIMaxBodyBytes int64
}

// Site serves the pages. Its handlers are safe for concurrent use.
type Site struct {
	cfg  Config
	csrf *http.CrossOriginProtection
}

// New returns the site for cfg.
func New(cfg Config) *Site {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	s := &Site{cfg: cfg, csrf: http.NewCrossOriginProtection()}
	s.csrf.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.renderError(w, r, http.StatusForbidden, "Cross-site form post refused",
			"This form only accepts posts from its own page. Open the page and submit it there.")
	}))
	return s
}

// secure sets the headers every page and asset carries.
func secure(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.SetSecurityHeaders(w.Header())
		next.ServeHTTP(w, r)
	})
}

// common is what the layout needs on every page.
type common struct {
	Title   string
	Path    string // for aria-current in the navigation
	Base    string // BaseURL, or "" when links are relative
	Version string
}

func (s *Site) common(r *http.Request, title string) common {
	v := s.cfg.Version
	if v == "" {
		v = "dev"
	}
	return common{Title: title, Path: r.URL.Path, Base: s.cfg.BaseURL, Version: v}
}

// render executes a page into a buffer first, so a template failure becomes
// a clean 500 instead of half a page.
func (s *Site) render(w http.ResponseWriter, r *http.Request, status int, page string, data any) {
	var buf bytes.Buffer
	if err := pages()[page].ExecuteTemplate(&buf, "layout", data); err != nil {
		s.cfg.Logger.Error("render page", "page", page, "err", err)
		http.Error(w, "the page could not be rendered; the error has been logged", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

type errorData struct {
	common
	Status  int
	Heading string
	Message string
}

func (s *Site) renderError(w http.ResponseWriter, r *http.Request, status int, heading, message string) {
	w.Header().Set("Cache-Control", "no-store")
	s.render(w, r, status, "error", errorData{common: s.common(r, heading), Status: status, Heading: heading, Message: message})
}

// templateFuncs are available in every template.
var templateFuncs = template.FuncMap{
	"reveal":   reveal,
	"ruleTerm": ruleTerm,
	"deref":    deref,
}

func deref(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// MCPURL is the explorer's own MCP endpoint.
func (c common) MCPURL() string {
	if c.Base == "" {
		return "/mcp"
	}
	return c.Base + "/mcp"
}

// TooManyRequests answers a person whose browser went over a rate limit
// with a page rather than problem+json; the caller has set Retry-After.
// busy says the limit of all clients together was met, not this address's.
func (s *Site) TooManyRequests(busy bool) http.Handler {
	why := "This address has sent more requests this minute than the explorer allows."
	if busy {
		why = "The explorer is busy: all its visitors together have sent more requests this minute than it takes, and this address more than half of its own share."
	}
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.renderError(w, r, http.StatusTooManyRequests, "Too many checks",
			why+" Wait "+w.Header().Get("Retry-After")+" seconds, then press Check again; what you typed is still in your browser's back history.")
	}))
}
