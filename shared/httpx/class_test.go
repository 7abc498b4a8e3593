package httpx_test

import (
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
)

func TestMethodCounts(t *testing.T) {
	for _, tc := range []struct {
		body          string
		calls, others int
	}{
		{`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"check_tool","arguments":{"name":"x"}}}`, 1, 0},
		{` {"params":{"method":"tools/list"},"method":"tools/call"}`, 1, 0},
		{`[{"jsonrpc":"2.0","method":"notifications/initialized"},{"jsonrpc":"2.0","id":2,"method":"tools/call"}]`, 1, 1},
		{`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`, 0, 1},
		{`{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":"explorer://rules/schema-open"}}`, 0, 1},
		{`{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"note":"tools/call"}}`, 0, 1},
		{`[{"method":"tools/list"},{"method":"prompts/get"}]`, 0, 2}, // each message of a batch counts
		{`[` + strings.Repeat(`{"method":"tools/list"},`, 9) + `{"method":"tools/list"}]`, 0, 10},
		{`{"method":"tools/call"`, 1, 0}, // unreadable: the dearer class
		{``, 1, 0},
		{`[]`, 1, 0},
		{`{"jsonrpc":"2.0","id":1,"method":"tools/call","Method":"ping"}`, 1, 0}, // duplicate keys in other case
		{`{"jsonrpc":"2.0","id":1,"METHOD":"tools/call"}`, 1, 0},
		{`{"method":` + strings.Repeat(" ", httpx.MaxBodyBytes) + `"tools/list"}`, 1, 0}, // over the limit
	} {
		if calls, others := httpx.MethodCounts([]byte(tc.body)); calls != tc.calls || others != tc.others {
			t.Errorf("MethodCounts(%.60q) = %d, %d, want %d, %d", tc.body, calls, others, tc.calls, tc.others)
		}
	}
}
