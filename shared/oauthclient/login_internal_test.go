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
	const (
		root      = "https://mcp.example.com/.well-known/oauth-protected-resource"
		pathBased = "https://mcp.example.com/.well-known/oauth-protected-resource/tenant/mcp"
		tenant    = "https://mcp.example.com/tenant/prm.json" // a resource_metadata the tenant serves
	)
	for _, tc := range []struct {
		resource, at string
		want         bool
	}{
		{"https://mcp.example.com/tenant/mcp", tenant, true},
		{"https://mcp.example.com/tenant/mcp/", tenant, true},
		{"https://MCP.example.com/tenant/mcp", pathBased, true},
		{"https://mcp.example.com/tenant", root, true},
		{"https://mcp.example.com", root, true},
		{"https://MCP.example.com/", pathBased, true},
		// A parent from a document outside the well-known location: the
		// tenant would obtain a token for the whole host.
		{"https://mcp.example.com", tenant, false},
		{"https://mcp.example.com/tenant", tenant, false},
		{"https://mcp.example.com/", "https://mcp.example.com/.well-known/oauth-protected-resource-x", false},
		{"https://mcp.example.com/", "https://other.example.com/.well-known/oauth-protected-resource", false},
		{"https://mcp.example.com/", root + "?x=1", false},
		{"https://mcp.example.com/ten", root, false},
		{"https://mcp.example.com/other/mcp", root, false},
		{"https://mcp.example.com/tenant/mcp/more", root, false},
		{"http://mcp.example.com/tenant/mcp", root, false},
		{"https://evil.example.com/tenant/mcp", root, false},
		{"https://mcp.example.com/tenant#x", root, false},
		{"", root, false},
	} {
		if got := covers(tc.resource, server, tc.at); got != tc.want {
			t.Errorf("covers(%q) read at %s = %v, want %v", tc.resource, tc.at, got, tc.want)
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
		covers(advertised, u, advertised)
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
