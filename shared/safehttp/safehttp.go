// Package safehttp builds HTTP clients ([NewClient]) for URLs that
// strangers supply, once [serverurl.Vet] has accepted them. A refused
// address fails with a [*BlockedError]; [WithBudget] bounds the bytes of a
// whole inspection.
//
// The client dials only public unicast addresses ([serverurl.Policy]):
// every address is judged after resolution, the exact vetted address is dialled, and net.Dialer's
// Control judges it once more, so DNS rebinding and odd IPv4 spellings get
// the same verdict as plain ones. Redirects are capped and re-checked.
// Response bodies are cut at a per-message size and, under a Budget, a
// per-inspection size, both counted after gzip decoding (the client asks
// for gzip and decodes it itself). Environment proxies are never used.
package safehttp

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Options configures NewClient. The zero value is the public-internet policy.
type Options struct {
	// AllowPrivate permits every address (for the local CLI). Schemes other
	// than http and https stay refused.
	AllowPrivate bool
	// AllowAddr, if set, exempts single addresses from the private-address
	// rule, e.g. a test server on loopback; the rule still applies to
	// everything else.
	AllowAddr func(netip.AddrPort) bool
	// LookupIP resolves host names; nil means net.DefaultResolver.
	LookupIP func(ctx context.Context, host string) ([]net.IP, error)
	// MaxRedirects caps followed redirects: 0 means 3, negative means none.
	MaxRedirects int
	// MaxMessageBytes caps each response body after decoding: 0 means
	// DefaultMaxMessageBytes.
	MaxMessageBytes int64
}

func (o Options) policy() serverurl.Policy {
	return serverurl.Policy{AllowPrivate: o.AllowPrivate, AllowAddr: o.AllowAddr}
}

// URLError explains why a request went nowhere: a redirect refused or one
// too many. Reason is a sentence for the person who asked.
type URLError struct {
	Reason string
}

func (e *URLError) Error() string { return e.Reason }

// BlockedError reports a dial refused because of the address it would reach.
type BlockedError struct {
	Host   string     // the host name or literal that was asked for
	Addr   netip.Addr // the refused address
	Reason string     // e.g. "loopback", from serverurl.Blocked
}

func (e *BlockedError) Error() string {
	if e.Host != "" && e.Host != e.Addr.String() {
		return fmt.Sprintf("%s resolves to %s, a %s address; only public addresses can be inspected", e.Host, e.Addr, e.Reason)
	}
	return fmt.Sprintf("%s is a %s address; only public addresses can be inspected", e.Addr, e.Reason)
}

// DefaultClient returns the process-wide NewClient(Options{}), built on
// first use, for clients whose HTTP field is nil.
var DefaultClient = sync.OnceValue(func() *http.Client { return NewClient(Options{}) })

// NewClient returns a client that enforces o. It has no overall timeout:
// bound each request with its context.
func NewClient(o Options) *http.Client {
	if o.MaxRedirects == 0 {
		o.MaxRedirects = 3
	}
	if o.MaxMessageBytes <= 0 {
		o.MaxMessageBytes = DefaultMaxMessageBytes
	}
	d := &dialer{o: o, net: &net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}}
	d.net.Control = d.control
	base := &http.Transport{
		Proxy:                  nil,
		DialContext:            d.dial,
		ForceAttemptHTTP2:      true,
		DisableCompression:     true,
		TLSHandshakeTimeout:    10 * time.Second,
		MaxResponseHeaderBytes: 64 << 10,
		MaxIdleConns:           64,
		MaxIdleConnsPerHost:    8, // an inspection sends up to 5 requests at once
		IdleConnTimeout:        30 * time.Second,
		ExpectContinueTimeout:  time.Second,
	}
	return &http.Client{
		Transport:     &transport{base: base, max: o.MaxMessageBytes},
		CheckRedirect: o.checkRedirect,
	}
}

func (o Options) checkRedirect(req *http.Request, via []*http.Request) error {
	if o.MaxRedirects < 0 || len(via) > o.MaxRedirects {
		return &URLError{fmt.Sprintf("stopped after %d redirects", len(via)-1)}
	}
	if err := o.policy().Check(req.URL); err != nil {
		return &URLError{"refused redirect to " + req.URL.Redacted() + ": " + err.Error()}
	}
	if origin(req.URL) != origin(via[0].URL) {
		// net/http drops Authorization and Cookie on a redirect to another
		// host; a key given as X-Api-Key, or a session id, would still go.
		// Across origins only the protocol's own headers follow.
		for name := range req.Header {
			if !protocolHeaders[http.CanonicalHeaderKey(name)] {
				req.Header.Del(name)
			}
		}
	}
	return nil
}

// protocolHeaders are the headers that describe a request rather than
// authenticate it, the only ones sent on after a cross-origin redirect.
var protocolHeaders = map[string]bool{
	"Accept": true, "Accept-Encoding": true, "Accept-Language": true, "Content-Type": true, "User-Agent": true,
	"Mcp-Protocol-Version": true, "Mcp-Method": true, "Mcp-Name": true,
}

// origin is a URL's scheme, host and port, the unit credentials belong to.
func origin(u *url.URL) string {
	port := u.Port()
	if port == "" {
		port = map[string]string{"http": "80", "https": "443"}[strings.ToLower(u.Scheme)]
	}
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Hostname()) + ":" + port
}

// transport asks for gzip, decodes it itself and meters every body.
type transport struct {
	base *http.Transport
	max  int64
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Header.Get("Accept-Encoding") == "" {
		req = req.Clone(req.Context())
		req.Header.Set("Accept-Encoding", "gzip")
	}
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	gz := strings.EqualFold(strings.TrimSpace(resp.Header.Get("Content-Encoding")), "gzip")
	if gz {
		resp.Header.Del("Content-Encoding")
		resp.Header.Del("Content-Length")
		resp.ContentLength = -1
		resp.Uncompressed = true
	}
	resp.Body = newBody(resp.Body, gz, t.max, budgetFrom(req.Context()))
	return resp, nil
}

type dialer struct {
	o   Options
	net *net.Dialer
}

// dial resolves once, drops refused addresses and dials the vetted ones in
// order, by address, so nothing is resolved twice.
func (d *dialer) dial(ctx context.Context, network, address string) (net.Conn, error) {
	host, portStr, err := net.SplitHostPort(address)
	if err != nil {
		return nil, err
	}
	port, err := strconv.ParseUint(portStr, 10, 16)
	if err != nil {
		return nil, fmt.Errorf("invalid port %q", portStr)
	}
	addrs, err := d.resolve(ctx, host)
	if err != nil {
		return nil, err
	}
	var lastErr error
	for _, a := range addrs {
		ap := netip.AddrPortFrom(a, uint16(port))
		if err := d.judge(host, ap); err != nil {
			lastErr = err
			continue
		}
		conn, err := d.net.DialContext(ctx, network, ap.String())
		if err == nil {
			return conn, nil
		}
		lastErr = err
	}
	if lastErr == nil {
		lastErr = fmt.Errorf("%s has no address", host)
	}
	return nil, lastErr
}

func (d *dialer) resolve(ctx context.Context, host string) ([]netip.Addr, error) {
	if addr, ok, err := serverurl.HostAddr(host); err != nil {
		return nil, &URLError{err.Error()}
	} else if ok {
		return []netip.Addr{addr}, nil
	}
	if !d.o.AllowPrivate && serverurl.IsLocalName(host) {
		return nil, &BlockedError{Host: host, Addr: netip.IPv6Loopback(), Reason: "loopback"}
	}
	lookup := d.o.LookupIP
	if lookup == nil {
		lookup = func(ctx context.Context, host string) ([]net.IP, error) {
			return net.DefaultResolver.LookupIP(ctx, "ip", host)
		}
	}
	ips, err := lookup(ctx, host)
	if err != nil {
		return nil, err
	}
	addrs := make([]netip.Addr, 0, len(ips))
	for _, ip := range ips {
		if a, ok := netip.AddrFromSlice(ip); ok {
			addrs = append(addrs, a.Unmap())
		}
	}
	return addrs, nil
}

func (d *dialer) judge(host string, ap netip.AddrPort) error {
	why := d.o.policy().Refuses(ap)
	if why == "" {
		return nil
	}
	return &BlockedError{Host: host, Addr: ap.Addr(), Reason: why}
}

// control is the last check, on the socket's actual peer address.
func (d *dialer) control(network, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return errors.New("safehttp: refusing to dial unparsable address " + address)
	}
	return d.judge("", netip.AddrPortFrom(ap.Addr().Unmap(), ap.Port()))
}
