package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"

	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/oauthclient"
	"github.com/usefulweb/mcp-server-explorer/shared/redact"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// loginSettings are the flags of the MCP authorization flow, for the
// commands that inspect remote servers.
type loginSettings struct {
	login, clientCredentials, tokenCache      *bool
	clientID, clientSecret, clientMetadataURL *string
	clientKey, clientIssuer                   *string
	idToken, idpTokenEndpoint, idpClientID    *string
	idpClientSecret, redirectPort             *string
}

func loginFlags(fs *flags) *loginSettings {
	return &loginSettings{
		login:             fs.bool("login", false, "when a server asks for authorization, run the OAuth flow in the browser (MCP authorization) and inspect with the token"),
		clientCredentials: fs.bool("client-credentials", false, "log in with the client-credentials grant (machine to machine); needs --client-id and --client-secret"),
		tokenCache:        fs.bool("token-cache", false, "keep tokens between runs in a 0600 file under the user's config directory (mcp-explorer logout clears it)"),
		clientID:          fs.string("client-id", "", "a client pre-registered with the authorization server"),
		clientSecret:      fs.string("client-secret", "", "its secret (prefer EXPLORER_CLIENT_SECRET to the command line)"),
		clientMetadataURL: fs.string("client-metadata-url", "", "HTTPS URL of this client's metadata document, used as client_id where the server supports it"),
		idToken:           fs.string("id-token", "", "enterprise-managed authorization: the ID token from your identity provider, exchanged for access (prefer EXPLORER_ID_TOKEN)"),
		idpTokenEndpoint:  fs.string("idp-token-endpoint", "", "enterprise-managed authorization: the identity provider's token endpoint"),
		idpClientID:       fs.string("idp-client-id", "", "enterprise-managed authorization: this client's ID at the identity provider"),
		idpClientSecret:   fs.string("idp-client-secret", "", "enterprise-managed authorization: its secret there, if any (prefer EXPLORER_IDP_CLIENT_SECRET)"),
		redirectPort:      fs.string("redirect-port", "0", "port of the loopback redirect URI http://127.0.0.1:PORT/callback, for a client registered with that exact URI (default random)"),
		clientKey:         fs.string("client-key", "", "PEM private key (EC P-256/P-384 or RSA) of the --client-id: authenticate with a signed assertion (private_key_jwt) instead of a secret"),
		clientIssuer:      fs.string("client-issuer", "", "the authorization server (issuer URL) the --client-id is registered with: its secret and assertions go to no other"),
	}
}

// enable puts the login in front of ex's inspector when asked for, and
// has everything the inspector returns cleared of the credentials sent
// (header's and the login's).
func (l *loginSettings) enable(env *environment, ex *explorer.Explorer, header http.Header) error {
	env.redact.AddHeader(header)
	if err := l.enableLogin(env, ex, header); err != nil {
		return err
	}
	if ex.Inspector != nil && env.redact != nil {
		ex.Inspector = &redactingInspector{inner: ex.Inspector, set: env.redact}
	}
	return nil
}

// redactingInspector hides the credentials sent in all an inspection
// returns, before it is analysed, stored or printed.
type redactingInspector struct {
	inner explorer.Inspector
	set   *redact.Set
}

func (r *redactingInspector) Inspect(ctx context.Context, u serverurl.URL, header http.Header) (*mcpclient.Inspection, error) {
	r.set.Add(clientconfig.URLSecretValues(u.String())...)
	insp, err := r.inner.Inspect(ctx, u, header)
	r.set.Value(insp)
	r.set.Value(err)
	return insp, err
}

func (l *loginSettings) enableLogin(env *environment, ex *explorer.Explorer, header http.Header) error {
	if !*l.login && !*l.clientCredentials {
		if *l.clientID != "" || *l.clientSecret != "" || *l.clientKey != "" || *l.clientIssuer != "" || *l.clientMetadataURL != "" || *l.tokenCache || *l.idToken != "" {
			return usageError("--client-id, --client-secret, --client-key, --client-issuer, --client-metadata-url, --id-token and --token-cache need --login or --client-credentials")
		}
		return nil
	}
	if header.Get("Authorization") != "" {
		return usageError("--login obtains its own token; drop the Authorization --header")
	}
	if (*l.clientCredentials || *l.clientKey != "" || *l.idToken != "") && *l.clientID == "" {
		return usageError("--client-credentials, --client-key and --id-token need --client-id")
	}
	if *l.idToken != "" && *l.idpTokenEndpoint == "" {
		return usageError("--id-token needs --idp-token-endpoint")
	}
	port, err := strconv.Atoi(*l.redirectPort)
	if err != nil || port < 0 || port > 65535 {
		return usageError("--redirect-port must be a port number, got %q", *l.redirectPort)
	}
	inner, ok := ex.Inspector.(*mcpclient.Client)
	if !ok {
		return usageError("--login needs connect mode")
	}
	cfg := oauthclient.Config{
		HTTP: inner.HTTP, ClientID: *l.clientID, ClientSecret: *l.clientSecret, ClientIssuer: *l.clientIssuer, ClientMetadataURL: *l.clientMetadataURL,
		ClientCredentials: *l.clientCredentials, Browser: env.getenv("BROWSER"), Prompt: env.stderr,
		RedirectPort: port, Credential: func(secret string) { env.redact.Add(secret) },
		IDToken: *l.idToken, IDPTokenEndpoint: *l.idpTokenEndpoint, IDPClientID: *l.idpClientID, IDPClientSecret: *l.idpClientSecret,
	}
	if *l.clientKey != "" {
		pemBytes, err := os.ReadFile(*l.clientKey)
		if err != nil {
			return usageError("--client-key: %v", err)
		}
		if cfg.ClientKey, err = oauthclient.ParsePrivateKey(pemBytes); err != nil {
			return usageError("--client-key %s: %v", *l.clientKey, err)
		}
	}
	if *l.tokenCache {
		path, err := tokenCachePath(env)
		if err != nil {
			return err
		}
		cfg.Cache = &oauthclient.Cache{Path: path}
	}
	ex.Inspector = oauthclient.NewInspector(inner, oauthclient.New(cfg))
	return nil
}

// tokenCachePath is tokens.json under the user's config directory
// ($XDG_CONFIG_HOME, else the platform's).
func tokenCachePath(env *environment) (string, error) {
	dir := env.getenv("XDG_CONFIG_HOME")
	if dir == "" {
		d, err := os.UserConfigDir()
		if err != nil {
			return "", &exitError{code: exitRuntime, msg: "no user config directory for the token cache: " + err.Error()}
		}
		dir = d
	}
	return oauthclient.DefaultCachePath(filepath.Clean(dir)), nil
}

// cmdLogout removes cached tokens: those of one server, or all.
func cmdLogout(_ context.Context, env *environment, args []string) error {
	fs := newFlags(env, "logout")
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 1 || (fs.NArg() == 1 && !isURL(fs.Arg(0))) {
		return usageError("logout takes at most one http(s) URL")
	}
	path, err := tokenCachePath(env)
	if err != nil {
		return err
	}
	resource := ""
	if fs.NArg() == 1 {
		if resource, err = oauthclient.CanonicalResource(fs.Arg(0)); err != nil {
			return usageError("%v", err)
		}
	}
	n, err := (&oauthclient.Cache{Path: path}).Clear(resource)
	if err != nil {
		return &exitError{code: exitRuntime, msg: err.Error()}
	}
	fmt.Fprintf(env.stdout, "removed %d cached token(s) from %s\n", n, path)
	return nil
}
