package serverurl

import (
	"fmt"
	"net/netip"
	"strings"
)

// parseHost returns either an address (for IP literals and every spelling a
// browser reads as IPv4) or a lower-cased host name without trailing dot.
func parseHost(host string) (netip.Addr, string, error) {
	if strings.Contains(host, ":") {
		addr, err := netip.ParseAddr(host)
		if err != nil {
			return netip.Addr{}, "", &Error{fmt.Sprintf("has host %q, which is not a valid IPv6 address", host)}
		}
		if addr.Zone() != "" {
			return netip.Addr{}, "", &Error{"must not carry an IPv6 zone identifier"}
		}
		return addr, "", nil
	}
	name := strings.ToLower(host)
	if endsInNumber(name) {
		addr, ok := parseIPv4(name)
		if !ok {
			return netip.Addr{}, "", &Error{fmt.Sprintf("has host %q, which looks like an IPv4 address but is not a valid one", host)}
		}
		return addr, "", nil
	}
	name = strings.TrimSuffix(name, ".")
	if !validHostname(name) {
		return netip.Addr{}, "", &Error{fmt.Sprintf("has host %q, which is not a valid host name", host)}
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

// HostAddr reads a dial-time host the way [Vet] does, so spellings that
// reach a dialer without Vet (a redirect, a resolver's answer) are judged
// identically. ok is false for host names; err is set for numeric
// spellings that are no address.
func HostAddr(host string) (addr netip.Addr, ok bool, err error) {
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
	return netip.Addr{}, false, &Error{fmt.Sprintf("has host %q, which looks like an IPv4 address but is not a valid one", host)}
}

// IsLocalName reports whether a host name names this machine: localhost
// and the names below it.
func IsLocalName(name string) bool {
	name = strings.ToLower(strings.TrimSuffix(name, "."))
	return name == "localhost" || strings.HasSuffix(name, ".localhost")
}
