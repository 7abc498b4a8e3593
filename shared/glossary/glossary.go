// Package glossary explains the MCP terms the explorer's findings refer to,
// written for someone inspecting a server before connecting an agent to it.
// The web page serves each entry at /reference/{slug}; the MCP endpoint serves
// the same text as the resource explorer://reference/{slug} ([Lookup],
// [Markdown], [ResourceURI]).
//
// Every rule of analysis.Catalog names one entry in its Reference field.
package glossary

import (
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Entry is one glossary term.
type Entry struct {
	Slug       string   // URL-safe key: /reference/{slug}, explorer://reference/{slug}
	Term       string   // the term as written in the specification
	Definition string   // 2–4 sentences
	Checklist  []string // what to check before connecting an agent
	SpecURL    string   // the MCP specification 2025-11-25 section it belongs to
	Related    []string // slugs of related entries
}

// Entries lists every term, in reading order: core concepts, protocol,
// runtime and packaging, then security.
var Entries = []Entry{
	{
		Slug: "tool", Term: "Tool",
		Definition: "A tool is a named operation that an MCP server offers for a model to call: a name, a description the model reads, an input schema and optional behaviour hints. " +
			"Everything the model knows about a tool comes from that definition, so its description works as part of the prompt. " +
			"Read each tool the way you would read code you are about to run: what it can touch, what it claims about itself, and whether the two agree.",
		Checklist: []string{
			"The name and description say plainly what the tool does and what it changes.",
			"readOnlyHint, destructiveHint, idempotentHint and openWorldHint match what the tool does; hints are claims, not guarantees.",
			"The full description, including text a client may not display, holds no instructions aimed at the model.",
			"The input schema is an object schema whose properties are described and bounded.",
			"You know which tools delete, execute, pay or send messages, and have decided whether the agent should have them at all.",
		},
		SpecURL: analysis.SpecBase + "/server/tools",
		Related: []string{"tools-list", "tools-call", "schema", "endpoint-map"},
	},
	{
		Slug: "resource", Term: "Resource",
		Definition: "A resource is a piece of context that a server publishes under a URI, such as a file, a database row or a generated report, for the client to read and attach to a conversation. " +
			"Unlike a tool, a resource is normally picked by the application or the user, not requested by the model. " +
			"A server's resource list shows which data it is prepared to hand out.",
		Checklist: []string{
			"No resource URI points at local files, credentials or another tenant's data.",
			"Each resource declares a MIME type the client can display safely.",
			"URIs stay the same between listings, so a review still applies next week.",
			"Resource contents are treated as untrusted input to the model, like tool output.",
		},
		SpecURL: analysis.SpecBase + "/server/resources",
		Related: []string{"tool", "prompt", "schema", "ssrf"},
	},
	{
		Slug: "prompt", Term: "Prompt",
		Definition: "A prompt is a reusable message template that a server offers, with named arguments a user fills in to start a task. " +
			"Clients usually show prompts as commands that a person chooses explicitly. " +
			"Because a prompt's text lands in the conversation unchanged, it deserves the same reading as a tool description.",
		Checklist: []string{
			"No prompt text widens what the agent is allowed to do.",
			"Prompt arguments are named, described and limited.",
			"Prompts carry no secrets, internal addresses or tenant-specific values.",
			"Every tool a prompt depends on is one you are prepared to allow.",
		},
		SpecURL: analysis.SpecBase + "/server/prompts",
		Related: []string{"tool", "resource", "json-rpc", "auth-scopes"},
	},
	{
		Slug: "json-rpc", Term: "JSON-RPC",
		Definition: "Every MCP message is JSON-RPC 2.0: a request carries a method, optional params and an id; a response carries a result or an error under the same id; a notification has no id and gets no answer. " +
			"initialize, tools/list and tools/call all travel in this envelope, whatever the transport. " +
			"A server that answers with an HTML page or an arbitrary JSON object is not speaking MCP.",
		Checklist: []string{
			"Responses carry \"jsonrpc\": \"2.0\" and echo the request's id.",
			"Protocol errors (a JSON-RPC error object) are kept apart from tool failures (a result with isError true).",
			"Error messages are structured and leak neither stack traces nor upstream secrets.",
			"The server sends no requests or notifications you did not expect from it.",
		},
		SpecURL: analysis.SpecBase + "/basic",
		Related: []string{"tools-list", "tools-call", "hosted-mcp-endpoint", "sse-http"},
	},
	{
		Slug: "tools-list", Term: "tools/list",
		Definition: "tools/list is the discovery request: the client asks, and the server returns its tool definitions, one page at a time with a cursor when the list is long. " +
			"It runs nothing, yet every definition it returns reaches the model before any tool is called. " +
			"This response is exactly what the explorer analyses.",
		Checklist: []string{
			"Every page of the list has been read; a harmful tool can sit on a later page.",
			"Tool names are unique within the server.",
			"A fingerprint of each definition is kept and compared on the next check, to catch silent changes.",
			"Callers are shown only the tools they are allowed to call.",
			"The list is short enough for a model to choose well; dozens of tools crowd its context.",
		},
		SpecURL: analysis.SpecBase + "/server/tools#listing-tools",
		Related: []string{"tool", "tools-call", "schema", "auth-scopes"},
	},
	{
		Slug: "tools-call", Term: "tools/call",
		Definition: "tools/call is the request that runs a tool: it names the tool and passes arguments that should match the tool's input schema. " +
			"This is where a model's decision becomes a real effect, so it is where the server has to validate, authorise and limit. " +
			"A tool that fails says so inside its result, with isError set, so that the model can react.",
		Checklist: []string{
			"The server validates arguments against the schema it advertised.",
			"Destructive calls wait for a person's confirmation in the client.",
			"Failures come back as structured results without secrets or stack traces.",
			"Tool results are treated as untrusted text that may carry injected instructions.",
		},
		SpecURL: analysis.SpecBase + "/server/tools#calling-tools",
		Related: []string{"tool", "tools-list", "endpoint-map", "rate-limit"},
	},
	{
		Slug: "schema", Term: "Schema",
		Definition: "Here a schema is the JSON Schema in a tool's inputSchema, and optionally its outputSchema, describing which arguments a call accepts and which structured result it returns. " +
			"The model builds its arguments from the input schema, and a careful server enforces it. " +
			"The MCP schema reference defines the protocol's own message types in the same way.",
		Checklist: []string{
			"inputSchema is an object schema, even for a tool that takes no arguments.",
			"Every property has a description; a model guesses at undocumented ones.",
			"additionalProperties is false, and enums and required lists are explicit.",
			"Every name listed in required is defined in properties.",
			"Descriptions, defaults and enum values inside the schema hold no instructions: they reach the model too.",
		},
		SpecURL: analysis.SpecBase + "/schema",
		Related: []string{"tool", "tools-list", "tools-call", "endpoint-map"},
	},
	{
		Slug: "endpoint-map", Term: "Endpoint map",
		Definition: "An endpoint map is the table, kept by a server that wraps an existing API, that says which upstream operation each tool calls, with which method, path, parameters and credentials. " +
			"It is an implementation pattern, not part of the protocol. " +
			"When every tool mirrors a single endpoint, the agent is left doing the API's plumbing; the endpoint-shaped rule points this out.",
		Checklist: []string{
			"You know which upstream operation each tool reaches, and with whose credentials.",
			"Tools are shaped around tasks rather than one per REST endpoint.",
			"Regenerating the server after an API change does not rename tools or silently change them.",
			"Calls are dispatched through a fixed map, never through code or URLs the model supplies.",
		},
		SpecURL: analysis.SpecBase + "/server/tools",
		Related: []string{"tool", "schema", "hosted-mcp-endpoint", "tools-call"},
	},
	{
		Slug: "hosted-mcp-endpoint", Term: "Hosted MCP endpoint",
		Definition: "A hosted MCP endpoint is a server reached at a URL over HTTP and run by someone else, instead of a process started on your own machine. " +
			"Connecting an agent means sending its requests, and whatever data they carry, to that operator. " +
			"A well-run endpoint bounds request bodies, rate-limits callers and answers 429 with Retry-After, refuses to fetch private network addresses, and lists only the tools each caller may use.",
		Checklist: []string{
			"You know who operates the endpoint and what it does with your requests.",
			"Anything sensitive requires authorisation first.",
			"Request bodies are bounded, and rate limits answer 429 with Retry-After.",
			"Tools that fetch URLs refuse private, loopback and metadata addresses.",
			"tools/list is filtered to what the caller is allowed to call.",
		},
		SpecURL: analysis.SpecBase + "/basic/transports#streamable-http",
		Related: []string{"json-rpc", "sse-http", "auth-scopes", "rate-limit"},
	},
	{
		Slug: "mcpb", Term: "MCPB",
		Definition: "MCPB (MCP Bundle) is a packaging format for local MCP servers: a zip archive with the server's files and a manifest describing it, so that a desktop client can install it in one step. " +
			"The format is published in the modelcontextprotocol/mcpb repository rather than in the protocol specification; the bundled server usually talks stdio. " +
			"Installing a bundle means running its code on your machine with your permissions.",
		Checklist: []string{
			"The manifest says what the server does, which command starts it and which tools it declares.",
			"The tools the running server lists are the ones the manifest declares.",
			"The bundle's origin is known, and its version is pinned.",
			"No install or start-up step downloads more code at run time.",
		},
		SpecURL: analysis.SpecBase + "/basic/transports#stdio",
		Related: []string{"stdio", "hosted-mcp-endpoint", "sse-http", "auth-scopes"},
	},
	{
		Slug: "stdio", Term: "stdio",
		Definition: "stdio is the transport in which the client starts the server as a child process and exchanges newline-delimited JSON-RPC messages over its standard input and output. " +
			"The process runs with the user's own permissions, so it can read whatever the user can read. " +
			"Nothing crosses the network by default, but nothing stops the process from doing so either.",
		Checklist: []string{
			"The exact command the client will run has been reviewed, and its version pinned.",
			"You assume the process can read your files and environment variables.",
			"Only protocol messages go to stdout; logs go to stderr.",
			"A hosted endpoint was considered for servers that need no local access.",
		},
		SpecURL: analysis.SpecBase + "/basic/transports#stdio",
		Related: []string{"json-rpc", "sse-http", "mcpb", "hosted-mcp-endpoint"},
	},
	{
		Slug: "sse-http", Term: "SSE/HTTP",
		Definition: "Streamable HTTP is MCP's current HTTP transport: the client POSTs each JSON-RPC message to one endpoint, and the server answers with plain JSON or with a server-sent events (SSE) stream that can carry several messages. " +
			"Earlier servers used a separate SSE endpoint, which is why the pair is still called SSE/HTTP. " +
			"The explorer's connect mode speaks this transport, with limits on time and size.",
		Checklist: []string{
			"Requests are POSTs whose Accept header lists both application/json and text/event-stream.",
			"The server checks Origin and asks for authorisation before anything private.",
			"You know whether it issues an Mcp-Session-Id and how long a session lives.",
			"Streams have a bound on how long they stay open and how much they send.",
		},
		SpecURL: analysis.SpecBase + "/basic/transports#streamable-http",
		Related: []string{"hosted-mcp-endpoint", "json-rpc", "stdio", "rate-limit"},
	},
	{
		Slug: "auth-scopes", Term: "Auth scopes",
		Definition: "Scopes are the permissions attached to a caller's credentials, for example those granted in an OAuth 2.1 authorisation flow or configured on an API key. " +
			"MCP's HTTP authorisation builds on OAuth, and the granted scopes decide which tools a caller can see and call. " +
			"Giving an agent broad scopes makes every tool on the server available to it.",
		Checklist: []string{
			"The agent gets the narrowest scopes that cover its task.",
			"The token for the MCP server is separate from the server's own upstream credentials.",
			"Tools that need extra scopes are hidden from, or refused to, callers without them.",
			"Missing scopes produce clear 401 or 403 answers, not silent failures.",
		},
		SpecURL: analysis.SpecBase + "/basic/authorization",
		Related: []string{"hosted-mcp-endpoint", "tools-list", "tools-call", "rate-limit"},
	},
	{
		Slug: "rate-limit", Term: "Rate limit",
		Definition: "A rate limit caps how many requests a caller may send in a window of time, counted per identity, address or route. " +
			"The tools specification asks servers to rate-limit tool calls; for a hosted endpoint a limit also stops runaway agent loops and scraping. " +
			"A server over its limit should answer 429 Too Many Requests with a Retry-After header, so that clients wait instead of retrying at once.",
		Checklist: []string{
			"Over the limit, the server answers 429 with Retry-After rather than dropping connections or failing with 500.",
			"There are limits per caller and a global one, so rotating identities does not get around them.",
			"Expensive calls are limited more tightly than discovery.",
			"Your agent honours Retry-After instead of retrying in a loop.",
		},
		SpecURL: analysis.SpecBase + "/server/tools#security-considerations",
		Related: []string{"hosted-mcp-endpoint", "tools-call", "auth-scopes", "ssrf"},
	},
	{
		Slug: "ssrf", Term: "SSRF",
		Definition: "Server-side request forgery (SSRF) means getting a server to make requests on an attacker's behalf, typically to addresses only the server can reach: loopback, private networks or a cloud metadata service. " +
			"Any server that fetches a URL chosen by a model or a user is exposed, and so is this explorer, which connects to the URL you give it. " +
			"The defence is to check the resolved address when the connection is made, again on every redirect, not only the host name in the first URL.",
		Checklist: []string{
			"Loopback, private, link-local and metadata addresses are refused when the connection is dialled, after name resolution.",
			"Each redirect gets the same check, and only a few are followed.",
			"Fetches have a time limit and a byte limit.",
			"A refused destination is reported without describing the internal network.",
		},
		SpecURL: analysis.SpecBase + "/basic/security_best_practices",
		Related: []string{"hosted-mcp-endpoint", "resource", "rate-limit", "tools-call"},
	},
}

var bySlug = func() map[string]Entry {
	m := make(map[string]Entry, len(Entries))
	for _, e := range Entries {
		m[e.Slug] = e
	}
	return m
}()

// Lookup returns the entry for slug.
func Lookup(slug string) (Entry, bool) {
	e, ok := bySlug[slug]
	return e, ok
}

// ResourceURI is the MCP resource URI that serves an entry.
func ResourceURI(slug string) string { return "explorer://reference/" + slug }

// Markdown renders an entry as a Markdown document: the term as a heading,
// the definition, the checklist, the specification link and the related
// terms as explorer://reference/{slug} links.
func Markdown(e Entry) string {
	var b strings.Builder
	b.WriteString("# " + e.Term + "\n\n")
	b.WriteString(e.Definition + "\n\n")
	b.WriteString("## Before you connect an agent\n\n")
	for _, item := range e.Checklist {
		b.WriteString("- [ ] " + item + "\n")
	}
	b.WriteString("\n## Specification\n\n<" + e.SpecURL + ">\n")
	if len(e.Related) > 0 {
		b.WriteString("\n## Related\n\n")
		for _, slug := range e.Related {
			term := slug
			if r, ok := Lookup(slug); ok {
				term = r.Term
			}
			b.WriteString("- [" + term + "](" + ResourceURI(slug) + ")\n")
		}
	}
	return b.String()
}
