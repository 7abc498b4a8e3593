package oauthclient

import (
	"context"
	"errors"
	"fmt"
	"net/url"

	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"
)

// jwtBearerGrant is RFC 7523's grant type, used for an ID-JAG.
const jwtBearerGrant = "urn:ietf:params:oauth:grant-type:jwt-bearer"

// enterprise is enterprise-managed authorization (SEP-990): the user's ID
// token from the enterprise identity provider is exchanged there (RFC 8693)
// for an identity assertion grant (ID-JAG) for this server's authorization
// server, which the client then presents with the JWT bearer grant.
func (l *Login) enterprise(ctx context.Context, s *session, d *Discovery, scopes []string) error {
	if l.cfg.ClientID == "" || l.cfg.IDPTokenEndpoint == "" {
		return errors.New("enterprise-managed authorization needs --client-id and --idp-token-endpoint")
	}
	if err := checkEndpoint(l.cfg.IDPTokenEndpoint); err != nil {
		return fmt.Errorf("--idp-token-endpoint: %w", err)
	}
	idp := &oauthex.ClientCredentials{ClientID: l.cfg.IDPClientID}
	if l.cfg.IDPClientSecret != "" {
		idp.ClientSecretAuth = &oauthex.ClientSecretAuth{ClientSecret: l.cfg.IDPClientSecret}
	}
	l.say("Exchanging the identity provider's ID token at %s for %s\n", l.cfg.IDPTokenEndpoint, d.AuthServer.Issuer)
	grant, err := oauthex.ExchangeToken(ctx, l.cfg.IDPTokenEndpoint, &oauthex.TokenExchangeRequest{
		RequestedTokenType: oauthex.TokenTypeIDJAG, Audience: d.AuthServer.Issuer, Resource: d.Resource, Scope: scopes,
		SubjectToken: l.cfg.IDToken, SubjectTokenType: oauthex.TokenTypeIDToken,
	}, idp, l.cfg.HTTP)
	if err != nil {
		return fmt.Errorf("the identity provider's token exchange failed: %s", exchangeError(err))
	}
	l.credential(grant.AccessToken)
	method := secretMethod(d.AuthServer.TokenEndpointAuthMethodsSupported, l.cfg.ClientSecret)
	cc := &clientcredentials.Config{
		ClientID: l.cfg.ClientID, ClientSecret: l.cfg.ClientSecret, TokenURL: d.AuthServer.TokenEndpoint, AuthStyle: authStyle(method),
		// clientcredentials lets grant_type be replaced, for grants like this one.
		EndpointParams: url.Values{"grant_type": {jwtBearerGrant}, "assertion": {grant.AccessToken}},
	}
	return l.takeToken(ctx, s, cc, d.AuthServer.Issuer, scopes)
}

// exchangeError keeps an OAuth error code and description, nothing of a
// response body.
func exchangeError(err error) string {
	var re *oauth2.RetrieveError
	if errors.As(err, &re) {
		return tokenError(err).Error()
	}
	return clip(err.Error())
}
