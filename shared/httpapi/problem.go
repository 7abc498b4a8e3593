package httpapi

import (
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

func writeProblem(w http.ResponseWriter, cfg Config, p *problem.Problem) {
	problem.Write(w, cfg.BaseURL, p)
}
