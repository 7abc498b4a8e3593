package oauthclient_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/oauthtest"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/oauthclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// follow is a browser whose user consents: it GETs the authorization URL
// and follows the redirect to the loopback listener.
func follow(authURL string) {
	go func() {
		if resp, err := http.Get(authURL); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}()
}

func inspector(t *testing.T, hc *http.Client, cfg oauthclient.Config) *oauthclient.Inspector {
	t.Helper()
	cfg.HTTP = hc
	if cfg.OpenBrowser == nil {
		cfg.OpenBrowser = follow
	}
	return oauthclient.NewInspector(&mcpclient.Client{HTTP: hc}, oauthclient.New(cfg))
}

func localClient() *http.Client { return safehttp.NewClient(safehttp.Options{AllowPrivate: true}) }

func TestLoginThenInspect(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{})
	var prompt bytes.Buffer
	in := inspector(t, localClient(), oauthclient.Config{Prompt: &prompt})
	for range 2 {
		insp, err := in.Inspect(t.Context(), vet(t, f.MCP), nil)
		if err != nil {
			t.Fatal(err)
		}
		if insp.AuthRequired != nil || len(insp.Tools) != 1 {
			t.Fatalf("authRequired %v, %d tools", insp.AuthRequired, len(insp.Tools))
		}
		if want := "Listed with an OAuth access token from " + f.Issuer + " (scope notes:read)"; !slices.ContainsFunc(insp.Warnings, func(w string) bool { return strings.HasPrefix(w, want) }) {
			t.Errorf("warnings %q lack %q", insp.Warnings, want)
		}
	}
	st := f.Stats()
	if st.Registrations != 1 || st.Authorizations != 1 || st.CodeExchanges != 1 {
		t.Errorf("the second inspection should reuse the token: %+v", st)
	}
	if len(st.Resources) != 1 || st.Resources[0] != f.MCP {
		t.Errorf("resource parameters %q, want [%s]", st.Resources, f.MCP)
	}
	if !strings.Contains(prompt.String(), f.Issuer+"/authorize?") {
		t.Errorf("the authorization URL was not printed: %q", prompt.String())
	}
	for _, tok := range f.Issued() {
		if strings.Contains(prompt.String(), tok) {
			t.Errorf("a token was printed: %q", prompt.String())
		}
	}
}

func TestFixedRedirectPort(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	if _, err := inspector(t, localClient(), oauthclient.Config{RedirectPort: port}).Inspect(t.Context(), vet(t, f.MCP), nil); err != nil {
		t.Fatal(err)
	}
	if got, want := f.Stats().RedirectURIs, fmt.Sprintf("http://127.0.0.1:%d/callback", port); len(got) != 1 || got[0] != want {
		t.Errorf("redirect URIs %q, want [%s]", got, want)
	}
}

func TestIssuerMismatchIsRefused(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{WrongIss: true})
	_, err := inspector(t, localClient(), oauthclient.Config{}).Inspect(t.Context(), vet(t, f.MCP), nil)
	var e *mcpclient.Error
	if !errors.As(err, &e) || e.Code != oauthclient.CodeAuthorization || !strings.Contains(e.Detail, "RFC 9207") {
		t.Fatalf("err = %v, want an RFC 9207 refusal", err)
	}
	if st := f.Stats(); st.CodeExchanges != 0 {
		t.Errorf("the code was exchanged despite the wrong issuer: %+v", st)
	}
}

func TestTokenCacheRefreshAndLogout(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{})
	cache := &oauthclient.Cache{Path: oauthclient.DefaultCachePath(t.TempDir())}
	run := func() {
		t.Helper()
		insp, err := inspector(t, localClient(), oauthclient.Config{Cache: cache}).Inspect(t.Context(), vet(t, f.MCP), nil)
		if err != nil || len(insp.Tools) != 1 {
			t.Fatalf("%v, %+v", err, insp)
		}
	}
	run()
	info, err := os.Stat(cache.Path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("cache mode %v, want 0600", info.Mode().Perm())
	}
	if dir, _ := os.Stat(filepath.Dir(cache.Path)); dir.Mode().Perm() != 0o700 {
		t.Errorf("cache directory mode %v, want 0700", dir.Mode().Perm())
	}

	run() // a new process: the cached token, no authorization
	if st := f.Stats(); st.Authorizations != 1 || st.Refreshes != 0 {
		t.Fatalf("the cached token was not reused: %+v", st)
	}
	f.Expire()
	run() // refused: the refresh token, still no authorization
	if st := f.Stats(); st.Authorizations != 1 || st.Refreshes != 1 {
		t.Fatalf("the refresh token was not used: %+v", st)
	}

	resource, _ := oauthclient.CanonicalResource(f.MCP)
	if n, err := cache.Clear(resource); err != nil || n != 1 {
		t.Fatalf("Clear = %d, %v", n, err)
	}
	if _, err := os.Stat(cache.Path); !os.IsNotExist(err) {
		t.Errorf("the emptied cache file remains: %v", err)
	}
	run()
	if st := f.Stats(); st.Authorizations != 2 {
		t.Errorf("after logout a new authorization is needed: %+v", st)
	}
}

// A refreshed token that the server refuses too leads to the whole flow,
// not to another refresh.
func TestRefusedRefreshLeadsToANewAuthorization(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{RefuseRefreshed: true})
	cache := &oauthclient.Cache{Path: oauthclient.DefaultCachePath(t.TempDir())}
	for range 2 {
		if _, err := inspector(t, localClient(), oauthclient.Config{Cache: cache}).Inspect(t.Context(), vet(t, f.MCP), nil); err != nil {
			t.Fatal(err)
		}
		f.Expire()
	}
	if st := f.Stats(); st.Refreshes != 1 || st.Authorizations != 2 {
		t.Errorf("want one refresh, then a second authorization: %+v", st)
	}
}

// With the hosted policy, only the MCP server itself is exempt here: the
// authorization server's metadata, on another loopback port, is refused.
func TestAddressPolicyCoversMetadataAndTokenRequests(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{})
	u, _ := url.Parse(f.MCP)
	mcpAddr := netip.MustParseAddrPort(u.Host)
	hc := safehttp.NewClient(safehttp.Options{AllowAddr: func(ap netip.AddrPort) bool { return ap == mcpAddr }})
	_, err := inspector(t, hc, oauthclient.Config{}).Inspect(t.Context(), vet(t, f.MCP), nil)
	var blocked *safehttp.BlockedError
	if !errors.As(err, &blocked) {
		t.Fatalf("err = %v, want the authorization server refused by the address policy", err)
	}
	if st := f.Stats(); st.Registrations+st.Authorizations != 0 {
		t.Errorf("the blocked authorization server was reached: %+v", st)
	}
}

func vet(t *testing.T, raw string) serverurl.URL {
	t.Helper()
	u, err := serverurl.Vet(raw, serverurl.Policy{AllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	return u
}
