// Package contracts embeds the API contracts the project was created from:
// the explorer's and Toolcard's OpenAPI documents, byte for byte as seeded.
// Responses are validated against them in tests, and the served OpenAPI
// document reuses their schemas.
package contracts

import _ "embed"

// ExplorerOpenAPI is the MCP Server Explorer contract (OpenAPI 3.1).
//
//go:embed explorer-openapi.json
var ExplorerOpenAPI []byte

// ToolcardOpenAPI is the Toolcard contract (OpenAPI 3.0).
//
//go:embed toolcard-openapi.json
var ToolcardOpenAPI []byte
