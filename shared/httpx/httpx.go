// Package httpx is the HTTP plumbing every door shares, below the adapters
// that use it (httpapi, mcpserver, toolcard, subscribe, web): the request
// body limit and a bounded look at a body, the cost class of a /mcp body,
// the security headers of a page and the JSON response writer.
package httpx

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"sync/atomic"
	"time"
)

// MaxBodyBytes bounds every request body of the API and /mcp: a full
// 1,000,000-character toolsJson, JSON-escaped, fits; anything larger is
// answered with 413.
const MaxBodyBytes = 1_500_000

// PeekBody reads up to MaxBodyBytes+1 bytes of r's body and restores the
// body, for a look before the handler reads it.
func PeekBody(r *http.Request) []byte {
	b, _ := io.ReadAll(io.LimitReader(r.Body, MaxBodyBytes+1))
	r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(b), r.Body))
	return b
}

// contentSecurityPolicy allows nothing but this origin's own files: no
// inline scripts or styles, no frames, no plugins.
const contentSecurityPolicy = "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'"

// SetSecurityHeaders sets the site's Content-Security-Policy and the
// headers that forbid sniffing, referrers and framing, on h.
func SetSecurityHeaders(h http.Header) {
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
}

// WriteJSON answers status with v as JSON, HTML characters unescaped, as
// application/json unless a Content-Type is already set, and never to be
// sniffed as anything else.
func WriteJSON(w http.ResponseWriter, status int, v any) {
	if w.Header().Get("Content-Type") == "" {
		w.Header().Set("Content-Type", "application/json")
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

type clientKey struct{}

// WithClient returns ctx carrying the identity of the client a request
// came from (the rate limiter's key: its address, IPv6 by /64), for work
// that must keep clients apart.
func WithClient(ctx context.Context, client string) context.Context {
	return context.WithValue(ctx, clientKey{}, client)
}

// Client is the identity WithClient put in ctx, or "" outside a request
// (the command line).
func Client(ctx context.Context) string {
	s, _ := ctx.Value(clientKey{}).(string)
	return s
}

type meterKey struct{}

// Meter adds up the analysis time spent on one request, which the rate
// limiter charges to its client.
type Meter struct{ ns atomic.Int64 }

// WithMeter returns ctx carrying a new Meter, and the Meter.
func WithMeter(ctx context.Context) (context.Context, *Meter) {
	m := &Meter{}
	return context.WithValue(ctx, meterKey{}, m), m
}

// Spend adds the time since start to ctx's Meter, if it has one. Call it
// after work that only computes (parsing, analysis), never around waits.
func Spend(ctx context.Context, start time.Time) {
	if m, ok := ctx.Value(meterKey{}).(*Meter); ok {
		m.ns.Add(int64(time.Since(start)))
	}
}

// Spent is the time added so far.
func (m *Meter) Spent() time.Duration { return time.Duration(m.ns.Load()) }
