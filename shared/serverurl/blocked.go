package serverurl

import (
	"fmt"
	"net/netip"
)

type labelledPrefix struct {
	prefix netip.Prefix
	label  string
}

func p(s, label string) labelledPrefix {
	return labelledPrefix{netip.MustParsePrefix(s), label}
}

// blocked4 lists every IPv4 range that is not public unicast. Order matters
// only for labels: the first match names the reason.
var blocked4 = []labelledPrefix{
	p("255.255.255.255/32", "broadcast"),
	p("0.0.0.0/8", "\"this network\" (0.0.0.0/8)"),
	p("10.0.0.0/8", "private (10.0.0.0/8)"),
	p("100.64.0.0/10", "carrier-grade NAT (100.64.0.0/10)"),
	p("127.0.0.0/8", "loopback"),
	p("169.254.0.0/16", "link-local (169.254.0.0/16, where cloud metadata services live)"),
	p("172.16.0.0/12", "private (172.16.0.0/12)"),
	p("192.0.0.0/24", "IETF protocol assignment (192.0.0.0/24)"),
	p("192.0.2.0/24", "documentation (192.0.2.0/24)"),
	p("192.88.99.0/24", "deprecated 6to4 relay anycast (192.88.99.0/24)"),
	p("192.168.0.0/16", "private (192.168.0.0/16)"),
	p("198.18.0.0/15", "benchmarking (198.18.0.0/15)"),
	p("198.51.100.0/24", "documentation (198.51.100.0/24)"),
	p("203.0.113.0/24", "documentation (203.0.113.0/24)"),
	p("224.0.0.0/4", "multicast"),
	p("240.0.0.0/4", "reserved (240.0.0.0/4)"),
}

// blocked6 lists IPv6 ranges judged by label alone. Forms that embed an IPv4
// address (mapped, compatible, NAT64, 6to4, Teredo) are judged by that
// address in Blocked; everything outside 2000::/3 is refused as well.
var blocked6 = []labelledPrefix{
	p("::/128", "unspecified (::)"),
	p("::1/128", "loopback (::1)"),
	p("64:ff9b:1::/48", "local-use NAT64 (64:ff9b:1::/48)"),
	p("100::/64", "discard-only (100::/64)"),
	p("2001:2::/48", "benchmarking (2001:2::/48)"),
	p("2001:10::/28", "ORCHID (2001:10::/28)"),
	p("2001:20::/28", "ORCHIDv2 (2001:20::/28)"),
	p("2001:db8::/32", "documentation (2001:db8::/32)"),
	p("3fff::/20", "documentation (3fff::/20)"),
	p("fc00::/7", "unique local (fc00::/7)"),
	p("fe80::/10", "link-local (fe80::/10)"),
	p("fec0::/10", "deprecated site-local (fec0::/10)"),
	p("ff00::/8", "multicast (ff00::/8)"),
}

var (
	compat4   = netip.MustParsePrefix("::/96")
	nat64     = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour = netip.MustParsePrefix("2002::/16")
	teredo    = netip.MustParsePrefix("2001::/32")
	global6   = netip.MustParsePrefix("2000::/3")
)

// Blocked returns why addr must not be dialled (for example "loopback"), or
// "" when it is a public unicast address.
//
//	serverurl.Blocked(netip.MustParseAddr("::ffff:127.0.0.1")) // "IPv4-mapped form of 127.0.0.1, loopback"
func Blocked(addr netip.Addr) string {
	if !addr.IsValid() {
		return "invalid address"
	}
	addr = addr.WithZone("")
	if addr.Is4() {
		return label(blocked4, addr)
	}
	if addr.Is4In6() {
		return embedded("IPv4-mapped", addr.Unmap())
	}
	if why := label(blocked6, addr); why != "" {
		return why
	}
	b := addr.As16()
	switch {
	case compat4.Contains(addr):
		return embedded("IPv4-compatible", netip.AddrFrom4([4]byte(b[12:16])))
	case nat64.Contains(addr):
		return embedded("NAT64", netip.AddrFrom4([4]byte(b[12:16])))
	case sixToFour.Contains(addr):
		return embedded("6to4", netip.AddrFrom4([4]byte(b[2:6])))
	case teredo.Contains(addr):
		if why := embedded("Teredo server", netip.AddrFrom4([4]byte(b[4:8]))); why != "" {
			return why
		}
		client := [4]byte{^b[12], ^b[13], ^b[14], ^b[15]}
		return embedded("Teredo client", netip.AddrFrom4(client))
	case !global6.Contains(addr):
		return "not global unicast (outside 2000::/3)"
	}
	return ""
}

func label(list []labelledPrefix, addr netip.Addr) string {
	for _, lp := range list {
		if lp.prefix.Contains(addr) {
			return lp.label
		}
	}
	return ""
}

func embedded(form string, v4 netip.Addr) string {
	if why := label(blocked4, v4); why != "" {
		return fmt.Sprintf("%s form of %s, %s", form, v4, why)
	}
	return ""
}
