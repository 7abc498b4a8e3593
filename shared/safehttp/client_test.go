package safehttp_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// serve starts a loopback server and returns it with its address.
func serve(t *testing.T, h http.HandlerFunc) (*httptest.Server, netip.AddrPort) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv, netip.MustParseAddrPort(srv.Listener.Addr().String())
}

func only(ap netip.AddrPort) func(netip.AddrPort) bool {
	return func(x netip.AddrPort) bool { return x == ap }
}

// resolver maps test host names to loopback addresses and fails the test
// for any other name, so no test can reach a real DNS server.
func resolver(t *testing.T, names map[string]string) func(context.Context, string) ([]net.IP, error) {
	return func(_ context.Context, host string) ([]net.IP, error) {
		ip, ok := names[host]
		if !ok {
			t.Errorf("unexpected lookup of %q", host)
			return nil, fmt.Errorf("no such host %q", host)
		}
		return []net.IP{net.ParseIP(ip)}, nil
	}
}

func get(c *http.Client, ctx context.Context, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}

func TestDialRefusesPrivateTargets(t *testing.T) {
	var hits atomic.Int32
	srv, ap := serve(t, func(w http.ResponseWriter, r *http.Request) { hits.Add(1) })
	port := ap.Port()
	lookups := map[string]string{"evil.test": "127.0.0.1", "rebind.test": "::ffff:127.0.0.1"}
	c := safehttp.NewClient(safehttp.Options{LookupIP: resolver(t, lookups)})
	for _, url := range []string{
		srv.URL,
		fmt.Sprintf("http://evil.test:%d/", port),
		fmt.Sprintf("http://rebind.test:%d/", port),
		fmt.Sprintf("http://localhost:%d/", port),
		fmt.Sprintf("http://2130706433:%d/", port),
		fmt.Sprintf("http://0x7f.1:%d/", port),
		fmt.Sprintf("http://0177.0.0.1:%d/", port),
		fmt.Sprintf("http://127.1:%d/", port),
		fmt.Sprintf("http://[::ffff:127.0.0.1]:%d/", port),
	} {
		_, err := get(c, t.Context(), url)
		var be *safehttp.BlockedError
		if !errors.As(err, &be) {
			t.Errorf("GET %s: %v, want a *BlockedError", url, err)
		}
	}
	if n := hits.Load(); n != 0 {
		t.Fatalf("the loopback server was reached %d times", n)
	}
}

func TestDialsTheVettedAddress(t *testing.T) {
	_, ap := serve(t, func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, r.Host) })
	var lookups atomic.Int32
	c := safehttp.NewClient(safehttp.Options{
		AllowPrivate: true,
		LookupIP: func(_ context.Context, host string) ([]net.IP, error) {
			lookups.Add(1)
			if host != "evil.test" {
				return nil, fmt.Errorf("unexpected host %q", host)
			}
			return []net.IP{net.ParseIP("127.0.0.1")}, nil
		},
	})
	// evil.test exists only in our resolver: reaching the server proves the
	// dialer connected to the vetted address instead of resolving again.
	body, err := get(c, t.Context(), fmt.Sprintf("http://evil.test:%d/x", ap.Port()))
	if err != nil {
		t.Fatal(err)
	}
	if string(body) != fmt.Sprintf("evil.test:%d", ap.Port()) {
		t.Errorf("Host seen by server = %q", body)
	}
	if n := lookups.Load(); n != 1 {
		t.Errorf("%d lookups, want 1", n)
	}
}

func TestNumericSpellingsReachTheSameAddressWhenAllowed(t *testing.T) {
	_, ap := serve(t, func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") })
	c := safehttp.NewClient(safehttp.Options{AllowPrivate: true, LookupIP: resolver(t, nil)})
	for _, host := range []string{"2130706433", "0x7f.1", "0177.0.0.1", "127.1", "[::ffff:127.0.0.1]"} {
		body, err := get(c, t.Context(), fmt.Sprintf("http://%s:%d/", host, ap.Port()))
		if err != nil || string(body) != "ok" {
			t.Errorf("%s: %q, %v", host, body, err)
		}
	}
}

func TestRedirects(t *testing.T) {
	var targetHits atomic.Int32
	_, target := serve(t, func(w http.ResponseWriter, r *http.Request) {
		targetHits.Add(1)
		io.WriteString(w, "secret")
	})
	_, origin := serve(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/loop":
			http.Redirect(w, r, "/loop", http.StatusFound)
		case "/twice":
			http.Redirect(w, r, "/once", http.StatusFound)
		case "/once":
			http.Redirect(w, r, "/done", http.StatusTemporaryRedirect)
		case "/done":
			io.WriteString(w, "done")
		default:
			http.Redirect(w, r, r.URL.Query().Get("to"), http.StatusTemporaryRedirect)
		}
	})
	names := map[string]string{"metadata.test": "169.254.169.254", "target.test": "127.0.0.1"}
	// Only the origin server is exempt, so each redirect target is judged on its own.
	c := safehttp.NewClient(safehttp.Options{AllowAddr: only(origin), LookupIP: resolver(t, names)})
	base := "http://" + origin.String()

	if body, err := get(c, t.Context(), base+"/twice"); err != nil || string(body) != "done" {
		t.Fatalf("two redirects: %q, %v", body, err)
	}
	for _, tc := range []struct{ to, want string }{
		{"http://" + target.String() + "/", "loopback"},
		{fmt.Sprintf("http://0x7f.1:%d/", target.Port()), "loopback"},
		{fmt.Sprintf("http://target.test:%d/", target.Port()), "loopback"},
		// Refused by the redirect check (literal) and the dialer (name);
		// the resolver maps the name, so nothing ever dials out.
		{"http://169.254.169.254/latest/meta-data/", "link-local"},
		{"http://metadata.test/latest/meta-data/", "link-local"},
		{"http://[::ffff:169.254.169.254]/", "link-local"},
		{"file:///etc/passwd", "not file:"},
		{"http://user:pw@" + target.String() + "/", "user name"},
	} {
		_, err := get(c, t.Context(), base+"/?to="+tc.to)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("redirect to %s: %v, want %q", tc.to, err, tc.want)
		}
	}
	if _, err := get(c, t.Context(), base+"/loop"); err == nil || !strings.Contains(err.Error(), "after 3 redirects") {
		t.Errorf("redirect loop: %v", err)
	}
	if n := targetHits.Load(); n != 0 {
		t.Errorf("blocked redirect target reached %d times", n)
	}
}

func TestResponseLimits(t *testing.T) {
	zeros := bytes.Repeat([]byte{0}, 6<<20)
	// 64 gzip members of 1 MiB of zeros each: 64 MiB decompressed.
	var member bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&member, gzip.BestCompression)
	zw.Write(zeros[:1<<20])
	zw.Close()
	bomb := bytes.NewBuffer(bytes.Repeat(member.Bytes(), 64))
	var small bytes.Buffer
	zw = gzip.NewWriter(&small)
	io.WriteString(zw, "hello, gzip")
	zw.Close()

	_, ap := serve(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/big":
			w.Write(zeros[:6<<20])
		case "/exact":
			w.Write(zeros[:1<<20])
		case "/bomb":
			w.Header().Set("Content-Encoding", "gzip")
			w.Write(bomb.Bytes())
		case "/gzip":
			if r.Header.Get("Accept-Encoding") != "gzip" {
				http.Error(w, "no gzip asked", 400)
				return
			}
			w.Header().Set("Content-Encoding", "gzip")
			w.Write(small.Bytes())
		case "/notgzip":
			w.Header().Set("Content-Encoding", "gzip")
			io.WriteString(w, "plain text")
		case "/part":
			w.Write(zeros[:768<<10])
		}
	})
	c := safehttp.NewClient(safehttp.Options{AllowAddr: only(ap), MaxMessageBytes: 1 << 20})
	base := "http://" + ap.String()
	var le *safehttp.LimitError

	if body, err := get(c, t.Context(), base+"/exact"); err != nil || len(body) != 1<<20 {
		t.Errorf("a body of exactly the limit: %d bytes, %v", len(body), err)
	}
	if _, err := get(c, t.Context(), base+"/big"); !errors.As(err, &le) || le.Scope != "message" {
		t.Errorf("big body: %v, want message LimitError", err)
	}
	body, err := get(c, t.Context(), base+"/bomb")
	if !errors.As(err, &le) || le.Scope != "message" || len(body) > 1<<20 {
		t.Errorf("gzip bomb (%d bytes compressed): read %d bytes, %v", bomb.Len(), len(body), err)
	}
	if body, err := get(c, t.Context(), base+"/gzip"); err != nil || string(body) != "hello, gzip" {
		t.Errorf("gzip: %q, %v", body, err)
	}
	if _, err := get(c, t.Context(), base+"/notgzip"); err == nil || !strings.Contains(err.Error(), "gzip") {
		t.Errorf("broken gzip: %v", err)
	}

	budget := safehttp.NewBudget(2 << 20)
	ctx := safehttp.WithBudget(t.Context(), budget)
	for i := range 2 {
		if _, err := get(c, ctx, base+"/part"); err != nil {
			t.Fatalf("part %d within budget: %v", i, err)
		}
	}
	if _, err := get(c, ctx, base+"/part"); !errors.As(err, &le) || le.Scope != "inspection" {
		t.Errorf("third part: %v, want inspection LimitError", err)
	}
	if used := budget.Used(); used < 2<<20 || used > 3*768<<10 {
		t.Errorf("budget used %d", used)
	}
	// A share stops at its own limit, and charges the budget it is part of.
	budget = safehttp.NewBudget(20 << 20)
	share := budget.Share(512 << 10) // a part is 768 KiB
	if _, err := get(c, safehttp.WithBudget(t.Context(), share), base+"/part"); !errors.As(err, &le) || le.Scope != "inspection" {
		t.Errorf("a part beyond the share: %v, want inspection LimitError", err)
	}
	if used := budget.Used(); used != share.Used() || used < 512<<10 {
		t.Errorf("share used %d, its budget %d", share.Used(), used)
	}
	budget = safehttp.NewBudget(512 << 10)
	if _, err := get(c, safehttp.WithBudget(t.Context(), budget.Share(20<<20)), base+"/part"); !errors.As(err, &le) {
		t.Errorf("a share larger than what is left of its budget: %v", err)
	}
	// The gzip bomb is charged by its decompressed size.
	budget = safehttp.NewBudget(20 << 20)
	get(c, safehttp.WithBudget(t.Context(), budget), base+"/bomb")
	if used := budget.Used(); used < 1<<20 {
		t.Errorf("bomb charged %d bytes, want the decompressed megabyte", used)
	}
}

// Headers a user gives (an API key, a session id) follow a redirect on the
// same origin but not to another one; the protocol's own headers do.
func TestCrossOriginRedirectDropsCredentials(t *testing.T) {
	seen := make(chan http.Header, 2)
	_, other := serve(t, func(w http.ResponseWriter, r *http.Request) {
		seen <- r.Header.Clone()
		io.WriteString(w, "other")
	})
	_, origin := serve(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/same":
			http.Redirect(w, r, "/landed", http.StatusTemporaryRedirect)
		case "/landed":
			seen <- r.Header.Clone()
			io.WriteString(w, "same")
		default:
			http.Redirect(w, r, "http://"+other.String()+"/", http.StatusTemporaryRedirect)
		}
	})
	c := safehttp.NewClient(safehttp.Options{AllowPrivate: true})
	for _, tc := range []struct {
		path    string
		keepKey bool
	}{{"/same", true}, {"/away", false}} {
		req, _ := http.NewRequestWithContext(t.Context(), http.MethodGet, "http://"+origin.String()+tc.path, nil)
		req.Header.Set("X-Api-Key", "k-123")
		req.Header.Set("Mcp-Session-Id", "s-1")
		req.Header.Set("Authorization", "Bearer t")
		req.Header.Set("Mcp-Protocol-Version", "2025-11-25")
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		h := <-seen
		if got := h.Get("X-Api-Key") != ""; got != tc.keepKey {
			t.Errorf("%s: X-Api-Key sent = %v, want %v", tc.path, got, tc.keepKey)
		}
		if !tc.keepKey && (h.Get("Mcp-Session-Id") != "" || h.Get("Authorization") != "") {
			t.Errorf("%s: credentials followed the redirect: %v", tc.path, h)
		}
		if h.Get("Mcp-Protocol-Version") == "" {
			t.Errorf("%s: the protocol header was dropped", tc.path)
		}
	}
}
