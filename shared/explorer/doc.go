// Package explorer owns the calculation: [Explorer.Calculate] turns an
// [Input] into the result envelope ([Result], the contract's
// McpServerExplorerResult), and the HTTP API, the page, the MCP endpoint
// and the CLI all call it. The input's url is vetted once, by
// [serverurl.Vet] under [Explorer.Policy], in every mode; connect mode
// lists a live server through an [Inspector], registry mode searches a
// [Registry], and with a store.Store the per-tool fingerprints of each
// server are remembered and diffed.
package explorer
