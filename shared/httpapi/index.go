package httpapi

import (
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/web"
)

// indexRoutes are the risk index's routes (shared/index): JSON, badges,
// pages and the v0.1 subregistry, read from the explorer's store.
var indexRoutes = []Route{
	{"GET", "/api/v1/index", "calculate"},
	{"GET", "/api/v1/index/{serverName...}", "calculate"},
	{"GET", "/badge/{serverName...}", "calculate"},
	{"GET", "/index", "calculate"},
	{"GET", "/index/{serverName...}", "calculate"},
	{"GET", "/v0.1/servers", "calculate"},
	{"GET", "/v0.1/servers/{serverName}/versions", "calculate"},
	{"GET", "/v0.1/servers/{serverName}/versions/{version}", "calculate"},
}

func addIndexRoutes(mux *http.ServeMux, cfg Config, site *web.Site) {
	if cfg.Explorer == nil || cfg.Explorer.Store == nil {
		notBuilt := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			writeProblem(w, cfg, &problem.Problem{Code: problem.CodeNotImplemented, Detail: "this deployment has no store, so it keeps no risk index"})
		})
		for _, rt := range indexRoutes {
			mux.Handle(rt.Method+" "+rt.Path, notBuilt)
		}
		return
	}
	st := cfg.Explorer.Store
	reader := &index.Reader{Store: st}
	api := &indexapi.Handler{Store: st, Reader: reader, BaseURL: cfg.BaseURL, Logger: cfg.Logger}
	mux.Handle("GET /api/v1/index", api.List())
	mux.Handle("GET /api/v1/index/{serverName...}", api.Server())
	mux.Handle("GET /badge/{serverName...}", api.Badge())
	mux.Handle("GET /v0.1/servers", api.Servers())
	mux.Handle("GET /v0.1/servers/{serverName}/versions", api.Versions())
	mux.Handle("GET /v0.1/servers/{serverName}/versions/{version}", api.Versions())
	mux.Handle("GET /index", site.IndexList(reader))
	mux.Handle("GET /index/{serverName...}", site.IndexServer(st))
}
