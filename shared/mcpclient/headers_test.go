package mcpclient

import "testing"

func TestNameHeader(t *testing.T) {
	for _, tc := range []struct {
		method string
		params any
		want   string
		ok     bool
	}{
		{"resources/read", map[string]any{"uri": "ui://a/b"}, "ui://a/b", true},
		{"tools/call", map[string]any{"name": "search"}, "search", true},
		{"resources/read", map[string]any{"uri": "ui://café"}, "=?base64?dWk6Ly9jYWbDqQ==?=", true},
		{"prompts/get", map[string]any{"name": " padded"}, "=?base64?IHBhZGRlZA==?=", true},
		{"tools/call", map[string]any{"name": "=?base64?x?="}, "=?base64?PT9iYXNlNjQ/eD89?=", true},
		{"tools/list", map[string]any{"name": "x"}, "", false},
		{"resources/read", map[string]any{"uri": 3}, "", false},
		{"resources/read", nil, "", false},
	} {
		got, ok := nameHeader(tc.method, tc.params)
		if got != tc.want || ok != tc.ok {
			t.Errorf("nameHeader(%s, %v) = %q, %v; want %q, %v", tc.method, tc.params, got, ok, tc.want, tc.ok)
		}
	}
}
