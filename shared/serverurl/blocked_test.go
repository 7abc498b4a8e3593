package serverurl_test

import (
	"net/netip"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

func TestBlocked(t *testing.T) {
	blocked := []struct{ addr, want string }{
		// IPv4: first, middle and last address of every range.
		{"0.0.0.0", "this network"}, {"0.255.255.255", "this network"},
		{"10.0.0.0", "private"}, {"10.12.34.56", "private"}, {"10.255.255.255", "private"},
		{"100.64.0.0", "carrier-grade NAT"}, {"100.127.255.255", "carrier-grade NAT"},
		{"127.0.0.1", "loopback"}, {"127.255.255.254", "loopback"}, {"127.0.0.0", "loopback"},
		{"169.254.169.254", "link-local"}, {"169.254.0.0", "link-local"}, {"169.254.255.255", "link-local"},
		{"172.16.0.0", "private"}, {"172.20.1.1", "private"}, {"172.31.255.255", "private"},
		{"192.0.0.0", "IETF"}, {"192.0.0.255", "IETF"},
		{"192.0.2.0", "documentation"}, {"192.0.2.255", "documentation"},
		{"192.168.0.0", "private"}, {"192.168.1.1", "private"}, {"192.168.255.255", "private"},
		{"198.18.0.0", "benchmarking"}, {"198.19.255.255", "benchmarking"},
		{"198.51.100.0", "documentation"}, {"198.51.100.255", "documentation"},
		{"203.0.113.0", "documentation"}, {"203.0.113.255", "documentation"},
		{"224.0.0.0", "multicast"}, {"239.255.255.255", "multicast"},
		{"240.0.0.0", "reserved"}, {"255.255.255.254", "reserved"},
		{"255.255.255.255", "broadcast"},
		// IPv6 ranges.
		{"::", "unspecified"}, {"::1", "loopback"},
		{"fc00::", "unique local"}, {"fdff:ffff::1", "unique local"},
		{"fe80::", "link-local"}, {"febf:ffff::1", "link-local"}, {"fe80::1%eth0", "link-local"},
		{"ff00::", "multicast"}, {"ff02::1", "multicast"},
		{"2001:db8::", "documentation"}, {"2001:db8:ffff:ffff::1", "documentation"},
		{"fec0::1", "site-local"}, {"100::1", "discard"}, {"3fff::1", "documentation"},
		{"4000::1", "outside 2000::/3"},
		// IPv4 embedded in IPv6.
		{"::ffff:127.0.0.1", "IPv4-mapped form of 127.0.0.1, loopback"},
		{"::ffff:169.254.169.254", "IPv4-mapped form of 169.254.169.254"},
		{"::ffff:10.0.0.1", "IPv4-mapped"},
		{"::127.0.0.1", "IPv4-compatible form of 127.0.0.1"},
		{"::10.1.2.3", "IPv4-compatible"},
		{"64:ff9b::127.0.0.1", "NAT64 form of 127.0.0.1"},
		{"64:ff9b::a9fe:a9fe", "NAT64 form of 169.254.169.254"},
		{"64:ff9b:1::1", "local-use NAT64"},
		{"64:ff9b:1:ffff::8.8.8.8", "local-use NAT64"},
		{"2002:7f00:1::", "6to4 form of 127.0.0.1"},
		{"2002:a9fe:a9fe::1", "6to4 form of 169.254.169.254"},
		{"2002:c0a8:0101::1", "6to4 form of 192.168.1.1"},
		{"2001:0:7f00:1::1", "Teredo server form of 127.0.0.1"},
		// Teredo client 127.0.0.1 is stored inverted: ^7f000001 = 80fffffe.
		{"2001:0:0808:0808::80ff:fffe", "Teredo client form of 127.0.0.1"},
	}
	for _, tc := range blocked {
		got := serverurl.Blocked(netip.MustParseAddr(tc.addr))
		if !strings.Contains(got, tc.want) {
			t.Errorf("Blocked(%s) = %q, want it to mention %q", tc.addr, got, tc.want)
		}
	}
	public := []string{
		"8.8.8.8", "1.1.1.1", "9.255.255.255", "11.0.0.0", "100.63.255.255", "100.128.0.0",
		"126.255.255.255", "128.0.0.0", "169.253.255.255", "169.255.0.0", "172.15.255.255",
		"172.32.0.0", "192.0.1.255", "192.0.3.0", "192.167.255.255", "192.169.0.0",
		"198.17.255.255", "198.20.0.0", "223.255.255.255",
		"2606:4700:4700::1111", "2a00:1450:4001::200e",
		"::ffff:8.8.8.8", "::8.8.8.8", "64:ff9b::808:808", "2002:808:808::1",
		"2001:0:808:808::f7f7:f7f7", // Teredo server and client 8.8.8.8
	}
	for _, a := range public {
		if got := serverurl.Blocked(netip.MustParseAddr(a)); got != "" {
			t.Errorf("Blocked(%s) = %q, want public", a, got)
		}
	}
	if got := serverurl.Blocked(netip.Addr{}); got == "" {
		t.Error("the zero Addr must be blocked")
	}
}
