package oauthclient

import (
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/oauthex"
)

func TestPrintable(t *testing.T) {
	if got := printable("https://as.example/\x1b[2J\u202eauth x"); got != "https://as.example/%1B[2J%E2%80%AEauth x" {
		t.Errorf("printable = %q", got)
	}
}

func TestCovers(t *testing.T) {
	server, _ := url.Parse("https://mcp.example.com/tenant/mcp")
	for resource, want := range map[string]bool{
		"https://mcp.example.com/tenant/mcp":  true,
		"https://mcp.example.com/tenant/mcp/": true,
		"https://mcp.example.com/tenant":      true,
		"https://mcp.example.com":             true,
		"https://MCP.example.com/":            true,
		"https://mcp.example.com/ten":         false,
		"https://mcp.example.com/other/mcp":   false,
		"http://mcp.example.com/tenant/mcp":   false,
		"https://evil.example.com/tenant/mcp": false,
		"https://mcp.example.com/tenant#x":    false,
		"":                                    false,
	} {
		if got := covers(resource, server); got != want {
			t.Errorf("covers(%q) = %v, want %v", resource, got, want)
		}
	}
}

func TestDiscoveryOrder(t *testing.T) {
	server, _ := url.Parse("https://mcp.example.com/a/mcp")
	got := resourceMetadataURLs(server, "https://mcp.example.com/custom.json")
	want := []string{"https://mcp.example.com/custom.json", "https://mcp.example.com/.well-known/oauth-protected-resource/a/mcp", "https://mcp.example.com/.well-known/oauth-protected-resource"}
	if !slices.Equal(got, want) {
		t.Errorf("resource metadata order %q, want %q", got, want)
	}
	if got := resourceMetadataURLs(server, "javascript:alert(1)"); len(got) != 2 {
		t.Errorf("a non-http resource_metadata was kept: %q", got)
	}
	got = AuthServerMetadataURLs("https://auth.example.com/tenant1")
	want = []string{"https://auth.example.com/.well-known/oauth-authorization-server/tenant1", "https://auth.example.com/.well-known/openid-configuration/tenant1", "https://auth.example.com/tenant1/.well-known/openid-configuration"}
	if !slices.Equal(got, want) {
		t.Errorf("authorization server metadata order %q, want %q", got, want)
	}
}

func TestSelectScopes(t *testing.T) {
	d := &Discovery{ScopesSupported: []string{"a", "b"}, AuthServer: &oauthex.AuthServerMeta{ScopesSupported: []string{"a", "offline_access"}}}
	for _, tc := range []struct {
		challenged, granted []string
		offline             bool
		want                string
	}{
		{nil, nil, true, "a b offline_access"},
		{[]string{"c"}, nil, false, "c"},
		{[]string{"c"}, []string{"a"}, false, "a c"}, // step-up keeps what was granted
		{nil, nil, false, "a b"},
	} {
		if got := strings.Join(selectScopes(tc.challenged, d, tc.granted, tc.offline), " "); got != tc.want {
			t.Errorf("selectScopes(%v, %v, %v) = %q, want %q", tc.challenged, tc.granted, tc.offline, got, tc.want)
		}
	}
}

// FuzzDiscoveryURLs feeds server-supplied URLs to the discovery helpers.
func FuzzDiscoveryURLs(f *testing.F) {
	f.Add("https://mcp.example.com/mcp", "https://mcp.example.com/.well-known/x", "https://auth.example.com/t")
	f.Add("http://[::1]:80/", "", "%zz")
	f.Fuzz(func(t *testing.T, server, advertised, issuer string) {
		if checkEndpoint(server) != nil {
			return // Discover refuses it
		}
		u, _ := url.Parse(server)
		for _, c := range resourceMetadataURLs(u, advertised) {
			if checkEndpoint(c) != nil && c != advertised {
				t.Fatalf("a derived metadata URL is not an endpoint: %q", c)
			}
		}
		covers(advertised, u)
		AuthServerMetadataURLs(issuer)
	})
}

func TestOtherScheme(t *testing.T) {
	for header, want := range map[string]string{
		`Basic realm="intranet"`:               "basic",
		`Basic realm="x", Bearer scope="a"`:    "",
		`Bearer resource_metadata="https://x"`: "",
		``:                                     "",
	} {
		h := http.Header{}
		if header != "" {
			h.Set("WWW-Authenticate", header)
		}
		if got := otherScheme(h); got != want {
			t.Errorf("otherScheme(%q) = %q, want %q", header, got, want)
		}
	}
}
