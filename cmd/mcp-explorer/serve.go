package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

func cmdServe(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "serve")
	addr := fs.string("addr", "127.0.0.1:8080", "address to listen on")
	dataDir := fs.string("data", defaultDataDir(env.getenv), "directory of the embedded store")
	baseURL := fs.string("base-url", "", "public base URL used in links (default http://ADDR)")
	mcpOrigins := fs.string("mcp-origins", "", "comma-separated browser origins allowed to call /mcp besides the base URL's")
	network := networkFlags(fs, false)
	outcomeCap := fs.string("outcome-cap", strconv.Itoa(toolcard.DefaultOutcomeCap), "most Toolcard outcome reports kept; POST /v1/outcomes answers 507 beyond")
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("serve takes no arguments, got %q", fs.Args())
	}
	maxOutcomes, err := strconv.ParseInt(*outcomeCap, 10, 64)
	if err != nil || maxOutcomes < 1 {
		return usageError("--outcome-cap must be a whole number of at least 1, got %q", *outcomeCap)
	}
	store, err := openBolt(*dataDir)
	if err != nil {
		return err
	}
	defer store.Close()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *addr, err)
	}
	if *baseURL == "" {
		*baseURL = "http://" + ln.Addr().String()
	}
	logger := slog.New(slog.NewJSONHandler(env.stderr, nil))
	ex := &explorer.Explorer{Store: store, BaseURL: *baseURL, Version: Version}
	if err := network.enable(ex); err != nil {
		return err
	}
	handler := httpapi.NewServer(httpapi.Config{
		Explorer: ex,
		Logger:   logger, BaseURL: *baseURL, Version: Version,
		Toolcard: toolcard.Config{Store: store, OutcomeCap: maxOutcomes},
		MCP: mcpserver.NewHandler(mcpserver.Config{Explorer: ex, BaseURL: *baseURL, Version: Version, Logger: logger,
			AllowedOrigins: splitList(*mcpOrigins)}),
		MCPClass: mcpserver.MethodClass,
	})
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second}
	logger.Info("listening", "url", *baseURL, "data", *dataDir)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func openBolt(dir string) (*boltstore.Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("data directory: %w", err)
	}
	return boltstore.Open(filepath.Join(dir, "explorer.db"))
}

// splitList splits a comma-separated flag value, dropping empty items.
func splitList(v string) []string {
	var out []string
	for _, item := range strings.Split(v, ",") {
		if item = strings.TrimSpace(item); item != "" {
			out = append(out, item)
		}
	}
	return out
}
