package problem_test

import (
	"fmt"
	"net/http/httptest"

	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// A domain error becomes a problem body with its documented status.
func ExampleFor() {
	err := problem.Invalid(problem.FieldError{Field: "url", Message: "must include a host name"})
	rec := httptest.NewRecorder()
	problem.Write(rec, "https://explorer.example", problem.For(err))
	fmt.Println(rec.Code, rec.Header().Get("Content-Type"))
	fmt.Print(rec.Body.String())
	// Output:
	// 422 application/problem+json
	// {"type":"https://explorer.example/problems/invalid-input","title":"Unprocessable Entity","status":422,"detail":"url: must include a host name","code":"invalid-input","errors":[{"field":"url","message":"must include a host name"}]}
}
