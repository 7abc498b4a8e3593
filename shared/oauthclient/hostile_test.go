package oauthclient_test

import (
	"context"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/oauthclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// hostileAuth serves, on one loopback origin, a protected MCP endpoint and
// an authorization server whose documents and answers the test shapes.
type hostileAuth struct {
	base     string
	metadata map[string]any // the authorization server's metadata
	token    func(w http.ResponseWriter, form url.Values)
	legacy   bool // no RFC 9728 metadata: the 2025-03-26 fallback
	// tokenRequests are the token requests received, form and
	// Authorization header.
	tokenRequests []string
}

func startHostileAuth(t *testing.T, h *hostileAuth) {
	t.Helper()
	mux := http.NewServeMux()
	writeJSON := func(w http.ResponseWriter, status int, v any) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		json.NewEncoder(w).Encode(v)
	}
	mux.HandleFunc("/mcp", func(w http.ResponseWriter, r *http.Request) {
		if h.legacy {
			w.Header().Set("WWW-Authenticate", `Bearer`)
		} else {
			w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="`+h.base+`/prm"`)
		}
		writeJSON(w, 401, map[string]string{"error": "invalid_token"})
	})
	mux.HandleFunc("/prm", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{"resource": h.base + "/mcp", "authorization_servers": []string{h.base}})
	})
	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, h.metadata)
	})
	mux.HandleFunc("/register", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 201, map[string]any{"client_id": "hostile-client"})
	})
	mux.HandleFunc("/authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		http.Redirect(w, r, q.Get("redirect_uri")+"?code=c0de&state="+url.QueryEscape(q.Get("state")), http.StatusFound)
	})
	mux.HandleFunc("/token", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		h.tokenRequests = append(h.tokenRequests, r.PostForm.Encode()+" "+r.Header.Get("Authorization"))
		h.token(w, r.PostForm)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	h.base = srv.URL
}

// A forged line: on a terminal it reads as the program's own, in a GitHub
// Actions log it is a workflow command.
const forged = "denied\n::error file=README.md::all tools are low risk\r\u2028\u0085done"

// The authorization server's texts reach the error the CLI prints: its
// error_description, and the issuer of 2025-03-26 metadata, which nothing
// checks. They must stay on one line.
func TestAuthorizationServerTextCannotForgeLines(t *testing.T) {
	cases := map[string]*hostileAuth{
		"token error_description": {token: func(w http.ResponseWriter, _ url.Values) {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(400)
			json.NewEncoder(w).Encode(map[string]string{"error": "invalid_grant", "error_description": forged})
		}},
		"legacy issuer": {legacy: true},
	}
	for name, h := range cases {
		t.Run(name, func(t *testing.T) {
			startHostileAuth(t, h)
			h.metadata = map[string]any{"issuer": h.base, "authorization_endpoint": h.base + "/authorize", "token_endpoint": h.base + "/token",
				"registration_endpoint": h.base + "/register", "code_challenge_methods_supported": []string{"S256"}}
			if h.legacy {
				h.metadata["issuer"] = forged
				delete(h.metadata, "code_challenge_methods_supported")
			}
			_, err := inspector(t, localClient(), oauthclient.Config{}).Inspect(t.Context(), vet(t, h.base+"/mcp"), nil)
			var e *mcpclient.Error
			if !errors.As(err, &e) || e.Code != oauthclient.CodeAuthorization {
				t.Fatalf("err = %v, want an authorization failure", err)
			}
			if i := strings.IndexFunc(e.Detail, func(r rune) bool { return unicode.IsControl(r) || r == '\u2028' || r == '\u2029' }); i >= 0 {
				t.Errorf("the detail carries a line break or control character at %d: %q", i, e.Detail)
			}
			if !strings.Contains(e.Detail, "all tools are low risk") {
				t.Errorf("the server's text should still be shown: %q", e.Detail)
			}
		})
	}
}

// An HTTPS server whose metadata sends the client to plain-HTTP
// authorization endpoints would have the code, its PKCE verifier, a
// client secret and the tokens cross the network in clear: a downgrade
// the person never chose (the MCP specification wants HTTPS everywhere but
// loopback). Names here resolve to nothing: the client dials loopback
// servers for them, the TLS one for port 443 and the plain one for 80.
func TestHTTPSServerCannotDowngradeAuthorizationToHTTP(t *testing.T) {
	plain := http.NewServeMux()
	plain.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"issuer": "http://auth.example.com", "authorization_endpoint": "http://auth.example.com/authorize",
			"token_endpoint": "http://auth.example.com/token", "code_challenge_methods_supported": []string{"S256"}})
	})
	plainSrv := httptest.NewServer(plain)
	t.Cleanup(plainSrv.Close)

	var prm map[string]any
	secure := http.NewServeMux()
	secure.HandleFunc("/.well-known/oauth-protected-resource/mcp", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(prm)
	})
	secure.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"issuer": "https://example.com", "authorization_endpoint": "https://example.com/authorize",
			"token_endpoint": "http://example.com/token", "code_challenge_methods_supported": []string{"S256"}})
	})
	tlsSrv := httptest.NewTLSServer(secure) // its certificate names example.com
	t.Cleanup(tlsSrv.Close)

	tr := tlsSrv.Client().Transport.(*http.Transport).Clone()
	tr.DialContext = func(ctx context.Context, network, addr string) (net.Conn, error) {
		to := plainSrv.Listener.Addr().String()
		if strings.HasSuffix(addr, ":443") {
			to = tlsSrv.Listener.Addr().String()
		}
		return (&net.Dialer{}).DialContext(ctx, network, to)
	}
	hc := &http.Client{Transport: tr}

	for name, p := range map[string]map[string]any{
		"http issuer":         {"resource": "https://example.com/mcp", "authorization_servers": []string{"http://auth.example.com"}},
		"http token endpoint": {"resource": "https://example.com/mcp", "authorization_servers": []string{"https://example.com"}},
	} {
		prm = p
		d, err := oauthclient.Discover(t.Context(), hc, "https://example.com/mcp", "")
		if err == nil || !strings.Contains(err.Error(), "https") {
			t.Errorf("%s: Discover = %+v, %v; want a refusal of the plain-HTTP endpoint", name, d, err)
		}
	}
}

// A 2025-03-26 server (no RFC 9728 metadata) serves its own authorization
// metadata, whose issuer nothing verifies. Naming another authorization
// server's issuer there (the one the person's --client-key is registered
// with) and its own token endpoint, it would receive a signed client
// assertion for that issuer and could replay it there within its
// lifetime. The issuer of such metadata must be on the server's origin.
func TestLegacyMetadataCannotObtainAnAssertionForAnotherIssuer(t *testing.T) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	var audiences []string
	h := &hostileAuth{legacy: true, token: func(w http.ResponseWriter, form url.Values) {
		if a := form.Get("client_assertion"); a != "" {
			parts := strings.Split(a, ".")
			payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
			var claims struct {
				Aud any `json:"aud"`
			}
			json.Unmarshal(payload, &claims)
			audiences = append(audiences, fmt.Sprint(claims.Aud))
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"access_token": "t", "token_type": "Bearer"})
	}}
	startHostileAuth(t, h)
	h.metadata = map[string]any{"issuer": "https://login.victim.example", "token_endpoint": h.base + "/token"}
	cfg := oauthclient.Config{ClientCredentials: true, ClientID: "victims-client", ClientKey: key}
	_, err = inspector(t, localClient(), cfg).Inspect(t.Context(), vet(t, h.base+"/mcp"), nil)
	for _, aud := range audiences {
		if strings.Contains(aud, "victim") {
			t.Errorf("the server's token endpoint received an assertion for %s", aud)
		}
	}
	if err == nil || !strings.Contains(err.Error(), "login.victim.example") {
		t.Errorf("err = %v, want the foreign issuer refused", err)
	}
}

// Without HTTP clients of their own, the inspector and the login fall
// back to safehttp's default (public addresses only), as mcpclient does;
// they used http.DefaultClient (any address, proxies from the
// environment) for the inspection, and a nil client for metadata.
func TestDefaultsKeepTheAddressPolicy(t *testing.T) {
	var reached []string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		reached = append(reached, r.URL.Path)
		w.Header().Set("WWW-Authenticate", `Bearer resource_metadata="http://`+r.Host+`/prm"`)
		w.WriteHeader(401)
	}))
	t.Cleanup(srv.Close)
	in := oauthclient.NewInspector(&mcpclient.Client{}, oauthclient.New(oauthclient.Config{OpenBrowser: follow}))
	_, err := in.Inspect(t.Context(), vet(t, srv.URL+"/mcp"), nil)
	var blocked *safehttp.BlockedError
	if !errors.As(err, &blocked) || len(reached) != 0 {
		t.Errorf("err = %v, requests %v; want loopback refused by the default policy", err, reached)
	}
}

// A client registered with one authorization server (--client-id and a
// secret) must not have its secret sent to whichever authorization server
// a scanned server names: with ClientIssuer set, another issuer gets
// dynamic registration (code flow) or a refusal (client credentials).
func TestPreRegisteredClientStaysWithItsIssuer(t *testing.T) {
	issued := func(w http.ResponseWriter, _ url.Values) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"access_token": "t", "token_type": "Bearer"})
	}
	for _, machine := range []bool{false, true} {
		h := &hostileAuth{token: issued}
		startHostileAuth(t, h)
		h.metadata = map[string]any{"issuer": h.base, "authorization_endpoint": h.base + "/authorize", "token_endpoint": h.base + "/token",
			"registration_endpoint": h.base + "/register", "code_challenge_methods_supported": []string{"S256"}}
		cfg := oauthclient.Config{ClientID: "corp-client", ClientSecret: "corp-secret-8d7e6f", ClientIssuer: "https://login.corp.example", ClientCredentials: machine}
		inspector(t, localClient(), cfg).Inspect(t.Context(), vet(t, h.base+"/mcp"), nil)
		basic := base64.StdEncoding.EncodeToString([]byte("corp-client:corp-secret-8d7e6f"))
		for _, req := range h.tokenRequests {
			if strings.Contains(req, "corp-secret-8d7e6f") || strings.Contains(req, basic) || strings.Contains(req, "corp-client") {
				t.Errorf("client credentials %v: the server's authorization server received the corporate client: %s", machine, req)
			}
		}
		if !machine && len(h.tokenRequests) == 0 {
			t.Errorf("the code flow should go on with a registered client")
		}
	}
}

// A tenant of a shared host serves its own resource_metadata naming the
// host's origin as the resource: the token it would get could be replayed
// to every other tenant. Only the origin's well-known location may name a
// parent; the tenant's document must name the tenant's URL exactly.
func TestTenantMetadataCannotNameAParentResource(t *testing.T) {
	var base string
	mux := http.NewServeMux()
	prm := func(resource string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]any{"resource": base + resource, "authorization_servers": []string{base}})
		}
	}
	mux.HandleFunc("/tenant-a/prm", prm("/"))
	mux.HandleFunc("/tenant-b/prm", prm("/tenant-b"))
	mux.HandleFunc("/tenant-c/prm", prm("/tenant-c/mcp"))
	mux.HandleFunc("/.well-known/oauth-protected-resource", prm("/"))
	mux.HandleFunc("/.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"issuer": base, "authorization_endpoint": base + "/authorize", "token_endpoint": base + "/token",
			"code_challenge_methods_supported": []string{"S256"}})
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	base = srv.URL
	hc := safehttp.NewClient(safehttp.Options{AllowPrivate: true})
	for _, tenant := range []string{"tenant-a", "tenant-b"} {
		d, err := oauthclient.Discover(t.Context(), hc, base+"/"+tenant+"/mcp", base+"/"+tenant+"/prm")
		if err == nil || !strings.Contains(err.Error(), "not this server") {
			t.Errorf("%s: Discover = %+v, %v; want the parent resource refused", tenant, d, err)
		}
	}
	if d, err := oauthclient.Discover(t.Context(), hc, base+"/tenant-c/mcp", base+"/tenant-c/prm"); err != nil || d.Resource != base+"/tenant-c/mcp" {
		t.Errorf("the exact resource: %+v, %v", d, err)
	}
	// The origin's own well-known document may name the origin.
	if d, err := oauthclient.Discover(t.Context(), hc, base+"/other/mcp", ""); err != nil || d.Resource != base+"/" {
		t.Errorf("root metadata naming the origin: %+v, %v", d, err)
	}
}

// The authorization URL is built from the authorization server's
// metadata and handed to a browser command: shell syntax in the endpoint
// reaches it percent-encoded, and an endpoint with a space (a second
// argument, or a shell word) is not opened at all, only printed.
func TestAuthorizationEndpointCannotSmuggleArgumentsToTheBrowser(t *testing.T) {
	for name, tc := range map[string]struct {
		endpoint string
		opened   bool
	}{
		"shell syntax": {"/authorize?tenant=1&reboot&x=$(id)`id`|y", true},
		"a space":      {"/authorize --new-window file:///etc/passwd", false},
		"a semicolon":  {"/authorize;reboot", false},
	} {
		t.Run(name, func(t *testing.T) {
			h := &hostileAuth{token: func(w http.ResponseWriter, _ url.Values) {
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(400)
				json.NewEncoder(w).Encode(map[string]string{"error": "invalid_grant"})
			}}
			startHostileAuth(t, h)
			h.metadata = map[string]any{"issuer": h.base, "authorization_endpoint": h.base + tc.endpoint, "token_endpoint": h.base + "/token",
				"registration_endpoint": h.base + "/register", "code_challenge_methods_supported": []string{"S256"}}
			var opened []string
			var prompt strings.Builder
			cfg := oauthclient.Config{Prompt: &prompt, Timeout: 2 * time.Second, OpenBrowser: func(u string) {
				opened = append(opened, u)
				follow(u)
			}}
			inspector(t, localClient(), cfg).Inspect(t.Context(), vet(t, h.base+"/mcp"), nil)
			if !tc.opened {
				if len(opened) != 0 || !strings.Contains(prompt.String(), "not opened in a browser") {
					t.Errorf("opened %q; prompt %q", opened, prompt.String())
				}
				return
			}
			if len(opened) != 1 || strings.ContainsAny(opened[0], "$()`| ") || !strings.Contains(opened[0], "reboot=&") {
				t.Errorf("opened %q", opened)
			}
		})
	}
}
