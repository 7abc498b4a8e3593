package analysis

import (
	"slices"
	"testing"
)

func rulesOf(fs []Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Rule)
	}
	return out
}

func TestPostureFindings(t *testing.T) {
	risky := []ToolReport{{Name: "run_command", Capabilities: []Capability{CapExecute}}, {Name: "search", Capabilities: []Capability{CapRead}}}
	safe := []ToolReport{{Name: "search", Capabilities: []Capability{CapRead}}}
	goodAS := &AuthServerMetadata{URL: "https://auth.example.com/.well-known/oauth-authorization-server", Issuer: "https://auth.example.com", CodeChallengeMethods: []string{"S256"}, RegistrationEndpoint: "https://auth.example.com/register", ClientIDMetadataDocuments: true}
	goodPRM := &ResourceMetadata{Resource: "https://mcp.example.com/mcp", AuthorizationServers: []string{"https://auth.example.com"}}
	for _, tc := range []struct {
		name  string
		facts ServerFacts
		tools []ToolReport
		want  []string
	}{
		{"open server with an exec tool", ServerFacts{URL: "https://mcp.example.com/mcp"}, risky, []string{"auth-none-high-risk"}},
		{"open server with read tools only", ServerFacts{URL: "https://mcp.example.com/mcp"}, safe, nil},
		{"credentials sent", ServerFacts{URL: "https://mcp.example.com/mcp", Credentials: true}, risky, nil},
		{"401 asked for a token", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: goodPRM, AuthServer: goodAS}, nil, nil},
		{"plain http on a public host", ServerFacts{URL: "http://mcp.example.com/mcp", Credentials: true}, risky, []string{"auth-plain-http"}},
		{"plain http on loopback", ServerFacts{URL: "http://127.0.0.1:8080/mcp", Credentials: true}, risky, nil},
		{"plain http on localhost", ServerFacts{URL: "http://localhost:8080/mcp", Credentials: true}, risky, nil},
		{"plain http on ::1", ServerFacts{URL: "http://[::1]:8080/mcp", Credentials: true}, risky, nil},
		{"paste: no URL", ServerFacts{}, risky, nil},
		{"resource on another origin", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: &ResourceMetadata{Resource: "https://other.example.com/mcp", AuthorizationServers: []string{"https://auth.example.com"}}, AuthServer: goodAS}, nil, []string{"auth-metadata-inconsistent"}},
		{"resource on another port", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: &ResourceMetadata{Resource: "https://mcp.example.com:8443/mcp", AuthorizationServers: []string{"https://auth.example.com"}}, AuthServer: goodAS}, nil, []string{"auth-metadata-inconsistent"}},
		{"resource with explicit default port", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: &ResourceMetadata{Resource: "https://MCP.example.com:443/mcp", AuthorizationServers: []string{"https://auth.example.com"}}, AuthServer: goodAS}, nil, nil},
		{"no authorization servers", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: &ResourceMetadata{Resource: "https://mcp.example.com/mcp"}}, nil, []string{"auth-metadata-inconsistent"}},
		{"authorization server over http", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: &ResourceMetadata{Resource: "https://mcp.example.com/mcp", AuthorizationServers: []string{"http://auth.example.com"}}, AuthServer: goodAS}, nil, []string{"auth-plain-http"}},
		{"no PKCE at all", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: goodPRM, AuthServer: &AuthServerMetadata{Issuer: "https://auth.example.com", ClientIDMetadataDocuments: true}}, nil, []string{"auth-no-pkce-s256"}},
		{"plain PKCE only", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: goodPRM, AuthServer: &AuthServerMetadata{Issuer: "https://auth.example.com", CodeChallengeMethods: []string{"plain"}}}, nil, []string{"auth-no-pkce-s256"}},
		{"dynamic registration without CIMD", ServerFacts{URL: "https://mcp.example.com/mcp", AuthRequired: true, ResourceMetadata: goodPRM, AuthServer: &AuthServerMetadata{Issuer: "https://auth.example.com", CodeChallengeMethods: []string{"S256"}, RegistrationEndpoint: "https://auth.example.com/register"}}, nil, []string{"deprecated-dynamic-client-registration"}},
		{"legacy SSE", ServerFacts{URL: "https://mcp.example.com/sse", Credentials: true, LegacySSE: true}, nil, []string{"deprecated-http-sse"}},
		{"logging capability", ServerFacts{URL: "https://mcp.example.com/mcp", Credentials: true, Capabilities: []string{"logging", "tools"}}, nil, []string{"deprecated-logging"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := PostureFindings(tc.facts, tc.tools)
			if rules := rulesOf(got); !slices.Equal(rules, tc.want) {
				t.Fatalf("rules = %v, want %v (%v)", rules, tc.want, got)
			}
			for _, f := range got {
				if _, ok := RuleByID(f.Rule); !ok || f.Message == "" {
					t.Errorf("finding %+v: rule not in the catalog or no message", f)
				}
			}
		})
	}
}

func TestDeprecatedToolFindings(t *testing.T) {
	for _, tc := range []struct {
		tool Tool
		want []string
	}{
		{Tool{Name: "sampleLLM", Description: strp("Ask a model something.")}, []string{"deprecated-sampling"}},
		{Tool{Name: "summarize", Description: strp("Summarizes the page using MCP sampling.")}, []string{"deprecated-sampling"}},
		{Tool{Name: "ask", Description: strp("Sends a sampling/createMessage request to the client.")}, []string{"deprecated-sampling"}},
		{Tool{Name: "get-roots-list", Description: strp("Lists the roots.")}, []string{"deprecated-roots"}},
		{Tool{Name: "scan", Description: strp("Scans the directories in the client's roots.")}, []string{"deprecated-roots"}},
		{Tool{Name: "delegate", Description: strp("Delegates to the model."), InputSchema: []byte(`{"type":"object","properties":{"includeContext":{"type":"string","enum":["none","thisServer","allServers"]}}}`)}, []string{"deprecated-include-context"}},
		// Keeps the rules: ordinary uses of the words.
		{Tool{Name: "resample_audio", Description: strp("Changes the sampling rate of an audio file.")}, nil},
		{Tool{Name: "list_files", Description: strp("Lists files under the project root.")}, nil},
		{Tool{Name: "tree", Description: strp("Shows the roots of the dependency tree.")}, nil},
		{Tool{Name: "delegate", Description: strp("Delegates to the model."), InputSchema: []byte(`{"type":"object","properties":{"includeContext":{"type":"string","enum":["none"]}}}`)}, nil},
	} {
		got := rulesOf(DeprecatedToolFindings([]Tool{tc.tool}))
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: rules = %v, want %v", tc.tool.Name, got, tc.want)
		}
	}
}

func strp(s string) *string { return &s }

// What the server did during the inspection, and the client capabilities
// it claims for itself, are evidence of the features it uses.
func TestObservedServerFindings(t *testing.T) {
	sent := func(method string, extra ...func(*ServerRequest)) ServerRequest {
		r := ServerRequest{Method: method, Count: 1, During: []string{"tools/list"}}
		for _, e := range extra {
			e(&r)
		}
		return r
	}
	for _, tc := range []struct {
		name string
		f    ServerFacts
		want []string
	}{
		{"nothing sent", ServerFacts{Capabilities: []string{"tools"}}, nil},
		{"elicitation while listing", ServerFacts{ServerRequests: []ServerRequest{sent("elicitation/create", func(r *ServerRequest) { r.Modes = []string{"form"} })}}, []string{"elicitation-unsolicited"}},
		{"sampling with thisServer", ServerFacts{ServerRequests: []ServerRequest{sent("sampling/createMessage", func(r *ServerRequest) { r.IncludeContext = []string{"none", "thisServer"} })}}, []string{"deprecated-sampling", "deprecated-include-context"}},
		{"sampling with none", ServerFacts{ServerRequests: []ServerRequest{sent("sampling/createMessage", func(r *ServerRequest) { r.IncludeContext = []string{"none"} })}}, []string{"deprecated-sampling"}},
		{"roots asked and declared", ServerFacts{Capabilities: []string{"roots"}, ServerRequests: []ServerRequest{sent("roots/list")}}, []string{"deprecated-roots"}},
		{"client capabilities declared by the server", ServerFacts{Capabilities: []string{"roots", "sampling", "tools"}}, []string{"deprecated-sampling", "deprecated-roots"}},
		{"log messages without the capability", ServerFacts{ServerRequests: []ServerRequest{sent("notifications/message")}}, []string{"deprecated-logging"}},
		{"log messages with the capability", ServerFacts{Capabilities: []string{"logging"}, ServerRequests: []ServerRequest{sent("notifications/message")}}, []string{"deprecated-logging"}},
		{"a request nobody checks", ServerFacts{ServerRequests: []ServerRequest{sent("ping")}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := deprecatedServerFindings(tc.f)
			if !slices.Equal(rulesOf(got), tc.want) {
				t.Errorf("rules %v, want %v: %+v", rulesOf(got), tc.want, got)
			}
			for _, f := range got {
				if _, ok := RuleByID(f.Rule); !ok || f.Tool != "" {
					t.Errorf("%+v: not a catalogued server finding", f)
				}
			}
		})
	}
}
