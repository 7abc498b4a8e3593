package oauthclient

import (
	"context"
	"crypto"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/oauthex"
	"golang.org/x/oauth2"
	"golang.org/x/oauth2/clientcredentials"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// DefaultTimeout bounds one authorization, the person's time in the
// browser included.
const DefaultTimeout = 5 * time.Minute

// MaxAuthorizations bounds the authorizations (step-ups and refreshes
// included) for one inspection, so a server that never accepts a token
// cannot loop us.
const MaxAuthorizations = 3

// Config configures a Login. It must not change after first use.
type Config struct {
	// HTTP sends every metadata, registration and token request; use a
	// safehttp client so the address policy applies to them too. Nil is
	// safehttp's default client: public addresses only.
	HTTP *http.Client
	// ClientID and ClientSecret are a pre-registered client. When set they
	// are used as they are; otherwise a client ID metadata document
	// (ClientMetadataURL, where the server supports it) or dynamic client
	// registration identifies the client.
	ClientID, ClientSecret string
	// ClientIssuer, if set, is the authorization server the pre-registered
	// client belongs to: its secret and assertions go to no other (another
	// server's authorization server gets the ways below instead).
	ClientIssuer string
	// ClientKey, with ClientID, authenticates the client with a signed
	// assertion (private_key_jwt, RFC 7523) instead of a secret.
	ClientKey crypto.Signer
	// ClientMetadataURL is the HTTPS URL of this client's metadata document.
	ClientMetadataURL string
	// IDToken, from the user's enterprise identity provider, selects
	// enterprise-managed authorization (SEP-990): it is exchanged at
	// IDPTokenEndpoint (as IDPClientID, with IDPClientSecret if set) for
	// an ID-JAG that the authorization server takes with the JWT bearer
	// grant from ClientID.
	IDToken, IDPTokenEndpoint, IDPClientID, IDPClientSecret string
	// ClientCredentials uses the client-credentials grant (machine to
	// machine) instead of the authorization code flow; it needs ClientID.
	ClientCredentials bool
	// Browser is the $BROWSER value; "" opens the system's browser when
	// there is one. The authorization URL is printed in any case.
	Browser string
	// OpenBrowser, if set, is called with the authorization URL instead
	// of starting a browser (an embedding program's own window, tests).
	OpenBrowser func(authURL string)
	// RedirectPort fixes the loopback redirect listener's port (redirect
	// URI http://127.0.0.1:PORT/callback), for a pre-registered client
	// whose server matches redirect URIs exactly; 0 means a random port.
	RedirectPort int
	// Prompt receives what the person must read (the authorization URL,
	// progress); never a token. Nil discards it.
	Prompt io.Writer
	// Cache, if set, keeps tokens between runs; nil keeps them in memory.
	Cache *Cache
	// Timeout bounds one authorization; 0 means DefaultTimeout.
	Timeout time.Duration
	// Credential, if set, is told every credential the login obtains,
	// loads from the cache or sends (tokens, client secrets, the ID-JAG),
	// before it is used, so that the caller can hide it wherever a
	// server echoes it.
	Credential func(secret string)
}

// Login holds the tokens of one run, per MCP server (resource).
type Login struct {
	cfg      Config
	mu       sync.Mutex
	sessions map[string]*session
}

// New returns a Login with cfg.
func New(cfg Config) *Login {
	if cfg.HTTP == nil {
		cfg.HTTP = safehttp.DefaultClient()
	}
	if cfg.Prompt == nil {
		cfg.Prompt = io.Discard
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	l := &Login{cfg: cfg, sessions: map[string]*session{}}
	l.credential(cfg.ClientSecret, cfg.IDToken, cfg.IDPClientSecret)
	return l
}

// credential tells Config.Credential of secrets about to be used.
func (l *Login) credential(secrets ...string) {
	if l.cfg.Credential == nil {
		return
	}
	for _, s := range secrets {
		if s != "" {
			l.cfg.Credential(s)
		}
	}
}

// tokenCredentials tells Config.Credential of a token's secrets.
func (l *Login) tokenCredentials(tok *oauth2.Token) {
	if tok != nil {
		l.credential(tok.AccessToken, tok.RefreshToken)
		if id, ok := tok.Extra("id_token").(string); ok {
			l.credential(id)
		}
	}
}

// session is one resource's token and its last challenge.
type session struct {
	resource string
	mu       sync.Mutex
	token    *oauth2.Token
	oauth    *oauth2.Config // for refreshes; nil for client credentials
	issuer   string
	granted  []string
	pending  *challenge
	// refreshed is the last token a refresh gave; when the server refuses
	// it too, the next answer is the whole flow, not another refresh.
	refreshed *oauth2.Token
}

// challenge is a 401, or a 403 insufficient_scope, from the resource.
type challenge struct {
	status int
	header http.Header
}

// resourceKey identifies an MCP endpoint: scheme, host and path.
func resourceKey(u *url.URL) string {
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Host) + u.EscapedPath()
}

// session returns serverURL's session, loading a cached token once.
func (l *Login) session(serverURL string) (*session, error) {
	u, err := url.Parse(serverURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("the server URL %q is not absolute", serverURL)
	}
	key := resourceKey(u)
	l.mu.Lock()
	defer l.mu.Unlock()
	if s := l.sessions[key]; s != nil {
		return s, nil
	}
	s := &session{resource: canonical(u)}
	if l.cfg.Cache != nil {
		if e := l.cfg.Cache.lookup(s.resource); e != nil {
			l.credential(e.AccessToken, e.RefreshToken, e.ClientSecret)
			s.token, s.issuer, s.granted = e.token(), e.Issuer, e.Scopes
			if e.TokenURL != "" && !l.cfg.ClientCredentials {
				s.oauth = &oauth2.Config{ClientID: e.ClientID, ClientSecret: e.ClientSecret, Endpoint: oauth2.Endpoint{TokenURL: e.TokenURL, AuthStyle: oauth2.AuthStyle(e.AuthStyle)}}
			}
		}
	}
	l.sessions[key] = s
	return s, nil
}

func (l *Login) lookup(u *url.URL) *session {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.sessions[resourceKey(u)]
}

// Transport wraps base: requests to a resource with a token carry it as a
// bearer token (to that exact endpoint only, never to other origins or
// paths), and each resource's 401s and 403 insufficient_scope answers are
// kept for Authorize.
func (l *Login) Transport(base http.RoundTripper) http.RoundTripper {
	return &transport{login: l, base: base}
}

type transport struct {
	login *Login
	base  http.RoundTripper
}

func (t *transport) RoundTrip(req *http.Request) (*http.Response, error) {
	s := t.login.lookup(req.URL)
	if s == nil {
		return t.base.RoundTrip(req)
	}
	if tok := s.current(); tok != nil {
		req = req.Clone(req.Context())
		req.Header.Set("Authorization", "Bearer "+tok.AccessToken)
	}
	resp, err := t.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode == http.StatusUnauthorized || (resp.StatusCode == http.StatusForbidden && bearerError(resp.Header) == "insufficient_scope") {
		s.record(&challenge{status: resp.StatusCode, header: resp.Header.Clone()})
	}
	return resp, nil
}

func (s *session) current() *oauth2.Token {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token == nil || s.token.AccessToken == "" {
		return nil
	}
	return s.token
}

// note says that the listing was made with a token, from whom and for
// which scopes: what a server shows can depend on them.
func (s *session) note() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.token == nil {
		return ""
	}
	scope := "no scope"
	if len(s.granted) > 0 {
		scope = "scope " + strings.Join(s.granted, " ")
	}
	return fmt.Sprintf("Listed with an OAuth access token from %s (%s); a token with other scopes may see other tools.", printable(s.issuer), printable(scope))
}

func (s *session) record(c *challenge) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.pending == nil {
		s.pending = c
	}
}

func (s *session) take() *challenge {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.pending
	s.pending = nil
	return c
}

// bearer returns the Bearer challenge of a WWW-Authenticate header.
func bearer(h http.Header) oauthex.Challenge {
	chs, _ := oauthex.ParseWWWAuthenticate(h.Values("WWW-Authenticate"))
	for _, c := range chs {
		if c.Scheme == "bearer" {
			return c
		}
	}
	return oauthex.Challenge{Params: map[string]string{}}
}

func bearerError(h http.Header) string { return bearer(h).Params["error"] }

// otherScheme names the first challenge's scheme when the header has
// challenges and none of them is Bearer; "" otherwise (a 401 without
// WWW-Authenticate may still be OAuth under the 2025-03-26 specification).
func otherScheme(h http.Header) string {
	chs, err := oauthex.ParseWWWAuthenticate(h.Values("WWW-Authenticate"))
	if err != nil || len(chs) == 0 {
		return ""
	}
	for _, c := range chs {
		if c.Scheme == "bearer" {
			return ""
		}
	}
	return chs[0].Scheme
}

// refreshIfExpired renews an expired token with its refresh token before
// an inspection; a failure leaves the token for the server to refuse.
func (l *Login) refreshIfExpired(ctx context.Context, s *session) {
	s.mu.Lock()
	tok, oc := s.token, s.oauth
	s.mu.Unlock()
	if tok == nil || tok.Valid() || tok.RefreshToken == "" || oc == nil {
		return
	}
	if fresh, err := l.refresh(ctx, oc, tok); err == nil {
		l.keep(s, fresh, oc, s.issuer, s.granted)
		s.mu.Lock()
		s.refreshed = fresh
		s.mu.Unlock()
	}
}

func (l *Login) refresh(ctx context.Context, oc *oauth2.Config, tok *oauth2.Token) (*oauth2.Token, error) {
	expired := *tok
	expired.Expiry = time.Unix(1, 0)
	fresh, err := oc.TokenSource(l.httpContext(ctx), &expired).Token()
	if err != nil {
		return nil, tokenError(err)
	}
	return fresh, nil
}

func (l *Login) httpContext(ctx context.Context) context.Context {
	if l.cfg.HTTP == nil {
		return ctx
	}
	return context.WithValue(ctx, oauth2.HTTPClient, l.cfg.HTTP)
}

// say writes to Prompt with every argument made printable: URLs and
// names come from servers, and a terminal must not take their control,
// bidirectional or invisible characters as its own.
func (l *Login) say(format string, args ...string) {
	safe := make([]any, len(args))
	for i, a := range args {
		safe[i] = printable(a)
	}
	fmt.Fprintf(l.cfg.Prompt, format, safe...)
}

// printable percent-encodes every byte outside printable ASCII.
func printable(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 0x20 && c < 0x7f {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// keep stores a new token in the session and, with a cache, on disk.
func (l *Login) keep(s *session, tok *oauth2.Token, oc *oauth2.Config, issuer string, granted []string) {
	l.tokenCredentials(tok)
	if oc != nil {
		l.credential(oc.ClientSecret)
	}
	s.mu.Lock()
	s.token, s.oauth, s.issuer, s.granted = tok, oc, issuer, granted
	s.mu.Unlock()
	if l.cfg.Cache == nil {
		return
	}
	e := cacheEntry{Issuer: issuer, Resource: s.resource, Scopes: granted}
	e.setToken(tok)
	if oc != nil {
		e.ClientID, e.ClientSecret, e.TokenURL, e.AuthStyle = oc.ClientID, oc.ClientSecret, oc.Endpoint.TokenURL, int(oc.Endpoint.AuthStyle)
	}
	if err := l.cfg.Cache.store(e); err != nil {
		l.say("mcp-explorer: the token could not be cached: %s\n", err.Error())
	}
}

// authorize answers a challenge: a refresh when the token was refused and
// can be refreshed, else the whole flow (discovery, client identification,
// authorization code with PKCE or client credentials).
func (l *Login) authorize(ctx context.Context, s *session, ch *challenge) error {
	ctx, cancel := context.WithTimeout(ctx, l.cfg.Timeout)
	defer cancel()
	s.mu.Lock()
	tok, oc, granted, refreshed := s.token, s.oauth, s.granted, s.refreshed
	s.mu.Unlock()
	if scheme := otherScheme(ch.header); scheme != "" {
		return fmt.Errorf("the server asks for HTTP %s authentication, not an OAuth bearer token; pass its credentials with --header instead", clip(scheme))
	}
	b := bearer(ch.header)
	challenged := strings.Fields(b.Params["scope"])

	if ch.status == http.StatusForbidden && tok != nil && len(challenged) > 0 && subset(challenged, granted) {
		return fmt.Errorf("the server refuses the token for insufficient scope but asks for %q, which was already granted; not asking again", strings.Join(challenged, " "))
	}
	if ch.status == http.StatusUnauthorized && tok != nil && tok != refreshed && tok.RefreshToken != "" && oc != nil {
		if fresh, err := l.refresh(ctx, oc, tok); err == nil {
			l.keep(s, fresh, oc, s.issuer, granted)
			s.mu.Lock()
			s.refreshed = fresh
			s.mu.Unlock()
			return nil
		}
	}

	d, err := Discover(ctx, l.cfg.HTTP, s.resource, b.Params["resource_metadata"])
	if err != nil {
		return err
	}
	if ch.status == http.StatusUnauthorized {
		granted = nil // the token, if any, is gone; start afresh
	}
	scopes := selectScopes(challenged, d, granted, !l.cfg.ClientCredentials && l.cfg.IDToken == "")
	if l.cfg.IDToken != "" {
		return l.enterprise(ctx, s, d, scopes)
	}
	if l.cfg.ClientCredentials {
		return l.clientCredentials(ctx, s, d, scopes)
	}
	return l.authorizationCode(ctx, s, d, scopes)
}

// selectScopes follows the MCP scope selection strategy: the challenge's
// scope, else the resource's scopes_supported, else none; united with
// what was granted before (step-up); plus offline_access where the
// authorization server offers it, since refresh tokens are used.
func selectScopes(challenged []string, d *Discovery, granted []string, offline bool) []string {
	want := challenged
	if len(want) == 0 {
		want = d.ScopesSupported
	}
	out := slices.Clone(granted)
	for _, sc := range want {
		if !slices.Contains(out, sc) {
			out = append(out, sc)
		}
	}
	if offline && slices.Contains(d.AuthServer.ScopesSupported, "offline_access") && !slices.Contains(out, "offline_access") {
		out = append(out, "offline_access")
	}
	return out
}

func subset(a, b []string) bool {
	for _, x := range a {
		if !slices.Contains(b, x) {
			return false
		}
	}
	return true
}

// grantedScopes are the token's scope, else what was asked for.
func grantedScopes(tok *oauth2.Token, asked []string) []string {
	if s, ok := tok.Extra("scope").(string); ok && strings.TrimSpace(s) != "" {
		return strings.Fields(s)
	}
	return asked
}

func (l *Login) clientCredentials(ctx context.Context, s *session, d *Discovery, scopes []string) error {
	if l.cfg.ClientID == "" {
		return errors.New("--client-credentials needs --client-id (and --client-secret or --client-key)")
	}
	if !l.preRegistered(d.AuthServer.Issuer) {
		return fmt.Errorf("the server's authorization server is %s, not %s that the client is registered with; its credentials are not sent there", d.AuthServer.Issuer, l.cfg.ClientIssuer)
	}
	method := secretMethod(d.AuthServer.TokenEndpointAuthMethodsSupported, l.cfg.ClientSecret)
	cc := &clientcredentials.Config{
		ClientID: l.cfg.ClientID, ClientSecret: l.cfg.ClientSecret, TokenURL: d.AuthServer.TokenEndpoint,
		Scopes: scopes, EndpointParams: url.Values{"resource": {d.Resource}}, AuthStyle: authStyle(method),
	}
	if l.cfg.ClientKey != nil {
		params, err := l.assertionParams(d.AuthServer)
		if err != nil {
			return err
		}
		for k, v := range params {
			cc.EndpointParams[k] = v
		}
		cc.ClientSecret, cc.AuthStyle = "", oauth2.AuthStyleInParams
	}
	l.say("Requesting a token for %s from %s (client credentials)\n", s.resource, d.AuthServer.Issuer)
	return l.takeToken(ctx, s, cc, d.AuthServer.Issuer, scopes)
}

// client is how this program identifies itself to an authorization server.
type client struct {
	id, secret string
	method     string // token endpoint authentication method
}

// identify picks a pre-registered client, a client ID metadata document,
// or dynamic client registration, in that order.
func (l *Login) identify(ctx context.Context, asm *oauthex.AuthServerMeta, redirect string) (*client, error) {
	switch {
	case l.preRegistered(asm.Issuer) && l.cfg.ClientKey != nil:
		return &client{id: l.cfg.ClientID, method: "private_key_jwt"}, nil
	case l.preRegistered(asm.Issuer):
		return &client{id: l.cfg.ClientID, secret: l.cfg.ClientSecret, method: secretMethod(asm.TokenEndpointAuthMethodsSupported, l.cfg.ClientSecret)}, nil
	case l.cfg.ClientMetadataURL != "" && asm.ClientIDMetadataDocumentSupported:
		return &client{id: l.cfg.ClientMetadataURL, method: "none"}, nil
	case asm.RegistrationEndpoint != "":
		method := "none"
		if sup := asm.TokenEndpointAuthMethodsSupported; len(sup) > 0 && !slices.Contains(sup, "none") {
			method = secretMethod(sup, "x")
		}
		reg, err := oauthex.RegisterClient(ctx, asm.RegistrationEndpoint, &oauthex.ClientRegistrationMetadata{
			RedirectURIs: []string{redirect}, TokenEndpointAuthMethod: method,
			GrantTypes: []string{"authorization_code", "refresh_token"}, ResponseTypes: []string{"code"},
			ClientName: "MCP Server Explorer", SoftwareID: "mcp-server-explorer", ApplicationType: "native",
		}, l.cfg.HTTP)
		if err != nil {
			return nil, fmt.Errorf("dynamic client registration at %s failed: %s", asm.RegistrationEndpoint, registrationError(err))
		}
		l.credential(reg.ClientSecret)
		c := &client{id: reg.ClientID, secret: reg.ClientSecret, method: reg.TokenEndpointAuthMethod}
		if c.method == "" {
			c.method = method
			if c.secret != "" && method == "none" {
				c.method = "client_secret_basic" // RFC 7591's default
			}
		}
		return c, nil
	}
	return nil, fmt.Errorf("the authorization server %s offers neither client ID metadata documents nor dynamic client registration; register a client there and pass --client-id (and --client-secret)", asm.Issuer)
}

// registrationError describes a failed registration without a response
// body that might hold an issued secret.
func registrationError(err error) string {
	var re *oauthex.ClientRegistrationError
	switch {
	case errors.As(err, &re):
		return clip(re.Error())
	case strings.Contains(err.Error(), "registration response"):
		return "the registration response is not valid client information"
	case strings.HasPrefix(err.Error(), "registration failed with status"):
		msg, _, _ := strings.Cut(err.Error(), ": ") // the status, without the body
		return msg
	}
	return clip(err.Error())
}

// preRegistered reports whether the pre-registered client may be used
// with issuer: when there is one, and ClientIssuer is unset or issuer.
func (l *Login) preRegistered(issuer string) bool {
	return l.cfg.ClientID != "" && (l.cfg.ClientIssuer == "" || strings.TrimSuffix(l.cfg.ClientIssuer, "/") == strings.TrimSuffix(issuer, "/"))
}

// secretMethod picks how a client with secret authenticates: what the
// server lists (client_secret_basic first), client_secret_basic when it
// lists nothing (RFC 8414's default), none without a secret.
func secretMethod(supported []string, secret string) string {
	if secret == "" {
		return "none"
	}
	for _, m := range []string{"client_secret_basic", "client_secret_post"} {
		if slices.Contains(supported, m) {
			return m
		}
	}
	return "client_secret_basic"
}

// assertionParams authenticate the client with a fresh signed assertion.
func (l *Login) assertionParams(asm *oauthex.AuthServerMeta) (url.Values, error) {
	a, err := clientAssertion(l.cfg.ClientKey, l.cfg.ClientID, asm.Issuer, asm.TokenEndpointAuthSigningAlgValuesSupported)
	if err != nil {
		return nil, err
	}
	l.credential(a)
	return url.Values{"client_assertion_type": {assertionType}, "client_assertion": {a}}, nil
}

func authStyle(method string) oauth2.AuthStyle {
	if method == "client_secret_basic" {
		return oauth2.AuthStyleInHeader
	}
	return oauth2.AuthStyleInParams // client_secret_post, and none (no secret is sent)
}

func (l *Login) authorizationCode(ctx context.Context, s *session, d *Discovery, scopes []string) error {
	asm := d.AuthServer
	if !d.Legacy || d.AuthServerMetadataURL != "" {
		if !supportsS256(asm) {
			return fmt.Errorf("the authorization server %s does not advertise PKCE with S256 (code_challenge_methods_supported); refusing to authorize", asm.Issuer)
		}
	}
	if asm.AuthorizationEndpoint == "" {
		return fmt.Errorf("the authorization server %s has no authorization_endpoint", asm.Issuer)
	}
	cb, err := listenCallback(l.cfg.RedirectPort)
	if err != nil {
		return err
	}
	defer cb.close()
	c, err := l.identify(ctx, asm, cb.redirect)
	if err != nil {
		return err
	}
	oc := &oauth2.Config{
		ClientID: c.id, ClientSecret: c.secret, RedirectURL: cb.redirect, Scopes: scopes,
		Endpoint: oauth2.Endpoint{AuthURL: asm.AuthorizationEndpoint, TokenURL: asm.TokenEndpoint, AuthStyle: authStyle(c.method)},
	}
	if c.method == "none" {
		oc.ClientSecret = ""
	}
	verifier := oauth2.GenerateVerifier()
	state := rand.Text()
	authURL := oc.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier), oauth2.SetAuthURLParam("resource", d.Resource))

	scopeText := "no scope"
	if len(scopes) > 0 {
		scopeText = "scope " + strings.Join(scopes, " ")
	}
	if safe, err := browsable(authURL); err != nil {
		l.say("Authorize mcp-explorer for %s at %s (%s).\nThe authorization URL is not opened in a browser: %s. Only if you trust it, visit:\n  %s\n", s.resource, asm.Issuer, scopeText, err.Error(), authURL)
	} else {
		l.say("Authorize mcp-explorer for %s at %s (%s).\nOpening the browser; if it does not open, visit:\n  %s\n", s.resource, asm.Issuer, scopeText, safe)
		if l.cfg.OpenBrowser != nil {
			l.cfg.OpenBrowser(safe)
		} else {
			openBrowser(l.cfg.Browser, safe)
		}
	}

	res, err := cb.wait(ctx, state)
	if err != nil {
		return err
	}
	if err := checkIssuer(res.iss, asm); err != nil {
		return err
	}
	exchange := []oauth2.AuthCodeOption{oauth2.VerifierOption(verifier), oauth2.SetAuthURLParam("resource", d.Resource)}
	if c.method == "private_key_jwt" {
		params, err := l.assertionParams(asm)
		if err != nil {
			return err
		}
		for k := range params {
			exchange = append(exchange, oauth2.SetAuthURLParam(k, params.Get(k)))
		}
	}
	tok, err := oc.Exchange(l.httpContext(ctx), res.code, exchange...)
	if err != nil {
		return tokenError(err)
	}
	if err := checkToken(tok); err != nil {
		return err
	}
	l.say("Authorized by %s.\n", asm.Issuer)
	l.keep(s, tok, oc, asm.Issuer, grantedScopes(tok, scopes))
	return nil
}

// checkIssuer applies RFC 9207: an advertised iss must come back and
// match; an unadvertised one, when sent, must match too.
func checkIssuer(iss string, asm *oauthex.AuthServerMeta) error {
	switch {
	case iss == "" && asm.AuthorizationResponseIssParameterSupported:
		return fmt.Errorf("the authorization response lacks the iss parameter that %s advertises (RFC 9207); refusing it", asm.Issuer)
	case iss != "" && subtle.ConstantTimeCompare([]byte(iss), []byte(asm.Issuer)) != 1:
		return fmt.Errorf("the authorization response names issuer %q, not %q (RFC 9207); refusing it", clip(iss), asm.Issuer)
	}
	return nil
}

func checkToken(tok *oauth2.Token) error {
	if tok.AccessToken == "" {
		return errors.New("the token endpoint answered without an access_token")
	}
	if !strings.EqualFold(tok.Type(), "bearer") {
		return fmt.Errorf("the token endpoint issued a %q token; only bearer tokens are supported", clip(tok.Type()))
	}
	return nil
}

// tokenError describes a failed token request without its response body.
func tokenError(err error) error {
	var re *oauth2.RetrieveError
	if errors.As(err, &re) {
		msg := "the token request failed"
		if re.Response != nil {
			msg += fmt.Sprintf(" with HTTP %d", re.Response.StatusCode)
		}
		if re.ErrorCode != "" {
			msg += ": " + clip(re.ErrorCode)
			if re.ErrorDescription != "" {
				msg += " (" + clip(re.ErrorDescription) + ")"
			}
		}
		return errors.New(msg)
	}
	return fmt.Errorf("the token request failed: %v", err)
}

// takeToken fetches a token with cc's grant and keeps it for s.
func (l *Login) takeToken(ctx context.Context, s *session, cc *clientcredentials.Config, issuer string, scopes []string) error {
	tok, err := cc.Token(l.httpContext(ctx))
	if err != nil {
		return tokenError(err)
	}
	if err := checkToken(tok); err != nil {
		return err
	}
	l.keep(s, tok, nil, issuer, grantedScopes(tok, scopes))
	return nil
}
