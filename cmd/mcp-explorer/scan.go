package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
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
	Transport string           `json:"transport"` // http or stdio
	Result    *explorer.Result `json:"result"`
	Error     string           `json:"error,omitempty"`
	target    *target
}

// cmdScan inspects every server of an MCP client configuration.
func cmdScan(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "scan")
	format := fs.string("format", "table", "output format: json, table or sarif")
	failOn := fs.string("fail-on", "", "exit 1 when a tool is at this risk or above: high, medium or low")
	runStdio := fs.bool("run-stdio", false, "start stdio servers to list their tools (this runs their code on this machine)")
	stdioTimeout := fs.string("stdio-timeout", "30s", "how long a stdio server may take to start and list its tools")
	suppressions := fs.string("suppressions", "", "accepted findings for SARIF (default ./.mcp-explorer.yaml when present)")
	network := networkFlags(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("scan takes one CONFIG file (claude_desktop_config.json, .vscode/mcp.json or Cursor's mcp.json)")
	}
	if err := checkFormat(*format, *failOn); err != nil {
		return err
	}
	timeout, err := time.ParseDuration(*stdioTimeout)
	if err != nil || timeout <= 0 {
		return usageError("--stdio-timeout must be a positive duration, got %q", *stdioTimeout)
	}
	data, err := os.ReadFile(fs.Arg(0))
	if err != nil {
		return usageError("%v", err)
	}
	servers, err := clientconfig.Parse(data)
	if err != nil {
		return usageError("%s: %v", fs.Arg(0), err)
	}
	ex, err := localExplorer(network, "", nil)
	if err != nil {
		return err
	}
	var results []scanned
	for _, s := range servers {
		results = append(results, scanOne(ctx, ex, s, *runStdio, timeout))
	}
	var targets []*target
	var tools []analysis.ToolReport
	for _, r := range results {
		if r.target != nil {
			targets = append(targets, r.target)
			tools = append(tools, r.target.report.Tools...)
		}
	}
	switch *format {
	case "sarif":
		if err := writeSARIF(env, "", *suppressions, targets...); err != nil {
			return err
		}
	case "json":
		enc := json.NewEncoder(env.stdout)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(map[string]any{"config": fs.Arg(0), "servers": results}); err != nil {
			return err
		}
	default:
		for _, r := range results {
			fmt.Fprintf(env.stdout, "== %s (%s)\n", visible(r.Name), visible(r.Transport))
			if r.Result == nil {
				fmt.Fprintf(env.stdout, "%s\n\n", visible(r.Error))
				continue
			}
			printTable(env.stdout, r.Result)
			fmt.Fprintln(env.stdout)
		}
	}
	return failOnReports(*failOn, tools)
}

// scanOne inspects one server; failures are reported, not fatal.
func scanOne(ctx context.Context, ex *explorer.Explorer, s clientconfig.Server, runStdio bool, timeout time.Duration) scanned {
	if s.Remote() {
		out := scanned{Name: s.Name, Transport: "http"}
		header := http.Header{}
		for k, v := range s.Headers {
			header.Set(k, v)
		}
		url := s.URL
		res, err := ex.Calculate(ctx, explorer.Input{Mode: explorer.ModeConnect, URL: &url, Remember: ptrFalse(), Header: header})
		if err != nil {
			out.Error = errorText(err)
			return out
		}
		out.Result = res
		out.target = &target{server: lockfile.Server{URL: s.URL, Name: s.Name}, tools: res.Analysis.Tools, report: res.Analysis.Report}
		return out
	}
	out := scanned{Name: s.Name, Transport: "stdio"}
	if !runStdio {
		out.Error = fmt.Sprintf("not started: %s is a stdio server, and starting it runs its code on this machine; pass --run-stdio to inspect it", s.Name)
		return out
	}
	raws, info, err := stdio.ListTools(ctx, stdio.Command{Path: s.Command, Args: s.Args, Env: s.Env, Dir: s.Cwd, Timeout: timeout})
	if err != nil {
		out.Error = errorText(err)
		return out
	}
	list, _ := json.Marshal(map[string]any{"tools": raws})
	text := string(list)
	out.Result, err = ex.Calculate(ctx, explorer.Input{Mode: explorer.ModePaste, ToolsJSON: &text, Remember: ptrFalse()})
	if err != nil {
		out.Error = errorText(err)
		return out
	}
	out.Result.Warnings = append(out.Result.Warnings, info.Warnings...)
	// A paste has no server instructions; scan them as connect mode does.
	report := analysis.Analyze(out.Result.Analysis.Tools, analysis.Options{Instructions: info.Instructions})
	for _, f := range report.ServerFindings {
		if strings.HasPrefix(f.Rule, "poison-") {
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
