package oauthclient

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The authorization URL comes from the authorization server's metadata:
// nothing in it may become an option, a second argument or shell syntax
// for the browser command.
func TestBrowsableRefusesWhatACommandCouldObey(t *testing.T) {
	for _, u := range []string{
		"-a Calculator https://as.example/auth",
		"--remote-debugging-port=9222",
		"javascript:alert(1)",
		"file:///etc/passwd",
		"http://as.example/auth?x=1",           // plain HTTP off loopback
		"https://as.example/auth x?y=1",        // a space splits a shell word
		"https://as.example/auth\t-x",          // so does a tab
		"https://as.example/auth\n--new",       // and a newline
		"https://as.example/a;reboot",          // ; ends a shell command
		"https://as.example/$(touch%20/tmp/p)", // command substitution
		"https://as.example/auth?x=1;reboot",   // ; in a query too
		"https://user:pass@as.example/auth",    // user info
		"https://as.example/auth#frag",         // fragment
		"https://аs.example/auth",              // non-ASCII (Cyrillic a)
		"https://as.example/auth?x=%zz",        // malformed query
		"",
	} {
		if got, err := browsable(u); err == nil {
			t.Errorf("browsable(%q) = %q, want a refusal", u, got)
		}
	}
	for in, want := range map[string]string{
		"https://as.example/authorize?response_type=code&client_id=c": "https://as.example/authorize?client_id=c&response_type=code",
		// The endpoint's own query is re-encoded: a bare word becomes
		// "word=", shell syntax percent-encoded.
		"https://as.example/auth?tenant=1&reboot&x=$(id)`id`|y": "https://as.example/auth?reboot=&tenant=1&x=%24%28id%29%60id%60%7Cy",
		"https://as.example/`id`|sh":                            "https://as.example/%60id%60%7Csh",
		"http://127.0.0.1:8080/authorize?state=s":               "http://127.0.0.1:8080/authorize?state=s",
		"http://[::1]:8080/authorize":                           "http://[::1]:8080/authorize",
		"https://as.example/t%20x/authorize":                    "https://as.example/t%20x/authorize",
	} {
		if got, err := browsable(in); err != nil || got != want {
			t.Errorf("browsable(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
}

// $BROWSER gets the URL as one argument, where its %s stands, with no
// shell between.
func TestOpenBrowserPassesOneArgumentWithoutAShell(t *testing.T) {
	dir := t.TempDir()
	record := filepath.Join(dir, "argv")
	script := filepath.Join(dir, "browser.sh")
	if err := os.WriteFile(script, []byte("#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done > "+record+".tmp && mv "+record+".tmp "+record+"\n"), 0o700); err != nil {
		t.Fatal(err)
	}
	u, err := browsable("https://as.example/auth?x=$(touch " + filepath.Join(dir, "pwned") + ")&y=1")
	if err == nil {
		t.Fatalf("a URL with a space was accepted: %q", u)
	}
	u, err = browsable("https://as.example/auth?x=$(touch%20" + filepath.Join(dir, "pwned") + ")&y=1")
	if err != nil {
		t.Fatal(err)
	}
	openBrowser(script+" --new-window %s: ignored-second-entry", u)
	deadline := time.Now().Add(10 * time.Second)
	var got []byte
	for time.Now().Before(deadline) {
		if got, err = os.ReadFile(record); err == nil {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if want := "--new-window\n" + u + "\n"; string(got) != want {
		t.Errorf("argv %q, want %q", got, want)
	}
	if strings.ContainsAny(u, "$() ") {
		t.Errorf("shell syntax survived: %q", u)
	}
	if _, err := os.Stat(filepath.Join(dir, "pwned")); err == nil {
		t.Error("the URL ran a command")
	}
}
