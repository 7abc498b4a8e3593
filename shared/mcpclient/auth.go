package mcpclient

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// challenge is one WWW-Authenticate challenge.
type challenge struct {
	scheme string
	params map[string]string
}

// parseChallenges reads WWW-Authenticate values (RFC 9110 §11.6.1):
// `Bearer realm="x", scope="a b", Basic realm=y`. Malformed input yields
// what could be read.
func parseChallenges(values []string) []challenge {
	var out []challenge
	for _, v := range values {
		p := &authParser{s: v}
		for {
			p.skip(" \t,")
			scheme := p.token()
			if scheme == "" {
				break
			}
			c := challenge{scheme: strings.ToLower(scheme), params: map[string]string{}}
			for {
				save := p.i
				p.skip(" \t,")
				name := p.token()
				p.skip(" \t")
				if name == "" || !p.eat('=') {
					p.i = save // start of the next challenge (or token68)
					break
				}
				p.skip(" \t")
				c.params[strings.ToLower(name)] = p.value()
			}
			if p.i < len(p.s) && p.s[p.i] != ',' && p.s[p.i] != ' ' && p.s[p.i] != '\t' {
				p.token() // a token68 credential; not used
				for p.i < len(p.s) && p.s[p.i] == '=' {
					p.i++
				}
			}
			out = append(out, c)
		}
	}
	return out
}

type authParser struct {
	s string
	i int
}

func (p *authParser) skip(set string) {
	for p.i < len(p.s) && strings.IndexByte(set, p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *authParser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

func (p *authParser) token() string {
	start := p.i
	for p.i < len(p.s) && strings.IndexByte(" \t,=\"", p.s[p.i]) < 0 {
		p.i++
	}
	return p.s[start:p.i]
}

func (p *authParser) value() string {
	if !p.eat('"') {
		return p.token()
	}
	var b strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch c {
		case '\\':
			if p.i < len(p.s) {
				b.WriteByte(p.s[p.i])
				p.i++
			}
		case '"':
			return b.String()
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// resourceMetadata is the part of RFC 9728 protected-resource metadata
// that the statement uses.
type resourceMetadata struct {
	Resource             string   `json:"resource"`
	AuthorizationServers []string `json:"authorization_servers"`
	ScopesSupported      []string `json:"scopes_supported"`
}

// authStatement describes what a 401 asks for, e.g. "OAuth 2.1 bearer
// token; authorization server https://auth.example.com; scopes: files:read".
// The protected-resource metadata is fetched through the same client: the
// header's resource_metadata URL, else the RFC 9728 well-known locations.
func (s *inspector) authStatement(ctx context.Context, h http.Header) string {
	var bearer *challenge
	chs := parseChallenges(h.Values("WWW-Authenticate"))
	for i := range chs {
		if chs[i].scheme == "bearer" {
			bearer = &chs[i]
			break
		}
	}
	if bearer == nil {
		if len(chs) == 0 {
			return "authentication required (HTTP 401 without a WWW-Authenticate header)"
		}
		st := fmt.Sprintf("HTTP %s authentication", clip(chs[0].scheme, 40))
		if realm := chs[0].params["realm"]; realm != "" {
			st += fmt.Sprintf(" (realm %q)", clip(realm, 80))
		}
		return st
	}
	md := s.fetchResourceMetadata(ctx, bearer.params["resource_metadata"])
	s.noteAuth(ctx, md)
	parts := []string{"bearer token"}
	if md != nil && len(md.AuthorizationServers) > 0 {
		parts[0] = "OAuth 2.1 bearer token"
		var servers []string
		for _, as := range md.AuthorizationServers {
			if u, err := url.Parse(as); err == nil && (u.Scheme == "https" || u.Scheme == "http") && u.Host != "" {
				servers = append(servers, clip(as, 200))
			}
			if len(servers) == 3 {
				break
			}
		}
		if len(servers) > 0 {
			label := "authorization server "
			if len(servers) > 1 {
				label = "authorization servers "
			}
			parts = append(parts, label+strings.Join(servers, ", "))
		}
	}
	if md == nil {
		if issuer := s.legacyAuthServer(ctx); issuer != "" {
			parts = []string{"OAuth bearer token (2025-03-26 discovery: no protected-resource metadata)", "authorization server " + issuer}
		}
	}
	scopes := strings.Fields(bearer.params["scope"])
	if len(scopes) == 0 && md != nil {
		scopes = md.ScopesSupported
	}
	if len(scopes) > 0 {
		if len(scopes) > 20 {
			scopes = append(scopes[:20:20], "…")
		}
		parts = append(parts, "scopes: "+clip(strings.Join(scopes, ", "), 400))
	}
	if e := bearer.params["error"]; e != "" && e != "invalid_token" {
		parts = append(parts, "error: "+clip(e, 60))
	}
	return strings.Join(parts, "; ")
}

// fetchResourceMetadata tries the advertised URL, then
// /.well-known/oauth-protected-resource/<path>, then the root well-known URL.
func (s *inspector) fetchResourceMetadata(ctx context.Context, advertised string) *resourceMetadata {
	var candidates []string
	if advertised != "" {
		candidates = append(candidates, advertised)
	} else if u, err := url.Parse(s.url); err == nil {
		root := u.Scheme + "://" + u.Host + "/.well-known/oauth-protected-resource"
		if path := strings.TrimSuffix(u.EscapedPath(), "/"); path != "" {
			candidates = append(candidates, root+path)
		}
		candidates = append(candidates, root)
	}
	for _, c := range candidates {
		if md := s.getMetadata(ctx, c); md != nil {
			return md
		}
	}
	return nil
}

func (s *inspector) getMetadata(ctx context.Context, raw string) *resourceMetadata {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" {
		s.warn("ignored resource_metadata %q: not an http(s) URL", clip(raw, 200))
		return nil
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil
	}
	req.Header.Set("Accept", "application/json") // no caller headers: this may be another origin
	resp, err := s.http.Do(req)
	if err != nil {
		s.warn("could not fetch protected-resource metadata from %s: %s", clip(raw, 200), classify(ctx, "the metadata request", err, s.deadline).Detail)
		return nil
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil
	}
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil
	}
	var md resourceMetadata
	if json.Unmarshal(data, &md) != nil {
		s.warn("the protected-resource metadata at %s is not valid JSON", clip(raw, 200))
		return nil
	}
	return &md
}
