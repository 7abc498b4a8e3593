package mcpclient_test

import (
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// agentAware serves scanner to every request and agent to those naming
// the claude-code client.
func agentAware(t *testing.T, scanner, agent http.Handler) (string, safehttp.Options) {
	return startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(body))
		if bytes.Contains(body, []byte(`"claude-code"`)) {
			agent.ServeHTTP(w, r)
			return
		}
		scanner.ServeHTTP(w, r)
	}))
}

func statelessSDK(s *mcp.Server) http.Handler {
	return mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
}

// TestProbeThatNeverAnswers: a probe the server leaves hanging is ended
// soon after the main listing, which is whole, well inside the deadline.
func TestProbeThatNeverAnswers(t *testing.T) {
	url, opts := agentAware(t, statelessSDK(newSDKServer(nil, 0)), http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	}))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second, Probes: true}
	start := time.Now()
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil || len(got.Tools) != 2 || len(got.Warnings) != 0 {
		t.Fatalf("%+v, %v", got, err)
	}
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("the inspection waited %v for a probe", took)
	}
	var identity *mcpclient.Probe
	for i, p := range got.Probes {
		if p.Kind == mcpclient.ProbeIdentity {
			identity = &got.Probes[i]
		} else if p.Err != "" || len(p.Tools) != 2 {
			t.Errorf("probe %+v", p)
		}
	}
	if identity == nil || identity.Err != "did not finish in time" || identity.Tools != nil {
		t.Errorf("identity probe %+v", identity)
	}
}

// TestProbesKeepToTheirByteShare: a list too large for the probes' quarter
// of the byte budget fails the probe, not the inspection.
func TestProbesKeepToTheirByteShare(t *testing.T) {
	big := mcp.NewServer(&mcp.Implementation{Name: "big", Version: "1"}, nil)
	for i := range 40 {
		mcp.AddTool(big, &mcp.Tool{Name: "tool_" + strings.Repeat("x", i), Description: strings.Repeat("Lists the catalog. ", 200)},
			func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
				return &mcp.CallToolResult{}, nil, nil
			})
	}
	url, opts := agentAware(t, statelessSDK(newSDKServer(nil, 0)), statelessSDK(big))
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 10 * time.Second, Probes: true, MaxBytes: 400_000}
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil || len(got.Tools) != 2 || got.ToolsIncomplete != "" {
		t.Fatalf("%+v, %v", got, err)
	}
	for _, p := range got.Probes {
		if p.Kind == mcpclient.ProbeIdentity && !strings.Contains(p.Err, "exceeded") {
			t.Errorf("identity probe of a 150 KB list within a 100 KB share: %+v", p.Err)
		}
	}
	if got.Bytes > 400_000 {
		t.Errorf("read %d bytes, budget 400000", got.Bytes)
	}
}

// TestProbesOffByDefault: the zero Client lists once.
func TestProbesOffByDefault(t *testing.T) {
	rec := &recorder{h: statelessSDK(newSDKServer(nil, 0))}
	url, opts := startServer(t, rec)
	c := &mcpclient.Client{HTTP: safehttp.NewClient(opts)}
	got, err := c.Inspect(t.Context(), serverURL(t, url), nil)
	if err != nil || got.Probes != nil || len(rec.rpcMethods()) != 5 {
		t.Fatalf("%+v, %v, sent %v", got, err, rec.rpcMethods())
	}
	if len(got.Caching) != 5 || string(got.Caching[0].TTLMs) != "0" || string(got.Caching[0].CacheScope) != `"public"` {
		t.Errorf("caching hints %+v", got.Caching)
	}
}
