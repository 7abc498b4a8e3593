package ratelimit_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// counter is an in-memory ratelimit.Counter; deployments pass their store.
type counter struct {
	mu sync.Mutex
	n  map[store.Key]int64
}

func (c *counter) Add(_ context.Context, key store.Key, delta int64, _ time.Time) (int64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[key] += delta
	return c.n[key], nil
}

// Two paste checks a minute per client: the third is refused, and the
// headers tell the client when to come back.
func ExampleLimiter_Allow() {
	lim := ratelimit.New(&counter{n: map[store.Key]int64{}}, ratelimit.Limits{"paste": 2}, ratelimit.Options{})
	r := httptest.NewRequest("POST", "/api/v1/calculate", nil)
	for range 3 {
		d := lim.Allow(context.Background(), "paste", r)
		w := httptest.NewRecorder()
		d.WriteHeaders(w)
		fmt.Println(d.Allowed, d.Remaining, w.Header().Get("RateLimit-Limit"))
	}
	// Output:
	// true 1 2
	// true 0 2
	// false 0 2
}
