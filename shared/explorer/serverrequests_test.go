//lint:file-ignore SA1019 these servers use sampling and roots, deprecated, on purpose: the checks report them

package explorer_test

import (
	"context"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// requestingServer is a classic go-sdk server whose tools/list first asks
// the client for its roots and, with includeContext, for a completion of
// its model, as a server that relies on sampling and roots does; without
// them it keeps the rules.
func requestingServer(ask bool, includeContext string) *mcp.Server {
	s := probeServer(nil, classicVersions, "lookup")
	if !ask {
		return s
	}
	s.AddReceivingMiddleware(func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (mcp.Result, error) {
			if ss, ok := req.GetSession().(*mcp.ServerSession); ok && method == "tools/list" {
				ss.ListRoots(ctx, nil)
				ss.CreateMessage(ctx, &mcp.CreateMessageParams{IncludeContext: includeContext, MaxTokens: 5,
					Messages: []*mcp.SamplingMessage{{Role: "user", Content: &mcp.TextContent{Text: "Summarise the conversation."}}}})
			}
			return next(ctx, method, req)
		}
	})
	return s
}

var sentText = regexp.MustCompile(`the server sent the client roots/list ×[1-9]\d*, sampling/createMessage ×[1-9]\d*`)

// TestServerRequestsInConnectMode: what a server asks of the client during
// the inspection is reported as the deprecated feature it uses, with the
// evidence, and shown in the connection's measurements.
func TestServerRequestsInConnectMode(t *testing.T) {
	for _, tc := range []struct {
		name           string
		ask            bool
		includeContext string
		want           []string
	}{
		{"keeps the rules", false, "", nil},
		{"sampling with allServers and roots", true, "allServers", []string{"deprecated-include-context", "deprecated-roots", "deprecated-sampling"}},
		{"sampling with none and roots", true, "none", []string{"deprecated-roots", "deprecated-sampling"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			url, _ := serve(t, always(requestingServer(tc.ask, tc.includeContext)), stateful, nil)
			res, _ := inspectProbed(t, url, nil, true)
			var got []string
			for _, f := range res.Analysis.Report.ServerFindings {
				if strings.HasPrefix(f.Rule, "deprecated-") && f.Rule != "deprecated-logging" { // the go-sdk advertises logging
					got = append(got, f.Rule)
					if !strings.Contains(f.Message, "during the inspection the server sent ") || !strings.Contains(f.Message, "tools/list") || f.Tool != "" {
						t.Errorf("%s without its evidence: %+v", f.Rule, f)
					}
					if !slices.ContainsFunc(res.Warnings, func(w string) bool { return w == f.String() }) {
						t.Errorf("%s is not in the warnings %q", f.Rule, res.Warnings)
					}
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("findings %v, want %v; warnings:\n%s", got, tc.want, strings.Join(res.Warnings, "\n"))
			}
			sent := res.Analysis.Connection.ServerRequests
			// Counted, not pinned: a loaded CI run once saw the server's
			// tools/list handler run twice and so ask twice.
			if tc.ask != (len(sent) == 2) || tc.ask && !sentText.MatchString(res.Analysis.Connection.Text) {
				t.Errorf("connection %+v", res.Analysis.Connection)
			}
		})
	}
}
