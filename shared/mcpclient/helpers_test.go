package mcpclient_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"sync"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// exchange is one request a test server saw.
type exchange struct {
	HTTPMethod string      // POST, DELETE, …
	RPCMethod  string      // JSON-RPC method, "" for none
	Header     http.Header // request header
}

// recorder wraps a handler and keeps every request it sees.
type recorder struct {
	mu  sync.Mutex
	log []exchange
	h   http.Handler
}

func (rec *recorder) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(body))
	var msg struct {
		Method string `json:"method"`
	}
	json.Unmarshal(body, &msg)
	rec.mu.Lock()
	rec.log = append(rec.log, exchange{r.Method, msg.Method, r.Header.Clone()})
	rec.mu.Unlock()
	rec.h.ServeHTTP(w, r)
}

func (rec *recorder) exchanges() []exchange {
	rec.mu.Lock()
	defer rec.mu.Unlock()
	return slices.Clone(rec.log)
}

// rpcMethods lists the JSON-RPC methods seen, in arrival order.
func (rec *recorder) rpcMethods() []string {
	var out []string
	for _, e := range rec.exchanges() {
		if e.RPCMethod != "" {
			out = append(out, e.RPCMethod)
		}
	}
	return out
}

// startServer serves h on loopback and returns its URL and a client policy
// that exempts exactly that address from the private-address rule.
func startServer(t testing.TB, h http.Handler) (string, safehttp.Options) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	ap := netip.MustParseAddrPort(srv.Listener.Addr().String())
	return srv.URL, safehttp.Options{AllowAddr: func(x netip.AddrPort) bool { return x == ap }}
}

// serverURL vets raw for a test server; the address policy that counts is
// the client's, at dial time.
func serverURL(t testing.TB, raw string) serverurl.URL {
	t.Helper()
	u, err := serverurl.Vet(raw, serverurl.Policy{AllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// mapCache is an in-memory GenerationCache.
type mapCache struct {
	mu   sync.Mutex
	m    map[string]string
	puts int
}

func (c *mapCache) Get(_ context.Context, origin string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	g, ok := c.m[origin]
	return g, ok
}

func (c *mapCache) Put(_ context.Context, origin, gen string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[string]string{}
	}
	c.m[origin] = gen
	c.puts++
}

func toolNames(t testing.TB, tools []json.RawMessage) []string {
	t.Helper()
	var names []string
	for _, raw := range tools {
		var tool struct {
			Name string `json:"name"`
		}
		if err := json.Unmarshal(raw, &tool); err != nil {
			t.Fatalf("tool %s: %v", raw, err)
		}
		names = append(names, tool.Name)
	}
	return names
}
