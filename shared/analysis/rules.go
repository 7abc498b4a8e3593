package analysis

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"sync"
)

// Severity orders how much a finding matters.
type Severity string

// Severities, highest first.
const (
	High   Severity = "high"
	Medium Severity = "medium"
	Low    Severity = "low"
)

// Kind tells a rule grounded in the MCP specification from a heuristic.
type Kind string

// Rule kinds, as the Toolcard contract names them.
const (
	KindSpec      Kind = "spec"
	KindHeuristic Kind = "heuristic"
)

// Scope says where a rule is evaluated.
type Scope string

// Rule scopes.
const (
	ScopeTool   Scope = "tool"   // one tool definition
	ScopeServer Scope = "server" // the whole tool list
)

// Source is a citation: a spec section or published research.
type Source struct {
	Title     string `json:"title"`
	URL       string `json:"url"`
	Publisher string `json:"publisher,omitempty"`
}

// Rule is one entry of the catalog. Everything that prints a rule (issues,
// the methodology page, /v1/rules, SARIF, MCP resources) reads it from here.
type Rule struct {
	ID         string   `json:"id"`
	Kind       Kind     `json:"kind"`
	Severity   Severity `json:"severity"`
	Scope      Scope    `json:"scope"`
	Title      string   `json:"title"`
	Trigger    string   `json:"trigger"`
	Cutoffs    []string `json:"cutoffs,omitempty"`
	Patterns   []string `json:"patterns,omitempty"`
	NotFlagged []string `json:"notFlagged,omitempty"`
	Sources    []Source `json:"sources"`
	Reference  string   `json:"reference"` // glossary slug of the MCP term it concerns
	// NoResource marks rules whose findings carry no resource URI, as the
	// Toolcard contract requires for structural and cross-tool checks.
	NoResource bool `json:"-"`
}

// ResourceURI is the rule's MCP resource, readable through resources/read,
// or "" for rules without one.
func (r Rule) ResourceURI() string {
	if r.NoResource {
		return ""
	}
	return RulePrefix + r.ID
}

// RulePrefix starts every rule resource URI (explorer://rules/{id}).
const RulePrefix = "explorer://rules/"

// AnswerURI is the rule's resource in the Toolcard contract's scheme
// (toolcard://answers/{id}), or "" for rules without one. /mcp serves it
// with the same text as ResourceURI.
func (r Rule) AnswerURI() string {
	if r.NoResource {
		return ""
	}
	return AnswerPrefix + r.ID
}

// AnswerPrefix starts every Toolcard answer URI.
const AnswerPrefix = "toolcard://answers/"

// Poisoning reports whether the rule flags a tool-poisoning marker.
func (r Rule) Poisoning() bool { return len(r.ID) > 7 && r.ID[:7] == "poison-" }

// SpecBase is the MCP specification revision the spec rules cite.
const SpecBase = "https://modelcontextprotocol.io/specification/2025-11-25"

var (
	specTools              = Source{Title: "MCP specification 2025-11-25: Tools", URL: SpecBase + "/server/tools", Publisher: "Model Context Protocol"}
	specToolNames          = Source{Title: "MCP specification 2025-11-25: Tools, tool names", URL: SpecBase + "/server/tools#tool-names", Publisher: "Model Context Protocol"}
	specAnnotations        = Source{Title: "MCP specification 2025-11-25: Tools, tool annotations", URL: SpecBase + "/server/tools#tool-annotations", Publisher: "Model Context Protocol"}
	specToolSecurity       = Source{Title: "MCP specification 2025-11-25: Tools, security considerations", URL: SpecBase + "/server/tools#security-considerations", Publisher: "Model Context Protocol"}
	specSecurity           = Source{Title: "MCP specification 2025-11-25: Security best practices", URL: SpecBase + "/basic/security_best_practices", Publisher: "Model Context Protocol"}
	jsonSchemaCore         = Source{Title: "JSON Schema 2020-12: additionalProperties", URL: "https://json-schema.org/draft/2020-12/json-schema-core#name-additionalproperties", Publisher: "JSON Schema"}
	toolPoisoning          = Source{Title: "MCP Security Notification: Tool Poisoning Attacks", URL: "https://invariantlabs.ai/blog/mcp-security-notification-tool-poisoning-attacks", Publisher: "Invariant Labs"}
	toxicFlows             = Source{Title: "Toxic Flow Analysis", URL: "https://invariantlabs.ai/blog/toxic-flow-analysis", Publisher: "Invariant Labs"}
	whatsappExploit        = Source{Title: "WhatsApp MCP Exploited: Exfiltrating your message history via MCP", URL: "https://invariantlabs.ai/blog/whatsapp-mcp-exploited", Publisher: "Invariant Labs"}
	lineJumping            = Source{Title: "Jumping the line: How MCP servers can attack you before you ever use them", URL: "https://blog.trailofbits.com/2025/04/21/jumping-the-line-how-mcp-servers-can-attack-you-before-you-ever-use-them/", Publisher: "Trail of Bits"}
	ansiDeception          = Source{Title: "Deceiving users with ANSI terminal codes in MCP", URL: "https://blog.trailofbits.com/2025/04/29/deceiving-users-with-ansi-terminal-codes-in-mcp/", Publisher: "Trail of Bits"}
	unicodeTags            = Source{Title: "Hiding and finding text with Unicode tags", URL: "https://embracethered.com/blog/posts/2024/hiding-and-finding-text-with-unicode-tags/", Publisher: "Embrace The Red"}
	trojanSource           = Source{Title: "Trojan Source: Invisible Vulnerabilities", URL: "https://trojansource.codes/", Publisher: "Boucher and Anderson, University of Cambridge"}
	confusables            = Source{Title: "Unicode Technical Standard #39: Unicode Security Mechanisms (mixed-script and confusable detection)", URL: "https://www.unicode.org/reports/tr39/", Publisher: "Unicode Consortium"}
	writingTools           = Source{Title: "Writing effective tools for agents", URL: "https://www.anthropic.com/engineering/writing-tools-for-agents", Publisher: "Anthropic"}
	preferenceManipulation = Source{Title: "MPMA: Preference Manipulation Attack Against Model Context Protocol", URL: "https://arxiv.org/abs/2505.11154", Publisher: "arXiv"}
	cyberarkFullSchema     = Source{Title: "Poison everywhere: No output from your MCP server is safe", URL: "https://www.cyberark.com/resources/threat-research-blog/poison-everywhere-no-output-from-your-mcp-server-is-safe", Publisher: "CyberArk"}
	vscodeToolLimit        = Source{Title: "Use MCP servers in VS Code: tool limits", URL: "https://code.visualstudio.com/docs/copilot/chat/mcp-servers", Publisher: "Microsoft"}
)

// Cutoffs used by the rules; the catalog prints them.
const (
	shortDescriptionRunes = 20  // description-short below this many characters
	maxToolNameLength     = 128 // name-format, from the spec
	tooManyToolsCutoff    = 40  // too-many-tools above this many tools
	overlapCutoff         = 0.8 // overlapping-descriptions at this Jaccard similarity
	minEncodedRun         = 24  // poison-encoded-payload: shortest base64 run decoded

	maxOverlapFindings    = 50        // overlapping-descriptions findings listed per server
	maxOverlapComparisons = 2_000_000 // candidate pairs compared before the check stops
)

// Catalog is every rule, in the order the methodology page prints them.
var Catalog = []Rule{
	{ID: "missing-input-schema", Kind: KindSpec, Severity: Medium, Scope: ScopeTool, NoResource: true, Reference: "schema",
		Title:   "Tool has no input schema",
		Trigger: "The tool definition has no inputSchema. The specification requires one, even for a tool without arguments ({\"type\":\"object\"}).",
		Sources: []Source{specTools}},
	{ID: "input-schema-not-object", Kind: KindSpec, Severity: Medium, Scope: ScopeTool, NoResource: true, Reference: "schema",
		Title:   "Input schema is not an object schema",
		Trigger: "inputSchema is not a JSON object, or its type is not \"object\". Tool arguments are always a JSON object.",
		Sources: []Source{specTools}},
	{ID: "schema-required-unknown", Kind: KindSpec, Severity: Low, Scope: ScopeTool, Reference: "schema",
		Title:   "Required property is not defined",
		Trigger: "inputSchema.required names a property that inputSchema.properties does not define, so no valid call can be built from the schema alone.",
		Sources: []Source{specTools, jsonSchemaCore}},
	{ID: "schema-undocumented-property", Kind: KindHeuristic, Severity: Low, Scope: ScopeTool, Reference: "schema",
		Title:   "Input properties without descriptions",
		Trigger: "A top-level input property has no description, so a model has to guess what to put there.",
		Sources: []Source{specTools, writingTools}},
	{ID: "schema-open", Kind: KindHeuristic, Severity: Low, Scope: ScopeTool, Reference: "schema",
		Title:   "Input schema accepts undeclared properties",
		Trigger: "The input schema declares properties but does not set additionalProperties to false, so arguments the author never reviewed are accepted.",
		Sources: []Source{jsonSchemaCore}},
	{ID: "description-missing", Kind: KindHeuristic, Severity: Low, Scope: ScopeTool, Reference: "tool",
		Title:   "Tool has no description",
		Trigger: "The description is absent or blank, so neither a person nor a model can tell what the tool does.",
		Sources: []Source{specTools, writingTools}},
	{ID: "description-short", Kind: KindHeuristic, Severity: Low, Scope: ScopeTool, Reference: "tool",
		Title:   "Tool description is very short",
		Trigger: "The description has fewer characters than the cutoff, too few to say what the tool does, when to use it and what it changes.",
		Cutoffs: []string{"fewer than 20 characters"},
		Sources: []Source{writingTools}},
	{ID: "name-format", Kind: KindSpec, Severity: Low, Scope: ScopeTool, Reference: "tool",
		Title:   "Tool name outside the recommended format",
		Trigger: "The name is longer than 128 characters or uses characters other than ASCII letters, digits, underscore, hyphen and dot.",
		Cutoffs: []string{"1 to 128 characters", "[A-Za-z0-9_.-] only"},
		Sources: []Source{specToolNames}},
	{ID: "annotation-missing", Kind: KindSpec, Severity: Low, Scope: ScopeTool, Reference: "tool",
		Title:   "Tool sends no behaviour hints",
		Trigger: "None of readOnlyHint, destructiveHint, idempotentHint and openWorldHint is set. Clients then assume the spec defaults: not read-only, destructive, not idempotent, open world.",
		Sources: []Source{specAnnotations}},
	{ID: "annotation-contradiction", Kind: KindSpec, Severity: Medium, Scope: ScopeTool, Reference: "tool",
		Title:   "Annotations contradict what the tool says it does",
		Trigger: "A hint disagrees with the tool's name or description: readOnlyHint true on a tool that writes, deletes, executes or pays; destructiveHint false on a tool that deletes; openWorldHint false on a tool that reaches the network; or destructiveHint true together with readOnlyHint true.",
		Sources: []Source{specAnnotations, specToolSecurity}},
	{ID: "poison-hidden-instruction", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Hidden instructions to the model",
		Trigger:    "Text addressed to the model rather than the user: pseudo-tags such as <IMPORTANT> or <system>, [SYSTEM] blocks, or phrases that override earlier instructions.",
		Patterns:   []string{"<important>, <system>, <instructions>, <secret>, <hidden>, <admin> tags", "[SYSTEM], [INST], <<SYS>>, <|im_start|>", "ignore/disregard/forget … previous/prior/above … instructions", "you are now …", "note to the AI/assistant/model"},
		NotFlagged: []string{"\"Important: dates must be ISO-8601\" (a plain label, not a tag)"},
		Sources:    []Source{toolPoisoning, lineJumping, specToolSecurity}},
	{ID: "poison-concealment", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Instruction to hide something from the user",
		Trigger:    "The text tells the model to keep an action from the user.",
		Patterns:   []string{"do not / don't / never tell, inform, mention, reveal … the user", "without telling/informing the user", "hide … from the user", "silently, secretly, covertly followed by an action"},
		NotFlagged: []string{"\"matched secrets are redacted\"", "\"fails silently on missing files\" (describes behaviour, orders nothing)"},
		Sources:    []Source{toolPoisoning, specToolSecurity}},
	{ID: "poison-sensitive-path", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Instruction to read a sensitive file",
		Trigger:    "An instruction (an imperative verb, not negated) to read, pass or send a credential or configuration file.",
		Patterns:   []string{"~/.ssh, id_rsa, id_ed25519", ".env files", ".aws/credentials, credentials files", "mcp.json, claude_desktop_config.json", "/etc/passwd, /etc/shadow", ".netrc, .npmrc, .pypirc, .git-credentials, .pgpass, .kube/config, .docker/config.json, .gnupg"},
		NotFlagged: []string{"\"never reads ~/.ssh/id_rsa\" (negated: a mention)", "\"reads .env to configure itself\" (describes behaviour)"},
		Sources:    []Source{toolPoisoning, specSecurity}},
	{ID: "poison-exfiltration", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Data sent out, or a parameter that asks for secrets or the conversation",
		Trigger:    "The text orders data sent to a fixed URL or address, or an input property asks for the conversation, the system prompt, keys or secrets.",
		Patterns:   []string{"send/post/upload/forward … to http(s)://… or to an e-mail address", "properties named or described as conversation history, previous messages, system prompt", "properties asking for the user's API key, password, token, private key or SSH key"},
		NotFlagged: []string{"\"never sends data to https://…\" (negated)"},
		Sources:    []Source{toolPoisoning, whatsappExploit}},
	{ID: "poison-shadowing", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Instructions about other tools",
		Trigger:    "The text tells the model how to use other tools, or what to do before or instead of calling them, so one server can change how another server's tools behave.",
		Patterns:   []string{"when/before … calling any/other/every tool …", "any/all/other tools … must/should/always", "instead of using/calling …", "replaces/overrides … tools", "when <sibling tool> is called … must/always/never …"},
		NotFlagged: []string{"\"DEPRECATED: use read_text_file instead\" (a pointer, orders nothing about the other tool)", "\"do not use it to run arbitrary commands\""},
		Sources:    []Source{toolPoisoning, lineJumping}},
	{ID: "poison-coercion", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:    "Coerces the model into using this tool",
		Trigger:  "The text demands that the model use only this tool, or call it before every other tool.",
		Patterns: []string{"you must (only) use this tool", "always call this tool first", "before any/every other tool", "do not use any other tool", "this is the only tool"},
		Sources:  []Source{toolPoisoning, lineJumping}},
	{ID: "poison-invisible-unicode", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Invisible Unicode characters",
		Trigger:    "Unicode tag characters (decoded and quoted), zero-width characters, bidirectional controls or variation-selector runs, which a model reads but a person does not see.",
		Patterns:   []string{"U+E0000–U+E007F tags", "U+200B, U+2060, U+FEFF, U+180E zero-width characters", "U+202A–U+202E, U+2066–U+2069 bidi controls", "U+E0100–U+E01EF variation selectors"},
		NotFlagged: []string{"emoji, including ZWJ sequences and subdivision flags", "Arabic or Hebrew text with ordinary right-to-left letters", "ZWNJ inside Persian or Indic words"},
		Sources:    []Source{unicodeTags, trojanSource}},
	{ID: "poison-ansi-escape", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:    "ANSI terminal escape sequences",
		Trigger:  "ESC or CSI control characters, which can hide or rewrite text in a terminal client.",
		Patterns: []string{"U+001B (ESC)", "U+009B (CSI)"},
		Sources:  []Source{ansiDeception}},
	{ID: "poison-encoded-payload", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:   "Encoded instructions",
		Trigger: "A base64 run that decodes to readable text containing instructions.",
		Cutoffs: []string{"base64 runs of 24 characters or more", "decoded text at least 85% printable"},
		Sources: []Source{toolPoisoning}},
	{ID: "poison-homoglyph-name", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:   "Tool name mixes scripts",
		Trigger: "The name mixes letters of several scripts (for example Latin and Cyrillic) or uses fullwidth forms, so it can pass for another tool's name.",
		Sources: []Source{confusables, specToolNames}},
	{ID: "poison-preference-manipulation", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Manipulates which tool the model trusts",
		Trigger:    "The text ranks this tool above others (it supersedes them, is the only trusted one, the others are deprecated or unsafe), or claims an authority or an emergency to demand an action with data, money or other tools.",
		Patterns:   []string{"supersedes / replaces / more reliable than / always prefer this tool", "other tools are deprecated or unsafe", "the security policy / the administrator requires you to …", "URGENT / CRITICAL … act now", "in the ten lexicon languages"},
		NotFlagged: []string{"\"prefer fill_form over fill\" (a server ranking its own tools)", "\"CRITICAL: dates must be ISO-8601\" (urgency without an action on data)"},
		Sources:    []Source{preferenceManipulation, toolPoisoning}},
	{ID: "poison-tool-invocation", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Orders a tool call with chosen arguments",
		Trigger:    "The text hands the model a shell command line (curl … | sh, /dev/tcp, rm -rf), or orders it to call a tool this server does not offer, or a sibling with arguments that move money, change startup files, reach a fixed destination or open access.",
		Patterns:   []string{"curl … | sh, wget … | bash, bash -i, nc -e, base64 -d |", "call write_file with ~/.bashrc", "invoke transfer_funds to an IBAN or 0x address", "call set_visibility with 'public'"},
		NotFlagged: []string{"\"call search_issues first to find the id\" (routing between a server's own tools)"},
		Sources:    []Source{toolPoisoning, cyberarkFullSchema}},
	{ID: "poison-lookalike-name", Kind: KindHeuristic, Severity: High, Scope: ScopeTool, Reference: "tool",
		Title:      "Name imitates a well-known or sibling tool",
		Trigger:    "The name is one letter away from a well-known tool of a popular server or from a sibling (read_fi1e, brave_web_serach), spells it with digits, look-alike letters or a capital I for an l, reorders its words, is a sibling's or well-known name behind a namespace or with other separators, or misspells a brand its own description spells right (gihtub_create_issue, postgress_query).",
		Cutoffs:    []string{"one edit (two for words of 7 letters or more) in a word that is not a word of the description or of a known name", "a brand: one edit (two for brands of 7 letters or more) keeping its first letter, or its last letter doubled", "reordered words: names of 3 words or more"},
		NotFlagged: []string{"read_files beside read_file (a real word)", "the well-known name itself"},
		Sources:    []Source{confusables, specToolNames}},
	{ID: "duplicate-name", Kind: KindSpec, Severity: Medium, Scope: ScopeServer, NoResource: true, Reference: "tools-list",
		Title:   "Two tools share a name",
		Trigger: "Tool names must be unique within a server; with duplicates, a call can reach a different tool than the one reviewed.",
		Sources: []Source{specToolNames}},
	{ID: "toxic-flow", Kind: KindHeuristic, Severity: High, Scope: ScopeServer, Reference: "tool",
		Title:   "Private data, untrusted content and a way out on one server",
		Trigger: "One tool reads private data (files, secrets, messages), another ingests untrusted or open-world content, and a third can send data out. A prompt injection in the untrusted content can then exfiltrate the private data.",
		Sources: []Source{toxicFlows, whatsappExploit}},
	{ID: "too-many-tools", Kind: KindHeuristic, Severity: Low, Scope: ScopeServer, NoResource: true, Reference: "tools-list",
		Title:   "More tools than agents handle well",
		Trigger: "The server exposes more tools than the cutoff. Clients cap the tools they send to a model, and tool choice degrades as the list grows.",
		Cutoffs: []string{"more than 40 tools"},
		Sources: []Source{writingTools, vscodeToolLimit}},
	{ID: "overlapping-descriptions", Kind: KindHeuristic, Severity: Low, Scope: ScopeServer, NoResource: true, Reference: "tools-list",
		Title:   "Two tools are described almost alike",
		Trigger: "Two descriptions share most of their words, so a model cannot tell which tool to pick.",
		Cutoffs: []string{"Jaccard similarity of the word sets ≥ 0.8, descriptions of 4 words or more", "identical word sets reported once per group", "at most 50 findings and 2,000,000 compared pairs per server"},
		Sources: []Source{writingTools}},
	{ID: "endpoint-shaped", Kind: KindHeuristic, Severity: Low, Scope: ScopeTool, Reference: "endpoint-map",
		Title:   "Tool only mirrors one REST operation",
		Trigger: "The name is a CRUD or HTTP verb plus a resource (getUser, list_pets, post_v1_orders) or a path, and the description adds little beyond the name. Such tools push API plumbing onto the model.",
		Cutoffs: []string{"name = verb (get, list, create, update, delete, post, put, patch, fetch, read, remove, add, set) + 1–3 resource words, or contains '/'", "description absent or repeating the name with at most 3 other words"},
		Sources: []Source{writingTools}},
	{ID: "listing-varies-by-client", Kind: KindSpec, Severity: High, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Tool list depends on who asks",
		Trigger: "Listed again with an agent's clientInfo (claude-code) instead of the scanner's, the server lists other tools or defines them differently. tools/list must not vary per connection; a server that shows a scanner one list and an agent another defeats every review.",
		Cutoffs: []string{"one finding per differing tool, at most 20 per listing"},
		Sources: []Source{spec2026ToolsCapabilities}},
	{ID: "listing-varies-by-generation", Kind: KindSpec, Severity: Medium, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Tool list depends on the protocol generation",
		Trigger: "A server that speaks 2026-07-28 and the classic initialize handshake lists other tools, or defines them differently, in a classic session. Clients of one generation then run tools a review through the other never saw.",
		Cutoffs: []string{"one finding per differing tool, at most 20 per listing"},
		Sources: []Source{spec2026ToolsCapabilities}},
	{ID: "listing-unstable", Kind: KindSpec, Severity: Medium, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Tool list changes between two listings",
		Trigger: "Two listings made at the same moment (a second 2026-07-28 request, or a second classic session) differ in their tools or definitions. A list may change over time, but not per connection; one that changes from request to request cannot be reviewed.",
		Cutoffs: []string{"one finding per differing tool, at most 20 per listing"},
		Sources: []Source{spec2026ToolsCapabilities}},
	{ID: "listing-order-unstable", Kind: KindSpec, Severity: Low, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Tool order changes between two listings",
		Trigger: "The same tools come back in another order in a second listing. Servers should return tools in a deterministic order, so that clients can cache the list and models' prompt caches hit.",
		Sources: []Source{spec2026ToolsCapabilities}},
	{ID: "cache-hints-missing", Kind: KindSpec, Severity: Low, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Result without caching hints",
		Trigger: "A 2026-07-28 result of server/discover, tools/list, resources/list, resources/templates/list or prompts/list lacks ttlMs or cacheScope, which the specification requires; clients then treat it as immediately stale.",
		Cutoffs: []string{"one finding per method"},
		Sources: []Source{spec2026Caching}},
	{ID: "cache-hints-invalid", Kind: KindSpec, Severity: Low, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Caching hints out of range",
		Trigger: "ttlMs is not a whole number of milliseconds from 0 up, or absurdly long; or cacheScope is neither \"public\" nor \"private\".",
		Cutoffs: []string{"ttlMs above 31,536,000,000 (one year)", "one finding per method and field"},
		Sources: []Source{spec2026Caching}},
	{ID: "cache-scope-public-varies", Kind: KindSpec, Severity: Medium, Scope: ScopeServer, Reference: "tools-list",
		Title:   "Public cache scope on a list that depends on authorization",
		Trigger: "tools/list says cacheScope \"public\", yet listed without the request headers given for the server (the command line's --header) it lists other tools. Public results may be shared across callers by gateways and caches, so one caller's tools reach another; a list that varies by authorization must be \"private\".",
		Sources: []Source{spec2026Caching, spec2026ToolsCapabilities}},
}

var (
	// catalogIndex maps a rule id to its position in Catalog.
	catalogIndex = sync.OnceValue(func() map[string]int {
		m := make(map[string]int, len(Catalog))
		for i, r := range Catalog {
			m[r.ID] = i
		}
		return m
	})
	rulesVersionOnce sync.Once
	rulesVersion     string
)

// RuleByID looks a rule up in the catalog.
func RuleByID(id string) (Rule, bool) {
	i, ok := catalogIndex()[id]
	if !ok {
		return Rule{}, false
	}
	return Catalog[i], true
}

// RulesVersion is derived from the catalog's content: it changes whenever a
// rule (or a cutoff) does.
func RulesVersion() string {
	rulesVersionOnce.Do(func() { rulesVersion = VersionOf(Catalog) })
	return rulesVersion
}

// VersionOf hashes a catalog; RulesVersion is VersionOf(Catalog).
func VersionOf(rules []Rule) string {
	b, _ := json.Marshal(rules)
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])[:12]
}
