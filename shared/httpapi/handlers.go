package httpapi

import (
	"net/http"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

func handleCalculate(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, p := problem.ReadJSON(w, r, httpx.MaxBodyBytes)
		if p != nil {
			writeProblem(w, cfg, p)
			return
		}
		in, err := explorer.DecodeInput(body)
		if err != nil {
			if problem.ErrorCode(err) == "" {
				writeProblem(w, cfg, syntaxProblem(body, err))
				return
			}
			writeProblem(w, cfg, problem.For(err))
			return
		}
		res, err := cfg.Explorer.Calculate(r.Context(), in)
		if err != nil {
			p := problem.For(err)
			if p.Status >= 500 && p.Status != http.StatusNotImplemented {
				cfg.Logger.Log(r.Context(), problem.LogLevel(p.Code), "calculate failed", problem.LogArgs(p.Code, err)...)
			}
			writeProblem(w, cfg, p)
			return
		}
		w.Header().Set("Cache-Control", "no-store")
		httpx.WriteJSON(w, http.StatusOK, res)
	})
}

func handleHealth(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"ok": true, "version": version(cfg), "rulesVersion": analysis.RulesVersion()})
	})
}

func handleNotFound(cfg Config) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var allowed []string
		for _, rt := range Routes {
			if rt.Path == r.URL.Path {
				allowed = append(allowed, rt.Method)
			}
		}
		if len(allowed) > 0 {
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			writeProblem(w, cfg, &problem.Problem{Status: http.StatusMethodNotAllowed, Code: "method-not-allowed", Detail: r.URL.Path + " accepts " + strings.Join(allowed, ", ")})
			return
		}
		writeProblem(w, cfg, &problem.Problem{Status: http.StatusNotFound, Code: "not-found", Detail: "no route for " + r.Method + " " + r.URL.Path + "; see /openapi.json"})
	})
}

func version(cfg Config) string {
	if cfg.Version == "" {
		return "dev"
	}
	return cfg.Version
}
