package analysis

import (
	"encoding/json"
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// Removal dates from the 2026-07-28 deprecated-features registry; the
// catalog entries cite it.
const (
	removalSEP2577 = "eligible for removal in the first revision released on or after 2027-07-28"
	removalSSE     = "eligible for removal three months after SEP-2596 reached Final; the registry gives no date"
)

func deprecatedServerFindings(f ServerFacts) []Finding {
	var out []Finding
	if f.LegacySSE {
		out = append(out, Finding{Rule: "deprecated-http-sse", Message: "the endpoint speaks the HTTP+SSE transport of 2024-11-05 (a GET stream that announces a separate POST endpoint), deprecated since 2025-03-26 in favour of Streamable HTTP and " + removalSSE})
	}
	if slices.Contains(f.Capabilities, "logging") {
		out = append(out, Finding{Rule: "deprecated-logging", Message: "the server advertises the logging capability (logging/setLevel, notifications/message), deprecated in 2026-07-28 and " + removalSEP2577 + "; log to stderr or OpenTelemetry instead"})
	}
	if as := f.AuthServer; as != nil && as.RegistrationEndpoint != "" && !as.ClientIDMetadataDocuments {
		out = append(out, Finding{Rule: "deprecated-dynamic-client-registration", Message: fmt.Sprintf("the authorization server %s offers dynamic client registration but does not declare client_id_metadata_document_supported, so clients must register dynamically; dynamic client registration is deprecated in 2026-07-28 and %s", ClipBytes(asName(as), 200), removalSEP2577)})
	}
	return out
}

var (
	samplingText = regexp.MustCompile(`sampling/createmessage|\bcreatemessage\b|\b(?:mcp|llm|client'?s?) sampling\b|\bsampling (?:feature|capability|capabilities|request|requests)\b|\bsamples? (?:from )?(?:an|the) (?:client'?s? )?llm\b`)
	rootsText    = regexp.MustCompile(`roots/list|notifications/roots|\b(?:mcp|client'?s?) roots\b|\broots (?:provided|exposed|declared|shared|configured) by the client\b`)
	contextText  = regexp.MustCompile(`\bincludecontext\b[^.\n]{0,40}\b(?:thisserver|allservers)\b`)
)

// DeprecatedToolFindings reads each tool's name, description and input
// schema for reliance on features the specification deprecates: sampling,
// roots, and includeContext other than "none". A tool's words are the only
// evidence an inspection has, since it calls no tool.
func DeprecatedToolFindings(tools []Tool) []Finding {
	var out []Finding
	for _, t := range tools {
		desc := strings.ToLower(t.description())
		name := strings.Join(Tokenize(t.Name), " ")
		if samplingText.MatchString(desc) || name == "sample llm" {
			out = append(out, Finding{Rule: "deprecated-sampling", Tool: t.Name, Message: "the tool relies on sampling (the server asking the client's model for a completion), deprecated in 2026-07-28 and " + removalSEP2577 + "; servers should call a model provider directly"})
		}
		if rootsText.MatchString(desc) || name == "get roots list" || name == "list roots" || name == "get roots" {
			out = append(out, Finding{Rule: "deprecated-roots", Tool: t.Name, Message: "the tool depends on the client's roots (roots/list), deprecated in 2026-07-28 and " + removalSEP2577 + "; pass directories as tool arguments, resource URIs or configuration"})
		}
		if contextText.MatchString(desc) || offersIncludeContext(t.InputSchema) {
			out = append(out, Finding{Rule: "deprecated-include-context", Tool: t.Name, Message: "the tool offers sampling with includeContext \"thisServer\" or \"allServers\", deprecated since 2025-11-25 and removed with sampling (" + removalSEP2577 + "); omit it or use \"none\""})
		}
	}
	return out
}

// offersIncludeContext reports an input property named includeContext that
// allows "thisServer" or "allServers".
func offersIncludeContext(schema json.RawMessage) bool {
	var s struct {
		Properties map[string]struct {
			Enum    []any `json:"enum"`
			Const   any   `json:"const"`
			Default any   `json:"default"`
		} `json:"properties"`
	}
	if json.Unmarshal(schema, &s) != nil {
		return false
	}
	p, ok := s.Properties["includeContext"]
	if !ok {
		return false
	}
	for _, v := range append(p.Enum, p.Const, p.Default) {
		if v == "thisServer" || v == "allServers" {
			return true
		}
	}
	return false
}
