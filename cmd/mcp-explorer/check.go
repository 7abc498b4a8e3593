package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

var riskRank = map[string]int{"low": 1, "medium": 2, "high": 3}

func cmdCheck(ctx context.Context, env *environment, args []string) error {
	fs := newFlags(env, "check")
	format := fs.string("format", "table", "output format: json, table or sarif")
	failOn := fs.string("fail-on", "", "exit 1 when a tool is at this risk or above: high, medium or low")
	serverURL := fs.string("url", "", "the server's URL, to remember fingerprints and show changes")
	remember := fs.bool("remember", true, "with --url, store fingerprints and compare with the last check")
	dataDir := fs.string("data", defaultDataDir(env.getenv), "directory of the embedded store")
	suppressions := fs.string("suppressions", "", "accepted findings (default ./.mcp-explorer.yaml when present)")
	baseURL := fs.string("base-url", "", "public base URL for methodology links")
	profile := profileFlag(fs)
	if err := fs.parse(args); err != nil {
		return err
	}
	if err := checkFormat(*format, *failOn); err != nil {
		return err
	}
	if err := checkProfile(*profile); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("check takes one FILE (or - for standard input)")
	}
	text, err := readInput(env, fs.Arg(0))
	if err != nil {
		return usageError("%v", err)
	}
	in := explorer.Input{Mode: explorer.ModePaste, ToolsJSON: &text, Remember: remember}
	// Nothing is fetched, and on this machine a local server is a server.
	ex := &explorer.Explorer{Version: Version, BaseURL: *baseURL, Policy: serverurl.Policy{AllowPrivate: true}}
	if *serverURL != "" {
		in.URL = serverURL
		// SARIF reports findings only, so it remembers nothing.
		if *remember && *format != "sarif" {
			store, err := openBolt(*dataDir)
			if err != nil {
				return err
			}
			defer store.Close()
			ex.Store = store
		}
	}
	if *profile == profileDirectory {
		return directoryRun(ctx, env, ex, in, *format, *failOn, *baseURL, *suppressions, fs.Arg(0))
	}
	if *format == "sarif" {
		res, err := ex.Calculate(ctx, in)
		if err != nil {
			return cliError(err)
		}
		t := &target{server: lockfile.Server{Source: fs.Arg(0), URL: *serverURL}, tools: res.Analysis.Tools, report: res.Analysis.Report, text: []byte(text)}
		if fs.Arg(0) != "-" {
			t.artifact = fs.Arg(0)
		}
		if err := writeSARIF(env, *baseURL, *suppressions, t); err != nil {
			return err
		}
		return failOnReports(*failOn, res.Analysis.Report)
	}
	return calculate(ctx, env, ex, in, *format, *failOn)
}

// calculate runs one check on ex (which remembers fingerprints when it has
// a store), prints the result in format and applies --fail-on.
func calculate(ctx context.Context, env *environment, ex *explorer.Explorer, in explorer.Input, format, failOn string) error {
	res, err := ex.Calculate(ctx, in)
	if err != nil {
		return cliError(err)
	}
	if err := printResult(env, format, res); err != nil {
		return err
	}
	if res.Analysis != nil {
		if err := failOnIncomplete(failOn, res.Analysis.ToolsIncomplete); err != nil {
			return err
		}
	}
	return failOnReports(failOn, res.Analysis.Report)
}

// failOnIncomplete returns exit 1 under any --fail-on when the tools list
// is incomplete: the tools not seen are counted as a high finding.
func failOnIncomplete(failOn, incomplete string) error {
	if failOn == "" || incomplete == "" {
		return nil
	}
	return &exitError{code: exitFailOn, msg: fmt.Sprintf("the tools list is incomplete, a high finding (--fail-on %s): %s", failOn, incomplete)}
}

// cliError turns explorer errors into exit codes: invalid input is a usage
// error (2), anything else a runtime error (3) with its detail.
func cliError(err error) error {
	var e *problem.Error
	if !errors.As(err, &e) {
		return err
	}
	if e.Code == problem.CodeInvalidInput {
		var msgs []string
		for _, f := range e.Fields {
			msgs = append(msgs, f.Field+": "+f.Message)
		}
		return usageError("%s", strings.Join(msgs, "\n"))
	}
	return &exitError{code: exitRuntime, msg: e.Code + ": " + e.Detail}
}

// failOnReports returns exit 1 when a tool is at the --fail-on risk or
// above. Resources and prompts have no risk of their own, but a poisoning
// finding on one counts as high, the severity of every poisoning rule.
func failOnReports(failOn string, reports ...analysis.Report) error {
	if failOn == "" {
		return nil
	}
	for _, rep := range reports {
		for _, t := range rep.Tools {
			if riskRank[string(t.Risk)] >= riskRank[failOn] {
				return &exitError{code: exitFailOn, msg: fmt.Sprintf("%s is %s risk (--fail-on %s)", t.Name, t.Risk, failOn)}
			}
		}
		for _, it := range rep.Items {
			if len(it.Findings) > 0 {
				return &exitError{code: exitFailOn, msg: fmt.Sprintf("%s has a poisoning marker, which counts as high risk (--fail-on %s)", it.Place(), failOn)}
			}
		}
	}
	return nil
}

func readInput(env *environment, name string) (string, error) {
	var b []byte
	var err error
	if name == "-" {
		b, err = io.ReadAll(io.LimitReader(env.stdin, explorer.MaxToolsJSONChars*4+1))
	} else {
		b, err = readRegularFile(name)
	}
	if err != nil {
		return "", err
	}
	return string(b), nil
}

func printTable(w io.Writer, res *explorer.Result) {
	fmt.Fprintln(w, visible(res.Summary))
	if res.Analysis != nil && res.Analysis.Connection != nil {
		fmt.Fprintln(w, "Connection: "+res.Analysis.Connection.Text)
	}
	fmt.Fprintln(w)
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TOOL\tRISK\tCAPABILITIES\tISSUES")
	for _, t := range res.Result.Tools {
		caps := make([]string, len(t.Capabilities))
		for i, c := range t.Capabilities {
			caps[i] = string(c)
		}
		rules := make([]string, len(t.Findings))
		for i, f := range t.Findings {
			rules[i] = f.Rule
		}
		issues := strings.Join(rules, ", ")
		if issues == "" {
			issues = "-"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", visible(t.Name), t.Risk, strings.Join(caps, ","), issues)
	}
	tw.Flush()
	details := false
	for _, t := range res.Result.Tools {
		for _, is := range t.Issues {
			if !details {
				fmt.Fprintln(w, "\nIssues:")
				details = true
			}
			fmt.Fprintf(w, "  %s  %s\n", visible(t.Name), visible(is))
		}
	}
	printItemIssues(w, res)
	if len(res.Warnings) > 0 {
		fmt.Fprintln(w, "\nWarnings:")
		for _, warn := range res.Warnings {
			fmt.Fprintln(w, "  - "+visible(warn))
		}
	}
	if c := res.Result.Changes; c != nil && c.PreviousCheck != nil {
		fmt.Fprintf(w, "\nChanges since %s: added %v, removed %v, changed %v\n", *c.PreviousCheck, visibleAll(c.Added), visibleAll(c.Removed), visibleAll(c.Changed))
		for _, f := range c.Classified {
			fmt.Fprintln(w, "  "+visible(f.String()))
		}
	}
}

// printItemIssues lists the findings on resources and prompts, which the
// tools table has no row for.
func printItemIssues(w io.Writer, res *explorer.Result) {
	var lines []string
	for _, r := range res.Result.Resources {
		for _, f := range r.Findings {
			lines = append(lines, fmt.Sprintf("  resource %s  %s", visible(r.URI), visible(f.String())))
		}
	}
	for _, p := range res.Result.Prompts {
		for _, f := range p.Findings {
			lines = append(lines, fmt.Sprintf("  prompt %s  %s", visible(p.Name), visible(f.String())))
		}
	}
	if len(lines) > 0 {
		fmt.Fprintln(w, "\nResource and prompt issues:")
		fmt.Fprintln(w, strings.Join(lines, "\n"))
	}
}
