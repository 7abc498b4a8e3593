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
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

func cmdServe(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "serve")
	addr := fs.string("addr", "127.0.0.1:8080", "address to listen on")
	dataDir := fs.string("data", defaultDataDir(env.getenv), "directory of the embedded store")
	baseURL := fs.string("base-url", "", "public base URL used in links (default http://ADDR)")
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("serve takes no arguments, got %q", fs.Args())
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
	handler := httpapi.NewServer(httpapi.Config{
		Explorer: &explorer.Explorer{Store: store, BaseURL: *baseURL, Version: Version},
		Logger:   logger, BaseURL: *baseURL, Version: Version,
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
