package httpapi

import "net/http"

// Route is one public route; the list is the single source of truth that the
// SAM template test compares against.
type Route struct {
	Method, Path string
	Function     string // the Lambda function that serves it
}

// Routes lists every public route.
var Routes = []Route{
	{"POST", "/api/v1/calculate", "calculate"},
	{"GET", "/api/v1/tool", "tool"},
	{"GET", "/openapi.json", "calculate"},
	{"GET", "/healthz", "calculate"},
}

func addRoutes(mux *http.ServeMux, cfg Config) {
	mux.Handle("POST /api/v1/calculate", handleCalculate(cfg))
	mux.Handle("GET /api/v1/tool", handleToolDefinition(cfg))
	mux.Handle("GET /openapi.json", handleOpenAPI(cfg))
	mux.Handle("GET /healthz", handleHealth(cfg))
	mux.Handle("/", handleNotFound(cfg))
}
