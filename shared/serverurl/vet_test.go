package serverurl_test

import (
	"errors"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// loopbackSpellings are the ways to write 127.0.0.1 (or ::1) that browsers
// or inet_aton understand; every one must be refused.
var loopbackSpellings = []string{
	"http://127.0.0.1/",
	"http://127.0.0.1./",
	"http://2130706433/",
	"http://0177.0.0.1/",
	"http://0177.0.0.01/",
	"http://0x7f.1/",
	"http://0X7F.0.0.1/",
	"http://0x7f000001/",
	"http://0x7F000001./",
	"http://017700000001/",
	"http://127.1/",
	"http://127.0.1/",
	"http://0x7f.0x0.0x0.0x1/",
	"http://[::1]/",
	"http://[0:0:0:0:0:0:0:1]/",
	"http://[::ffff:127.0.0.1]/",
	"http://[::ffff:7f00:1]/",
	"http://[::127.0.0.1]/",
	"http://[64:ff9b::7f00:1]/",
	"http://[2002:7f00:1::1]/",
	"https://127.0.0.1:8443/mcp",
	"HTTP://LOCALHOST/",
	"http://localhost./",
	"http://api.localhost/",
	"http://0/",
	"http://0.0.0.0/",
}

func TestVetRefusesEveryLoopbackSpelling(t *testing.T) {
	for _, raw := range loopbackSpellings {
		u, err := serverurl.Vet(raw, serverurl.Policy{})
		var ue *serverurl.Error
		if !errors.As(err, &ue) {
			t.Errorf("Vet(%q) = %v, %v; want a *Error", raw, u, err)
			continue
		}
		if !strings.Contains(ue.Reason, "only public addresses") {
			t.Errorf("Vet(%q) reason %q does not say why", raw, ue.Reason)
		}
	}
}

func TestVetCanonicalises(t *testing.T) {
	for _, tc := range []struct{ raw, want string }{
		{"http://2130706433/", "http://127.0.0.1/"},
		{"http://0177.0.0.1/", "http://127.0.0.1/"},
		{"http://0x7f.1", "http://127.0.0.1/"},
		{"http://0x7f000001:8080/", "http://127.0.0.1:8080/"},
		{"http://127.1/", "http://127.0.0.1/"},
		{"http://[::ffff:127.0.0.1]/", "http://[::ffff:127.0.0.1]/"},
		{"http://[0:0:0:0:0:0:0:1]:80/", "http://[::1]/"},
		{"http://169.254.43518/", "http://169.254.169.254/"},
		{"http://0xa9fea9fe/", "http://169.254.169.254/"},
		{"https://Example.COM./mcp", "https://example.com/mcp"},
		{"HTTPS://MCP.example.com:443/mcp#tools", "https://mcp.example.com/mcp"},
		{"https://mcp.example.com:08443/mcp", "https://mcp.example.com:8443/mcp"},
		{"http://mcp.example.com:443?x=1", "http://mcp.example.com:443/?x=1"},
		{"https://8.8.8.8/", "https://8.8.8.8/"},
		{"https://134744072/", "https://8.8.8.8/"},
	} {
		u, err := serverurl.Vet(tc.raw, serverurl.Policy{AllowPrivate: true})
		if err != nil {
			t.Errorf("Vet(%q) with AllowPrivate: %v", tc.raw, err)
			continue
		}
		if u.String() != tc.want {
			t.Errorf("Vet(%q) = %q, want %q", tc.raw, u, tc.want)
		}
	}
}

func TestVet(t *testing.T) {
	for _, tc := range []struct {
		raw     string
		private bool
		want    string // "" means accepted; else a fragment of the reason
	}{
		{"https://mcp.example.com/mcp", false, ""},
		{"  https://mcp.example.com/mcp  ", false, ""},
		{"http://mcp.example.com:8080/mcp?x=1", false, ""},
		{"https://xn--bcher-kva.example/", false, ""},
		{"https://8.8.8.8/mcp", false, ""},
		{"https://[2606:4700:4700::1111]/", false, ""},
		{"http://127.0.0.1:3000/mcp", true, ""},
		{"http://localhost:3000/mcp", true, ""},
		{"", false, "empty"},
		{"mcp.example.com/mcp", false, "https://"},
		{"ftp://example.com/", false, "https:// or http://, not"},
		{"file:///etc/passwd", false, "https:// or http://, not"},
		{"file:///etc/passwd", true, "https:// or http://, not"},
		{"gopher://example.com/", true, "https:// or http://, not"},
		{"javascript:alert(1)", false, "https:// or http://, not"},
		{"http:example.com", false, "form https://host/path"},
		{"https://user:pass@example.com/", false, "user name or password"},
		{"https://user@example.com/", true, "user name or password"},
		{"https:///path", false, "host name"},
		{"https://example.com:0/", false, "port"},
		{"https://example.com:99999/", false, "port"},
		{"https://ex ample.com/", false, "not a valid"},
		{"https://exa!mple.com/", false, "not a valid host name"},
		{"https://a..b/", false, "not a valid host name"},
		{"http://1.2.3.4.5/", false, "not a valid one"},
		{"http://256.0.0.1/", false, "not a valid one"},
		{"http://0x100000000/", false, "not a valid one"},
		{"http://4294967296/", false, "not a valid one"},
		{"http://1.2.3.09/", false, "not a valid one"},
		{"http://foo.0x/", false, "not a valid one"},
		{"http://[fe80::1%25eth0]/", true, "zone"},
		{"http://[::1/", false, "not a valid URL"},
		{"http://%31%32%37.0.0.1/", false, "not a valid URL"}, // Go refuses escapes in hosts
		{"https://" + strings.Repeat("a", 5000) + ".com/", false, "longer than"},
		{"http://169.254.169.254/latest/meta-data/", false, "link-local"},
		{"http://[fd00:ec2::254]/", false, "unique local"},
		{"http://10.0.0.1/", false, "private"},
		{"http://192.168.0.1/", false, "private"},
		{"http://100.100.100.200/", false, "carrier-grade"},
	} {
		_, err := serverurl.Vet(tc.raw, serverurl.Policy{AllowPrivate: tc.private})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("Vet(%q, private=%v) = %v, want accepted", tc.raw, tc.private, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("Vet(%q, private=%v) = %v, want error mentioning %q", tc.raw, tc.private, err, tc.want)
		}
	}
}

func TestVetAllowAddrExemptsOnlyThatAddress(t *testing.T) {
	p := serverurl.Policy{AllowAddr: func(ap netip.AddrPort) bool {
		return ap == netip.MustParseAddrPort("127.0.0.1:8080")
	}}
	if _, err := serverurl.Vet("http://127.0.0.1:8080/", p); err != nil {
		t.Errorf("exempt address refused: %v", err)
	}
	for _, raw := range []string{"http://127.0.0.1:8081/", "http://127.0.0.1/", "http://0x7f.1:8081/"} {
		if _, err := serverurl.Vet(raw, p); err == nil {
			t.Errorf("Vet(%q) accepted; only 127.0.0.1:8080 is exempt", raw)
		}
	}
}

func FuzzVet(f *testing.F) {
	for _, s := range loopbackSpellings {
		f.Add(s)
	}
	for _, s := range []string{
		"https://mcp.example.com/mcp", "http://[::1]:80", "http://%zz/", "http://[", "http://1.2.3.4.5",
		"http://0x/", "http://0x.0x.0x.0x/", "http://..../", "http://a.b.c.0/", "http://\u00e9.example/",
		"http://[::ffff:1.2.3.4%25x]/", "https://example.com:/", "//example.com/", "http://4294967295/",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v, err := serverurl.Vet(raw, serverurl.Policy{})
		if err != nil {
			var ue *serverurl.Error
			if !errors.As(err, &ue) || ue.Reason == "" || !v.IsZero() {
				t.Fatalf("Vet(%q) = %q, %T %v; want the zero URL and an *Error", raw, v, err, err)
			}
			return
		}
		u, err := url.Parse(v.String())
		if err != nil || u.Scheme != "http" && u.Scheme != "https" || u.User != nil || u.Hostname() == "" || u.Fragment != "" || len(v.String()) > serverurl.MaxLength {
			t.Fatalf("Vet(%q) accepted %s", raw, v)
		}
		if a, err := netip.ParseAddr(u.Hostname()); err == nil && serverurl.Blocked(a) != "" {
			t.Fatalf("Vet(%q) accepted blocked address %s", raw, a)
		}
		// The canonical form must be accepted again, unchanged.
		again, err := serverurl.Vet(v.String(), serverurl.Policy{})
		if err != nil || again != v {
			t.Fatalf("Vet(%q) -> %s, but vetting it again gives %v, %v", raw, v, again, err)
		}
	})
}
