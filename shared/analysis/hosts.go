package analysis

import (
	"net/netip"
	"strings"
)

// urlHost returns the host of a URL, lower-cased and without user info,
// port or IPv6 brackets ("https://me@[::1]:8080/x" gives "::1"), or ""
// for text with no scheme.
func urlHost(url string) string {
	_, rest, ok := strings.Cut(url, "://")
	if !ok {
		return ""
	}
	return hostOfAuthority(rest)
}

// hostOfAuthority returns the host of "user@host:port/path…".
func hostOfAuthority(rest string) string {
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.LastIndexByte(rest, '@'); i >= 0 {
		rest = rest[i+1:]
	}
	if strings.HasPrefix(rest, "[") {
		if end := strings.IndexByte(rest, ']'); end > 0 {
			return strings.ToLower(rest[1:end])
		}
	}
	host, _, _ := strings.Cut(rest, ":")
	return strings.ToLower(host)
}

// localHost reports a host that stays on the user's machine or network:
// localhost names, loopback, private, link-local and unspecified
// addresses, and the special-use names .local, .lan, .internal and
// .home.arpa. A name that only starts like one ("localhost.evil.io",
// "10.evil.io", "127.0.0.1.nip.io") is outside.
func localHost(host string) bool {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	if loopbackHost(h) {
		return true
	}
	if a, err := netip.ParseAddr(strings.Trim(h, "[]")); err == nil {
		a = a.Unmap()
		return a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsUnspecified()
	}
	return hasAnySuffix(h, ".local", ".lan", ".internal", ".home.arpa")
}

// isLoopbackURL reports a URL, with or without its scheme, whose host is
// a localhost name or a loopback address.
func isLoopbackURL(url string) bool {
	if _, rest, ok := strings.Cut(url, "://"); ok {
		url = rest
	}
	return loopbackHost(hostOfAuthority(strings.TrimPrefix(url, "www.")))
}
