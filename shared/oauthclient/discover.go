package oauthclient

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/oauthex"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// maxMetadataBytes bounds one metadata document.
const maxMetadataBytes = 1 << 20

// Discovery is what a protected MCP server says about its authorization.
type Discovery struct {
	// ResourceMetadataURL is where the RFC 9728 metadata was found; "" for
	// a 2025-03-26 server that has none.
	ResourceMetadataURL string
	// Resource is the resource identifier sent as RFC 8707 `resource`.
	Resource string
	// ScopesSupported are the protected resource's scopes (RFC 9728).
	ScopesSupported []string
	// AuthServer is the authorization server's metadata. On a 2025-03-26
	// server without metadata it holds the default endpoints on the origin.
	AuthServer *oauthex.AuthServerMeta
	// AuthServerMetadataURL is where AuthServer came from; "" for defaults.
	AuthServerMetadataURL string
	// Legacy reports the 2025-03-26 fallback (no RFC 9728 metadata).
	Legacy bool
}

// notFound reports a metadata location that has no document.
var errNotFound = errors.New("no metadata document")

// Discover finds the authorization server of the MCP server at serverURL:
// RFC 9728 metadata from the challenge's resource_metadata, else at
// /.well-known/oauth-protected-resource/<path>, else at the root; then the
// authorization server's RFC 8414 or OpenID metadata. A server without
// RFC 9728 metadata is treated per the 2025-03-26 specification: its origin
// is the authorization server, with /.well-known/oauth-authorization-server
// or, failing that, /authorize, /token and /register.
func Discover(ctx context.Context, hc *http.Client, serverURL, resourceMetadata string) (*Discovery, error) {
	if err := checkEndpoint(serverURL); err != nil {
		return nil, fmt.Errorf("the server URL: %w", err)
	}
	server, _ := url.Parse(serverURL)
	for _, candidate := range resourceMetadataURLs(server, resourceMetadata) {
		prm, err := getJSON[oauthex.ProtectedResourceMetadata](ctx, hc, candidate)
		if errors.Is(err, errNotFound) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("protected-resource metadata at %s: %w", candidate, err)
		}
		if !covers(prm.Resource, server, candidate) {
			return nil, fmt.Errorf("the protected-resource metadata at %s names resource %q, which is not this server (%s); refusing to authorize", candidate, clip(prm.Resource), serverURL)
		}
		if len(prm.AuthorizationServers) == 0 {
			return nil, fmt.Errorf("the protected-resource metadata at %s names no authorization server", candidate)
		}
		issuer := prm.AuthorizationServers[0]
		if err := checkEndpoint(issuer); err != nil {
			return nil, fmt.Errorf("authorization server %q: %w", clip(issuer), err)
		}
		if err := noDowngrade(server, "the authorization server", issuer); err != nil {
			return nil, err
		}
		asm, from, err := authServerMetadata(ctx, hc, issuer)
		if err != nil {
			return nil, err
		}
		if err := noDowngrades(server, asm); err != nil {
			return nil, fmt.Errorf("the authorization-server metadata at %s: %w", from, err)
		}
		return &Discovery{ResourceMetadataURL: candidate, Resource: prm.Resource, ScopesSupported: prm.ScopesSupported, AuthServer: asm, AuthServerMetadataURL: from}, nil
	}
	return legacyDiscovery(ctx, hc, server)
}

// resourceMetadataURLs lists the RFC 9728 locations in the order the MCP
// specification gives: the advertised one, then path-based, then root.
func resourceMetadataURLs(server *url.URL, advertised string) []string {
	var out []string
	if advertised != "" && checkEndpoint(advertised) == nil && noDowngrade(server, "", advertised) == nil {
		out = append(out, advertised)
	}
	root := url.URL{Scheme: server.Scheme, Host: server.Host, Path: wellKnownPRM}
	if p := strings.Trim(server.Path, "/"); p != "" {
		pathBased := root
		pathBased.Path += "/" + p
		out = append(out, pathBased.String())
	}
	out = append(out, root.String())
	return out
}

// covers reports whether the metadata's resource, read at metadataURL,
// identifies the server. It must have the server's origin, and a path
// equal to the server's (RFC 9728 §3.3). A parent path, the origin
// included, is accepted only from the origin's own well-known location
// (/.well-known/oauth-protected-resource, with or without a path), which
// only the origin's operator controls, as the TypeScript SDK accepts
// parents. From a resource_metadata URL anywhere else (a path that a
// tenant of a shared host may serve) a parent is refused: it would get
// that tenant a token whose audience spans its neighbours.
func covers(resource string, server *url.URL, metadataURL string) bool {
	r, err := url.Parse(resource)
	if err != nil || !sameOrigin(r, server) || r.Fragment != "" {
		return false
	}
	rp, sp := strings.TrimSuffix(r.Path, "/"), strings.TrimSuffix(server.Path, "/")
	if rp == sp {
		return true
	}
	return (rp == "" || strings.HasPrefix(sp, rp+"/")) && wellKnown(metadataURL, server)
}

// wellKnownPRM is RFC 9728's well-known location.
const wellKnownPRM = "/.well-known/oauth-protected-resource"

// wellKnown reports whether metadataURL is the RFC 9728 well-known
// location on server's origin (root or path-based).
func wellKnown(metadataURL string, server *url.URL) bool {
	m, err := url.Parse(metadataURL)
	return err == nil && sameOrigin(m, server) && m.RawQuery == "" && (m.Path == wellKnownPRM || strings.HasPrefix(m.Path, wellKnownPRM+"/"))
}

func sameOrigin(a, b *url.URL) bool {
	return strings.EqualFold(a.Scheme, b.Scheme) && strings.EqualFold(a.Host, b.Host)
}

// AuthServerMetadataURLs lists where an issuer's metadata may be, per the
// MCP specification: RFC 8414 and OpenID discovery, with path insertion
// for an issuer with a path, then OpenID path appending.
func AuthServerMetadataURLs(issuer string) []string {
	u, err := url.Parse(issuer)
	if err != nil {
		return nil
	}
	p := strings.Trim(u.Path, "/")
	at := func(path string) string {
		v := url.URL{Scheme: u.Scheme, Host: u.Host, Path: path}
		return v.String()
	}
	if p == "" {
		return []string{at("/.well-known/oauth-authorization-server"), at("/.well-known/openid-configuration")}
	}
	return []string{
		at("/.well-known/oauth-authorization-server/" + p),
		at("/.well-known/openid-configuration/" + p),
		at("/" + p + "/.well-known/openid-configuration"),
	}
}

// authServerMetadata fetches an issuer's metadata and checks that it names
// the same issuer (RFC 8414 §3.3).
func authServerMetadata(ctx context.Context, hc *http.Client, issuer string) (*oauthex.AuthServerMeta, string, error) {
	for _, candidate := range AuthServerMetadataURLs(issuer) {
		asm, err := getJSON[oauthex.AuthServerMeta](ctx, hc, candidate)
		if errors.Is(err, errNotFound) {
			continue
		}
		if err != nil {
			return nil, "", fmt.Errorf("authorization-server metadata at %s: %w", candidate, err)
		}
		if strings.TrimSuffix(asm.Issuer, "/") != strings.TrimSuffix(issuer, "/") {
			return nil, "", fmt.Errorf("the authorization-server metadata at %s names issuer %q, not %q", candidate, clip(asm.Issuer), clip(issuer))
		}
		if err := checkEndpoints(asm); err != nil {
			return nil, "", fmt.Errorf("the authorization-server metadata at %s: %w", candidate, err)
		}
		return asm, candidate, nil
	}
	return nil, "", fmt.Errorf("authorization server %s publishes no metadata (tried %s)", clip(issuer), strings.Join(AuthServerMetadataURLs(issuer), ", "))
}

// legacyDiscovery is the 2025-03-26 fallback for a server without RFC 9728
// metadata. The metadata's issuer need not be the origin itself (that
// specification made the origin the metadata's location, not its issuer)
// but must be on it: a client assertion's audience is the issuer, and one
// made for another authorization server could be replayed there.
func legacyDiscovery(ctx context.Context, hc *http.Client, server *url.URL) (*Discovery, error) {
	origin := url.URL{Scheme: server.Scheme, Host: server.Host}
	d := &Discovery{Resource: canonical(server), Legacy: true}
	at := origin
	at.Path = "/.well-known/oauth-authorization-server"
	asm, err := getJSON[oauthex.AuthServerMeta](ctx, hc, at.String())
	switch {
	case errors.Is(err, errNotFound):
		base := origin.String()
		d.AuthServer = &oauthex.AuthServerMeta{Issuer: base, AuthorizationEndpoint: base + "/authorize", TokenEndpoint: base + "/token", RegistrationEndpoint: base + "/register"}
		return d, nil
	case err != nil:
		return nil, fmt.Errorf("authorization-server metadata at %s: %w", at.String(), err)
	}
	if err := checkEndpoints(asm); err != nil {
		return nil, fmt.Errorf("the authorization-server metadata at %s: %w", at.String(), err)
	}
	if err := noDowngrades(server, asm); err != nil {
		return nil, fmt.Errorf("the authorization-server metadata at %s: %w", at.String(), err)
	}
	if iss, err := url.Parse(asm.Issuer); err != nil || !strings.EqualFold(iss.Scheme, origin.Scheme) || !strings.EqualFold(iss.Host, origin.Host) {
		return nil, fmt.Errorf("the authorization-server metadata at %s names issuer %q, not on this server's origin %s; refusing to authorize", at.String(), clip(asm.Issuer), origin.String())
	}
	d.AuthServer, d.AuthServerMetadataURL = asm, at.String()
	return d, nil
}

// canonical is the server URL as a resource identifier: no fragment,
// lower-case scheme and host.
func canonical(u *url.URL) string {
	c := *u
	c.Fragment, c.RawFragment = "", ""
	c.Scheme, c.Host = strings.ToLower(c.Scheme), strings.ToLower(c.Host)
	return c.String()
}

// getJSON fetches one JSON metadata document; 404 (and other 4xx) is
// errNotFound, so the caller tries the next location.
func getJSON[T any](ctx context.Context, hc *http.Client, raw string) (*T, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, raw, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/json")
	resp, err := hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch {
	case resp.StatusCode/100 == 4:
		return nil, errNotFound
	case resp.StatusCode != http.StatusOK:
		return nil, fmt.Errorf("HTTP %d", resp.StatusCode)
	}
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); mt != "application/json" && !strings.HasSuffix(mt, "+json") {
		return nil, errNotFound // an HTML page or the like: not metadata
	}
	var v T
	if err := json.NewDecoder(io.LimitReader(resp.Body, maxMetadataBytes)).Decode(&v); err != nil {
		return nil, fmt.Errorf("not valid JSON metadata: %v", err)
	}
	return &v, nil
}

// checkEndpoint accepts an absolute http or https URL without credentials
// or fragment.
func checkEndpoint(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil || u.Fragment != "" {
		return fmt.Errorf("%q is not an http(s) URL without credentials or fragment", clip(raw))
	}
	return nil
}

// checkEndpoints checks the endpoints the client will call.
func checkEndpoints(asm *oauthex.AuthServerMeta) error {
	for _, e := range []struct{ name, value string }{
		{"authorization_endpoint", asm.AuthorizationEndpoint},
		{"token_endpoint", asm.TokenEndpoint},
		{"registration_endpoint", asm.RegistrationEndpoint},
	} {
		if e.value == "" && e.name != "token_endpoint" {
			continue // checked where it is needed
		}
		if err := checkEndpoint(e.value); err != nil {
			return fmt.Errorf("%s: %w", e.name, err)
		}
	}
	return nil
}

// noDowngrade refuses a plain-HTTP endpoint (other than loopback) named
// for an HTTPS server: the code, its verifier, a client secret and the
// tokens would cross the network in clear, which the person did not choose
// (the MCP specification wants HTTPS for every authorization endpoint).
func noDowngrade(server *url.URL, name, endpoint string) error {
	u, err := url.Parse(endpoint)
	if err != nil || !strings.EqualFold(server.Scheme, "https") || !strings.EqualFold(u.Scheme, "http") || loopback(u.Hostname()) {
		return nil
	}
	return fmt.Errorf("%s %q is plain HTTP for an HTTPS server; refusing to authorize without https", name, clip(endpoint))
}

func noDowngrades(server *url.URL, asm *oauthex.AuthServerMeta) error {
	for _, e := range []struct{ name, value string }{
		{"issuer", asm.Issuer},
		{"authorization_endpoint", asm.AuthorizationEndpoint},
		{"token_endpoint", asm.TokenEndpoint},
		{"registration_endpoint", asm.RegistrationEndpoint},
	} {
		if err := noDowngrade(server, e.name, e.value); err != nil {
			return err
		}
	}
	return nil
}

func loopback(host string) bool {
	addr, ok, _ := serverurl.HostAddr(host)
	return serverurl.IsLocalName(host) || ok && addr.Unmap().IsLoopback()
}

// supportsS256 reports PKCE S256 in the metadata.
func supportsS256(asm *oauthex.AuthServerMeta) bool {
	return slices.Contains(asm.CodeChallengeMethodsSupported, "S256")
}

func clip(s string) string { return text.ClipBytes(s, 200) }
