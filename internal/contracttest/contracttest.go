// Package contracttest validates JSON documents against the schemas of the
// seeded contracts, for tests of every door that returns them.
//
//	contracttest.Validate(t, contracttest.ExplorerResult, body)
package contracttest

import (
	"bytes"
	"sync"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/usefulweb/mcp-server-explorer/contracts"
)

// Schema locations inside the contracts.
const (
	ExplorerResult  = "explorer.json#/components/schemas/McpServerExplorerResult"
	ExplorerInput   = "explorer.json#/components/schemas/McpServerExplorerInput"
	Problem         = "explorer.json#/components/schemas/Problem"
	ToolcardCheck   = "toolcard.json#/components/schemas/CheckResult"
	ToolcardServer  = "toolcard.json#/components/schemas/ServerCheckResult"
	ToolcardFinding = "toolcard.json#/components/schemas/Finding"
)

var (
	mu       sync.Mutex
	compiler *jsonschema.Compiler
	compiled = map[string]*jsonschema.Schema{}
)

func schema(t testing.TB, loc string) *jsonschema.Schema {
	t.Helper()
	mu.Lock()
	defer mu.Unlock()
	if s, ok := compiled[loc]; ok {
		return s
	}
	if compiler == nil {
		c := jsonschema.NewCompiler()
		c.AssertFormat()
		for name, doc := range map[string][]byte{"explorer.json": contracts.ExplorerOpenAPI, "toolcard.json": contracts.ToolcardOpenAPI} {
			v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
			if err != nil {
				t.Fatalf("contract %s: %v", name, err)
			}
			if err := c.AddResource(name, v); err != nil {
				t.Fatalf("contract %s: %v", name, err)
			}
		}
		compiler = c
	}
	s, err := compiler.Compile(loc)
	if err != nil {
		t.Fatalf("compile %s: %v", loc, err)
	}
	compiled[loc] = s
	return s
}

// Validate fails the test when body does not match the schema at loc.
func Validate(t testing.TB, loc string, body []byte) {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not JSON: %v\n%s", err, body)
	}
	if err := schema(t, loc).Validate(v); err != nil {
		t.Fatalf("does not validate against %s:\n%v\n%s", loc, err, truncate(body))
	}
}

func truncate(b []byte) []byte {
	if len(b) > 4000 {
		return append(b[:4000:4000], "…"...)
	}
	return b
}
