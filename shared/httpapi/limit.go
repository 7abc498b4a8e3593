package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
	"github.com/usefulweb/mcp-server-explorer/shared/web"
)

// Rate-limit classes. Connect-like work (reaching out to a server or the
// registry, MCP tools/call) is limited more tightly than paste-like work,
// which is tighter than reading pages and documents. A client has one
// connect budget for the API, the page and /mcp.
const (
	ClassPaste   = "paste"
	ClassConnect = "connect" // also MCP tools/call
	ClassMCP     = "mcp"     // MCP listing, reads, handshakes
	ClassRead    = "read"
	// ClassCPU is milliseconds of analysis (parsing and checking tools),
	// measured and charged after each request; a client past it is
	// refused everything but reads until the window ends.
	ClassCPU = "cpu"
)

// minCharge is the least analysis time a request is charged for: cheaper
// requests cost no store round trip, and the request limits bound them.
const minCharge = 10 * time.Millisecond

// countTimeout bounds the rate-limit store's answer.
const countTimeout = 10 * time.Second

// limitRequests counts every request against its client's bucket for the
// route's class and answers 429 over the limit, 503 when the store fails.
func limitRequests(cfg Config, site *web.Site, next http.Handler) http.Handler {
	if cfg.Limiter == nil {
		return next
	}
	tooMany, busy := site.TooManyRequests(false), site.TooManyRequests(true)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A client that hangs up mid-upload cancels the request's context;
		// its request still counts, and the store is not blamed for it.
		ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), countTimeout)
		defer cancel()
		var d ratelimit.Decision
		costs := classify(cfg, r)
		for _, c := range costs {
			if d = cfg.Limiter.AllowN(ctx, c.class, c.n, r); !d.Allowed {
				break
			}
		}
		if costs[0].class != ClassRead && d.Allowed && d.Err == nil {
			if spent := cfg.Limiter.Spent(ClassCPU, r); !spent.Allowed {
				d = spent
			}
		}
		d.WriteHeaders(w)
		switch {
		case r.Context().Err() != nil:
			cfg.Logger.Info("client went away", "path", r.URL.Path)
		case d.Err != nil:
			cfg.Logger.Error("rate limit store failed", "err", d.Err)
			writeProblem(w, cfg, &problem.Problem{Status: http.StatusServiceUnavailable, Code: problem.CodeStoreUnavailable, Detail: "the rate-limit store is unavailable; nothing was done, try again shortly"})
		case !d.Allowed && wantsPage(r) && d.Global:
			busy.ServeHTTP(w, r)
		case !d.Allowed && wantsPage(r):
			tooMany.ServeHTTP(w, r)
		case !d.Allowed:
			w.Header().Set("Cache-Control", "no-store")
			writeProblem(w, cfg, &problem.Problem{Status: http.StatusTooManyRequests, Code: "rate-limited", Detail: tooManyDetail(cfg, d, w.Header().Get("Retry-After"))})
		default:
			mctx, meter := httpx.WithMeter(r.Context())
			if costs[0].class == ClassRead {
				w = &ownCounts{ResponseWriter: w}
			}
			next.ServeHTTP(w, r.WithContext(mctx))
			if spent := meter.Spent(); spent >= minCharge {
				ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), countTimeout)
				defer cancel()
				if err := cfg.Limiter.Charge(ctx, ClassCPU, spent.Milliseconds(), r); err != nil {
					cfg.Logger.Warn("analysis time not charged", "err", err)
				}
			}
		}
	})
}

// ownCounts drops the client's RateLimit-* headers from an answer that
// shared caches may keep (Cache-Control public: the index, badges,
// pages): a cache would hand one client's counts to every other, and a
// copy saying "Remaining: 0" would have polite clients back off.
type ownCounts struct {
	http.ResponseWriter
	wrote bool
}

func (o *ownCounts) WriteHeader(code int) {
	if !o.wrote {
		o.wrote = true
		if h := o.Header(); strings.Contains(h.Get("Cache-Control"), "public") {
			h.Del("RateLimit-Limit")
			h.Del("RateLimit-Remaining")
			h.Del("RateLimit-Reset")
		}
	}
	o.ResponseWriter.WriteHeader(code)
}

func (o *ownCounts) Write(b []byte) (int, error) {
	if !o.wrote {
		o.WriteHeader(http.StatusOK)
	}
	return o.ResponseWriter.Write(b)
}

func (o *ownCounts) Unwrap() http.ResponseWriter { return o.ResponseWriter }

// tooManyDetail names the limit that was met: the client's own for the
// class, or the budget of all clients together.
func tooManyDetail(cfg Config, d ratelimit.Decision, retry string) string {
	if d.Class == ClassCPU {
		return fmt.Sprintf("your address used more than its %d ms of analysis time this minute (parsing and checking tools, whatever the door); retry after %s seconds", d.Limit, retry)
	}
	if d.Global {
		return fmt.Sprintf("the service-wide limit was met: all clients together sent more than %d requests this minute, and your address more than half its own %s limit (%d per minute); retry after %s seconds",
			cfg.Limiter.GlobalLimit(), d.Class, d.Limit, retry)
	}
	return fmt.Sprintf("too many %s requests from your address: your limit is %d per minute; retry after %s seconds", d.Class, d.Limit, retry)
}

// wantsPage tells a person's browser on the page from an API client.
func wantsPage(r *http.Request) bool {
	return r.URL.Path == "/" && strings.Contains(r.Header.Get("Accept"), "text/html")
}

// cost is what a request counts in one class.
type cost struct {
	class string
	n     int64
}

// subregistryReadsPerRead is how many servers of a /v0.1/servers page
// count as one more read: a page of 100 costs 11 reads, not 1.
const subregistryReadsPerRead = 10

// classify finds what a request costs. For the two doors to the
// calculation (the API and the page's form) and for /mcp, that depends on
// the body, which is read here (bounded) and put back for the handler. A
// /mcp batch counts each of its messages: its tools/call in the connect
// class, the rest in the mcp class.
func classify(cfg Config, r *http.Request) []cost {
	one := func(class string) []cost { return []cost{{class, 1}} }
	if r.Method != http.MethodPost {
		// A shareable link (/?mode=connect&url=…) runs a check on GET.
		if q := r.URL.Query(); r.URL.Path == "/" && (q.Has("url") || q.Has("search") || q.Has("toolsJson")) {
			if q.Get("mode") == explorer.ModePaste {
				return one(ClassPaste)
			}
			return one(ClassConnect)
		}
		if r.URL.Path == "/v0.1/servers" {
			// Each server on a subregistry page is a store read of its own.
			return []cost{{ClassRead, 1 + int64(indexapi.ServersReads(r.URL.Query()))/subregistryReadsPerRead}}
		}
		return one(ClassRead)
	}
	switch r.URL.Path {
	case "/api/v1/calculate", "/":
		if modeOf(r, httpx.PeekBody(r)) == explorer.ModePaste {
			return one(ClassPaste)
		}
		return one(ClassConnect)
	case "/mcp":
		calls, others := httpx.MethodCounts(httpx.PeekBody(r))
		var costs []cost
		if calls > 0 {
			costs = append(costs, cost{ClassConnect, int64(calls)})
		}
		if others > 0 {
			costs = append(costs, cost{ClassMCP, int64(others)})
		}
		return costs
	case "/api/v1/subscriptions", "/api/v1/subscriptions/unsubscribe":
		return one(ClassConnect)
	}
	return one(ClassPaste)
}

// modeOf reads the mode from a JSON, urlencoded or multipart body; the
// contract's default is connect.
func modeOf(r *http.Request, body []byte) string {
	mt, params, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var mode string
	switch {
	case mt == "application/x-www-form-urlencoded":
		if q, err := url.ParseQuery(string(body)); err == nil {
			mode = q.Get("mode")
		}
	case strings.HasPrefix(mt, "multipart/"):
		// Read every field named mode, as the form parser does (file parts
		// are not fields); disagreeing values count as the dearer class.
		mr := multipart.NewReader(bytes.NewReader(body), params["boundary"])
		for {
			p, err := mr.NextPart()
			if err != nil {
				break
			}
			if p.FormName() != "mode" || p.FileName() != "" {
				continue
			}
			v, _ := io.ReadAll(io.LimitReader(p, 32))
			if mode != "" && mode != string(v) {
				return explorer.ModeConnect
			}
			mode = string(v)
		}
	default:
		var in struct {
			Mode string `json:"mode"`
		}
		_ = json.Unmarshal(body, &in)
		mode = in.Mode
	}
	if mode == "" {
		return explorer.ModeConnect
	}
	return mode
}
