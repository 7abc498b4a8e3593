package ratelimit_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

func request(remote, xff string) *http.Request {
	r := httptest.NewRequest("POST", "/api/v1/calculate", nil)
	r.RemoteAddr = remote
	if xff != "" {
		r.Header.Set("X-Forwarded-For", xff)
	}
	return r
}

// fixedClock stops 10 s into the next minute: fixed, so a test's requests
// never straddle a window, and ahead of the real time, by which the stores
// decide whether a counter has expired.
func fixedClock() func() time.Time {
	t := time.Now().UTC().Truncate(time.Minute).Add(time.Minute + 10*time.Second)
	return func() time.Time { return t }
}

// 200 concurrent requests against a limit of 100 admit exactly 100.
func TestExactUnderConcurrency(t *testing.T) {
	for name, store := range backends.All(t) {
		t.Run(name, func(t *testing.T) {
			lim := ratelimit.New(store, ratelimit.Limits{"paste": 100}, ratelimit.Options{Now: fixedClock()})
			var admitted atomic.Int64
			var wg sync.WaitGroup
			for range 200 {
				wg.Go(func() {
					d := lim.Allow(context.Background(), "paste", request("198.51.100.7:5000", ""))
					if d.Err != nil {
						t.Error(d.Err)
					}
					if d.Allowed {
						admitted.Add(1)
					}
				})
			}
			wg.Wait()
			if n := admitted.Load(); n != 100 {
				t.Errorf("admitted %d, want exactly 100", n)
			}
		})
	}
}

func TestHeadersAndRetryAfter(t *testing.T) {
	lim := ratelimit.New(backends.Bolt(t), ratelimit.Limits{"connect": 2}, ratelimit.Options{Now: fixedClock()})
	var last *httptest.ResponseRecorder
	var d ratelimit.Decision
	for i := range 3 {
		last = httptest.NewRecorder()
		d = lim.Allow(context.Background(), "connect", request("203.0.113.9:1", ""))
		d.WriteHeaders(last)
		if (i < 2) != d.Allowed {
			t.Fatalf("request %d allowed=%v", i, d.Allowed)
		}
	}
	h := last.Header()
	if h.Get("RateLimit-Limit") != "2" || h.Get("RateLimit-Remaining") != "0" || h.Get("RateLimit-Reset") != "50" || h.Get("Retry-After") != "50" {
		t.Errorf("headers = %v", h)
	}
	// Another client and another class have their own buckets.
	if !lim.Allow(context.Background(), "connect", request("203.0.113.10:1", "")).Allowed {
		t.Error("another client was limited")
	}
	if d := lim.Allow(context.Background(), "unlimited", request("203.0.113.9:1", "")); !d.Allowed || d.Limit != 0 {
		t.Errorf("class without a limit: %+v", d)
	}
}

func TestGlobalBucketStopsSpraying(t *testing.T) {
	now := time.Now().UTC().Truncate(time.Minute).Add(time.Minute)
	clock := func() time.Time { return now }
	lim := ratelimit.New(backends.Bolt(t), ratelimit.Limits{"paste": 100}, ratelimit.Options{Global: 5, GlobalFlush: time.Second, Now: clock})
	allowed := 0
	for i := range 20 {
		now = now.Add(10 * time.Millisecond)
		addr := netip.AddrFrom4([4]byte{198, 51, 100, byte(i)}).String() + ":1"
		d := lim.Allow(context.Background(), "paste", request(addr, ""))
		if d.Allowed {
			allowed++
		} else if !d.Global {
			t.Errorf("client %d refused by its own bucket", i)
		}
	}
	// Clients within half their own limit pass the spent budget up to twice it.
	if allowed != 10 {
		t.Errorf("20 clients spraying got %d admissions, want twice the global 5", allowed)
	}
}

// Six clients each flooding cheap reads up to their own limit spend the
// global budget; an honest client that sends a few reads and checks is
// never refused, and the floods are (issue 17, weakness 6).
func TestFloodersCannotLockOutAnHonestClient(t *testing.T) {
	lim := ratelimit.New(&counter{n: map[store.Key]int64{}}, ratelimit.Limits{"read": 600, "paste": 60},
		ratelimit.Options{Global: 3000, Now: fixedClock()})
	ctx := context.Background()
	honest := request("203.0.113.200:1", "")
	floodAdmitted, floodGlobal := 0, 0
	for round := range 600 {
		for f := range 6 {
			d := lim.Allow(ctx, "read", request(netip.AddrFrom4([4]byte{198, 51, 100, byte(f)}).String()+":1", ""))
			if d.Allowed {
				floodAdmitted++
			} else if d.Global {
				floodGlobal++
			}
		}
		for _, class := range []string{"read", "paste"} {
			if class == "paste" && round%100 != 0 || class == "read" && round%20 != 0 {
				continue
			}
			if d := lim.Allow(ctx, class, honest); !d.Allowed {
				t.Fatalf("round %d: the honest client's %s was refused (global %v)", round, class, d.Global)
			}
		}
	}
	if floodAdmitted > 3000 || floodGlobal == 0 {
		t.Errorf("flooders: %d admitted, %d refused by the global budget; want at most 3000 and some refused", floodAdmitted, floodGlobal)
	}
}

// AllowN counts every unit; n 0 only reads; Charge adds without deciding.
func TestAllowNAndCharge(t *testing.T) {
	lim := ratelimit.New(backends.Bolt(t), ratelimit.Limits{"mcp": 10, "cpu": 100}, ratelimit.Options{Now: fixedClock()})
	ctx, r := context.Background(), request("198.51.100.9:1", "")
	if d := lim.AllowN(ctx, "mcp", 10, r); !d.Allowed || d.Remaining != 0 {
		t.Fatalf("10 of 10: %+v", d)
	}
	if d := lim.AllowN(ctx, "mcp", 1, r); d.Allowed {
		t.Fatal("the 11th unit was admitted")
	}
	if err := lim.Charge(ctx, "cpu", 100, r); err != nil {
		t.Fatal(err)
	}
	if d := lim.AllowN(ctx, "cpu", 0, r); !d.Allowed {
		t.Fatal("at the limit, a read of the count was refused")
	}
	if d := lim.Spent("cpu", r); !d.Allowed {
		t.Fatal("at the limit, Spent refused")
	}
	lim.Charge(ctx, "cpu", 1, r)
	if d := lim.AllowN(ctx, "cpu", 0, r); d.Allowed {
		t.Fatal("over the limit, a read of the count was admitted")
	}
	// This instance saw the charge pass the limit: it refuses without the store.
	if d := lim.Spent("cpu", r); d.Allowed || d.Remaining != 0 {
		t.Fatalf("past the limit, Spent: %+v", d)
	}
	if d := lim.Spent("cpu", request("198.51.100.10:1", "")); !d.Allowed {
		t.Fatal("another client was refused")
	}
}

func TestClientKey(t *testing.T) {
	lim := ratelimit.New(nil, nil, ratelimit.Options{TrustedProxies: []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8")}})
	tests := []struct{ remote, xff, want string }{
		{"198.51.100.7:443", "", "198.51.100.7"},
		{"198.51.100.7:443", "1.2.3.4", "198.51.100.7"},  // untrusted peer: XFF ignored
		{"10.1.2.3:443", "1.2.3.4, 10.9.9.9", "1.2.3.4"}, // trusted proxies peeled off
		{"[2001:db8:1:2:3:4:5:6]:443", "", "2001:db8:1:2::/64"},
		{"[::ffff:198.51.100.7]:1", "", "198.51.100.7"},
		{"garbage", "", "unknown"},
	}
	// A proxy that adds its own header line: the last line is the proxy's.
	r := request("10.1.2.3:443", "6.6.6.6")
	r.Header.Add("X-Forwarded-For", "1.2.3.4")
	if got := lim.ClientKey(r); got != "1.2.3.4" {
		t.Errorf("two header lines: ClientKey = %s, want 1.2.3.4", got)
	}
	for _, tt := range tests {
		if got := lim.ClientKey(request(tt.remote, tt.xff)); got != tt.want {
			t.Errorf("ClientKey(%s, %q) = %s, want %s", tt.remote, tt.xff, got, tt.want)
		}
	}
}
