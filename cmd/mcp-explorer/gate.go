package main

import (
	"cmp"
	"context"
	"fmt"
	"net/http"
	"os"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/sarif"
	"github.com/usefulweb/mcp-server-explorer/shared/suppress"
)

// target is one thing to inspect: its tools, analysis and identity.
type target struct {
	server   lockfile.Server
	tools    []analysis.Tool
	report   analysis.Report
	artifact string // file path, when the tools came from a file
	text     []byte
}

// loadTarget reads a tools JSON file (or - for stdin).
func loadTarget(env *environment, name string) (*target, error) {
	text, err := readInput(env, name)
	if err != nil {
		return nil, usageError("%v", err)
	}
	tools, err := analysis.ParseTools(text)
	if err != nil {
		return nil, usageError("%s: %v", name, err)
	}
	t := &target{server: lockfile.Server{Source: name}, tools: tools, report: analysis.Analyze(tools, analysis.Options{}), text: []byte(text)}
	if name != "-" {
		t.artifact = name
	}
	return t, nil
}

func (t *target) label() string {
	if t.server.URL != "" {
		return clientconfig.RedactURL(t.server.URL) // a key in the query stays out of SARIF
	}
	return t.server.Source
}

func writeSARIF(env *environment, baseURL, suppressionsFile string, targets ...*target) error {
	log, err := sarifLog(baseURL, suppressionsFile, targets...)
	if err != nil {
		return err
	}
	return log.Write(env.stdout)
}

// sarifLog collects the targets' findings, marking accepted ones.
func sarifLog(baseURL, suppressionsFile string, targets ...*target) (*sarif.Log, error) {
	supp, err := suppress.Load(suppressionsFile)
	if err != nil {
		return nil, usageError("%v", err)
	}
	log := sarif.New(Version, baseURLOrDefault(baseURL))
	for _, t := range targets {
		st := sarif.Target{Server: t.label(), Report: t.report, Suppressions: supp}
		if t.artifact != "" {
			st.ArtifactURI = t.artifact
			st.ToolLines = sarif.ToolLines(t.text)
		}
		log.Add(st)
	}
	return log, nil
}

func baseURLOrDefault(u string) string {
	if u == "" {
		return "http://127.0.0.1:8080"
	}
	return u
}

// loadAny reads a tools JSON file, or inspects a live server for a URL.
func loadAny(ctx context.Context, env *environment, network *networkSettings, login *loginSettings, header http.Header, source string) (*target, error) {
	if !isURL(source) {
		return loadTarget(env, source)
	}
	ex, err := localExplorer(network, "", nil)
	if err != nil {
		return nil, err
	}
	if err := login.enable(env, ex, header); err != nil {
		return nil, err
	}
	return inspectTarget(ctx, ex, source, header)
}

// cmdLock prints a lock file for a live server or a tools JSON file.
func cmdLock(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "lock")
	header := headerFlag{}
	fs.Var(header, "header", "request header for the server, 'Name: value' (repeatable)")
	network := networkFlags(fs)
	login := loginFlags(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("lock takes one URL or FILE (or - for standard input)")
	}
	t, err := loadAny(ctx, env, network, login, http.Header(header), fs.Arg(0))
	if err != nil {
		return err
	}
	b, err := lockfile.Build(t.server, t.tools, t.report).Marshal()
	if err != nil {
		return err
	}
	_, err = env.stdout.Write(b)
	return err
}

// cmdVerify compares a lock with the tools now; exit 1 on any drift.
func cmdVerify(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "verify")
	header := headerFlag{}
	fs.Var(header, "header", "request header for the server, 'Name: value' (repeatable)")
	network := networkFlags(fs)
	login := loginFlags(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() < 1 || fs.NArg() > 2 {
		return usageError("verify takes LOCKFILE [URL|FILE]")
	}
	b, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return usageError("%v", err)
	}
	locked, err := lockfile.Parse(b)
	if err != nil {
		return usageError("%s: %v", fs.Arg(0), err)
	}
	source := fs.Arg(1)
	if source == "" {
		source = cmp.Or(locked.Server.URL, locked.Server.Source)
	}
	if source == "" {
		return usageError("the lock names no server; give the URL or FILE to verify against")
	}
	t, err := loadAny(ctx, env, network, login, http.Header(header), source)
	if err != nil {
		return err
	}
	t.server = locked.Server
	changes := lockfile.Diff(locked, lockfile.Build(t.server, t.tools, t.report))
	if len(changes) == 0 {
		fmt.Fprintf(env.stdout, "ok: %d tools match %s\n", len(locked.Tools), fs.Arg(0))
		return nil
	}
	for _, c := range changes {
		fmt.Fprintf(env.stdout, "%s %s\n", c.Kind, visible(c.Tool))
		for _, f := range c.Fields {
			fmt.Fprintf(env.stdout, "    %s\n", visible(f))
		}
	}
	return &exitError{code: exitFailOn, msg: fmt.Sprintf("%d tool(s) differ from %s", len(changes), fs.Arg(0))}
}
