package analysis_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

func TestParseToolsShapes(t *testing.T) {
	const tool = `{"name":"echo","description":"Echoes its input back.","inputSchema":{"type":"object"}}`
	tests := []struct {
		name, input string
		want        int
	}{
		{"tools object", `{"tools":[` + tool + `,` + strings.Replace(tool, "echo", "echo2", 1) + `]}`, 2},
		{"json-rpc response", `{"jsonrpc":"2.0","id":7,"result":{"tools":[` + tool + `],"nextCursor":"abc"}}`, 1},
		{"bare array", `[` + tool + `]`, 1},
		{"single tool", tool, 1},
		{"empty list", `{"tools":[]}`, 0},
		{"bom and whitespace", "\ufeff \n" + `[` + tool + `]` + "\n", 1},
		{"sse", "event: message\nid: 1\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\n data-ignored: x\ndata: \"result\":{\"tools\":[" + tool + "]}}\n\n", 1},
		{"sse with priming event and comment", ": keep-alive\nid: 0\ndata:\n\nevent: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/message\",\"params\":{}}\n\ndata: {\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"tools\":[" + tool + "]}}\r\n\r\n", 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tools, err := analysis.ParseTools(tt.input)
			if err != nil {
				t.Fatalf("ParseTools: %v", err)
			}
			if len(tools) != tt.want {
				t.Fatalf("got %d tools, want %d", len(tools), tt.want)
			}
		})
	}
}

func TestParseToolsErrors(t *testing.T) {
	tests := []struct {
		name, input, wantMsg string
		line, col            int
	}{
		{"empty", "  ", "empty", 0, 0},
		{"broken json", "{\"tools\": [\n  {\"name\": \"a\",, }\n]}", "invalid JSON", 2, 16},
		{"truncated", `{"tools":[{"name":"a"`, "ends before", 1, 22},
		{"trailing data", `{"tools":[]} x`, "after the JSON value", 1, 14},
		{"wrong shape", `{"foo":1}`, "expected {\"tools\"", 0, 0},
		{"not object", `"hello"`, "not an object or array", 0, 0},
		{"json-rpc error", `{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"Method not found"}}`, "JSON-RPC error response (code -32601", 0, 0},
		{"result without tools", `{"jsonrpc":"2.0","id":1,"result":{"resources":[]}}`, "no result.tools", 0, 0},
		{"tool without name", `{"tools":[{"description":"x"}]}`, "tools[0].name must be a non-empty string", 0, 0},
		{"tool not object", `[1]`, "tools[0] must be a tool object", 0, 0},
		{"description type", `[{"name":"a","description":5}]`, "tools[0].description must be a string", 0, 0},
		{"hint type", `[{"name":"a","annotations":{"readOnlyHint":"yes"}}]`, "annotations.readOnlyHint must be true, false or null", 0, 0},
		{"sse without response", "data: {\"jsonrpc\":\"2.0\",\"method\":\"ping\"}\n\n", "SSE event 1", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := analysis.ParseTools(tt.input)
			var ie *analysis.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("want *InputError, got %v", err)
			}
			if !strings.Contains(err.Error(), tt.wantMsg) {
				t.Errorf("error %q lacks %q", err, tt.wantMsg)
			}
			if ie.Line != tt.line || ie.Column != tt.col {
				t.Errorf("position = %d:%d, want %d:%d", ie.Line, ie.Column, tt.line, tt.col)
			}
		})
	}
}

func FuzzParseTools(f *testing.F) {
	for _, seed := range []string{
		`{"tools":[{"name":"a","description":"b","inputSchema":{"type":"object","properties":{"x":{"type":"string"}}},"annotations":{"readOnlyHint":true}}]}`,
		`{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"a"}]}}`,
		`[{"name":"a"}]`, `{"name":"x"}`, "data: {\"result\":{\"tools\":[]}}\n\n", `{"tools":[{"name":"r\u0435ad","description":"<IMPORTANT>x</IMPORTANT>"}]}`,
		"", "{", `{"tools":{}}`, `[null]`,
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		tools, err := analysis.ParseTools(input)
		if err != nil {
			var ie *analysis.InputError
			if !errors.As(err, &ie) || ie.Message == "" {
				t.Fatalf("error is not a usable InputError: %v", err)
			}
			return
		}
		rep := analysis.Analyze(tools, analysis.Options{Instructions: input})
		if len(rep.Tools) != len(tools) {
			t.Fatalf("%d reports for %d tools", len(rep.Tools), len(tools))
		}
		for _, r := range rep.Tools {
			if len(r.Fingerprint) != 64 || len(r.Capabilities) == 0 {
				t.Fatalf("incomplete report %+v", r)
			}
		}
	})
}
