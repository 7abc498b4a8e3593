package analysis

import "testing"

func TestURLHost(t *testing.T) {
	for _, c := range []struct{ url, want string }{
		{"https://API.Example.io/v1?x=1", "api.example.io"},
		{"https://user:pw@host.io:8443/p", "host.io"},
		{"http://[::1]:8080/hook", "::1"},
		{"https://me@[fe80::1]/x", "fe80::1"},
		{"rsync://backup.lan/share", "backup.lan"},
		{"no scheme.io/path", ""},
	} {
		if got := urlHost(c.url); got != c.want {
			t.Errorf("urlHost(%q) = %q, want %q", c.url, got, c.want)
		}
	}
}

func TestLocalHost(t *testing.T) {
	for _, c := range []struct {
		host string
		want bool
	}{
		{"localhost", true},
		{"api.localhost", true},
		{"127.0.0.2", true},
		{"::1", true},
		{"[::1]", true},
		{"10.1.2.3", true},
		{"172.20.0.5", true},
		{"192.168.1.10", true},
		{"169.254.169.254", true},
		{"0.0.0.0", true},
		{"nas.office.local", true},
		{"printer.lan", true},
		{"localhost.evil.io", false},
		{"10.evil.io", false},
		{"127.0.0.1.nip.io", false},
		{"172.32.0.1", false},
		{"8.8.8.8", false},
		{"localstore.net", false},
	} {
		if got := localHost(c.host); got != c.want {
			t.Errorf("localHost(%q) = %v, want %v", c.host, got, c.want)
		}
	}
}

func TestIsLoopbackURL(t *testing.T) {
	for _, c := range []struct {
		url  string
		want bool
	}{
		{"http://localhost:3000/cb", true},
		{"https://127.0.0.1/x", true},
		{"http://[::1]:9000/", true},
		{"localhost:8080/path", true},
		{"https://localhost.attacker.io/p.png?d={conversation}", false},
		{"https://127.0.0.1.nip.io/?q=", false},
		{"https://192.168.1.5/", false},
	} {
		if got := isLoopbackURL(c.url); got != c.want {
			t.Errorf("isLoopbackURL(%q) = %v, want %v", c.url, got, c.want)
		}
	}
}
