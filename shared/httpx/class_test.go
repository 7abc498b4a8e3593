package httpx_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
)

func TestMethodClass(t *testing.T) {
	for _, tc := range []struct {
		body, want string
	}{
		{`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check_tool","arguments":{"name":"x"}}}`, httpx.ClassCall},
		{` {"params":{"method":"tools/list"},"method":"tools/call"}`, httpx.ClassCall},
		{`[{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":2,"method":"tools/call"}]`, httpx.ClassCall},
		{`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, httpx.ClassList},
		{`{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"explorer://rules/schema-open"}}`, httpx.ClassList},
		{`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"note":"tools/call"}}`, httpx.ClassList},
		{`[{"method":"tools/list"},{"method":"prompts/get"}]`, httpx.ClassList},
		{`{"method":"tools/call"`, httpx.ClassCall}, // unreadable: the dearer class
		{``, httpx.ClassCall},
		{`{"jsonrpc":"2.0","id":1,"method":"tools/call","Method":"ping"}`, httpx.ClassCall}, // duplicate keys in other case
		{`{"jsonrpc":"2.0","id":1,"METHOD":"tools/call"}`, httpx.ClassCall},
		{`{"method":` + strings.Repeat(" ", httpx.MaxBodyBytes) + `"tools/list"}`, httpx.ClassCall}, // over the limit
	} {
		if got := httpx.MethodClass([]byte(tc.body)); got != tc.want {
			t.Errorf("MethodClass(%.60q) = %q, want %q", tc.body, got, tc.want)
		}
	}
}
