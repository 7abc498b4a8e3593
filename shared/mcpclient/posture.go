package mcpclient

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptrace"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// AuthMetadata is what a 401's discovery documents said: the RFC 9728
// protected-resource metadata and the first authorization server's
// metadata (RFC 8414, or OpenID Connect Discovery).
type AuthMetadata struct {
	ResourceMetadata     bool                `json:"resourceMetadata"` // a protected-resource document was read
	Resource             string              `json:"resource,omitempty"`
	AuthorizationServers []string            `json:"authorizationServers,omitempty"`
	AuthServer           *AuthServerMetadata `json:"authServer,omitempty"`
}

// AuthServerMetadata is the part of an authorization server's metadata
// that the posture checks read.
type AuthServerMetadata struct {
	URL                       string   `json:"url"` // where it was read
	Issuer                    string   `json:"issuer,omitempty"`
	CodeChallengeMethods      []string `json:"codeChallengeMethodsSupported,omitempty"`
	RegistrationEndpoint      string   `json:"registrationEndpoint,omitempty"`
	ClientIDMetadataDocuments bool     `json:"clientIdMetadataDocumentSupported,omitempty"`
}

// postureState is what an inspection records for the posture checks.
type postureState struct {
	credentials atomic.Bool // an Authorization or Cookie header went out
	mu          sync.Mutex
	auth        *AuthMetadata
}

// credentialHeader reports a header whose name says it carries a
// credential: Authorization, Cookie, or a name with key, token, auth,
// secret, session or password in it (X-Api-Key, X-Auth-Token, …).
func credentialHeader(h http.Header) bool {
	for name := range h {
		n := strings.ToLower(name)
		if n == "cookie" {
			return true
		}
		for _, w := range []string{"key", "token", "auth", "secret", "session", "password"} {
			if strings.Contains(n, w) {
				return true
			}
		}
	}
	return false
}

// traceCredentials notes every Authorization or Cookie header written on
// the wire, including one a wrapping transport adds (a login's token).
func (s *inspector) traceCredentials(ctx context.Context) context.Context {
	return httptrace.WithClientTrace(ctx, &httptrace.ClientTrace{
		WroteHeaderField: func(key string, _ []string) {
			if strings.EqualFold(key, "Authorization") || strings.EqualFold(key, "Cookie") {
				s.posture.credentials.Store(true)
			}
		},
	})
}

// noteAuth records the protected-resource metadata of a 401 and reads the
// first authorization server's metadata.
func (s *inspector) noteAuth(ctx context.Context, md *resourceMetadata) {
	if md == nil {
		return
	}
	a := &AuthMetadata{ResourceMetadata: true, Resource: clip(md.Resource, 2000)}
	for _, as := range md.AuthorizationServers {
		if len(a.AuthorizationServers) == 5 {
			break
		}
		a.AuthorizationServers = append(a.AuthorizationServers, clip(as, 2000))
	}
	if len(a.AuthorizationServers) > 0 {
		a.AuthServer = s.authServerMetadata(ctx, a.AuthorizationServers[0])
	}
	s.posture.mu.Lock()
	s.posture.auth = a
	s.posture.mu.Unlock()
}

// authServerMetadata tries the discovery URLs of an issuer in the order the
// MCP authorization specification gives: RFC 8414 with the path inserted,
// OpenID Connect with the path inserted, then appended (one root URL each
// for an issuer without a path). nil when none answers.
func (s *inspector) authServerMetadata(ctx context.Context, issuer string) *AuthServerMetadata {
	u, err := url.Parse(issuer)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		return nil
	}
	root := u.Scheme + "://" + u.Host
	path := strings.TrimSuffix(u.EscapedPath(), "/")
	candidates := []string{root + "/.well-known/oauth-authorization-server" + path, root + "/.well-known/openid-configuration" + path}
	if path != "" {
		candidates = append(candidates, root+path+"/.well-known/openid-configuration")
	}
	for _, c := range candidates {
		if md := s.getAuthServer(ctx, c); md != nil {
			return md
		}
	}
	return nil
}

func (s *inspector) getAuthServer(ctx context.Context, at string) *AuthServerMetadata {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, at, nil)
	if err != nil {
		return nil
	}
	req.Header.Set("Accept", "application/json") // no caller headers: another origin
	resp, err := s.http.Do(req)
	if err != nil {
		return nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil
	}
	var md struct {
		Issuer               string   `json:"issuer"`
		CodeChallengeMethods []string `json:"code_challenge_methods_supported"`
		RegistrationEndpoint string   `json:"registration_endpoint"`
		CIMD                 bool     `json:"client_id_metadata_document_supported"`
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil || json.Unmarshal(data, &md) != nil {
		return nil
	}
	methods := md.CodeChallengeMethods
	if len(methods) > 10 {
		methods = methods[:10]
	}
	for i := range methods {
		methods[i] = clip(methods[i], 40)
	}
	return &AuthServerMetadata{URL: clip(at, 2000), Issuer: clip(md.Issuer, 2000), CodeChallengeMethods: methods, RegistrationEndpoint: clip(md.RegistrationEndpoint, 2000), ClientIDMetadataDocuments: md.CIMD}
}

// legacyProbe is how long the HTTP+SSE check waits for the endpoint event.
const legacyProbe = 3 * time.Second

// legacySSE checks, after the server refused a POST, whether the URL is an
// HTTP+SSE (2024-11-05) endpoint: a GET stream whose first event is
// "endpoint". Connect mode does not list over that transport; the
// inspection says so and carries LegacySSE for the posture checks.
func (s *inspector) legacySSE(ctx context.Context, out *Inspection) bool {
	ctx, cancel := context.WithTimeout(ctx, legacyProbe)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, s.url, nil)
	if err != nil {
		return false
	}
	for k, v := range s.header {
		req.Header[k] = append([]string(nil), v...)
	}
	req.Header.Set("Accept", "text/event-stream")
	resp, err := s.http.Do(req)
	if err != nil {
		return false
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || mediaType(resp.Header) != "text/event-stream" {
		return false
	}
	ev, err := newSSEReader(resp.Body, 64<<10).Next()
	if err != nil || ev.Type != "endpoint" {
		return false
	}
	out.LegacySSE = true
	out.ToolsIncomplete = s.warn("the endpoint speaks only the HTTP+SSE transport of 2024-11-05, deprecated since 2025-03-26; connect mode lists over Streamable HTTP, so nothing was listed")
	return true
}
