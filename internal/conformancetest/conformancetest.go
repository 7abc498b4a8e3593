// Package conformancetest reads the expected-failures files that the
// @modelcontextprotocol/conformance suite takes with --expected-failures:
// a YAML mapping from a side ("server", "client") to a list of scenarios,
// each with a comment that gives the reason. A client entry may name the
// failing checks ("- auth/scope-step-up: scope-step-up-escalation").
//
//	for _, f := range conformancetest.ExpectedFailures(t, "testdata/expected-failures.yml", "server") {
//		t.Log(f.Scenario, f.Reason)
//	}
package conformancetest

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// Failure is one entry of an expected-failures list.
type Failure struct {
	Scenario string
	Checks   []string // the check ids the entry names, if any
	Reason   string   // the entry's comment, without its #
}

// ExpectedFailures returns the entries listed under side in the file at
// path, and fails the test when [Parse] refuses it.
func ExpectedFailures(t testing.TB, path, side string) []Failure {
	t.Helper()
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Parse(raw, side)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return out
}

// Parse returns the entries listed under side. It refuses YAML that does
// not parse, a side that holds no list and an entry without a reason.
func Parse(raw []byte, side string) ([]Failure, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	list := sideList(&doc, side)
	if list == nil {
		return nil, fmt.Errorf("no %q list", side)
	}
	var out []Failure
	for _, item := range list.Content {
		f, ok := entry(item)
		if !ok {
			return nil, fmt.Errorf("line %d: want '- scenario[: check-id, …]  # reason'", item.Line)
		}
		out = append(out, f)
	}
	return out, nil
}

func sideList(doc *yaml.Node, side string) *yaml.Node {
	if doc.Kind != yaml.DocumentNode || len(doc.Content) != 1 || doc.Content[0].Kind != yaml.MappingNode {
		return nil
	}
	m := doc.Content[0].Content
	for i := 0; i+1 < len(m); i += 2 {
		if m[i].Value == side && m[i+1].Kind == yaml.SequenceNode {
			return m[i+1]
		}
	}
	return nil
}

// entry reads "- scenario  # reason" or "- scenario: id, id  # reason".
func entry(item *yaml.Node) (Failure, bool) {
	var f Failure
	comment := item.LineComment
	switch {
	case item.Kind == yaml.ScalarNode:
		f.Scenario = item.Value
	case item.Kind == yaml.MappingNode && len(item.Content) == 2 && item.Content[1].Kind == yaml.ScalarNode:
		key, val := item.Content[0], item.Content[1]
		f.Scenario = key.Value
		for _, id := range strings.Split(val.Value, ",") {
			if id = strings.TrimSpace(id); id != "" {
				f.Checks = append(f.Checks, id)
			}
		}
		comment += key.LineComment + val.LineComment
	default:
		return f, false
	}
	f.Reason = strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(comment), "#"))
	return f, f.Scenario != "" && f.Reason != ""
}
