package mcpclient_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// A server/discover result that names no version this client speaks as
// 2026-07-28 is not a modern server: some classic servers answer every
// unknown method with an empty result. The classic handshake follows.
func TestDiscoverWithoutModernVersionFallsBack(t *testing.T) {
	for _, tt := range []struct {
		name      string
		discover  map[string]any
		wantOffer string
	}{
		{"empty result", map[string]any{}, "2025-11-25"},
		{"empty list", map[string]any{"supportedVersions": []string{}}, "2025-11-25"},
		{"unknown versions only", map[string]any{"supportedVersions": []string{"2099-01-01"}}, "2025-11-25"},
		{"not a list", map[string]any{"supportedVersions": "2026-07-28"}, "2025-11-25"},
		{"classic versions", map[string]any{"supportedVersions": []string{"2024-11-05", "2025-06-18"}}, "2025-06-18"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var offered atomic.Value
			offered.Store("")
			base, opts := startServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				var req rpcReq
				json.NewDecoder(r.Body).Decode(&req)
				switch req.Method {
				case "server/discover":
					result(w, req.ID, tt.discover)
				case "initialize":
					var p struct {
						ProtocolVersion string `json:"protocolVersion"`
					}
					json.Unmarshal(req.Params, &p)
					offered.Store(p.ProtocolVersion)
					result(w, req.ID, map[string]any{"protocolVersion": p.ProtocolVersion, "serverInfo": map[string]any{"name": "classic", "version": "1"},
						"capabilities": map[string]any{"tools": map[string]any{}}})
				case "notifications/initialized":
					w.WriteHeader(http.StatusAccepted)
				case "tools/list":
					result(w, req.ID, map[string]any{"tools": []any{echoTool}})
				default:
					result(w, req.ID, map[string]any{}) // every unknown method
				}
			}))
			c := &mcpclient.Client{HTTP: safehttp.NewClient(opts), Deadline: 5 * time.Second}
			got, err := c.Inspect(t.Context(), serverURL(t, base+"/mcp"), nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Generation != mcpclient.Classic || got.ProtocolVersion != tt.wantOffer || offered.Load() != tt.wantOffer {
				t.Errorf("generation %s, protocol %s, offered %q; want classic at %s", got.Generation, got.ProtocolVersion, offered.Load(), tt.wantOffer)
			}
			if got.ServerName == nil || *got.ServerName != "classic" || strings.Join(toolNames(t, got.Tools), ",") != "echo" {
				t.Errorf("server %v, tools %s", got.ServerName, toolNames(t, got.Tools))
			}
		})
	}
}
