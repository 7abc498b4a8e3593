package indexapi_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
)

// validate fails the test unless body matches the named schema of the
// index's OpenAPI fragment (served in /openapi.json).
func validate(t *testing.T, name string, body []byte) {
	t.Helper()
	_, schemas := indexapi.OpenAPI()
	doc, err := json.Marshal(map[string]any{"components": map[string]any{"schemas": schemas}})
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(doc))
	if err != nil {
		t.Fatal(err)
	}
	if err := c.AddResource("index.json", v); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("index.json#/components/schemas/" + name)
	if err != nil {
		t.Fatal(err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if err := s.Validate(inst); err != nil {
		t.Fatalf("does not match %s: %v\n%s", name, err, body)
	}
}
