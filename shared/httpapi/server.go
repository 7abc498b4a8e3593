// Package httpapi is the public HTTP API: plain net/http handlers that the
// local server serves directly and the Lambda functions wrap. [NewServer]
// builds the handler of every route from a [Config].
package httpapi

import (
	"log/slog"
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/web"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
	"github.com/usefulweb/mcp-server-explorer/shared/subscribe"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// Config holds what the handlers need.
type Config struct {
	Explorer *explorer.Explorer
	Logger   *slog.Logger
	BaseURL  string // public base URL, for problem types and links
	Version  string
	MCP      http.Handler // the /mcp endpoint (shared/mcpserver); nil answers 501
	// Toolcard configures the /v1/* Toolcard routes; its Version, BaseURL
	// and Logger default to the fields above.
	Toolcard toolcard.Config
	// Subscribe configures the /api/v1/subscriptions routes; its BaseURL
	// and Logger default to the fields above. Without a Store and a Mailer
	// subscribing answers 501.
	Subscribe subscribe.Config
	// Limiter guards every route; nil means no limits (tests, trusted use).
	Limiter *ratelimit.Limiter
}

// NewServer returns the API's handler with every route and middleware.
func NewServer(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	mux := http.NewServeMux()
	site := web.New(web.Config{Explorer: cfg.Explorer, BaseURL: cfg.BaseURL, Version: version(cfg), Logger: cfg.Logger, APIMaxBodyBytes: httpx.MaxBodyBytes})
	addRoutes(mux, cfg, site)
	return logRequests(cfg.Logger, recoverPanics(cfg, identifyClient(cfg, limitRequests(cfg, site, mux))))
}
