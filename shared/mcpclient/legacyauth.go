package mcpclient

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
)

// legacyAuthServer looks where the 2025-03-26 authorization specification
// put a server's OAuth metadata when it has no RFC 9728 metadata:
// /.well-known/oauth-authorization-server on its origin. It returns the
// issuer named there, or "" (fetched without the caller's headers).
func (s *inspector) legacyAuthServer(ctx context.Context) string {
	u, err := url.Parse(s.url)
	if err != nil {
		return ""
	}
	at := url.URL{Scheme: u.Scheme, Host: u.Host, Path: "/.well-known/oauth-authorization-server"}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, at.String(), nil)
	if err != nil {
		return ""
	}
	req.Header.Set("Accept", "application/json")
	resp, err := s.http.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK || mediaType(resp.Header) != "application/json" {
		return ""
	}
	var md struct {
		Issuer                string `json:"issuer"`
		AuthorizationEndpoint string `json:"authorization_endpoint"`
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if err != nil || json.Unmarshal(data, &md) != nil {
		return ""
	}
	iss, err := url.Parse(md.Issuer)
	if err != nil || (iss.Scheme != "https" && iss.Scheme != "http") || iss.Host == "" {
		return ""
	}
	return clip(md.Issuer, 200)
}
