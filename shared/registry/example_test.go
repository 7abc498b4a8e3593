package registry_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// Search a registry; here one on loopback that answers a single page.
func ExampleClient_Search() {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		fmt.Fprint(w, `{"servers":[{"server":{"name":"io.example/files","description":"Read and write files.","version":"1.2.0",
			"remotes":[{"type":"streamable-http","url":"https://mcp.example.com/mcp"}]},
			"_meta":{"io.modelcontextprotocol.registry/official":{"status":"active"}}}],"metadata":{"count":1}}`)
	}))
	defer srv.Close()

	c := &registry.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true}), BaseURL: srv.URL}
	res, err := c.Search(context.Background(), "files", 20)
	if err != nil {
		fmt.Println(err) // a *registry.Error, which the API answers with 502
		return
	}
	for _, s := range res.Servers {
		fmt.Println(s.Name, s.Version, s.Remotes[0].URL)
	}
	// Output:
	// io.example/files 1.2.0 https://mcp.example.com/mcp
}
