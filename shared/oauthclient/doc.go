// Package oauthclient is the client side of the MCP authorization flow, for
// the CLI: it answers a server's 401 (or 403 insufficient_scope) with a
// token and lets mcpclient inspect again.
//
//	login := oauthclient.New(oauthclient.Config{HTTP: hc, Prompt: os.Stderr})
//	in := oauthclient.NewInspector(&mcpclient.Client{HTTP: hc}, login)
//	insp, err := in.Inspect(ctx, "https://mcp.example.com/mcp", nil)
//
// Discovery (Discover): RFC 9728 protected-resource metadata from the
// challenge's resource_metadata, then /.well-known/oauth-protected-resource/
// <path>, then the root, whose resource must cover the server; RFC 8414 or
// OpenID metadata of its first authorization server; for a 2025-03-26
// server without RFC 9728 metadata, the origin's
// /.well-known/oauth-authorization-server or its default endpoints.
//
// The client is a pre-registered --client-id (with a secret or a
// private_key_jwt key), else a client ID metadata document where the
// server supports one, else dynamic client registration (RFC 7591). The
// grant is the authorization code with PKCE S256 and the RFC 8707
// resource, through a loopback redirect listener that checks state and
// the RFC 9207 iss, or client credentials. Scopes follow the MCP scope
// selection strategy; step-up unites old and new scopes; refresh tokens
// are used before a new authorization; at most MaxAuthorizations per
// inspection.
//
// Every metadata, registration and token request goes through Config.HTTP,
// so a safehttp client's address policy covers them. Tokens are sent only
// to the endpoint they were obtained for, kept in memory unless a Cache
// (a 0600 file) is set, and never written to Prompt or into errors.
package oauthclient
