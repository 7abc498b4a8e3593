package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/dynamostore"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

func cmdServe(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "serve")
	addr := fs.string("addr", "127.0.0.1:8080", "address to listen on")
	allowedHosts := fs.string("allowed-hosts", "", "comma-separated host[:port] names requests may use; on a loopback address only its own names are answered unless listed here")
	stores := storeFlags(fs)
	mails := mailFlags(fs)
	settings := app.Bind(fs.FlagSet, env.getenv)
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("serve takes no arguments, got %q", fs.Args())
	}
	s, err := settings()
	if err != nil {
		return usageError("%v", err)
	}
	if s.BaseURL == "" && listensEverywhere(*addr) {
		return usageError("serve --addr %s listens on every interface, so it cannot tell its own address: give --base-url (EXPLORER_BASE_URL), the URL people reach it by, which links, emails and /mcp's allowed Origin are built from", *addr)
	}
	store, closeStore, err := stores.open(ctx)
	if err != nil {
		return err
	}
	defer closeStore()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("listen on %s: %w", *addr, err)
	}
	if s.BaseURL == "" {
		s.BaseURL = "http://" + ln.Addr().String()
	}
	logger := slog.New(slog.NewJSONHandler(env.stderr, nil))
	mailer, err := mails.open(*stores.dataDir, logger)
	if err != nil {
		ln.Close()
		return err
	}
	handler := app.NewHandler(s, app.Parts{
		Store: store, Logger: logger, Version: Version,
		Mailer: mailer, MailFrom: *mails.from,
		MCP: func(ex *explorer.Explorer, baseURL string, origins []string) http.Handler {
			return mcpserver.NewHandler(mcpserver.Config{Explorer: ex, BaseURL: baseURL, Version: Version, Logger: logger, AllowedOrigins: origins})
		},
	})
	// WriteTimeout ends a request whose client does not read its answer: the
	// longest work (an inspection) and a minute to send the answer.
	if hosts := servedHosts(ln.Addr(), s.BaseURL, *allowedHosts); hosts != nil {
		handler = checkHost(hosts, s.BaseURL, handler)
	}
	// ReadHeaderTimeout and ReadTimeout end slow headers and bodies; the
	// listener caps each client's open connections.
	srv := &http.Server{Handler: handler, ReadHeaderTimeout: 10 * time.Second, ReadTimeout: 60 * time.Second,
		WriteTimeout: s.InspectDeadline + time.Minute, IdleTimeout: 120 * time.Second}
	logger.Info("listening", "url", s.BaseURL, "store", *stores.kind)
	trusted := func(a netip.Addr) bool {
		for _, p := range s.TrustedProxies {
			if p.Contains(a) {
				return true
			}
		}
		return false
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(limitConnsPerClient(ln, maxConnsPerClient, trusted)) }()
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

// listensEverywhere reports an address on every interface (0.0.0.0, [::]
// or no host), which is no address to build links from.
func listensEverywhere(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false // net.Listen says what is wrong
	}
	ip, err := netip.ParseAddr(host)
	return host == "" || err == nil && ip.IsUnspecified()
}

// storeSettings choose the store: the embedded bbolt file (default) or a
// DynamoDB table (--create-table makes it, for local use and tests).
type storeSettings struct {
	kind, dataDir, table, endpoint *string
	createTable                    *bool
}

func storeFlags(fs *flags) *storeSettings {
	return &storeSettings{
		kind:        fs.string("store", "bolt", "where state lives: bolt (embedded file) or dynamodb"),
		dataDir:     fs.string("data", defaultDataDir(fs.env.getenv), "directory of the embedded store"),
		table:       fs.string("table", "", "DynamoDB table, with --store dynamodb"),
		endpoint:    fs.string("dynamodb-endpoint", "", "DynamoDB endpoint, e.g. DynamoDB Local at http://127.0.0.1:8000"),
		createTable: fs.bool("create-table", false, "create the DynamoDB table with TTL if it is missing (local use and tests)"),
	}
}

func (s *storeSettings) open(ctx context.Context) (store.Store, func() error, error) {
	switch *s.kind {
	case "bolt":
		store, err := openBolt(*s.dataDir)
		if err != nil {
			return nil, nil, err
		}
		return store, store.Close, nil
	case "dynamodb":
		if *s.table == "" {
			return nil, nil, usageError("--store dynamodb needs --table")
		}
		client, err := dynamoClient(ctx, *s.endpoint)
		if err != nil {
			return nil, nil, err
		}
		if *s.createTable {
			if err := dynamostore.CreateTable(ctx, client, *s.table); err != nil {
				return nil, nil, fmt.Errorf("create table %s: %w", *s.table, err)
			}
		}
		return dynamostore.New(client, *s.table), func() error { return nil }, nil
	}
	return nil, nil, usageError("--store must be bolt or dynamodb, got %q", *s.kind)
}

func openBolt(dir string) (*boltstore.Store, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("data directory: %w", err)
	}
	return boltstore.Open(filepath.Join(dir, "explorer.db"))
}

// servedHosts is the set of Host values a local server answers to: on a
// loopback listener (or with --allowed-hosts) its own names and ports, the
// base URL's host and the listed ones; nil when any host is fine (a
// server on a public address behind its own proxy).
func servedHosts(addr net.Addr, baseURL, allowed string) map[string]bool {
	tcp, ok := addr.(*net.TCPAddr)
	if !ok || !tcp.IP.IsLoopback() && allowed == "" {
		return nil
	}
	port := strconv.Itoa(tcp.Port)
	hosts := map[string]bool{}
	for _, h := range []string{tcp.IP.String(), "localhost", "127.0.0.1", "::1"} {
		hosts[strings.ToLower(net.JoinHostPort(h, port))] = true
	}
	if u, err := url.Parse(baseURL); err == nil && u.Host != "" {
		hosts[strings.ToLower(u.Host)] = true
	}
	for _, h := range strings.Split(allowed, ",") {
		if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
			hosts[h] = true
		}
	}
	return hosts
}

// checkHost answers 421 to a request whose Host is not one of hosts: a
// page that rebinds its name to 127.0.0.1 reaches the port but not the API.
func checkHost(hosts map[string]bool, baseURL string, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !hosts[strings.ToLower(r.Host)] {
			problem.Write(w, baseURL, &problem.Problem{Code: "misdirected-request", Detail: fmt.Sprintf("this server does not answer for the host %q", text.ClipBytes(r.Host, 100))})
			return
		}
		next.ServeHTTP(w, r)
	})
}
