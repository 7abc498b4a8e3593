package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
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
	// incomplete says why tools is not the server's whole list ("" when whole).
	incomplete string
}

// loadTarget reads a tools JSON file (or - for stdin).
func loadTarget(env *environment, name string) (*target, error) {
	text, err := readInput(env, name)
	if err != nil {
		return nil, usageError("%v", err)
	}
	t, err := parseTarget(name, text)
	if err == nil && name != "-" {
		t.artifact = name
	}
	return t, err
}

// parseTarget parses and analyses a tools JSON text read from name.
func parseTarget(name, text string) (*target, error) {
	tools, err := analysis.ParseTools(text)
	if err != nil {
		return nil, usageError("%s: %v", name, err)
	}
	return &target{server: lockfile.Server{Source: name}, tools: tools, report: analysis.Analyze(tools, analysis.Options{}), text: []byte(text)}, nil
}

// maxInputBytes bounds a tools file read from disk, as standard input is.
const maxInputBytes = explorer.MaxToolsJSONChars * 4

// readRegularFile reads a regular file of at most maxInputBytes; devices,
// pipes and directories are refused, so /dev/zero cannot exhaust memory.
func readRegularFile(name string) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readBounded(f, name)
}

func readBounded(f *os.File, name string) ([]byte, error) {
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", name)
	}
	b, err := io.ReadAll(io.LimitReader(f, maxInputBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > maxInputBytes {
		return nil, fmt.Errorf("%s is larger than %d bytes", name, maxInputBytes)
	}
	return b, nil
}

// loadLockedSource reads the tools file a lock names. A lock may come from
// a pull request, so its source is read only if it is a regular file
// inside the lock's own directory tree (relative to the lock, or absolute
// within it; symbolic links may not leave the tree).
func loadLockedSource(lockPath, source string) (*target, error) {
	dir, err := filepath.Abs(filepath.Dir(lockPath))
	if err != nil {
		return nil, usageError("%v", err)
	}
	rel := source
	if filepath.IsAbs(source) {
		if rel, err = filepath.Rel(dir, source); err != nil {
			rel = ".."
		}
	}
	if !filepath.IsLocal(rel) {
		return nil, usageError("the lock's source %q is outside the lock's directory %s; give the FILE to verify against", visible(source), dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, usageError("%v", err)
	}
	defer root.Close()
	f, err := root.Open(rel)
	if err != nil {
		return nil, usageError("the lock's source %q: %v", visible(source), err)
	}
	defer f.Close()
	b, err := readBounded(f, source)
	if err != nil {
		return nil, usageError("the lock's source: %v", err)
	}
	return parseTarget(source, string(b))
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
	if t.incomplete != "" {
		return &exitError{code: exitFailOn, msg: "nothing locked: the tools list is incomplete: " + t.incomplete}
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
	b, err := readRegularFile(fs.Arg(0))
	if err != nil {
		return usageError("%v", err)
	}
	locked, err := lockfile.Parse(b)
	if err != nil {
		return usageError("%s: %v", fs.Arg(0), err)
	}
	var t *target
	switch source := fs.Arg(1); {
	case source != "":
		t, err = loadAny(ctx, env, network, login, http.Header(header), source)
	case locked.Server.URL != "":
		t, err = loadAny(ctx, env, network, login, http.Header(header), locked.Server.URL)
	case locked.Server.Source != "":
		t, err = loadLockedSource(fs.Arg(0), locked.Server.Source)
	default:
		return usageError("the lock names no server; give the URL or FILE to verify against")
	}
	if err != nil {
		return err
	}
	if t.incomplete != "" {
		return &exitError{code: exitFailOn, msg: "cannot verify " + fs.Arg(0) + ": the tools list is incomplete: " + t.incomplete}
	}
	t.server = locked.Server
	current := lockfile.Build(t.server, t.tools, t.report)
	changes := lockfile.Diff(locked, current)
	findings, compared := lockfile.DiffFindings(locked, current)
	if !compared {
		fmt.Fprintf(env.stderr, "note: %s pins no findings (written by an older version), so they were not compared; lock again to pin the probe, posture and MCP Apps findings\n", fs.Arg(0))
	}
	if len(changes) == 0 && len(findings) == 0 {
		pinned := ""
		if compared {
			pinned = fmt.Sprintf(" (and its %d pinned findings)", len(locked.Findings))
		}
		fmt.Fprintf(env.stdout, "ok: %d tools match %s%s\n", len(locked.Tools), fs.Arg(0), pinned)
		return nil
	}
	for _, c := range changes {
		fmt.Fprintf(env.stdout, "%s %s\n", c.Kind, visible(c.Tool))
		for _, class := range c.Classes {
			fmt.Fprintf(env.stdout, "  %s\n", visible(class.String()))
		}
		for _, f := range c.Fields {
			fmt.Fprintf(env.stdout, "    %s\n", visible(f))
		}
	}
	for _, c := range findings {
		where := ""
		if c.Finding.Tool != "" {
			where = " (tool " + visible(c.Finding.Tool) + ")"
		}
		fmt.Fprintf(env.stdout, "%s finding%s %s: %s\n", c.Kind, where, c.Finding.Rule, visible(c.Finding.Message))
	}
	var parts []string
	if len(changes) > 0 {
		parts = append(parts, fmt.Sprintf("%d tool(s)", len(changes)))
	}
	if len(findings) > 0 {
		parts = append(parts, fmt.Sprintf("%d finding(s)", len(findings)))
	}
	return &exitError{code: exitFailOn, msg: fmt.Sprintf("%s differ from %s", strings.Join(parts, " and "), fs.Arg(0))}
}
