package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/mail"
	"path/filepath"
	"strconv"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
)

// mailSettings are the mail flags of serve and recheck.
type mailSettings struct{ smtpURL, from *string }

func mailFlags(fs *flags) *mailSettings {
	return &mailSettings{
		smtpURL: fs.string("smtp-url", "", "SMTP server for emails, e.g. smtp://127.0.0.1:1025; empty writes .eml files to DIR/outbox"),
		from:    fs.string("mail-from", "mcp-explorer@localhost", "sender address of emails"),
	}
}

// open returns the mailer: SMTP with --smtp-url, else .eml files in
// dataDir/outbox.
func (m *mailSettings) open(dataDir string, logger *slog.Logger) (notify.Mailer, error) {
	if _, err := mail.ParseAddress(*m.from); err != nil {
		return nil, usageError("--mail-from must be an email address, got %q", *m.from)
	}
	if *m.smtpURL != "" {
		s, err := notify.NewSMTP(*m.smtpURL)
		if err != nil {
			return nil, usageError("--smtp-url: %v", err)
		}
		logger.Info("mail goes to an SMTP server", "smtp", s.String())
		return s, nil
	}
	dir := filepath.Join(dataDir, "outbox")
	logger.Info("mail is written to the outbox (set --smtp-url to send it)", "dir", dir)
	return notify.Outbox{Dir: dir, Logger: logger}, nil
}

// cmdRecheck runs the recheck job once over the store, for cron: every
// server with confirmed subscriptions is inspected and its subscribers
// are emailed about changes. It prints the JSON summary.
func cmdRecheck(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "recheck")
	stores := storeFlags(fs)
	mails := mailFlags(fs)
	baseURL := fs.string("base-url", "", "public base URL of links in emails (default: the one each subscription was confirmed under)")
	allowPrivate := fs.bool("allow-private-targets", false, "let the recheck reach private, loopback and link-local addresses, as serve --allow-private-targets lets people subscribe to them")
	concurrency := fs.string("recheck-concurrency", strconv.Itoa(recheck.DefaultConcurrency), fmt.Sprintf("servers inspected at once (1 to %d)", recheck.MaxConcurrency))
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("recheck takes no arguments, got %q", fs.Args())
	}
	n, err := recheck.Concurrency(func(string) string { return *concurrency })
	if err != nil {
		return usageError("--recheck-concurrency: %v", err)
	}
	logger := slog.New(slog.NewJSONHandler(env.stderr, nil))
	mailer, err := mails.open(*stores.dataDir, logger)
	if err != nil {
		return err
	}
	store, closeStore, err := stores.open(ctx)
	if err != nil {
		return err
	}
	defer closeStore()
	sum, err := recheck.Run(ctx, recheck.Config{
		Store: store, Inspector: explorer.NewInspector(store, nil, *allowPrivate), Mailer: mailer, From: *mails.from,
		BaseURL: *baseURL, Concurrency: n, Logger: logger,
	})
	enc := json.NewEncoder(env.stdout)
	enc.SetIndent("", "  ")
	if werr := enc.Encode(sum); werr != nil && err == nil {
		err = werr
	}
	return err
}
