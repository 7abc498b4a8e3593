// Package serverurl is a server's identity: one spelling of its URL
// ([Normalize]) and the hash under which it is stored ([Key]).
package serverurl

import (
	"crypto/sha256"
	"encoding/hex"
	"net/url"
	"strings"
)

// Key is the SHA-256 of the normalised URL: the only form in which a
// server's identity is stored next to its fingerprints, snapshots and
// subscriptions.
func Key(normalizedURL string) string {
	sum := sha256.Sum256([]byte(normalizedURL))
	return hex.EncodeToString(sum[:])
}

// Normalize gives one spelling per server: lowercase scheme and host,
// default port dropped, no fragment, "/" for an empty path.
func Normalize(raw string) (string, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return "", err
	}
	u.Scheme = strings.ToLower(u.Scheme)
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if (u.Scheme == "https" && port == "443") || (u.Scheme == "http" && port == "80") {
		port = ""
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	u.Host = host
	if port != "" {
		u.Host += ":" + port
	}
	u.Fragment, u.RawFragment = "", ""
	if u.Path == "" {
		u.Path = "/"
	}
	return u.String(), nil
}
