package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

// Serve the API and post a check whose url names loopback: under the
// Explorer's zero Policy, a 422 problem with the error on field url.
func ExampleNewServer() {
	h := httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{}, BaseURL: "https://explorer.example"})
	body := `{"mode":"paste","url":"http://127.0.0.1:3000/mcp","toolsJson":"[]"}`
	req := httptest.NewRequest("POST", "/api/v1/calculate", strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)

	var p struct {
		Code   string
		Errors []struct{ Field, Message string }
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &p); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(rec.Code, rec.Header().Get("Content-Type"), p.Code)
	fmt.Println(p.Errors[0].Field, p.Errors[0].Message)
	// Output:
	// 422 application/problem+json invalid-input
	// url names 127.0.0.1, a loopback address; only public addresses can be inspected
}
