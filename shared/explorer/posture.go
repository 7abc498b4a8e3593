package explorer

import (
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// addServerChecks appends the authorization posture and deprecated-feature
// findings (analysis.PostureFindings, analysis.DeprecatedToolFindings) to
// the report's server findings, so warnings, SARIF and /mcp show them.
func addServerChecks(rep *analysis.Report, tools []analysis.Tool, facts analysis.ServerFacts) {
	rep.ServerFindings = append(rep.ServerFindings, analysis.PostureFindings(facts, rep.Tools)...)
	rep.ServerFindings = append(rep.ServerFindings, analysis.DeprecatedToolFindings(tools)...)
}

// serverFacts is what an inspection learnt about how the server is reached
// and protected.
func serverFacts(insp *mcpclient.Inspection) analysis.ServerFacts {
	f := analysis.ServerFacts{
		URL: insp.URL, LegacySSE: insp.LegacySSE, Credentials: insp.Credentials,
		AuthRequired: insp.AuthRequired != nil, Capabilities: insp.Capabilities,
	}
	for _, r := range insp.ServerRequests {
		f.ServerRequests = append(f.ServerRequests, analysis.ServerRequest{Method: r.Method, Count: r.Count, During: r.During, IncludeContext: r.IncludeContext, Modes: r.Modes})
	}
	if a := insp.Auth; a != nil {
		if a.ResourceMetadata {
			f.ResourceMetadata = &analysis.ResourceMetadata{Resource: a.Resource, AuthorizationServers: a.AuthorizationServers}
		}
		if as := a.AuthServer; as != nil {
			f.AuthServer = &analysis.AuthServerMetadata{URL: as.URL, Issuer: as.Issuer, CodeChallengeMethods: as.CodeChallengeMethods, RegistrationEndpoint: as.RegistrationEndpoint, ClientIDMetadataDocuments: as.ClientIDMetadataDocuments}
		}
	}
	return f
}
