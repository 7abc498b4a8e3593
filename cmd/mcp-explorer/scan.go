package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/stdio"
)

// scanned is one configured server's outcome.
type scanned struct {
	Name      string           `json:"name"`
	Client    string           `json:"client"`
	File      string           `json:"file"`
	Project   string           `json:"project,omitempty"` // Claude Code's per-project entries
	Transport string           `json:"transport"`         // stdio, http or sse
	Remote    bool             `json:"remote"`
	URL       string           `json:"url,omitempty"`     // credentials in it redacted
	EnvFile   string           `json:"envFile,omitempty"` // stdio: variables the client loads from a file
	Disabled  bool             `json:"disabled"`
	Secrets   []string         `json:"secrets"` // literal credentials in the file, by name
	Result    *explorer.Result `json:"result"`
	Error     string           `json:"error,omitempty"`
	target    *target
}

// scannedFile is one configuration file read.
type scannedFile struct {
	Client  string `json:"client"`
	Path    string `json:"path"`
	Scope   string `json:"scope"`
	Servers int    `json:"servers"`
	Error   string `json:"error,omitempty"`
}

// cmdScan inspects every server of the MCP client configurations found
// under the home and the current project, or of one CONFIG file.
func cmdScan(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "scan")
	format := fs.string("format", "table", "output format: json, table or sarif")
	failOn := fs.string("fail-on", "", "exit 1 when a tool is at this risk or above: high, medium or low")
	runStdio := fs.bool("run-stdio", false, "start stdio servers to list their tools (this runs their code on this machine)")
	stdioTimeout := fs.string("stdio-timeout", "30s", "how long a stdio server may take to start and list its tools")
	suppressions := fs.string("suppressions", "", "accepted findings for SARIF (default ./.mcp-explorer.yaml when present)")
	clientName := fs.string("client", "", "read only this client's configurations (names: --list-clients)")
	listClients := fs.bool("list-clients", false, "list the clients scan knows and where each keeps its servers")
	expandEnv := fs.bool("expand-env", false, "fill ${VAR} in a project's or a given CONFIG's headers and URLs from this environment too (your own configuration's always are); such a file may come from a pull request, which could name its own server")
	network := networkFlags(fs)
	login := loginFlags(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if (*login.clientSecret != "" || *login.clientKey != "") && *login.clientIssuer == "" {
		return usageError("scan sends --client-secret or --client-key only to the authorization server named by --client-issuer: each configured server names its own, and a file may name any")
	}
	platform := clientconfig.Local(runtime.GOOS, env.getenv)
	clients := clientconfig.Clients()
	if *clientName != "" {
		c, ok := clientconfig.ClientNamed(*clientName)
		if !ok {
			return usageError("unknown client %q; mcp-explorer scan --list-clients lists them", *clientName)
		}
		clients = []clientconfig.Client{c}
	}
	if *listClients {
		printClients(env, platform, clients)
		return nil
	}
	if fs.NArg() > 1 {
		return usageError("scan takes at most one CONFIG file; without one it reads every client configuration it finds")
	}
	if err := checkFormat(*format, *failOn); err != nil {
		return err
	}
	timeout, err := time.ParseDuration(*stdioTimeout)
	if err != nil || timeout <= 0 {
		return usageError("--stdio-timeout must be a positive duration, got %q", *stdioTimeout)
	}
	var files []clientconfig.File
	if fs.NArg() == 1 {
		f, err := readConfigArg(fs.Arg(0), *clientName)
		if err != nil {
			return err
		}
		files = []clientconfig.File{f}
	} else {
		files = clientconfig.Discover(platform, clients)
	}

	// What is printed hides the literal credentials found, and the values
	// filled in from the environment, should a server echo one.
	for _, f := range files {
		for _, s := range f.Servers {
			env.redact.Add(s.SecretValues()...)
		}
	}
	out := env.stdout

	ex, err := localExplorer(network, "", nil)
	if err != nil {
		return err
	}
	if err := login.enable(env, ex, http.Header{}); err != nil {
		return err
	}
	own := func(f clientconfig.File) bool { return *expandEnv || f.Scope == "user" || isUserFile(platform, f.Path) }
	results, fileList := scanFiles(ctx, env, ex, files, *runStdio, own, timeout)
	var targets []*target
	var reports []analysis.Report
	seen := map[*target]bool{}
	for _, r := range results {
		if r.target != nil && !seen[r.target] { // one server in many files is one target
			seen[r.target] = true
			targets = append(targets, r.target)
			reports = append(reports, r.target.report)
		}
	}
	switch *format {
	case "sarif":
		log, err := sarifLog("", *suppressions, targets...)
		if err != nil {
			return err
		}
		addSecrets(log, files)
		if err := log.Write(out); err != nil {
			return err
		}
	case "json":
		enc := json.NewEncoder(out)
		enc.SetEscapeHTML(false)
		doc := map[string]any{"files": fileList, "servers": results}
		if fs.NArg() == 1 {
			doc["config"] = fs.Arg(0)
		}
		if err := enc.Encode(doc); err != nil {
			return err
		}
	default:
		printScanTable(env, platform, len(clients), fs.NArg() == 0, fileList, results)
	}
	for _, r := range results {
		if r.Result == nil || r.Result.Analysis == nil || r.Result.Analysis.ToolsIncomplete == "" {
			continue
		}
		if err := failOnIncomplete(*failOn, r.Name+": "+r.Result.Analysis.ToolsIncomplete); err != nil {
			return err
		}
	}
	return failOnReports(*failOn, reports...)
}

// readConfigArg reads the CONFIG argument, in the format of --client when
// the file is one of that client's, else told by its name and keys.
func readConfigArg(path, clientName string) (clientconfig.File, error) {
	data, err := clientconfig.ReadLimited(path)
	if err != nil {
		return clientconfig.File{}, usageError("%v", err)
	}
	client := clientName
	if client == "" {
		client = "file"
	}
	servers, err := clientconfig.ParseFile(path, clientName, data)
	if err != nil {
		return clientconfig.File{}, usageError("%s: %v", path, err)
	}
	return clientconfig.File{Client: client, Path: path, Scope: "file", Servers: servers}, nil
}

// scanFiles inspects each server once per URL and headers (Claude Code
// lists one server in many projects), skipping disabled entries.
func scanFiles(ctx context.Context, env *environment, ex *explorer.Explorer, files []clientconfig.File, runStdio bool, own func(clientconfig.File) bool, timeout time.Duration) ([]scanned, []scannedFile) {
	results := []scanned{}
	fileList := []scannedFile{}
	done := map[string]scanned{}
	for _, f := range files {
		sf := scannedFile{Client: f.Client, Path: f.Path, Scope: f.Scope, Servers: len(f.Servers)}
		if f.Err != nil {
			sf.Error = f.Err.Error()
		}
		fileList = append(fileList, sf)
		// Only the user's own files may send the environment to a server.
		fill := own(f)
		for _, s := range f.Servers {
			r := scanned{Name: s.Name, Client: f.Client, File: f.Path, Project: s.Project, Transport: s.Transport, Remote: s.Remote(),
				EnvFile: s.EnvFile, Disabled: s.Disabled, Secrets: []string{}}
			for _, sec := range s.Secrets() {
				r.Secrets = append(r.Secrets, sec.String())
			}
			if s.Remote() {
				r.URL = clientconfig.RedactURL(s.URL)
			}
			if s.Disabled {
				r.Error = "disabled in " + f.Client + "'s configuration; not inspected"
				results = append(results, r)
				continue
			}
			key := fmt.Sprint(fill) + "\x00" + s.Transport + "\x00" + s.URL + "\x00" + s.Command + "\x00" + strings.Join(s.Args, "\x00") + fmt.Sprint(s.Headers, s.Env)
			prev, ok := done[key]
			if !ok {
				prev = scanOne(ctx, env, ex, s, fill, runStdio, timeout)
				done[key] = prev
			}
			r.Result, r.Error, r.target = prev.Result, prev.Error, prev.target
			results = append(results, r)
		}
	}
	return results, fileList
}

// isUserFile reports whether path, given as CONFIG, is one of the user's
// own configuration files (not a project's) on p.
func isUserFile(p clientconfig.Platform, path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	for _, c := range clientconfig.Clients() {
		for _, l := range c.Locations(p) {
			if l.Scope != "user" {
				continue
			}
			if l.Path == abs || l.Dir && filepath.Dir(abs) == l.Path {
				return true
			}
		}
	}
	return false
}

// scanOne inspects one server; failures are reported, not fatal. Without
// fill, ${VAR} references are left unfilled: the file is not the user's.
func scanOne(ctx context.Context, env *environment, ex *explorer.Explorer, s clientconfig.Server, fill, runStdio bool, timeout time.Duration) scanned {
	if s.Remote() {
		var out scanned
		getenv, unfilled := env.getenv, "refers to a variable or input that is not set here"
		if !fill {
			getenv = func(string) string { return "" }
			unfilled = "refers to a variable, which scan fills only in your own configuration or with --expand-env"
		}
		header := http.Header{}
		var unset []string
		for k, v := range s.Headers {
			value, ok := expandRefs(v, getenv, env.redact)
			if !ok {
				unset = append(unset, k)
				continue
			}
			header.Set(k, value)
		}
		env.redact.AddHeader(header)
		url, ok := expandRefs(s.URL, getenv, nil)
		if !ok {
			out.Error = "not inspected: the url " + unfilled
			return out
		}
		addURLValues(env.redact, s.URL, url, getenv)
		res, err := ex.Calculate(ctx, explorer.Input{Mode: explorer.ModeConnect, URL: &url, Remember: ptrFalse(), Header: header})
		if err != nil {
			out.Error = errorText(err)
			return out
		}
		for _, k := range unset {
			res.Warnings = append(res.Warnings, fmt.Sprintf("header %s not sent: its value %s", k, unfilled))
		}
		out.Result = res
		out.target = &target{server: lockfile.Server{URL: clientconfig.RedactURL(s.URL), Name: s.Name}, tools: res.Analysis.Tools, report: res.Analysis.Report}
		return out
	}
	var out scanned
	if !runStdio {
		out.Error = fmt.Sprintf("not started: %s is a stdio server, and starting it runs its code on this machine; pass --run-stdio to inspect it", s.Name)
		return out
	}
	raws, info, err := stdio.ListTools(ctx, stdio.Command{Path: s.Command, Args: s.Args, Env: s.Env, Dir: s.Cwd, Timeout: timeout})
	if err != nil {
		out.Error = errorText(err)
		return out
	}
	// What the server echoes of the secrets it was given is hidden before
	// it is analysed or cut to fit a column.
	env.redact.Value(&raws)
	env.redact.Value(&info)
	list, _ := json.Marshal(map[string]any{"tools": raws})
	text := string(list)
	out.Result, err = ex.Calculate(ctx, explorer.Input{Mode: explorer.ModePaste, ToolsJSON: &text, Remember: ptrFalse()})
	if err != nil {
		out.Error = errorText(err)
		return out
	}
	out.Result.Warnings = append(out.Result.Warnings, info.Warnings...)
	// A paste has no server instructions, resources or prompts; scan them
	// as connect mode does.
	report := analysis.Analyze(out.Result.Analysis.Tools, analysis.Options{Instructions: info.Instructions, Items: info.Items})
	for _, f := range report.ServerFindings {
		if strings.HasPrefix(f.Rule, "poison-") {
			out.Result.Warnings = append(out.Result.Warnings, f.String())
		}
	}
	for _, it := range report.Items {
		for _, f := range it.Findings {
			out.Result.Warnings = append(out.Result.Warnings, f.String())
		}
	}
	out.target = &target{server: lockfile.Server{Source: "stdio:" + s.Name, Name: info.Name, Version: info.Version, ProtocolVersion: info.ProtocolVersion},
		tools: out.Result.Analysis.Tools, report: report}
	return out
}

// errorText is an explorer error as the CLI prints it: the code and detail
// once (the cause it wraps repeats them), or each invalid field.
func errorText(err error) string {
	var e *exitError
	if errors.As(cliError(err), &e) {
		return e.msg
	}
	return err.Error()
}

func ptrFalse() *bool {
	f := false
	return &f
}
