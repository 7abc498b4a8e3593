// Package analysis classifies the tools of an MCP server. It is pure: tools
// in, classified tools and findings out, with no I/O, HTTP, storage or AWS.
//
//	tools, err := analysis.ParseTools(pasted) // {"tools":[…]}, JSON-RPC, array, one tool or SSE
//	if err != nil { /* *analysis.InputError says where parsing stopped */ }
//	report := analysis.Analyze(tools, analysis.Options{})
//	for _, t := range report.Tools {
//		fmt.Println(t.Name, t.Risk, t.Capabilities, t.Issues)
//	}
//
// Every finding names a rule of Catalog; the methodology page, the Toolcard
// API, SARIF and MCP resources print from that same catalog.
package analysis
