package safehttp_test

import (
	"context"
	"errors"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// hosts is a resolver without the network.
type hosts map[string][]string

func (h hosts) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	addrs, ok := h[host]
	if !ok {
		return nil, errors.New("no such host")
	}
	var out []netip.Addr
	for _, a := range addrs {
		out = append(out, netip.MustParseAddr(a))
	}
	return out, nil
}

func TestCheckResolves(t *testing.T) {
	r := hosts{
		"private.example": {"10.1.2.3", "::ffff:192.168.1.1"},
		"mapped.example":  {"::ffff:127.0.0.1"},
		"mixed.example":   {"127.0.0.1", "93.184.215.14"},
		"public.example":  {"93.184.215.14"},
		"empty.example":   {},
	}
	for raw, want := range map[string]string{
		"https://private.example/mcp":   "resolves only to addresses that are not public",
		"https://mapped.example/mcp":    "127.0.0.1 (loopback",
		"https://mixed.example/mcp":     "",
		"https://public.example/mcp":    "",
		"https://empty.example/mcp":     "does not resolve",
		"https://missing.example/mcp":   "does not resolve",
		"https://93.184.215.14:8443/x":  "", // literals were checked by serverurl.Vet
		"https://private.example:80/ok": "", // allowed by AllowAddr below
	} {
		u, _ := url.Parse(raw)
		o := safehttp.Options{AllowAddr: func(ap netip.AddrPort) bool { return ap.Port() == 80 }}
		err := o.CheckResolves(context.Background(), r, u)
		var ue *safehttp.URLError
		switch {
		case want == "" && err != nil:
			t.Errorf("%s: %v", raw, err)
		case want != "" && (!errors.As(err, &ue) || !strings.Contains(ue.Reason, want)):
			t.Errorf("%s: %v, want %q", raw, err, want)
		}
	}
	u, _ := url.Parse("https://private.example/mcp")
	if err := (safehttp.Options{AllowPrivate: true}).CheckResolves(context.Background(), r, u); err != nil {
		t.Errorf("AllowPrivate: %v", err)
	}
}
