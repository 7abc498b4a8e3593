package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"text/tabwriter"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// headerFlag collects repeated --header 'Name: value' flags.
type headerFlag http.Header

func (h headerFlag) String() string { return "" }

func (h headerFlag) Set(v string) error {
	name, value, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return fmt.Errorf("want 'Name: value', got %q", v)
	}
	http.Header(h).Add(strings.TrimSpace(name), strings.TrimSpace(value))
	return nil
}

func isURL(s string) bool { return strings.HasPrefix(s, "https://") || strings.HasPrefix(s, "http://") }

// localExplorer builds an explorer for the CLI with the network flags
// applied, on store if it is not nil (fingerprints, and each server's
// protocol generation, so that later connections skip the probe).
func localExplorer(network *networkSettings, baseURL string, store store.Store) (*explorer.Explorer, error) {
	ex := &explorer.Explorer{Version: Version, BaseURL: baseURL, Store: store}
	return ex, network.enable(ex)
}

func cmdInspect(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "inspect")
	format := fs.string("format", "table", "output format: json, table or sarif")
	failOn := fs.string("fail-on", "", "exit 1 when a tool is at this risk or above: high, medium or low")
	remember := fs.bool("remember", false, "store fingerprints in the data directory and show changes since the last check")
	dataDir := fs.string("data", defaultDataDir(env.getenv), "directory of the embedded store")
	suppressions := fs.string("suppressions", "", "accepted findings for SARIF (default ./.mcp-explorer.yaml when present)")
	baseURL := fs.string("base-url", "", "public base URL for methodology links")
	header := headerFlag{}
	fs.Var(header, "header", "request header for the server, 'Name: value' (repeatable), e.g. 'Authorization: Bearer …'")
	network := networkFlags(fs)
	login := loginFlags(fs)
	profile := profileFlag(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 || !isURL(fs.Arg(0)) {
		return usageError("inspect takes one http(s) URL")
	}
	if err := checkFormat(*format, *failOn); err != nil {
		return err
	}
	if err := checkProfile(*profile); err != nil {
		return err
	}
	var store store.Store
	if *remember {
		bolt, err := openBolt(*dataDir)
		if err != nil {
			return err
		}
		defer bolt.Close()
		store = bolt
	}
	ex, err := localExplorer(network, *baseURL, store)
	if err != nil {
		return err
	}
	if err := login.enable(env, ex, http.Header(header)); err != nil {
		return err
	}
	if *profile == profileDirectory {
		url := fs.Arg(0)
		in := explorer.Input{Mode: explorer.ModeConnect, URL: &url, Remember: remember, Header: http.Header(header)}
		return directoryRun(ctx, env, ex, in, *format, *failOn, *baseURL, *suppressions, "")
	}
	if *format == "sarif" {
		t, err := inspectTarget(ctx, ex, fs.Arg(0), http.Header(header))
		if err != nil {
			return err
		}
		if err := writeSARIF(env, *baseURL, *suppressions, t); err != nil {
			return err
		}
		if err := failOnIncomplete(*failOn, t.incomplete); err != nil {
			return err
		}
		return failOnReports(*failOn, t.report)
	}
	url := fs.Arg(0)
	in := explorer.Input{Mode: explorer.ModeConnect, URL: &url, Remember: remember, Header: http.Header(header)}
	return calculate(ctx, env, ex, in, *format, *failOn)
}

// inspectTarget connects to a live server for SARIF, lock and verify.
func inspectTarget(ctx context.Context, ex *explorer.Explorer, url string, header http.Header) (*target, error) {
	got, err := ex.Inspect(ctx, url, header)
	if err != nil {
		return nil, cliError(err)
	}
	insp := got.Inspection
	server := lockfile.Server{URL: url, ProtocolVersion: insp.ProtocolVersion, Generation: insp.Generation, Transport: insp.Transport}
	if len(insp.Pages) > 0 {
		server.Pages = insp.Pages
	}
	if got.Inspection.ServerName != nil {
		server.Name = *got.Inspection.ServerName
	}
	if got.Inspection.ServerVersion != nil {
		server.Version = *got.Inspection.ServerVersion
	}
	return &target{server: server, tools: got.Tools, report: got.Report, incomplete: got.Inspection.ToolsIncomplete}, nil
}

func cmdRegistry(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "registry")
	format := fs.string("format", "table", "output format: json or table")
	network := networkFlags(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("registry takes one QUERY")
	}
	if *format != "json" && *format != "table" {
		return usageError("--format must be json or table, got %q", *format)
	}
	ex, err := localExplorer(network, "", nil)
	if err != nil {
		return err
	}
	q := fs.Arg(0)
	res, err := ex.Calculate(ctx, explorer.Input{Mode: explorer.ModeRegistry, Search: &q})
	if err != nil {
		return cliError(err)
	}
	if *format == "json" {
		return printResult(env, "json", res)
	}
	fmt.Fprintln(env.stdout, visible(res.Summary))
	tw := tabwriter.NewWriter(env.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "\nNAME\tVERSION\tREMOTES\tPACKAGES")
	for _, s := range res.Result.Registry {
		version := ""
		if s.Version != nil {
			version = *s.Version
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", visible(s.Name), visible(version), visible(strings.Join(s.Remotes, " ")), visible(strings.Join(s.Packages, " ")))
	}
	tw.Flush()
	for _, w := range res.Warnings {
		fmt.Fprintln(env.stdout, "  - "+visible(w))
	}
	return nil
}

func checkFormat(format, failOn string) error {
	if format != "json" && format != "table" && format != "sarif" {
		return usageError("--format must be json, table or sarif, got %q", format)
	}
	if failOn != "" && riskRank[failOn] == 0 {
		return usageError("--fail-on must be high, medium or low, got %q", failOn)
	}
	return nil
}

func printResult(env *environment, format string, res *explorer.Result) error {
	if format == "json" {
		enc := json.NewEncoder(env.stdout)
		enc.SetEscapeHTML(false)
		return enc.Encode(res)
	}
	printTable(env.stdout, res)
	return nil
}
