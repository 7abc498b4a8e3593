package httpapi

import (
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
	"github.com/usefulweb/mcp-server-explorer/shared/subscribe"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

func problemResponse(desc string) map[string]any {
	return map[string]any{"description": desc, "content": map[string]any{
		"application/problem+json": map[string]any{"schema": map[string]any{"$ref": "#/components/schemas/Problem"}}}}
}

// OpenAPI is the document served at /openapi.json: our paths, described in
// our words, over the contract's schemas.
func OpenAPI(baseURL, version string) map[string]any {
	s := loadSeed()
	jsonResponse := func(desc string, schema any) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{"application/json": map[string]any{"schema": schema}}}
	}
	ref := func(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }
	server := strings.TrimRight(baseURL, "/")
	if server == "" {
		server = "/"
	}
	doc := map[string]any{
		"openapi": "3.1.1",
		"info": map[string]any{
			"title":       "MCP Server Explorer API",
			"version":     version,
			"summary":     "See what an MCP server exposes, and how risky it is, before an agent connects to it.",
			"description": "One calculation behind every door: this API, the web page at /, the MCP endpoint at /mcp and the mcp-explorer CLI. Errors are RFC 9457 problem details. Rules and cutoffs: /methodology.",
		},
		"servers": []any{map[string]any{"url": server}},
		"paths": map[string]any{
			"/api/v1/calculate": map[string]any{"post": map[string]any{
				"operationId": "calculate",
				"summary":     "Inspect an MCP server (connect), a pasted tools/list (paste) or the MCP Registry (registry)",
				"description": s.Description,
				"requestBody": map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": ref("McpServerExplorerInput")}}},
				"responses": map[string]any{
					"200": jsonResponse("The result envelope.", ref("McpServerExplorerResult")),
					"400": problemResponse("The body is not a JSON object; detail says where parsing stopped."),
					"413": problemResponse("The body is larger than 1,500,000 bytes."),
					"415": problemResponse("The body was not sent as application/json."),
					"422": problemResponse("One or more fields are invalid; errors[] lists each with its field."),
					"429": problemResponse("Rate limit exceeded; see Retry-After."),
					"501": problemResponse("This mode is not available in this build."),
					"502": problemResponse("The MCP server or registry could not be reached or did not speak MCP; code says which."),
					"503": problemResponse("The store is unavailable; nothing was lost, try again."),
				},
			}},
			"/api/v1/tool": map[string]any{"get": map[string]any{
				"operationId": "getToolDefinition",
				"summary":     "The calculation as a tool: input schema, output schema and live examples",
				"responses":   map[string]any{"200": jsonResponse("Tool definition.", map[string]any{"type": "object"})},
			}},
			"/openapi.json": map[string]any{"get": map[string]any{
				"operationId": "getOpenAPI",
				"summary":     "This document",
				"responses":   map[string]any{"200": jsonResponse("OpenAPI 3.1 document.", map[string]any{"type": "object"})},
			}},
			"/healthz": map[string]any{"get": map[string]any{
				"operationId": "health",
				"summary":     "Liveness, build version and rules version",
				"responses": map[string]any{"200": jsonResponse("Healthy.", map[string]any{"type": "object", "required": []string{"ok", "version", "rulesVersion"},
					"properties": map[string]any{"ok": map[string]any{"type": "boolean"}, "version": map[string]any{"type": "string"}, "rulesVersion": map[string]any{"type": "string"}}})},
			}},
			"/mcp": map[string]any{"post": map[string]any{
				"operationId": "mcp",
				"summary":     "The same calculation for MCP clients: Streamable HTTP, stateless, JSON responses",
				"description": "A JSON-RPC 2.0 message of the Model Context Protocol (2026-07-28, 2025-11-25 and older). Tools: mcp_server_explorer (this API's calculation, as structuredContent) and check_tool. Resources: explorer://rules/{id}, toolcard://answers/{id} (the same rule text, as Toolcard findings cite it) and explorer://reference/{slug}. Prompt: review_server_before_connecting. GET and DELETE answer 405; browser origins other than this server's answer 403.",
				"requestBody": map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"type": "object"}}}},
				"responses": map[string]any{
					"200": jsonResponse("A JSON-RPC response; tool failures are results with isError true, protocol misuse is a JSON-RPC error.", map[string]any{"type": "object"}),
					"400": map[string]any{"description": "Not a usable JSON-RPC message for this transport."},
					"403": map[string]any{"description": "The Origin header names an origin that may not call this endpoint."},
					"413": map[string]any{"description": "The body is larger than 1,500,000 bytes."},
					"415": map[string]any{"description": "The body was not sent as application/json."},
					"429": problemResponse("Rate limit exceeded; see Retry-After."),
				},
			}},
		},
		"components": map[string]any{"schemas": map[string]any{
			"Problem":                 s.Schemas["Problem"],
			"McpServerExplorerInput":  s.Schemas["McpServerExplorerInput"],
			"McpServerExplorerResult": s.Schemas["McpServerExplorerResult"],
		}},
	}
	addToolcard(doc)
	addSubscriptions(doc)
	addIndex(doc)
	return doc
}

// addToolcard adds the Toolcard routes' paths and schemas (shared/toolcard).
func addToolcard(doc map[string]any) {
	paths, schemas := toolcard.OpenAPI()
	mergePaths(doc, paths, schemas)
}

// addSubscriptions adds the subscription routes' paths and schemas (shared/subscribe).
func addSubscriptions(doc map[string]any) {
	paths, schemas := subscribe.OpenAPI()
	mergePaths(doc, paths, schemas)
}

// addIndex adds the risk index's paths and schemas (shared/indexapi).
func addIndex(doc map[string]any) {
	paths, schemas := indexapi.OpenAPI()
	mergePaths(doc, paths, schemas)
}

func mergePaths(doc, paths, schemas map[string]any) {
	for p, v := range paths {
		doc["paths"].(map[string]any)[p] = v
	}
	for name, v := range schemas {
		doc["components"].(map[string]any)["schemas"].(map[string]any)[name] = v
	}
}

func handleOpenAPI(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.WriteJSON(w, http.StatusOK, OpenAPI(cfg.BaseURL, version(cfg)))
	})
}
