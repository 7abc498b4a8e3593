package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/registry"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// cmdIndex builds the risk index of a registry's remote servers in the
// store: one dispatch pass, then every server inspected with bounded
// concurrency, one at a time per host, through the public-address policy
// (no --allow-private-targets here: the targets are strangers'). It
// prints the JSON summary; `serve` on the same store shows the index.
func cmdIndex(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "index")
	stores := storeFlags(fs)
	regURL := fs.string("registry", registry.DefaultBaseURL, "base URL of the MCP Registry to index (its /v0.1/servers)")
	concurrency := fs.string("concurrency", strconv.Itoa(index.DefaultConcurrency), "servers inspected at once (1 to 64)")
	interval := fs.string("host-interval", "2s", "minimum pause between two inspections of one host")
	since := fs.string("updated-since", "", "only registry entries updated since this RFC 3339 time (an incremental run)")
	progress := fs.string("progress", "auto", "progress bar on stderr: auto (when stderr is a terminal), always or never")
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("index takes no arguments, got %q", fs.Args())
	}
	n, err := strconv.Atoi(*concurrency)
	if err != nil || n < 1 || n > 64 {
		return usageError("--concurrency must be a whole number from 1 to 64, got %q", *concurrency)
	}
	gap, err := time.ParseDuration(*interval)
	if err != nil || gap < 0 || gap > time.Hour {
		return usageError("--host-interval must be a duration from 0s to 1h, got %q", *interval)
	}
	var updatedSince time.Time
	if *since != "" {
		if updatedSince, err = time.Parse(time.RFC3339, *since); err != nil {
			return usageError("--updated-since must be an RFC 3339 time such as 2025-10-01T00:00:00Z, got %q", *since)
		}
	}
	if _, err := serverurl.Vet(*regURL, serverurl.Policy{AllowPrivate: true}); err != nil {
		return usageError("--registry: %v", err)
	}
	var show func(done, total int, job index.Job, outcome string)
	switch *progress {
	case "always":
		show = progressBar(env.stderr)
	case "auto":
		if isTerminal(env.stderr) {
			show = progressBar(env.stderr)
		}
	case "never":
	default:
		return usageError("--progress must be auto, always or never, got %q", *progress)
	}
	st, closeStore, err := stores.open(ctx)
	if err != nil {
		return err
	}
	defer closeStore()
	// The registry is the operator's choice, so it may be private; the
	// servers it lists are strangers' and get the public-address policy.
	lister := &registry.Client{BaseURL: *regURL, HTTP: safehttp.NewClient(safehttp.Options{AllowPrivate: true})}
	ex := &explorer.Explorer{Store: st}
	ex.EnableNetwork(explorer.NetworkOptions{})
	sum, err := index.Run(ctx, index.RunConfig{
		Lister:      lister,
		Worker:      &index.Worker{Store: st, Inspector: ex, Gate: index.NewHostGate(gap)},
		Dispatch:    index.DispatchOptions{UpdatedSince: updatedSince},
		Concurrency: n,
		Progress:    show,
	})
	if show != nil {
		fmt.Fprintln(env.stderr)
	}
	enc := json.NewEncoder(env.stdout)
	enc.SetIndent("", "  ")
	if werr := enc.Encode(sum); werr != nil && err == nil {
		err = werr
	}
	return err
}

// progressBar redraws one line: a bar, the count and the last server.
func progressBar(w io.Writer) func(done, total int, job index.Job, outcome string) {
	const width = 30
	return func(done, total int, job index.Job, outcome string) {
		filled := width * done / max(total, 1)
		name := visible(job.Name)
		if len(name) > 48 {
			name = name[:45] + "..."
		}
		fmt.Fprintf(w, "\r[%s%s] %d/%d %-10s %-48s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), done, total, outcome, name)
	}
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
