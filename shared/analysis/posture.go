package analysis

import (
	"fmt"
	"net/netip"
	"net/url"
	"slices"
	"strings"
)

// ServerFacts are what an inspection learnt about a server beyond its
// lists: how it was reached and what its authorization documents say.
// Connect mode fills them; a paste has none.
type ServerFacts struct {
	URL string // the MCP endpoint inspected
	// LegacySSE is true when the endpoint speaks only the HTTP+SSE
	// transport of 2024-11-05.
	LegacySSE bool
	// Credentials is true when the inspection's requests carried
	// credentials (Authorization or Cookie, or a header named like one).
	Credentials bool
	// AuthRequired is true when the server answered 401.
	AuthRequired bool
	Capabilities []string // advertised server capability keys
	// ResourceMetadata is the RFC 9728 document read after a 401, or nil.
	ResourceMetadata *ResourceMetadata
	// AuthServer is the first authorization server's RFC 8414 or OpenID
	// Connect metadata, or nil when none could be read.
	AuthServer *AuthServerMetadata
	// ServerRequests are the requests (and log notifications) the server
	// sent to the client during the inspection.
	ServerRequests []ServerRequest
}

// ServerRequest is one method the server sent to the client during an
// inspection: how often, on the streams of which of the inspection's
// requests, and for sampling its includeContext values, for elicitation
// its modes.
type ServerRequest struct {
	Method         string
	Count          int
	During         []string
	IncludeContext []string
	Modes          []string
}

// ResourceMetadata is the part of RFC 9728 protected-resource metadata the
// posture rules read.
type ResourceMetadata struct {
	Resource             string
	AuthorizationServers []string
}

// AuthServerMetadata is the part of RFC 8414 authorization server metadata
// the posture rules read.
type AuthServerMetadata struct {
	URL                  string // where it was read
	Issuer               string
	CodeChallengeMethods []string // code_challenge_methods_supported
	RegistrationEndpoint string
	// ClientIDMetadataDocuments is client_id_metadata_document_supported.
	ClientIDMetadataDocuments bool
}

// PostureFindings are the server findings about how a server is reached
// and protected, given its classified tools: authorization posture
// (auth-*) and deprecated protocol features (deprecated-*).
func PostureFindings(f ServerFacts, tools []ToolReport) []Finding {
	out := authFindings(f, tools)
	return append(out, deprecatedServerFindings(f)...)
}

func authFindings(f ServerFacts, tools []ToolReport) []Finding {
	u, err := url.Parse(f.URL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return nil
	}
	var out []Finding
	if u.Scheme == "http" && !loopbackHost(u.Hostname()) {
		out = append(out, Finding{Rule: "auth-plain-http", Message: fmt.Sprintf("the server is reached over plain http: on %s, a host that is not loopback, so its tokens, tool arguments and results cross the network unencrypted", u.Hostname())})
	}
	if !f.Credentials && !f.AuthRequired {
		if risky := riskyTools(tools); len(risky) > 0 {
			out = append(out, Finding{Rule: "auth-none-high-risk", Message: fmt.Sprintf("the server listed its tools to a client that sent no credentials, and %s can execute commands, delete or move money; anyone who reaches it can call them", JoinBounded(risky, 5))})
		}
	}
	if md := f.ResourceMetadata; md != nil {
		if md.Resource != "" && !sameOriginURL(md.Resource, f.URL) {
			out = append(out, Finding{Rule: "auth-metadata-inconsistent", Message: fmt.Sprintf("the protected-resource metadata names resource %q, on another origin than the server %s; a client must not use a token for one at the other", ClipBytes(md.Resource, 200), ClipBytes(f.URL, 200))})
		}
		if md.Resource == "" {
			out = append(out, Finding{Rule: "auth-metadata-inconsistent", Message: "the protected-resource metadata has no resource, so a client cannot check that it describes this server"})
		}
		if len(md.AuthorizationServers) == 0 {
			out = append(out, Finding{Rule: "auth-metadata-inconsistent", Message: "the protected-resource metadata lists no authorization_servers, so a client cannot find where to get a token"})
		}
		for _, as := range md.AuthorizationServers {
			if a, err := url.Parse(as); err == nil && a.Scheme == "http" && !loopbackHost(a.Hostname()) {
				out = append(out, Finding{Rule: "auth-plain-http", Message: fmt.Sprintf("the authorization server %q is plain http: on a host that is not loopback; the specification requires HTTPS for every authorization server endpoint", ClipBytes(as, 200))})
			}
		}
	}
	if as := f.AuthServer; as != nil && !slices.Contains(as.CodeChallengeMethods, "S256") {
		detail := "has no code_challenge_methods_supported, which means no PKCE"
		if len(as.CodeChallengeMethods) > 0 {
			detail = fmt.Sprintf("supports PKCE methods %s but not S256", ClipBytes(strings.Join(as.CodeChallengeMethods, ", "), 100))
		}
		out = append(out, Finding{Rule: "auth-no-pkce-s256", Message: fmt.Sprintf("the authorization server %s %s; an MCP client must refuse to proceed without it", ClipBytes(asName(as), 200), detail)})
	}
	return out
}

// riskyTools names the tools that execute, delete or move money.
func riskyTools(tools []ToolReport) []string {
	var out []string
	for _, t := range tools {
		for _, c := range t.Capabilities {
			if c == CapExecute || c == CapDelete || c == CapPayment {
				out = append(out, t.Name)
				break
			}
		}
	}
	return out
}

func asName(as *AuthServerMetadata) string {
	if as.Issuer != "" {
		return as.Issuer
	}
	return as.URL
}

// loopbackHost reports localhost names and loopback addresses.
func loopbackHost(host string) bool {
	h := strings.TrimSuffix(strings.ToLower(host), ".")
	if h == "localhost" || strings.HasSuffix(h, ".localhost") {
		return true
	}
	a, err := netip.ParseAddr(strings.Trim(h, "[]"))
	return err == nil && a.Unmap().IsLoopback()
}

// sameOriginURL reports whether two URLs share scheme, host and port.
func sameOriginURL(a, b string) bool {
	ua, err1 := url.Parse(a)
	ub, err2 := url.Parse(b)
	if err1 != nil || err2 != nil {
		return false
	}
	return strings.EqualFold(ua.Scheme, ub.Scheme) && strings.EqualFold(ua.Hostname(), ub.Hostname()) && effectivePort(ua) == effectivePort(ub)
}

func effectivePort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	switch strings.ToLower(u.Scheme) {
	case "https":
		return "443"
	case "http":
		return "80"
	}
	return ""
}
