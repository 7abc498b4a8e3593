// Package serverurl is a server's URL: the one set of rules a stranger's
// URL must pass ([Vet] under a [Policy]), its one spelling ([URL]) and the
// hash it is stored under ([URL.Key]).
//
// Vet resolves no names: it judges the addresses a URL spells out
// (every spelling a browser reads as IPv4, IPv6 literals, localhost). A
// host name that resolves to a refused address is caught when it is
// dialled, by safehttp, with the same [Policy].
package serverurl

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
)

// MaxLength bounds a server URL, before and after canonicalisation.
const MaxLength = 2048

// URL is a server URL that passed [Vet], in its canonical spelling:
// lowercase scheme and host, numeric hosts in standard form, no trailing
// dot, no default port, no fragment, "/" for an empty path. The zero URL
// is no URL.
type URL struct{ s string }

func (u URL) String() string { return u.s }

// IsZero reports whether u is the zero URL.
func (u URL) IsZero() bool { return u.s == "" }

// Key is u's storage key; see [Key].
func (u URL) Key() string { return Key(u.s) }

// Key is the SHA-256 of a canonical spelling: the only form in which a
// server's identity is stored next to its fingerprints, snapshots and
// subscriptions.
func Key(spelling string) string {
	sum := sha256.Sum256([]byte(spelling))
	return hex.EncodeToString(sum[:])
}

// Error says why a URL was refused. Reason reads after the field name
// ("url must include a host name"); the APIs report it as a 422 on url.
type Error struct {
	Reason string
}

func (e *Error) Error() string { return "the URL " + e.Reason }

// Reason is what a refusal from [Vet] says, to follow the field's name: an
// [*Error]'s Reason, or else err's text.
func Reason(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Reason
	}
	return err.Error()
}

// Policy says which addresses a URL may name. The zero value is the
// hosted service's: public unicast addresses only.
type Policy struct {
	// AllowPrivate permits every address (the local CLI). Schemes other
	// than http and https stay refused.
	AllowPrivate bool
	// AllowAddr, if set, exempts single addresses from the private-address
	// rule, e.g. a test server on loopback.
	AllowAddr func(netip.AddrPort) bool
}

// Refuses returns why p refuses ap (e.g. "loopback", from [Blocked]), or
// "" when p allows it.
func (p Policy) Refuses(ap netip.AddrPort) string {
	if p.AllowPrivate {
		return ""
	}
	why := Blocked(ap.Addr())
	if why != "" && p.AllowAddr != nil && p.AllowAddr(ap) {
		return ""
	}
	return why
}

// Vet accepts an http or https URL of at most [MaxLength] characters with
// a host and without user information, whose host p allows, and returns
// it canonical. A host that a browser would read as an IPv4 address
// ("2130706433", "0x7f.1", "0177.0.0.1", "127.1") is read the same way, so
// the URL means what a browser would fetch. Errors are *Error.
func Vet(raw string, p Policy) (URL, error) {
	raw = strings.TrimSpace(raw)
	if raw == "" {
		return URL{}, &Error{"is empty"}
	}
	if len(raw) > MaxLength {
		return URL{}, &Error{fmt.Sprintf("is longer than %d characters", MaxLength)}
	}
	u, err := url.Parse(raw)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err
		}
		return URL{}, &Error{"is not a valid URL: " + err.Error()}
	}
	if err := p.Check(u); err != nil {
		return URL{}, err
	}
	u.Fragment, u.RawFragment = "", ""
	if u.Path == "" {
		u.Path, u.RawPath = "/", ""
	}
	s := u.String()
	// Escaping can lengthen the canonical form; hold it to the same limit,
	// so that vetting the result again gives the same verdict.
	if len(s) > MaxLength {
		return URL{}, &Error{fmt.Sprintf("is longer than %d characters once escaped", MaxLength)}
	}
	return URL{s}, nil
}

// Check applies Vet's rules, less the length limit, to a parsed URL such
// as a redirect's target, and canonicalises its scheme and host in place.
// Errors are *Error.
func (p Policy) Check(u *url.URL) error {
	u.Scheme = strings.ToLower(u.Scheme)
	switch {
	case u.Scheme == "":
		return &Error{"must start with https:// or http://"}
	case u.Scheme != "http" && u.Scheme != "https":
		return &Error{fmt.Sprintf("must start with https:// or http://, not %s:", u.Scheme)}
	case u.Opaque != "":
		return &Error{"must have the form https://host/path"}
	case u.User != nil:
		return &Error{"must not carry a user name or password; send credentials as a header instead"}
	}
	host, port := u.Hostname(), u.Port()
	if host == "" {
		return &Error{"must include a host name"}
	}
	n := defaultPort[u.Scheme]
	if port != "" {
		var err error
		if n, err = strconv.Atoi(port); err != nil || n < 1 || n > 65535 {
			return &Error{fmt.Sprintf("has port %q, which is not between 1 and 65535", port)}
		}
	}
	addr, name, err := parseHost(host)
	if err != nil {
		return err
	}
	if addr.IsValid() {
		if why := p.Refuses(netip.AddrPortFrom(addr, uint16(n))); why != "" {
			return &Error{fmt.Sprintf("names %s, a %s address; only public addresses can be inspected", addr, why)}
		}
		name = addr.String()
	} else if !p.AllowPrivate && IsLocalName(name) {
		return &Error{fmt.Sprintf("names %s, which is this machine; only public addresses can be inspected", name)}
	}
	u.Host = name
	if strings.Contains(name, ":") {
		u.Host = "[" + name + "]"
	}
	if n != defaultPort[u.Scheme] {
		u.Host += ":" + strconv.Itoa(n)
	}
	return nil
}

var defaultPort = map[string]int{"http": 80, "https": 443}
