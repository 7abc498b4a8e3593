// Package contracts embeds the API contracts the project was created from:
// the explorer's and Toolcard's OpenAPI documents, byte for byte as seeded.
// Responses are validated against them in tests, and the served OpenAPI
// document reuses their schemas.
package contracts

import (
	_ "embed"
	"encoding/json"
	"sync"
)

// ExplorerOpenAPI is the MCP Server Explorer contract (OpenAPI 3.1).
//
//go:embed explorer-openapi.json
var ExplorerOpenAPI []byte

// ToolcardOpenAPI is the Toolcard contract (OpenAPI 3.0).
//
//go:embed toolcard-openapi.json
var ToolcardOpenAPI []byte

// Doc is the part of an OpenAPI document the code reuses.
type Doc struct {
	Paths      map[string]map[string]Operation `json:"paths"` // by path, then lowercase method
	Components struct {
		Schemas map[string]json.RawMessage `json:"schemas"`
	} `json:"components"`
}

// Operation is the part of one operation the code reuses.
type Operation struct {
	Description string `json:"description"`
	RequestBody struct {
		Content map[string]MediaType `json:"content"` // by media type
	} `json:"requestBody"`
}

// MediaType holds the request examples of one media type.
type MediaType struct {
	Example  json.RawMessage    `json:"example"`
	Examples map[string]Example `json:"examples"` // by name
}

// Example is one named request example.
type Example struct {
	Summary string          `json:"summary"`
	Value   json.RawMessage `json:"value"`
}

// ExplorerDoc is ExplorerOpenAPI, decoded on first use. Callers must not
// modify it.
var ExplorerDoc = sync.OnceValue(func() Doc { return decode("explorer", ExplorerOpenAPI) })

// ToolcardDoc is ToolcardOpenAPI, decoded on first use. Callers must not
// modify it.
var ToolcardDoc = sync.OnceValue(func() Doc { return decode("Toolcard", ToolcardOpenAPI) })

func decode(name string, b []byte) Doc {
	var doc Doc
	if err := json.Unmarshal(b, &doc); err != nil {
		panic("embedded " + name + " contract is not JSON: " + err.Error())
	}
	return doc
}

// CalculateOperation is the explorer contract's POST /api/v1/calculate.
func CalculateOperation() Operation {
	return ExplorerDoc().Paths["/api/v1/calculate"]["post"]
}

// CalculateExamples are the JSON request examples of POST /api/v1/calculate,
// by name.
func CalculateExamples() map[string]Example {
	return CalculateOperation().RequestBody.Content["application/json"].Examples
}

// ToolcardCheckExample is the JSON request example of Toolcard's POST /v1/check.
func ToolcardCheckExample() json.RawMessage {
	return ToolcardDoc().Paths["/v1/check"]["post"].RequestBody.Content["application/json"].Example
}
