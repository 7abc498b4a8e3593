// Package indextest fills a risk index for tests of its readers: each
// server's tools/list is given as JSON and analysed by the real explorer
// code, then stored by the real index worker.
package indextest

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Server is one indexed server: its registry claims and what it answers.
type Server struct {
	Name       string
	Claims     index.Claims
	ServerName string // what the server calls itself
	ToolsJSON  string // a JSON array of tools, as tools/list gives them
	Auth       bool   // answers 401
	Fail       bool   // cannot be reached
	Registry   string // the registry's server.json, if known
}

// answers maps a URL to its canned inspection.
type answers map[string]Server

func (a answers) Inspect(_ context.Context, u string, _ http.Header) (*explorer.Inspected, error) {
	s := a[u]
	if s.Fail {
		return nil, fmt.Errorf("connection refused")
	}
	insp := &mcpclient.Inspection{URL: u, ProtocolVersion: "2025-11-25", Generation: mcpclient.Classic, ServerName: &s.ServerName}
	if s.Auth {
		msg := "OAuth 2.1 bearer token"
		insp.AuthRequired = &msg
		return explorer.AnalyzeInspection(insp), nil
	}
	if err := json.Unmarshal([]byte(s.ToolsJSON), &insp.Tools); err != nil {
		return nil, err
	}
	return explorer.AnalyzeInspection(insp), nil
}

// Fill indexes servers in st as one run checked at now.
func Fill(t testing.TB, st store.Store, now time.Time, runID string, servers ...Server) {
	t.Helper()
	a := answers{}
	for i := range servers {
		s := &servers[i]
		if s.Claims.URL == "" {
			s.Claims.URL = "https://" + fmt.Sprint(i) + ".example/mcp"
		}
		if s.Claims.RemoteType == "" {
			s.Claims.RemoteType = "streamable-http"
		}
		a[s.Claims.URL] = *s
	}
	w := &index.Worker{Store: st, Inspector: a, Now: func() time.Time { return now }}
	for _, s := range servers {
		job := index.Job{ID: runID + " " + s.Name, Name: s.Name, Claims: s.Claims}
		if s.Registry != "" {
			job.Server = json.RawMessage(s.Registry)
		}
		if _, err := w.Handle(context.Background(), job); err != nil {
			t.Fatalf("index %s: %v", s.Name, err)
		}
	}
}
