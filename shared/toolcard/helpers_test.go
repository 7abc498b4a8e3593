package toolcard_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/store"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"

	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

const base = "https://explorer.test"

// newClock is the fake clock shared by the handler and the store.
func newClock() *backends.Clock {
	return backends.NewClock(time.Date(2100, 1, 15, 12, 0, 0, 0, time.UTC))
}

// newStore makes an empty store that decides expiry with now.
type newStore func(t *testing.T, now func() time.Time) store.Store

// stores returns every real store available to this run: bolt always, and
// DynamoDB Local when scripts/test.sh started it.
func stores(t *testing.T) map[string]newStore {
	t.Helper()
	out := map[string]newStore{"bolt": func(t *testing.T, now func() time.Time) store.Store {
		return openBolt(t, filepath.Join(t.TempDir(), "outcomes.db"), now)
	}}
	ep := os.Getenv(backends.EndpointVar)
	if ep == "" {
		msg := backends.EndpointVar + " is unset, so only bolt is tested; run scripts/test.sh, or source scripts/services/dynamodb-local.sh after scripts/install/dynamodb-local.sh"
		if os.Getenv(testenv.RequireVar) == "1" {
			t.Fatal(msg)
		}
		t.Log(msg)
		return out
	}
	c := dynamostore.NewLocalClient(ep)
	out["dynamodb"] = func(t *testing.T, now func() time.Time) store.Store {
		return dynamostore.New(c, backends.Table(t, c), dynamostore.WithClock(now))
	}
	return out
}

func openBolt(t *testing.T, path string, now func() time.Time) *boltstore.Store {
	t.Helper()
	s, err := boltstore.Open(path, boltstore.WithClock(now), boltstore.WithSweepInterval(0))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// newServer serves the whole API, Toolcard routes included, as serve does.
func newServer(t *testing.T, cfg toolcard.Config) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{BaseURL: base}, BaseURL: base, Version: "test", Toolcard: cfg}))
	t.Cleanup(srv.Close)
	return srv
}

// outcomeServer serves the API on a fresh store with a fake clock.
func outcomeServer(t *testing.T, mk newStore, capacity int64) (*httptest.Server, *backends.Clock) {
	t.Helper()
	c := newClock()
	return newServer(t, toolcard.Config{Store: mk(t, c.Now), OutcomeCap: capacity, Now: c.Now}), c
}

type response struct {
	status int
	header http.Header
	body   []byte
}

func send(t *testing.T, method, url, contentType string, body []byte) response {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return response{resp.StatusCode, resp.Header, b}
}

func postJSON(t *testing.T, url string, body any) response {
	t.Helper()
	b, ok := body.([]byte)
	if !ok {
		var err error
		if b, err = json.Marshal(body); err != nil {
			t.Fatal(err)
		}
	}
	return send(t, "POST", url, "application/json", b)
}

func get(t *testing.T, url string) response {
	t.Helper()
	r := send(t, "GET", url, "", nil)
	if r.status != 200 {
		t.Fatalf("GET %s: %d %s", url, r.status, r.body)
	}
	return r
}

func decode[T any](t *testing.T, b []byte) T {
	t.Helper()
	var v T
	if err := json.Unmarshal(b, &v); err != nil {
		t.Fatalf("%v: %s", err, b)
	}
	return v
}

// published validates body against a schema of the OpenAPI document that
// srv serves: the bodies the Toolcard contract leaves open are checked
// against what we publish.
func published(t *testing.T, srv *httptest.Server, schema string, body []byte) {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(get(t, srv.URL+"/openapi.json").body))
	if err != nil {
		t.Fatal(err)
	}
	c := jsonschema.NewCompiler()
	if err := c.AddResource("openapi.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("openapi.json#/components/schemas/" + schema)
	if err != nil {
		t.Fatalf("compile %s: %v", schema, err)
	}
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not JSON: %v: %s", err, body)
	}
	if err := s.Validate(v); err != nil {
		t.Fatalf("does not match the published %s:\n%v\n%s", schema, err, body)
	}
}

// golden compares got with testdata/name, or rewrites it under -update.
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, got, "", "  "); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v; run go test -update to create it", err)
	}
	if !bytes.Equal(pretty.Bytes(), want) {
		t.Errorf("%s differs from the golden file; if the change is intended, run go test ./shared/toolcard -update\ngot:\n%s", path, pretty.Bytes())
	}
}
