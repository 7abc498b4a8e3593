package explorer

import "github.com/usefulweb/mcp-server-explorer/shared/analysis"

// Result is the McpServerExplorerResult envelope. Every field is required
// by the contract and nothing else may appear.
type Result struct {
	SchemaVersion string            `json:"schemaVersion"`
	Tool          ToolInfo          `json:"tool"`
	ComputedAt    string            `json:"computedAt"`
	Inputs        Inputs            `json:"inputs"`
	Summary       string            `json:"summary"`
	Result        Body              `json:"result"`
	Units         map[string]string `json:"units"`
	Assumptions   []string          `json:"assumptions"`
	Sources       []Source          `json:"sources"`
	Warnings      []string          `json:"warnings"`
	Presentation  []Block           `json:"presentation"`
	Links         Links             `json:"links"`

	// Analysis is the structured analysis behind the envelope, for callers
	// that need more than JSON (SARIF, lock files). It is never serialised.
	Analysis *Analysis `json:"-"`
}

// Analysis pairs the analysed tools with their report.
type Analysis struct {
	Tools  []analysis.Tool
	Report analysis.Report
	// ToolsIncomplete says why Tools is not the server's whole list (connect
	// mode: a page failed, or a page, item or byte bound stopped the
	// listing); "" when it is whole.
	ToolsIncomplete string
	// Connection is what connect mode measured (nil in other modes).
	Connection *Connection
	// Directory is the directory-readiness checklist, one entry per tool.
	Directory []analysis.DirectoryTool
	// Apps are the tools' MCP Apps metadata and UI resources (connect mode).
	Apps *analysis.Apps
}

// ToolInfo names this calculator.
type ToolInfo struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Version string `json:"version"`
}

// Inputs are the normalised inputs actually used, defaults applied. The
// pasted list is summarised by its length and hash rather than echoed.
type Inputs struct {
	Mode            string  `json:"mode"`
	URL             *string `json:"url"`
	Search          *string `json:"search"`
	Remember        bool    `json:"remember"`
	ToolsJSONChars  *int    `json:"toolsJsonChars,omitempty"`
	ToolsJSONSHA256 *string `json:"toolsJsonSha256,omitempty"`
}

// Body is result: what the server exposes and how it was classified.
type Body struct {
	Mode        string                `json:"mode"`
	Server      *Server               `json:"server"`
	Tools       []analysis.ToolReport `json:"tools"`
	Resources   []Resource            `json:"resources"`
	Prompts     []Prompt              `json:"prompts"`
	Permissions map[string][]string   `json:"permissions"`
	Changes     *Changes              `json:"changes"`
	Registry    []RegistryServer      `json:"registry"`
}

// Server describes the inspected server (connect mode; url only in paste mode).
type Server struct {
	URL             *string  `json:"url"`
	ProtocolVersion *string  `json:"protocolVersion"`
	Name            *string  `json:"name"`
	Version         *string  `json:"version"`
	AuthRequired    *string  `json:"authRequired"`
	Instructions    *string  `json:"instructions"`
	Capabilities    []string `json:"capabilities"`
}

// Resource is one entry of resources/list or resources/templates/list.
type Resource struct {
	URI      string  `json:"uri"`
	Name     string  `json:"name"`
	MimeType *string `json:"mimeType"`

	// Findings are the poisoning findings on its texts; the contract's
	// resource has no place for them, so the warnings and the presentation
	// carry them.
	Findings []analysis.Finding `json:"-"`
}

// Prompt is one entry of prompts/list.
type Prompt struct {
	Name        string  `json:"name"`
	Description *string `json:"description"`

	Findings []analysis.Finding `json:"-"` // as Resource.Findings
}

// Changes compares this check with the remembered one.
type Changes struct {
	PreviousCheck *string  `json:"previousCheck"`
	Added         []string `json:"added"`
	Removed       []string `json:"removed"`
	Changed       []string `json:"changed"`

	// Classified says what each change means (analysis.ClassifyDrift); the
	// presentation's changes block and the warnings carry it.
	Classified []analysis.Finding `json:"-"`
}

// RegistryServer is one MCP Registry hit.
type RegistryServer struct {
	Name        string   `json:"name"`
	Description *string  `json:"description"`
	Version     *string  `json:"version"`
	Repository  *string  `json:"repository"`
	Remotes     []string `json:"remotes"`
	Packages    []string `json:"packages"`
}

// Source is a citation.
type Source struct {
	Title       string `json:"title"`
	URL         string `json:"url,omitempty"`
	Publisher   string `json:"publisher,omitempty"`
	RetrievedAt string `json:"retrievedAt,omitempty"`
	Note        string `json:"note,omitempty"`
}

// Links point at the human page, the API, the OpenAPI document and the methodology.
type Links struct {
	Human       string `json:"human"`
	API         string `json:"api"`
	OpenAPI     string `json:"openapi"`
	Methodology string `json:"methodology"`
}

// Block is one display block of presentation; docs/presentation.md lists
// the types and their fields.
type Block map[string]any
