// Package mcpserver is the explorer's own MCP endpoint (/mcp): the same
// calculation as the API, offered to any MCP client over stateless
// Streamable HTTP with JSON responses (no sessions, no streams).
//
//	h := mcpserver.NewHandler(mcpserver.Config{Explorer: ex, BaseURL: "https://explorer.example"})
//	mux.Handle("POST /mcp", h)
//
// It offers two tools (mcp_server_explorer, check_tool), one markdown
// resource per catalog rule (explorer://rules/{id}) and per glossary entry
// (explorer://reference/{slug}), and the prompt review_server_before_connecting.
// Failures of a tool call (bad input, an unreachable server, a mode this build
// lacks) are tool results with isError; protocol misuse is a JSON-RPC error.
package mcpserver

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
)

// PageSize is how many items one page of tools/list, resources/list or
// prompts/list holds.
const PageSize = 10

// Config holds what the endpoint needs.
type Config struct {
	Explorer *explorer.Explorer
	// BaseURL is the public base URL; its origin may call /mcp from a browser.
	BaseURL string
	// AllowedOrigins are further browser origins (scheme://host[:port]) that
	// may call /mcp. Requests without an Origin header are always allowed.
	AllowedOrigins []string
	Version        string
	Logger         *slog.Logger
}

// NewHandler returns the /mcp handler: POST only (GET and DELETE answer
// 405), bodies up to httpx.MaxBodyBytes, batches up to MaxBatch messages
// with at most one tools/call, browser origins checked against the allow
// list (403 otherwise).
func NewHandler(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	server := newServer(cfg)
	sdk := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &mcp.StreamableHTTPOptions{
		Stateless:           true,
		JSONResponse:        true,
		MaxRequestBodyBytes: httpx.MaxBodyBytes,
		// A call whose client has gone stops, rather than running on.
		PropagateRequestCancellation: true,
	})
	return checkOrigin(allowedOrigins(cfg), limitBatches(cfg.BaseURL, sdk))
}

func newServer(cfg Config) *mcp.Server {
	version := cfg.Version
	if version == "" {
		version = "dev"
	}
	s := mcp.NewServer(&mcp.Implementation{Name: "mcp-server-explorer", Title: "MCP Server Explorer", Version: version}, &mcp.ServerOptions{
		Instructions: instructions,
		PageSize:     PageSize,
		// No logging (the server sends no log messages) and no listChanged:
		// the lists are fixed and a stateless endpoint sends no notifications.
		Capabilities: &mcp.ServerCapabilities{Tools: &mcp.ToolCapabilities{}, Resources: &mcp.ResourceCapabilities{}, Prompts: &mcp.PromptCapabilities{}},
	})
	s.AddReceivingMiddleware(recoverPanics(cfg.Logger))
	addTools(s, cfg)
	addResources(s)
	addPrompts(s)
	return s
}

// recoverPanics answers a panicking handler with a JSON-RPC internal error.
// The SDK runs handlers on goroutines of their own, where a panic would end
// the process rather than reach the HTTP server's recovery.
func recoverPanics(logger *slog.Logger) mcp.Middleware {
	return func(next mcp.MethodHandler) mcp.MethodHandler {
		return func(ctx context.Context, method string, req mcp.Request) (res mcp.Result, err error) {
			defer func() {
				if v := recover(); v != nil {
					logger.Error("panic", "method", method, "panic", v)
					res, err = nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "internal error; it has been logged"}
				}
			}()
			return next(ctx, method, req)
		}
	}
}

const instructions = "Inspect an MCP server before connecting an agent to it. " +
	"Call mcp_server_explorer (mode connect with the server's url, or mode paste with its tools/list result) " +
	"and read the risk, issues and changes of every tool; the prompt review_server_before_connecting walks through a decision. " +
	"check_tool reviews one tool definition. Each finding cites its rule as toolcard://answers/{id}, readable like explorer://rules/{id}."

// allowedOrigins is the set of normalised origins that may call /mcp.
func allowedOrigins(cfg Config) map[string]bool {
	set := map[string]bool{}
	for _, o := range append([]string{cfg.BaseURL}, cfg.AllowedOrigins...) {
		if n, ok := normalizeOrigin(o); ok {
			set[n] = true
		}
	}
	return set
}

// normalizeOrigin reduces a URL or origin to scheme://host[:port] with the
// default port dropped, or reports false.
func normalizeOrigin(raw string) (string, bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return "", false
	}
	scheme, host, port := strings.ToLower(u.Scheme), strings.ToLower(u.Hostname()), u.Port()
	if (scheme == "https" && port == "443") || (scheme == "http" && port == "80") {
		port = ""
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port != "" {
		host += ":" + port
	}
	return scheme + "://" + host, true
}

// checkOrigin refuses browser requests from origins that are not allowed,
// against DNS rebinding and cross-site calls. Requests without an Origin
// header (every non-browser client) pass.
func checkOrigin(allowed map[string]bool, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		origin := r.Header.Get("Origin")
		if origin != "" {
			if n, ok := normalizeOrigin(origin); !ok || !allowed[n] {
				writeRPCError(w, http.StatusForbidden, -32600, "origin "+quoteBounded(origin)+" may not call this endpoint")
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// writeRPCError answers an HTTP-level refusal with a JSON-RPC error body,
// as MCP clients expect.
func writeRPCError(w http.ResponseWriter, status, code int, message string) {
	writeRPCErrorID(w, status, code, message, json.RawMessage("null"))
}

func writeRPCErrorID(w http.ResponseWriter, status, code int, message string, id json.RawMessage) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]any{
		"jsonrpc": "2.0", "id": id,
		"error": map[string]any{"code": code, "message": message},
	})
}

// quoteBounded quotes at most 100 bytes of s for an error message.
func quoteBounded(s string) string {
	return strconv.Quote(s[:min(len(s), 100)])
}
