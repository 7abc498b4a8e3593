package mcpclient_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Inspect a go-sdk server on loopback. The URL is vetted first; the
// client's policy (here the local CLI's, which allows private addresses)
// judges every address again when it dials.
func ExampleClient_Inspect() {
	s := mcp.NewServer(&mcp.Implementation{Name: "demo", Version: "1.0.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "search", Description: "Search the index."},
		func(context.Context, *mcp.CallToolRequest, struct{}) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		})
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s }, nil))
	defer srv.Close()

	policy := serverurl.Policy{AllowPrivate: true}
	u, err := serverurl.Vet(srv.URL+"/mcp", policy)
	if err != nil {
		fmt.Println(err)
		return
	}
	c := &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: policy.AllowPrivate})}
	insp, err := c.Inspect(context.Background(), u, nil)
	if err != nil {
		fmt.Println(err) // an *mcpclient.Error with a Code
		return
	}
	fmt.Println(insp.Generation, *insp.ServerName, insp.Capabilities, len(insp.Tools))
	// Output:
	// classic demo [logging tools] 1
}
