// Package analysis classifies the tools of an MCP server. It is pure: tools
// in, classified tools and findings out, with no I/O, HTTP, storage or AWS.
// [ParseTools] reads a pasted list ({"tools":[…]}, JSON-RPC, an array, one
// tool or SSE; an [*InputError] says where parsing stopped), and [Analyze]
// classifies it into a [Report].
//
// Every finding names a rule of [Catalog]; the methodology page, the Toolcard
// API, SARIF and MCP resources print from that same catalog.
package analysis
