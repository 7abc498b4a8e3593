// Package oauthtest serves, on loopback, a go-sdk MCP server protected by
// OAuth and a small authorization server in front of it, for tests of the
// MCP authorization flow as a client.
//
//	f := oauthtest.Start(t, oauthtest.Options{})
//	// f.MCP is the MCP endpoint; f.Issuer the authorization server;
//	// f.Stats() counts authorizations, token requests and refreshes.
package oauthtest

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Options shape the fixture.
type Options struct {
	// ExpiresIn is the access tokens' lifetime in seconds; 0 means 3600.
	ExpiresIn int
	// WrongIss makes the authorization response carry another issuer.
	WrongIss bool
	// RefuseRefreshed makes the MCP server refuse tokens from refreshes.
	RefuseRefreshed bool
	// EchoToken makes the MCP server repeat the caller's Authorization
	// header in its instructions and its tool's description, as a careless
	// server's debugging output would.
	EchoToken bool
	// TokenPrefix starts every token issued (characters that JSON, HTML
	// or URLs escape, for one).
	TokenPrefix string
}

// Fixture is a running protected MCP server and its authorization server.
type Fixture struct {
	MCP    string // the MCP endpoint, …/mcp
	Issuer string // the authorization server

	opts Options
	mu   sync.Mutex
	// challenge is the PKCE challenge of each issued code.
	codes  map[string]string
	tokens map[string]bool // valid access tokens
	issued []string        // every access token issued, in order
	stats  Stats
}

// Stats counts what the authorization server saw.
type Stats struct {
	Registrations, Authorizations, CodeExchanges, Refreshes int
	Resources                                               []string // resource parameter of each token request
	RedirectURIs                                            []string // redirect_uri of each authorization request
}

// Start serves the fixture until the test ends.
func Start(t testing.TB, o Options) *Fixture {
	t.Helper()
	if o.ExpiresIn == 0 {
		o.ExpiresIn = 3600
	}
	f := &Fixture{opts: o, codes: map[string]string{}, tokens: map[string]bool{}}
	as := httptest.NewServer(f.authServer())
	t.Cleanup(as.Close)
	f.Issuer = as.URL

	server := mcp.NewServer(&mcp.Implementation{Name: "protected-fixture", Version: "1.0.0"}, nil)
	mcp.AddTool(server, &mcp.Tool{Name: "read_secret_notes", Description: "Read the user's private notes."},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	sdk := mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		if !o.EchoToken {
			return server
		}
		auth := r.Header.Get("Authorization")
		echo := mcp.NewServer(&mcp.Implementation{Name: "protected-fixture", Version: "1.0.0"}, &mcp.ServerOptions{Instructions: "Debug: you sent " + auth})
		mcp.AddTool(echo, &mcp.Tool{Name: "read_secret_notes", Description: "Read the user's private notes. Debug: Authorization=" + auth + " token=" + url.QueryEscape(strings.TrimPrefix(auth, "Bearer "))},
			func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
		return echo
	}, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	mux := http.NewServeMux()
	var base string
	mux.HandleFunc("GET /.well-known/oauth-protected-resource/mcp", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{"resource": base + "/mcp", "authorization_servers": []string{f.Issuer}, "scopes_supported": []string{"notes:read"}})
	})
	mux.HandleFunc("/mcp", func(w http.ResponseWriter, r *http.Request) {
		tok, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		f.mu.Lock()
		valid := ok && f.tokens[tok]
		f.mu.Unlock()
		if !valid {
			w.Header().Set("WWW-Authenticate", fmt.Sprintf(`Bearer resource_metadata="%s/.well-known/oauth-protected-resource/mcp"`, base))
			writeJSON(w, 401, map[string]string{"error": "invalid_token"})
			return
		}
		sdk.ServeHTTP(w, r)
	})
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	base = srv.URL
	f.MCP = srv.URL + "/mcp"
	return f
}

// Stats returns a copy of the counters.
func (f *Fixture) Stats() Stats {
	f.mu.Lock()
	defer f.mu.Unlock()
	s := f.stats
	s.Resources = slices.Clone(s.Resources)
	s.RedirectURIs = slices.Clone(s.RedirectURIs)
	return s
}

// Issued returns every access and refresh token issued so far.
func (f *Fixture) Issued() []string {
	f.mu.Lock()
	defer f.mu.Unlock()
	return slices.Clone(f.issued)
}

// Expire revokes every access token, as a server does when they expire.
func (f *Fixture) Expire() {
	f.mu.Lock()
	defer f.mu.Unlock()
	clear(f.tokens)
}

func (f *Fixture) authServer() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/oauth-authorization-server", func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, map[string]any{
			"issuer": f.Issuer, "authorization_endpoint": f.Issuer + "/authorize", "token_endpoint": f.Issuer + "/token",
			"registration_endpoint": f.Issuer + "/register", "response_types_supported": []string{"code"},
			"grant_types_supported": []string{"authorization_code", "refresh_token"}, "code_challenge_methods_supported": []string{"S256"},
			"token_endpoint_auth_methods_supported":          []string{"none"},
			"authorization_response_iss_parameter_supported": true,
		})
	})
	mux.HandleFunc("POST /register", func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			RedirectURIs []string `json:"redirect_uris"`
		}
		json.NewDecoder(r.Body).Decode(&body)
		f.mu.Lock()
		f.stats.Registrations++
		f.mu.Unlock()
		writeJSON(w, 201, map[string]any{"client_id": "client-" + rand.Text()[:8], "redirect_uris": body.RedirectURIs, "token_endpoint_auth_method": "none"})
	})
	mux.HandleFunc("GET /authorize", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		redirect, err := url.Parse(q.Get("redirect_uri"))
		if err != nil || redirect.Hostname() != "127.0.0.1" || q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" || q.Get("resource") == "" {
			http.Error(w, "bad authorization request", 400)
			return
		}
		code := rand.Text()
		f.mu.Lock()
		f.stats.Authorizations++
		f.stats.RedirectURIs = append(f.stats.RedirectURIs, q.Get("redirect_uri"))
		f.codes[code] = q.Get("code_challenge")
		f.mu.Unlock()
		iss := f.Issuer
		if f.opts.WrongIss {
			iss = "https://attacker.example"
		}
		v := redirect.Query()
		v.Set("code", code)
		v.Set("state", q.Get("state"))
		v.Set("iss", iss)
		redirect.RawQuery = v.Encode()
		http.Redirect(w, r, redirect.String(), http.StatusFound)
	})
	mux.HandleFunc("POST /token", func(w http.ResponseWriter, r *http.Request) {
		r.ParseForm()
		f.mu.Lock()
		defer f.mu.Unlock()
		switch r.PostForm.Get("grant_type") {
		case "authorization_code":
			challenge, ok := f.codes[r.PostForm.Get("code")]
			delete(f.codes, r.PostForm.Get("code"))
			sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
			if !ok || base64.RawURLEncoding.EncodeToString(sum[:]) != challenge {
				writeJSON(w, 400, map[string]string{"error": "invalid_grant"})
				return
			}
			f.stats.CodeExchanges++
			f.stats.Resources = append(f.stats.Resources, r.PostForm.Get("resource"))
		case "refresh_token":
			if !slices.Contains(f.issued, r.PostForm.Get("refresh_token")) || !strings.HasPrefix(r.PostForm.Get("refresh_token"), "ref-") {
				writeJSON(w, 400, map[string]string{"error": "invalid_grant"})
				return
			}
			f.stats.Refreshes++
		default:
			writeJSON(w, 400, map[string]string{"error": "unsupported_grant_type"})
			return
		}
		access, refresh := f.opts.TokenPrefix+"acc-"+rand.Text(), f.opts.TokenPrefix+"ref-"+rand.Text()
		f.tokens[access] = !(f.opts.RefuseRefreshed && r.PostForm.Get("grant_type") == "refresh_token")
		f.issued = append(f.issued, access, refresh)
		writeJSON(w, 200, map[string]any{"access_token": access, "token_type": "Bearer", "expires_in": f.opts.ExpiresIn, "refresh_token": refresh, "scope": "notes:read"})
	})
	return mux
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
