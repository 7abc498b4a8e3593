package app

import (
	"log/slog"
	"net/http"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/ratelimit"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscribe"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// Parts are what a deployment plugs into the handler.
type Parts struct {
	Store   store.Store // required: fingerprints, counters, outcomes
	Logger  *slog.Logger
	Version string
	// MCP builds the /mcp handler for the explorer (mcpserver.NewHandler);
	// nil answers 501, so functions that are not routed /mcp do not link it.
	MCP func(ex *explorer.Explorer, baseURL string, origins []string) http.Handler
	// Mailer sends subscription confirmations (shared/notify); nil answers
	// 501 on POST /api/v1/subscriptions. MailFrom is their sender.
	Mailer   notify.Mailer
	MailFrom string
}

// NewHandler assembles the public handler: the explorer with connect and
// registry modes, the rate limiter, the Toolcard routes and (optionally) /mcp.
func NewHandler(s Settings, p Parts) http.Handler {
	if p.Logger == nil {
		p.Logger = slog.New(slog.DiscardHandler)
	}
	ex := &explorer.Explorer{Store: p.Store, BaseURL: s.BaseURL, Version: p.Version}
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: s.AllowPrivate, RegistryURL: s.RegistryURL, Deadline: s.InspectDeadline})
	cfg := httpapi.Config{
		Explorer: ex, Logger: p.Logger, BaseURL: s.BaseURL, Version: p.Version,
		Toolcard: toolcard.Config{Store: p.Store, OutcomeCap: s.OutcomeCap},
		Limiter:  ratelimit.New(p.Store, s.Limits, ratelimit.Options{Global: s.GlobalLimit, TrustedProxies: s.TrustedProxies}),
		// Subscriptions follow connect mode's target policy.
		Subscribe: subscribe.Config{Store: p.Store, Mailer: p.Mailer, From: p.MailFrom, CheckURL: ex.CheckURL, AllowPrivate: s.AllowPrivate},
	}
	if p.MCP != nil {
		cfg.MCP = p.MCP(ex, s.BaseURL, s.MCPOrigins)
	}
	return httpapi.NewServer(cfg)
}
