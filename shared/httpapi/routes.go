package httpapi

import (
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/subscribe"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
	"github.com/usefulweb/mcp-server-explorer/shared/web"
)

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
	{"POST", "/mcp", "mcp"},
	{"POST", "/v1/check", "calculate"},
	{"POST", "/v1/check-server", "calculate"},
	{"POST", "/v1/outcomes", "calculate"},
	{"GET", "/v1/outcomes/summary", "calculate"},
	{"GET", "/v1/rules", "calculate"},
	{"GET", "/v1/examples", "calculate"},
	{"GET", "/v1/health", "calculate"},
	{"GET", "/", "calculate"},
	{"POST", "/", "calculate"},
	{"GET", "/methodology", "calculate"},
	{"GET", "/reference", "calculate"},
	{"GET", "/reference/{slug}", "calculate"},
	{"GET", "/problems/{code}", "calculate"},
	{"GET", "/static/{file}", "calculate"},
	{"GET", "/favicon.svg", "calculate"},
	{"POST", "/api/v1/subscriptions", "calculate"},
	{"GET", "/api/v1/subscriptions/confirm", "calculate"},
	{"POST", "/api/v1/subscriptions/confirm", "calculate"},
	{"GET", "/api/v1/subscriptions/unsubscribe", "calculate"},
	{"POST", "/api/v1/subscriptions/unsubscribe", "calculate"},
}

func init() { Routes = append(Routes, indexRoutes...) }

func addRoutes(mux *http.ServeMux, cfg Config, site *web.Site) {
	mux.Handle("POST /api/v1/calculate", handleCalculate(cfg))
	mux.Handle("GET /api/v1/tool", handleToolDefinition(cfg))
	mux.Handle("GET /openapi.json", handleOpenAPI(cfg))
	mux.Handle("GET /healthz", handleHealth(cfg))
	mux.Handle("POST /mcp", handleMCP(cfg))
	tc := toolcardHandler(cfg)
	for _, rt := range toolcard.Routes {
		mux.Handle(rt.Method+" "+rt.Path, tc)
	}
	mux.Handle("GET /{$}", site.Page())
	mux.Handle("POST /{$}", site.Page())
	mux.Handle("GET /methodology", site.Methodology())
	mux.Handle("GET /reference", site.ReferenceIndex())
	mux.Handle("GET /reference/{slug}", site.Reference())
	mux.Handle("GET /problems/{code}", site.Problem())
	mux.Handle("GET /static/{file}", site.Static())
	mux.Handle("GET /favicon.svg", site.Static())
	subs := subscribeHandler(cfg)
	for _, rt := range subscribe.Routes {
		mux.Handle(rt.Method+" "+rt.Path, subs)
	}
	addIndexRoutes(mux, cfg, site)
	mux.Handle("/", handleNotFound(cfg))
}

// handleMCP serves the MCP endpoint (shared/mcpserver) when configured;
// other methods on /mcp fall through to 405.
func handleMCP(cfg Config) http.Handler {
	if cfg.MCP != nil {
		return cfg.MCP
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, cfg, &problem.Problem{Status: http.StatusNotImplemented, Code: "not-implemented", Detail: "this deployment does not serve the MCP endpoint"})
	})
}

// toolcardHandler serves the Toolcard routes (shared/toolcard) with this
// API's version, base URL and logger unless cfg.Toolcard sets its own.
func toolcardHandler(cfg Config) http.Handler {
	tc := cfg.Toolcard
	if tc.Version == "" {
		tc.Version = version(cfg)
	}
	if tc.BaseURL == "" {
		tc.BaseURL = cfg.BaseURL
	}
	if tc.Logger == nil {
		tc.Logger = cfg.Logger
	}
	return toolcard.NewHandler(tc)
}

// subscribeHandler serves the subscription routes (shared/subscribe) with
// this API's base URL and logger unless cfg.Subscribe sets its own.
func subscribeHandler(cfg Config) http.Handler {
	sc := cfg.Subscribe
	if sc.BaseURL == "" {
		sc.BaseURL = cfg.BaseURL
	}
	if sc.Logger == nil {
		sc.Logger = cfg.Logger
	}
	return subscribe.NewHandler(sc)
}
