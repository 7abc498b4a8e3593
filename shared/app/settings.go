// Package app assembles the service from its settings, the same way for the
// local server (mcp-explorer serve) and the Lambda functions: every setting
// is a serve flag and an EXPLORER_* variable, and one function builds the
// handler.
//
//	settings, err := app.FromEnv(os.Getenv)            // Lambda
//	h := app.NewHandler(settings, app.Parts{Store: store, Logger: logger})
package app

import (
	"flag"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// Settings are what the hosted service can be configured with.
type Settings struct {
	BaseURL         string        // public base URL; "" lets the caller choose
	AllowPrivate    bool          // connect mode may reach private addresses (unsafe when hosted)
	RegistryURL     string        // "" means the official MCP Registry
	InspectDeadline time.Duration // per inspection
	Limits          ratelimit.Limits
	GlobalLimit     int64
	TrustedProxies  []netip.Prefix
	OutcomeCap      int64
	MCPOrigins      []string
}

// Default per-minute limits by class; each has a flag and a variable.
var defaultLimits = []struct {
	class string
	flag  string
	def   int64
	help  string
}{
	{httpapi.ClassPaste, "rate-limit-paste", 60, "paste-mode checks, Toolcard checks and outcome reports per client per minute"},
	{httpapi.ClassConnect, "rate-limit-connect", 10, "connect and registry checks, MCP tools/call and subscriptions per client per minute"},
	{httpapi.ClassMCP, "rate-limit-mcp", 120, "other MCP requests (listing, reading, handshakes) per client per minute"},
	{httpapi.ClassRead, "rate-limit-read", 600, "page, document and asset reads per client per minute"},
	{httpapi.ClassCPU, "rate-limit-cpu-ms", 5000, "milliseconds of analysis (parsing and checking tools, on every door) per client per minute"},
}

// EnvName is the variable that backs a flag: EXPLORER_ + NAME_IN_CAPS.
func EnvName(flagName string) string {
	return "EXPLORER_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// String registers a string flag whose default comes from its variable.
func String(fs *flag.FlagSet, getenv func(string) string, name, def, help string) *string {
	if v := getenv(EnvName(name)); v != "" {
		def = v
	}
	return fs.String(name, def, help+" (env "+EnvName(name)+")")
}

// Bool registers a boolean flag whose default comes from its variable.
func Bool(fs *flag.FlagSet, getenv func(string) string, name string, def bool, help string) *bool {
	switch strings.ToLower(getenv(EnvName(name))) {
	case "1", "true", "yes":
		def = true
	case "0", "false", "no":
		def = false
	}
	return fs.Bool(name, def, help+" (env "+EnvName(name)+")")
}

// Bind registers every setting on fs. Call the returned function after
// fs.Parse to get the checked settings; it reports every problem at once.
func Bind(fs *flag.FlagSet, getenv func(string) string) func() (Settings, error) {
	baseURL := String(fs, getenv, "base-url", "", "public base URL used in links")
	allowPrivate := Bool(fs, getenv, "allow-private-targets", false, "let connect mode reach private, loopback and link-local addresses (unsafe when strangers use the service)")
	registryURL := String(fs, getenv, "registry-url", "", "MCP Registry base URL (default the official registry)")
	deadline := String(fs, getenv, "inspect-deadline", "20s", "deadline for one whole inspection of a server")
	limits := map[string]*string{}
	for _, l := range defaultLimits {
		limits[l.class] = String(fs, getenv, l.flag, strconv.FormatInt(l.def, 10), l.help+"; 0 = no limit")
	}
	global := String(fs, getenv, "rate-limit-global", "3000", "requests per minute from all clients together; 0 = no limit")
	proxies := String(fs, getenv, "trusted-proxies", "", "comma-separated CIDRs whose X-Forwarded-For is believed")
	outcomeCap := String(fs, getenv, "outcome-cap", strconv.Itoa(toolcard.DefaultOutcomeCap), "most Toolcard outcome reports kept; POST /v1/outcomes answers 507 beyond")
	origins := String(fs, getenv, "mcp-origins", "", "comma-separated browser origins allowed to call /mcp besides the base URL's")
	return func() (Settings, error) {
		var errs []string
		fail := func(format string, a ...any) { errs = append(errs, fmt.Sprintf(format, a...)) }
		s := Settings{BaseURL: strings.TrimRight(*baseURL, "/"), AllowPrivate: *allowPrivate, RegistryURL: *registryURL, Limits: ratelimit.Limits{}}
		if s.BaseURL != "" {
			if u, err := url.Parse(s.BaseURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
				fail("--base-url must be an absolute http(s) URL, got %q", *baseURL)
			}
		}
		d, err := time.ParseDuration(*deadline)
		if err != nil || d <= 0 || d > 5*time.Minute {
			fail("--inspect-deadline must be a duration above 0 and at most 5m, got %q", *deadline)
		}
		s.InspectDeadline = d
		for _, l := range defaultLimits {
			n, err := ratelimit.ParseLimit("--"+l.flag, *limits[l.class])
			if err != nil {
				fail("%v", err)
			}
			s.Limits[l.class] = n
		}
		if s.GlobalLimit, err = ratelimit.ParseLimit("--rate-limit-global", *global); err != nil {
			fail("%v", err)
		}
		for _, p := range splitList(*proxies) {
			prefix, err := netip.ParsePrefix(p)
			if err != nil {
				fail("--trusted-proxies: %q is not a CIDR such as 10.0.0.0/8", p)
				continue
			}
			s.TrustedProxies = append(s.TrustedProxies, prefix)
		}
		if s.OutcomeCap, err = strconv.ParseInt(*outcomeCap, 10, 64); err != nil || s.OutcomeCap < 1 {
			fail("--outcome-cap must be a whole number of at least 1, got %q", *outcomeCap)
		}
		s.MCPOrigins = splitList(*origins)
		if len(errs) > 0 {
			return Settings{}, fmt.Errorf("%s", strings.Join(errs, "; "))
		}
		return s, nil
	}
}

// FromEnv reads the settings from EXPLORER_* variables alone.
func FromEnv(getenv func(string) string) (Settings, error) {
	fs := flag.NewFlagSet("environment", flag.ContinueOnError)
	settings := Bind(fs, getenv)
	if err := fs.Parse(nil); err != nil {
		return Settings{}, err
	}
	return settings()
}

func splitList(v string) []string {
	var out []string
	for _, item := range strings.Split(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
