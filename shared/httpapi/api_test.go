package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

func newAPI(t *testing.T) *httptest.Server {
	t.Helper()
	store := backends.Bolt(t)
	const base = "https://explorer.test"
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{Store: store, BaseURL: base}, BaseURL: base}))
	t.Cleanup(srv.Close)
	return srv
}

// seedExample is the contract's "Mixed-risk server" request body.
func seedExample() []byte {
	return contracts.CalculateExamples()["example1"].Value
}

func post(t *testing.T, srv *httptest.Server, contentType string, body []byte) (*http.Response, []byte) {
	t.Helper()
	resp, err := http.Post(srv.URL+"/api/v1/calculate", contentType, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp, b
}

func TestCalculateSeedExample(t *testing.T) {
	srv := newAPI(t)
	resp, body := post(t, srv, "application/json", seedExample())
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, body)
	}
	contracttest.Validate(t, contracttest.ExplorerResult, body)
	var res explorer.Result
	if err := json.Unmarshal(body, &res); err != nil {
		t.Fatal(err)
	}
	risks := map[string]string{}
	for _, tool := range res.Result.Tools {
		risks[tool.Name] = string(tool.Risk)
	}
	if risks["delete_repository"] != "high" || risks["run_command"] != "high" || risks["search_issues"] == "high" {
		t.Errorf("risks = %v", risks)
	}
	if !strings.HasPrefix(res.Summary, "3 tools: 2 high risk (delete_repository, run_command)") {
		t.Errorf("summary = %q", res.Summary)
	}
	if res.Links.Methodology != "https://explorer.test/methodology" || res.Inputs.Mode != "paste" || !res.Inputs.Remember {
		t.Errorf("links %+v inputs %+v", res.Links, res.Inputs)
	}
}

func TestProblems(t *testing.T) {
	srv := newAPI(t)
	big := bytes.Repeat([]byte("x"), httpx.MaxBodyBytes+10)
	longList := `{"mode":"paste","toolsJson":"` + strings.Repeat("a", 1_000_001) + `","search":"` + strings.Repeat("s", 101) + `"}`
	tests := []struct {
		name, contentType, body string
		status                  int
		wantFields              []string
		detail                  string
	}{
		{"malformed", "application/json", "{\"mode\": \"paste\",\n \"toolsJson\": }", 400, nil, "line 2"},
		{"not an object", "application/json", `[1,2]`, 400, nil, "JSON object"},
		{"wrong content type", "text/plain", `{}`, 415, nil, "application/json"},
		{"too large", "application/json", string(big), 413, nil, "larger"},
		{"every field", "application/json", `{"mode":"teleport","url":"not a url","remember":"yes","colour":"red"}`, 422, []string{"mode", "url", "remember", "colour"}, ""},
		{"over limits", "application/json", longList, 422, []string{"toolsJson", "search"}, ""},
		{"paste needs tools", "application/json", `{"mode":"paste"}`, 422, []string{"toolsJson"}, ""},
		{"bad tools json", "application/json", `{"mode":"paste","toolsJson":"{\"tools\": [ {\"name\": 1} ]}"}`, 422, []string{"toolsJson"}, "name must be a non-empty string"},
		{"broken tools json", "application/json", `{"mode":"paste","toolsJson":"{\"tools\": [\n{\"name\":}"}`, 422, []string{"toolsJson"}, "line 2, column 9"},
		{"connect not built", "application/json", `{"mode":"connect","url":"https://example.com/mcp"}`, 501, nil, "connect mode"},
		{"registry not built", "application/json", `{"mode":"registry","search":"github"}`, 501, nil, "registry"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			resp, body := post(t, srv, tt.contentType, []byte(tt.body))
			if resp.StatusCode != tt.status {
				t.Fatalf("status %d, want %d: %s", resp.StatusCode, tt.status, body)
			}
			if ct := resp.Header.Get("Content-Type"); ct != "application/problem+json" {
				t.Errorf("content type %q", ct)
			}
			contracttest.Validate(t, contracttest.Problem, body)
			var p struct {
				Detail string
				Errors []problem.FieldError
			}
			_ = json.Unmarshal(body, &p)
			got := map[string]string{}
			for _, f := range p.Errors {
				got[f.Field] = f.Message
			}
			for _, f := range tt.wantFields {
				if got[f] == "" {
					t.Errorf("no error for field %s: %s", f, body)
				}
			}
			if tt.detail != "" && !strings.Contains(string(body), tt.detail) {
				t.Errorf("problem lacks %q: %s", tt.detail, body)
			}
		})
	}
}

func TestMethodNotAllowedAndNotFound(t *testing.T) {
	srv := newAPI(t)
	resp, err := http.Get(srv.URL + "/api/v1/calculate")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 405 || resp.Header.Get("Allow") != "POST" {
		t.Errorf("GET calculate: %d allow %q", resp.StatusCode, resp.Header.Get("Allow"))
	}
	resp, _ = http.Get(srv.URL + "/nope")
	resp.Body.Close()
	if resp.StatusCode != 404 {
		t.Errorf("unknown path: %d", resp.StatusCode)
	}
}

func getJSON(t *testing.T, url string) []byte {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		t.Fatalf("%s: %d %s", url, resp.StatusCode, b)
	}
	return b
}

func TestToolDefinitionComputesTheSeedExample(t *testing.T) {
	srv := newAPI(t)
	var def struct {
		Name         string
		InputSchema  json.RawMessage
		OutputSchema json.RawMessage
		Examples     []struct {
			Summary string
			Output  json.RawMessage
		}
	}
	if err := json.Unmarshal(getJSON(t, srv.URL+"/api/v1/tool"), &def); err != nil {
		t.Fatal(err)
	}
	if def.Name != "mcp_server_explorer" || len(def.InputSchema) == 0 || len(def.OutputSchema) == 0 || len(def.Examples) != 1 {
		t.Fatalf("definition = %+v", def)
	}
	if def.Examples[0].Summary != "Mixed-risk server (offline)" {
		t.Errorf("summary %q", def.Examples[0].Summary)
	}
	contracttest.Validate(t, contracttest.ExplorerResult, def.Examples[0].Output)
	if !strings.Contains(string(def.Examples[0].Output), "poison-sensitive-path") {
		t.Error("example output was not computed")
	}
}

func TestOpenAPIDocumentIsValid(t *testing.T) {
	srv := newAPI(t)
	doc := getJSON(t, srv.URL+"/openapi.json")
	validator, err := exec.LookPath("openapi-spec-validator")
	if err != nil {
		testenv.Missing(t, "openapi-spec-validator is not installed")
	}
	path := filepath.Join(t.TempDir(), "openapi.json")
	if err := os.WriteFile(path, doc, 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(validator, path).CombinedOutput(); err != nil {
		t.Fatalf("openapi-spec-validator: %v\n%s", err, out)
	}
	for _, rt := range httpapi.Routes {
		if isPage(rt.Path) {
			continue
		}
		// OpenAPI spells a trailing wildcard {name...} as {name}.
		if !strings.Contains(string(doc), `"`+strings.ReplaceAll(rt.Path, "...}", "}")+`"`) {
			t.Errorf("route %s %s missing from openapi.json", rt.Method, rt.Path)
		}
	}
}

func TestHealth(t *testing.T) {
	srv := newAPI(t)
	var h struct {
		OK           bool   `json:"ok"`
		RulesVersion string `json:"rulesVersion"`
	}
	if err := json.Unmarshal(getJSON(t, srv.URL+"/healthz"), &h); err != nil || !h.OK || len(h.RulesVersion) != 12 {
		t.Errorf("health = %+v %v", h, err)
	}
}

// isPage tells the human pages and their assets, which /openapi.json does not describe.
func isPage(path string) bool {
	for _, p := range []string{"/methodology", "/reference", "/problems/", "/static/", "/favicon", "/index"} {
		if strings.HasPrefix(path, p) {
			return true
		}
	}
	return path == "/"
}

// unreachable is an inspector for a server that is down.
type unreachable struct{}

func (unreachable) Inspect(context.Context, serverurl.URL, http.Header) (*mcpclient.Inspection, error) {
	return nil, &mcpclient.Error{Code: mcpclient.CodeUnreachable, Detail: "cannot connect: connection refused"}
}

// A server the user named being down is the user's business: 502, logged
// below ERROR (issue 17, smaller items).
func TestUnreachableServerIsNotAnError(t *testing.T) {
	var logs bytes.Buffer
	h := httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{Inspector: unreachable{}}, Logger: slog.New(slog.NewJSONHandler(&logs, nil))})
	for _, path := range []string{"/api/v1/calculate", "/"} {
		r := httptest.NewRequest("POST", path, strings.NewReader(`{"mode":"connect","url":"https://down.example/mcp"}`))
		r.Header.Set("Content-Type", "application/json")
		if path == "/" {
			r = httptest.NewRequest("POST", path, strings.NewReader("mode=connect&url=https%3A%2F%2Fdown.example%2Fmcp"))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		if w.Code != http.StatusBadGateway {
			t.Fatalf("%s: status %d: %s", path, w.Code, w.Body)
		}
	}
	if strings.Contains(logs.String(), `"level":"ERROR"`) || !strings.Contains(logs.String(), "upstream-unreachable") {
		t.Errorf("logs:\n%s", logs.String())
	}
}

// JSON answers, problems included, carry nosniff like the pages (issue 17,
// smaller items).
func TestJSONAnswersForbidSniffing(t *testing.T) {
	srv := newAPI(t)
	for _, tc := range []struct{ method, path, body string }{
		{"GET", "/healthz", ""},
		{"GET", "/openapi.json", ""},
		{"GET", "/v1/rules", ""},
		{"GET", "/nowhere", ""},
		{"POST", "/api/v1/calculate", `{"mode":"paste","toolsJson":"[{\"name\":\"a\"}]"}`},
		{"POST", "/api/v1/calculate", `{"mode":"bogus"}`},
		{"POST", "/v1/check", `{"name":"a"}`},
		{"POST", "/mcp", `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`},
	} {
		req, _ := http.NewRequest(tc.method, srv.URL+tc.path, strings.NewReader(tc.body))
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if got := resp.Header.Get("X-Content-Type-Options"); got != "nosniff" {
			t.Errorf("%s %s (%d, %s): X-Content-Type-Options %q", tc.method, tc.path, resp.StatusCode, resp.Header.Get("Content-Type"), got)
		}
	}
}
