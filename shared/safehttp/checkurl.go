package safehttp

import (
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// URLError explains why a URL was refused. Reason is a sentence meant for the
// person who typed the URL; the API reports it as a 422 on field "url".
type URLError struct {
	Reason string
}

func (e *URLError) Error() string { return e.Reason }

// maxURLLength bounds what CheckURL accepts; browsers and CDNs refuse longer.
const maxURLLength = 4096

// CheckURL validates a stranger-supplied URL with the default Options (no
// private addresses) and returns it canonicalised; see [Options.CheckURL].
//
//	u, err := safehttp.CheckURL(form.URL) // err is a *URLError
func CheckURL(raw string) (*url.URL, error) { return Options{}.CheckURL(raw) }

// CheckURL accepts only http and https URLs with a host and without user
// information. A host that a browser would read as an IPv4 address
// ("2130706433", "0x7f.1", "0177.0.0.1", "127.1") is parsed the same way and
// rewritten to dotted-decimal, so the URL means what a browser would fetch;
// IP hosts that are not public unicast are refused unless o.AllowPrivate (or
// o.AllowAddr) permits them, and so are the "localhost" names. Host names that
// resolve to private addresses are caught at dial time, not here.
func (o Options) CheckURL(raw string) (*url.URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return nil, &URLError{"the URL is empty"}
	}
	if len(raw) > maxURLLength {
		return nil, &URLError{fmt.Sprintf("the URL is longer than %d characters", maxURLLength)}
	}
	u, err := url.Parse(raw)
	if err != nil {
		return nil, &URLError{"this is not a valid URL"}
	}
	if err := o.checkParsed(u); err != nil {
		return nil, err
	}
	// Escaping can lengthen the canonical form; hold it to the same limit,
	// so that checking the result again gives the same verdict.
	if len(u.String()) > maxURLLength {
		return nil, &URLError{fmt.Sprintf("the URL is longer than %d characters once escaped", maxURLLength)}
	}
	return u, nil
}

// checkParsed validates u in place and canonicalises its host.
func (o Options) checkParsed(u *url.URL) error {
	u.Scheme = strings.ToLower(u.Scheme)
	if u.Scheme != "http" && u.Scheme != "https" {
		if u.Scheme == "" {
			return &URLError{"the URL must start with https:// or http://"}
		}
		return &URLError{fmt.Sprintf("only http and https URLs can be inspected, not %s:", u.Scheme)}
	}
	if u.Opaque != "" {
		return &URLError{"the URL must have the form https://host/path"}
	}
	if u.User != nil {
		return &URLError{"URLs with a user name or password are not accepted; send credentials in a header instead"}
	}
	host, port := u.Hostname(), u.Port()
	if host == "" {
		return &URLError{"the URL has no host"}
	}
	if port != "" {
		n, err := strconv.Atoi(port)
		if err != nil || n < 1 || n > 65535 {
			return &URLError{fmt.Sprintf("port %q is not between 1 and 65535", port)}
		}
	}
	addr, name, err := parseHost(host)
	if err != nil {
		return err
	}
	if addr.IsValid() {
		if why := Blocked(addr); why != "" && !o.AllowPrivate && !o.allowed(addr, portOf(u.Scheme, port)) {
			return &URLError{fmt.Sprintf("%s is a %s address; only public addresses can be inspected", addr, why)}
		}
		name = addr.String()
	} else if !o.AllowPrivate && isLocalhostName(name) {
		return &URLError{fmt.Sprintf("%s names this machine; only public addresses can be inspected", name)}
	}
	u.Host = name
	if strings.Contains(name, ":") {
		u.Host = "[" + name + "]"
	}
	if port != "" {
		u.Host += ":" + port
	}
	return nil
}

func portOf(scheme, port string) uint16 {
	if n, err := strconv.ParseUint(port, 10, 16); err == nil {
		return uint16(n)
	}
	if scheme == "https" {
		return 443
	}
	return 80
}

func (o Options) allowed(addr netip.Addr, port uint16) bool {
	return o.AllowAddr != nil && o.AllowAddr(netip.AddrPortFrom(addr, port))
}

func isLocalhostName(name string) bool {
	return name == "localhost" || strings.HasSuffix(name, ".localhost")
}

// parseHost returns either an address (for IP literals and every spelling a
// browser reads as IPv4) or a lower-cased host name without trailing dot.
func parseHost(host string) (netip.Addr, string, error) {
	if strings.Contains(host, ":") {
		addr, err := netip.ParseAddr(host)
		if err != nil {
			return netip.Addr{}, "", &URLError{fmt.Sprintf("%q is not a valid IPv6 address", host)}
		}
		if addr.Zone() != "" {
			return netip.Addr{}, "", &URLError{"IPv6 zone identifiers are not accepted"}
		}
		return addr, "", nil
	}
	name := strings.ToLower(host)
	if endsInNumber(name) {
		addr, ok := parseIPv4(name)
		if !ok {
			return netip.Addr{}, "", &URLError{fmt.Sprintf("%q looks like an IPv4 address but is not a valid one", host)}
		}
		return addr, "", nil
	}
	name = strings.TrimSuffix(name, ".")
	if !validHostname(name) {
		return netip.Addr{}, "", &URLError{fmt.Sprintf("%q is not a valid host name", host)}
	}
	return netip.Addr{}, name, nil
}

// validHostname accepts letters, digits, '-' and '_' (and non-ASCII, left to
// the resolver) in dot-separated labels of 1..63 bytes, 253 bytes in all.
func validHostname(name string) bool {
	if name == "" || len(name) > 253 {
		return false
	}
	for label := range strings.SplitSeq(name, ".") {
		if label == "" || len(label) > 63 {
			return false
		}
		for i := 0; i < len(label); i++ {
			c := label[i]
			if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c >= 0x80) {
				return false
			}
		}
	}
	return true
}

// endsInNumber reports whether a browser (WHATWG URL "ends in a number")
// would hand host to its IPv4 parser: its last label, ignoring one trailing
// dot, is decimal digits or a 0x hex number.
func endsInNumber(host string) bool {
	labels := strings.Split(host, ".")
	if len(labels) > 1 && labels[len(labels)-1] == "" {
		labels = labels[:len(labels)-1]
	}
	last := labels[len(labels)-1]
	if last == "" {
		return false
	}
	if strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4 is the WHATWG URL IPv4 parser, which matches inet_aton: one to
// four parts, each decimal, octal (leading 0) or hex (0x); the last part
// fills the remaining bytes.
func parseIPv4(host string) (netip.Addr, bool) {
	parts := strings.Split(host, ".")
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	var v uint64
	for i, part := range parts {
		n, ok := parseIPv4Number(part)
		if !ok {
			return netip.Addr{}, false
		}
		if i < len(parts)-1 {
			if n > 255 {
				return netip.Addr{}, false
			}
			v |= n << (8 * (3 - i))
			continue
		}
		if n >= 1<<(8*(5-len(parts))) {
			return netip.Addr{}, false
		}
		v |= n
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}

// parseIPv4Number parses one part: "" is invalid, "0x" alone is 0. Values
// above 2^32 are reported invalid, which every caller would refuse anyway.
func parseIPv4Number(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	base := uint64(10)
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		base, s = 16, s[2:]
	case len(s) >= 2 && s[0] == '0':
		base, s = 8, s[1:]
	}
	var n uint64
	for i := 0; i < len(s); i++ {
		d, ok := digit(s[i])
		if !ok || d >= base {
			return 0, false
		}
		n = n*base + d
		if n > 1<<32 {
			return 0, false
		}
	}
	return n, true
}

func digit(c byte) (uint64, bool) {
	switch {
	case c >= '0' && c <= '9':
		return uint64(c - '0'), true
	case c >= 'a' && c <= 'f':
		return uint64(c-'a') + 10, true
	case c >= 'A' && c <= 'F':
		return uint64(c-'A') + 10, true
	}
	return 0, false
}

// hostAddr interprets a dial-time host the way CheckURL does, so spellings
// that reach the dialer without CheckURL are judged identically. ok is false
// for host names; err is set for numeric spellings that are no address.
func hostAddr(host string) (addr netip.Addr, ok bool, err error) {
	if addr, err := netip.ParseAddr(host); err == nil {
		return addr.WithZone(""), true, nil
	}
	h := strings.ToLower(host)
	if !endsInNumber(h) {
		return netip.Addr{}, false, nil
	}
	if addr, ok := parseIPv4(h); ok {
		return addr, true, nil
	}
	return netip.Addr{}, false, &URLError{fmt.Sprintf("%q looks like an IPv4 address but is not a valid one", host)}
}
