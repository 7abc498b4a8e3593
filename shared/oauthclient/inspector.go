package oauthclient

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"unicode"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Inspector inspects MCP servers as Client does, logging in when a server
// asks for authorization: after a 401 (or a 403 insufficient_scope) it
// authorizes, outside the inspection's deadline since a person may be in
// the browser, and inspects again, at most MaxAuthorizations times.
type Inspector struct {
	// Client must send its requests through Login.Transport.
	Client *mcpclient.Client
	Login  *Login
}

// NewInspector returns an Inspector whose client is c with its HTTP
// transport wrapped by login. c's HTTP client is not modified.
func NewInspector(c *mcpclient.Client, login *Login) *Inspector {
	wrapped := *c
	base := c.HTTP
	if base == nil {
		base = safehttp.DefaultClient() // as mcpclient's own default: the address policy holds
	}
	hc := *base
	rt := hc.Transport
	if rt == nil {
		rt = http.DefaultTransport
	}
	hc.Transport = login.Transport(rt)
	wrapped.HTTP = &hc
	return &Inspector{Client: &wrapped, Login: login}
}

// Inspect implements the explorer's Inspector. header must not carry an
// Authorization of its own.
func (in *Inspector) Inspect(ctx context.Context, serverURL serverurl.URL, header http.Header) (*mcpclient.Inspection, error) {
	s, err := in.Login.session(serverURL.String())
	if err != nil {
		return nil, &mcpclient.Error{Code: mcpclient.CodeInvalidURL, Detail: err.Error()}
	}
	for round := 0; ; round++ {
		in.Login.refreshIfExpired(ctx, s)
		s.take()
		insp, err := in.Client.Inspect(ctx, serverURL, header)
		ch := s.take()
		if ch == nil {
			if insp != nil {
				if note := s.note(); note != "" {
					insp.Warnings = append(insp.Warnings, note)
				}
			}
			return insp, err
		}
		if round == MaxAuthorizations {
			return nil, &mcpclient.Error{Code: CodeAuthorization, Detail: fmt.Sprintf("authorization failed: the server still refuses after %d authorizations", MaxAuthorizations)}
		}
		if err := in.Login.authorize(ctx, s, ch); err != nil {
			return nil, &mcpclient.Error{Code: CodeAuthorization, Detail: "authorization failed: " + oneLine(err.Error()), Err: err}
		}
	}
}

// oneLine replaces line breaks and other controls with spaces: the
// authorization server's texts (error_description, an issuer nothing
// checks) must not start lines of their own where the detail is printed.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return ' '
		}
		return r
	}, s)
}

// CodeAuthorization is the mcpclient.Error code of a failed login.
const CodeAuthorization = "authorization-failed"
