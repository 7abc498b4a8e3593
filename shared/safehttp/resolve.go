package safehttp

import (
	"context"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// Resolver looks host names up; *net.Resolver is one.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// CheckResolves resolves the host name of u, a URL that [serverurl.Vet] accepted,
// and refuses it, as a *URLError, when it does not resolve or resolves
// only to addresses the dial would refuse. It is for URLs kept to be
// fetched later (subscriptions), which a dial-time check would otherwise
// refuse only then; the dial still checks each address it connects to. IP
// literals were checked by Vet and are not looked up.
func (o Options) CheckResolves(ctx context.Context, r Resolver, u *url.URL) error {
	host := u.Hostname()
	if _, err := netip.ParseAddr(host); err == nil || o.AllowPrivate {
		return nil
	}
	addrs, err := r.LookupNetIP(ctx, "ip", host)
	if err != nil || len(addrs) == 0 {
		return &URLError{fmt.Sprintf("%s does not resolve to an address", host)}
	}
	port := uint16(443)
	if p, err := strconv.ParseUint(u.Port(), 10, 16); err == nil {
		port = uint16(p)
	} else if u.Scheme == "http" {
		port = 80
	}
	var refused []string
	for _, a := range addrs {
		a = a.Unmap()
		why := o.policy().Refuses(netip.AddrPortFrom(a, port))
		if why == "" {
			return nil
		}
		if len(refused) < 3 {
			refused = append(refused, fmt.Sprintf("%s (%s)", a, why))
		}
	}
	return &URLError{fmt.Sprintf("%s resolves only to addresses that are not public: %s; only public addresses can be inspected", host, strings.Join(refused, ", "))}
}
