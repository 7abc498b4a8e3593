package safehttp_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// The zero Options dial public addresses only: a server on loopback is
// refused before any byte is sent, whatever the URL's spelling.
func ExampleNewClient() {
	srv := httptest.NewServer(http.NotFoundHandler())
	defer srv.Close()

	_, err := safehttp.NewClient(safehttp.Options{}).Get(srv.URL)
	var blocked *safehttp.BlockedError
	fmt.Println(errors.As(err, &blocked), blocked.Reason)

	resp, err := safehttp.NewClient(safehttp.Options{AllowPrivate: true}).Get(srv.URL)
	if err != nil {
		fmt.Println(err)
		return
	}
	resp.Body.Close()
	fmt.Println(resp.StatusCode)
	// Output:
	// true loopback
	// 404
}
