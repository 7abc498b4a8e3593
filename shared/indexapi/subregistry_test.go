package indexapi_test

import (
	"encoding/json"
	"io"
	"net/http"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/usefulweb/mcp-server-explorer/internal/indextest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
)

var registrySchemas = sync.OnceValues(func() (*jsonschema.Compiler, error) {
	f, err := os.Open("testdata/registry-openapi/schemas.json")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	if err != nil {
		return nil, err
	}
	c := jsonschema.NewCompiler()
	c.AssertFormat()
	return c, c.AddResource("registry.json", doc)
})

// validateRegistry fails the test unless body is the registry's schema name.
func validateRegistry(t *testing.T, name string, body []byte) {
	t.Helper()
	c, err := registrySchemas()
	if err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("registry.json#/components/schemas/" + name)
	if err != nil {
		t.Fatal(err)
	}
	var v any
	if err := json.Unmarshal(body, &v); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, body)
	}
	if err := s.Validate(v); err != nil {
		t.Fatalf("not a registry %s: %v\n%s", name, err, body)
	}
}

func subregistryMux(t *testing.T) *http.ServeMux {
	st := backends.Bolt(t)
	list := servers()
	list[0].Registry = `{"$schema":"https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json","name":"io.example/risky","title":"Risky","description":"Manages repositories","version":"1.0.0","repository":{"url":"https://github.com/example/risky","source":"github"},"remotes":[{"type":"streamable-http","url":"https://0.example/mcp","headers":[{"name":"X-Tenant","isRequired":true}]}]}`
	indextest.Fill(t, st, checked, "r1", list...)
	h := &indexapi.Handler{Store: st, BaseURL: "https://explorer.example"}
	mux := http.NewServeMux()
	mux.Handle("GET /v0.1/servers", h.Servers())
	mux.Handle("GET /v0.1/servers/{serverName}/versions", h.Versions())
	mux.Handle("GET /v0.1/servers/{serverName}/versions/{version}", h.Versions())
	return mux
}

type scanList struct {
	Servers []struct {
		Server struct{ Name, Version string }
		Meta   map[string]json.RawMessage `json:"_meta"`
	}
	Metadata struct {
		NextCursor string
		Count      int
	}
}

func TestSubregistryList(t *testing.T) {
	mux := subregistryMux(t)
	var names []string
	path := "/v0.1/servers?limit=3"
	for range 4 {
		resp := do(t, mux, path)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 || resp.Header.Get("ETag") == "" {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
		}
		validateRegistry(t, "ServerList", body)
		var l scanList
		if err := json.Unmarshal(body, &l); err != nil {
			t.Fatal(err)
		}
		for _, s := range l.Servers {
			names = append(names, s.Server.Name)
			var scan indexapi.Scan
			if err := json.Unmarshal(s.Meta[index.MetaKey], &scan); err != nil || scan.Status == "" || scan.CheckedAt.IsZero() ||
				scan.Report != "https://explorer.example/index/"+s.Server.Name {
				t.Errorf("%s: scan meta %s (%v)", s.Server.Name, s.Meta[index.MetaKey], err)
			}
		}
		if l.Metadata.Count != len(l.Servers) {
			t.Errorf("count %d for %d servers", l.Metadata.Count, len(l.Servers))
		}
		if l.Metadata.NextCursor == "" {
			break
		}
		path = "/v0.1/servers?limit=3&cursor=" + l.Metadata.NextCursor
	}
	if strings.Join(names, " ") != "io.example/down io.example/echo io.example/locked io.example/risky" {
		t.Errorf("servers %v", names)
	}

	for query, want := range map[string]int{
		"search=RIS":     1,
		"version=latest": 4,
		"version=2.0.0":  1,
		"updated_since=" + checked.Add(-time.Minute).Format(time.RFC3339): 4,
		"updated_since=" + checked.Add(time.Minute).Format(time.RFC3339):  0,
	} {
		resp := do(t, mux, "/v0.1/servers?"+query)
		body, _ := io.ReadAll(resp.Body)
		validateRegistry(t, "ServerList", body)
		var l scanList
		_ = json.Unmarshal(body, &l)
		if len(l.Servers) != want {
			t.Errorf("%s: %d servers, want %d", query, len(l.Servers), want)
		}
	}
	if resp := do(t, mux, "/v0.1/servers?limit=500&updated_since=yesterday&cursor=x"); resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("invalid parameters: %d", resp.StatusCode)
	}
}

func TestSubregistryVersions(t *testing.T) {
	mux := subregistryMux(t)
	resp := do(t, mux, "/v0.1/servers/io.example%2Frisky/versions")
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("versions: %d %s", resp.StatusCode, body)
	}
	validateRegistry(t, "ServerList", body)
	// The registry's own server.json comes through as it was sent.
	if !strings.Contains(string(body), `"headers":[{"name":"X-Tenant","isRequired":true}]`) {
		t.Errorf("server.json not passed through: %s", body)
	}
	for _, v := range []string{"1.0.0", "latest"} {
		resp := do(t, mux, "/v0.1/servers/io.example%2Frisky/versions/"+v)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("version %s: %d", v, resp.StatusCode)
		}
		validateRegistry(t, "ServerResponse", body)
	}
	// A server whose server.json is unknown gets one built from its claims.
	resp = do(t, mux, "/v0.1/servers/io.example%2Fecho/versions/latest")
	body, _ = io.ReadAll(resp.Body)
	validateRegistry(t, "ServerResponse", body)
	for _, path := range []string{"/v0.1/servers/io.example%2Frisky/versions/9.9.9", "/v0.1/servers/io.example%2Fnone/versions", "/v0.1/servers/io.example%2Fnone/versions/latest"} {
		resp := do(t, mux, path)
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 404 || strings.TrimSpace(string(body)) != `{"error":"Server not found"}` {
			t.Errorf("%s: %d %s", path, resp.StatusCode, body)
		}
	}
}
