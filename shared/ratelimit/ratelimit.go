// Package ratelimit puts fixed-window request limits in front of the public
// routes, with the counters in the project's store (DynamoDB on Lambda,
// bbolt locally), so every instance shares them: [New] takes any [Counter]
// (a [store.Store] is one), [Limiter.Allow] decides, and
// [Decision.WriteHeaders] tells the client; a refused request is answered
// 429 with Retry-After.
package ratelimit

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Counter is the part of the store a limiter needs: an atomic add that
// returns the new value.
type Counter interface {
	Add(ctx context.Context, key store.Key, delta int64, expiresAt time.Time) (int64, error)
}

// Limits are requests per minute per client, by route class.
type Limits map[string]int64

// Options tune a limiter.
type Options struct {
	// Global is the per-minute budget of all clients together, a guard
	// against spraying from many addresses. 0 disables it. Once it is
	// spent, a client that has used at most half its own limit in the
	// class is still admitted, until twice the budget, so that a few
	// clients at their own limits cannot lock everyone else out.
	Global int64
	// GlobalFlush is how often an instance adds its local count to the
	// shared global counter (default 1 s). The per-client check is exact;
	// the global one may overshoot by what instances admit between flushes.
	GlobalFlush time.Duration
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	Now            func() time.Time
}

// Window is the length of one counting window.
const Window = time.Minute

// Limiter decides whether a request may proceed.
type Limiter struct {
	counter Counter
	limits  Limits
	opts    Options

	mu         sync.Mutex
	spent      map[string]int64 // class and client → the window this instance saw it pass its limit
	pending    int64            // admitted here since the last global flush
	globalSeen int64            // the shared global count at the last flush
	flushedAt  time.Time        // when the last flush happened
	globalWin  int64            // the window globalSeen belongs to
}

// New builds a limiter over counter.
func New(counter Counter, limits Limits, opts Options) *Limiter {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	if opts.GlobalFlush == 0 {
		opts.GlobalFlush = time.Second
	}
	return &Limiter{counter: counter, limits: limits, opts: opts, flushedAt: opts.Now(), spent: map[string]int64{}}
}

// Decision is the outcome for one request.
type Decision struct {
	Allowed   bool
	Class     string
	Limit     int64
	Remaining int64
	Reset     time.Duration // until the window ends
	Global    bool          // refused by the budget of all clients together
	Err       error         // the store failed; answer 503
}

// WriteHeaders sets RateLimit-Limit, -Remaining and -Reset, and Retry-After
// when the request was refused.
func (d Decision) WriteHeaders(w http.ResponseWriter) {
	if d.Limit == 0 || d.Err != nil {
		return
	}
	secs := strconv.Itoa(int((d.Reset + time.Second - 1) / time.Second))
	h := w.Header()
	h.Set("RateLimit-Limit", strconv.FormatInt(d.Limit, 10))
	h.Set("RateLimit-Remaining", strconv.FormatInt(d.Remaining, 10))
	h.Set("RateLimit-Reset", secs)
	if !d.Allowed {
		h.Set("Retry-After", secs)
	}
}

// Allow counts the request against its client's bucket for class and
// against the global bucket. One store round trip in the common case.
func (l *Limiter) Allow(ctx context.Context, class string, r *http.Request) Decision {
	return l.AllowN(ctx, class, 1, r)
}

// AllowN is Allow for a request that costs n units of class (the messages
// of a batch, the milliseconds of work): all of them are counted, and the
// request is admitted if the client's count stays within the limit. n 0
// only reads the count: admitted while the client is within its limit.
func (l *Limiter) AllowN(ctx context.Context, class string, n int64, r *http.Request) Decision {
	limit, ok := l.limits[class]
	if !ok || limit <= 0 {
		return Decision{Allowed: true, Class: class}
	}
	now := l.opts.Now()
	win := now.Truncate(Window)
	reset := win.Add(Window).Sub(now)
	d := Decision{Class: class, Limit: limit, Reset: reset}
	count, err := l.counter.Add(ctx, l.key(class, r, win), n, win.Add(Window+time.Hour))
	if err != nil {
		d.Err = err
		return d
	}
	d.Remaining = max(0, limit-count)
	if count > limit {
		return d
	}
	if n > 0 && l.globalExceeded(ctx, win, now, n, count <= max(1, limit/2)) {
		d.Remaining, d.Global = 0, true
		return d
	}
	d.Allowed = true
	return d
}

// Charge adds n units to the client's bucket of class without deciding
// anything: work measured after the fact, which the next AllowN sees. A
// charge that takes the client past the limit is remembered here, so that
// Spent refuses it for the rest of the window without a store round trip;
// another instance learns it at its own next charge.
func (l *Limiter) Charge(ctx context.Context, class string, n int64, r *http.Request) error {
	limit := l.limits[class]
	if limit <= 0 || n <= 0 {
		return nil
	}
	win := l.opts.Now().Truncate(Window)
	key := l.key(class, r, win)
	total, err := l.counter.Add(ctx, key, n, win.Add(Window+time.Hour))
	if err == nil && total > limit {
		l.mu.Lock()
		for k, w := range l.spent {
			if w != win.Unix() {
				delete(l.spent, k)
			}
		}
		l.spent[key.PK] = win.Unix()
		l.mu.Unlock()
	}
	return err
}

// Spent is the decision for a client whose charges of class this instance
// saw pass the limit in the current window: refused until it ends.
// Otherwise it is allowed, without asking the store.
func (l *Limiter) Spent(class string, r *http.Request) Decision {
	limit := l.limits[class]
	if limit <= 0 {
		return Decision{Allowed: true, Class: class}
	}
	now := l.opts.Now()
	win := now.Truncate(Window)
	d := Decision{Class: class, Limit: limit, Remaining: limit, Reset: win.Add(Window).Sub(now), Allowed: true}
	l.mu.Lock()
	if l.spent[l.key(class, r, win).PK] == win.Unix() {
		d.Allowed, d.Remaining = false, 0
	}
	l.mu.Unlock()
	return d
}

func (l *Limiter) key(class string, r *http.Request, win time.Time) store.Key {
	return store.Key{PK: "rl#" + class + "#" + l.ClientKey(r), SK: strconv.FormatInt(win.Unix(), 10)}
}

// globalExceeded counts n admissions locally and, at most once per
// GlobalFlush, adds the local count to the shared global counter. Past the
// budget only a light client (one within its fair share) is admitted, up to
// twice the budget.
func (l *Limiter) globalExceeded(ctx context.Context, win, now time.Time, n int64, light bool) bool {
	if l.opts.Global <= 0 {
		return false
	}
	l.mu.Lock()
	if l.globalWin != win.Unix() {
		l.globalWin, l.globalSeen = win.Unix(), 0
	}
	flush := now.Sub(l.flushedAt) >= l.opts.GlobalFlush
	estimate := l.globalSeen + l.pending + n
	if estimate > l.opts.Global && (!light || estimate > 2*l.opts.Global) {
		l.mu.Unlock()
		return true
	}
	l.pending += n
	var delta int64
	if flush {
		delta, l.pending, l.flushedAt = l.pending, 0, now
	}
	l.mu.Unlock()
	if flush {
		key := store.Key{PK: "rl#global", SK: strconv.FormatInt(win.Unix(), 10)}
		if total, err := l.counter.Add(ctx, key, delta, win.Add(Window+time.Hour)); err == nil {
			l.mu.Lock()
			if l.globalWin == win.Unix() {
				l.globalSeen = total
			}
			l.mu.Unlock()
		}
	}
	return false
}

// GlobalLimit is the per-minute budget of all clients together (0: none).
func (l *Limiter) GlobalLimit() int64 { return l.opts.Global }

// ClientKey identifies the client: its IP (IPv6 by /64, since one host
// holds a whole /64), taken from RemoteAddr, which on Lambda is API
// Gateway's sourceIp. X-Forwarded-For counts only from trusted proxies.
func (l *Limiter) ClientKey(r *http.Request) string {
	addr := peerAddr(r.RemoteAddr)
	if addr.IsValid() && l.trusted(addr) {
		hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
		for i := len(hops) - 1; i >= 0; i-- {
			hop, err := netip.ParseAddr(strings.TrimSpace(hops[i]))
			if err != nil {
				break
			}
			addr = hop.Unmap()
			if !l.trusted(addr) {
				break
			}
		}
	}
	if !addr.IsValid() {
		return "unknown"
	}
	if addr.Is6() {
		p, _ := addr.Prefix(64)
		return p.String()
	}
	return addr.String()
}

func (l *Limiter) trusted(a netip.Addr) bool {
	for _, p := range l.opts.TrustedProxies {
		if p.Contains(a) {
			return true
		}
	}
	return false
}

func peerAddr(remote string) netip.Addr {
	host, _, err := net.SplitHostPort(remote)
	if err != nil {
		host = remote
	}
	a, err := netip.ParseAddr(strings.Trim(host, "[]"))
	if err != nil {
		return netip.Addr{}
	}
	return a.Unmap()
}

// ParseLimit reads a per-minute limit from a flag or variable.
func ParseLimit(name, v string) (int64, error) {
	n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("%s must be a whole number of requests per minute (0 = no limit), got %q", name, v)
	}
	return n, nil
}
