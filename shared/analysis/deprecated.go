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
	out := observedFindings(f)
	if f.LegacySSE {
		out = append(out, Finding{Rule: "deprecated-http-sse", Message: "the endpoint speaks the HTTP+SSE transport of 2024-11-05 (a GET stream that announces a separate POST endpoint), deprecated since 2025-03-26 in favour of Streamable HTTP and " + removalSSE})
	}
	logged := slices.ContainsFunc(f.ServerRequests, func(r ServerRequest) bool { return r.Method == "notifications/message" })
	switch {
	case slices.Contains(f.Capabilities, "logging"):
		out = append(out, Finding{Rule: "deprecated-logging", Message: "the server advertises the logging capability (logging/setLevel, notifications/message), deprecated in 2026-07-28 and " + removalSEP2577 + "; log to stderr or OpenTelemetry instead"})
	case logged:
		out = append(out, Finding{Rule: "deprecated-logging", Message: "the server sent log messages (notifications/message) during the inspection without advertising the logging capability; logging is deprecated in 2026-07-28 and " + removalSEP2577 + "; log to stderr or OpenTelemetry instead"})
	}
	if as := f.AuthServer; as != nil && as.RegistrationEndpoint != "" && !as.ClientIDMetadataDocuments {
		out = append(out, Finding{Rule: "deprecated-dynamic-client-registration", Message: fmt.Sprintf("the authorization server %s offers dynamic client registration but does not declare client_id_metadata_document_supported, so clients must register dynamically; dynamic client registration is deprecated in 2026-07-28 and %s", ClipBytes(asName(as), 200), removalSEP2577)})
	}
	return out
}

// observedFindings report what the server did during the inspection, or
// declared among its capabilities, that relies on sampling, roots or
// elicitation. The inspection declares roots only, so a server that asks
// for sampling or elicitation asks a client that did not offer it.
func observedFindings(f ServerFacts) []Finding {
	var out []Finding
	for _, r := range f.ServerRequests {
		sent := fmt.Sprintf("during the inspection the server sent %s %s (on the streams answering %s)", r.Method, times(r.Count), JoinBounded(r.During, 4))
		switch r.Method {
		case "sampling/createMessage":
			out = append(out, Finding{Rule: "deprecated-sampling", Message: sent + ", asking the client's model for a completion though the client did not declare sampling; sampling is deprecated in 2026-07-28 and " + removalSEP2577 + "; servers should call a model provider directly"})
			if wide := slices.DeleteFunc(slices.Clone(r.IncludeContext), func(v string) bool { return v == "none" }); len(wide) > 0 {
				out = append(out, Finding{Rule: "deprecated-include-context", Message: fmt.Sprintf("%s with includeContext %s, asking the client to share its conversation context with the server; deprecated since 2025-11-25 and removed with sampling (%s)", sent, jsonList(wide), removalSEP2577)})
			}
		case "roots/list":
			out = append(out, Finding{Rule: "deprecated-roots", Message: sent + ", reading the client's roots (the directories it works in); roots are deprecated in 2026-07-28 and " + removalSEP2577 + "; pass directories as tool arguments, resource URIs or configuration"})
		case "elicitation/create":
			out = append(out, Finding{Rule: "elicitation-unsolicited", Message: fmt.Sprintf("%s in mode %s, asking the user for input before any tool was called, though the client did not declare elicitation; a prompt nobody asked for is where phishing for credentials starts", sent, strings.Join(r.Modes, ", "))})
		}
	}
	for _, c := range []struct{ capability, rule, message string }{
		{"sampling", "deprecated-sampling", "the server lists sampling among its own capabilities, a client capability it can only mean to use; sampling is deprecated in 2026-07-28 and " + removalSEP2577},
		{"roots", "deprecated-roots", "the server lists roots among its own capabilities, a client capability it can only mean to use; roots are deprecated in 2026-07-28 and " + removalSEP2577},
	} {
		if slices.Contains(f.Capabilities, c.capability) && !slices.ContainsFunc(out, func(x Finding) bool { return x.Rule == c.rule }) {
			out = append(out, Finding{Rule: c.rule, Message: c.message})
		}
	}
	return out
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
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
