package main

import (
	"context"
	"fmt"
	"io"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/lockfile"
)

// profileDirectory is the --profile that checks directory readiness.
const profileDirectory = "directory"

func profileFlag(fs *flags) *string {
	return fs.string("profile", "", "directory: also check what client directories require (title, explicit readOnlyHint/destructiveHint, description, valid output schema, MCP Apps CSP and domain) and exit 1 when an item fails")
}

func checkProfile(profile string) error {
	if profile != "" && profile != profileDirectory {
		return usageError("--profile must be %s, got %q", profileDirectory, profile)
	}
	return nil
}

// directoryRun is check or inspect under --profile directory: the usual
// output (the JSON envelope carries the checklist as its directory block;
// SARIF gets one result per failing item; the table is followed by the
// checklist), then exit 1 when an item fails, else --fail-on applies.
func directoryRun(ctx context.Context, env *environment, ex *explorer.Explorer, in explorer.Input, format, failOn, baseURL, suppressions, artifact string) error {
	res, err := ex.Calculate(ctx, in)
	if err != nil {
		return cliError(err)
	}
	dir := res.Analysis.Directory
	switch format {
	case "sarif":
		report := res.Analysis.Report
		report.ServerFindings = append(append([]analysis.Finding(nil), report.ServerFindings...), analysis.DirectoryFindings(dir)...)
		t := &target{server: lockfile.Server{URL: deref(in.URL)}, tools: res.Analysis.Tools, report: report}
		if in.Mode == explorer.ModePaste {
			t.server.Source = artifact
			t.text = []byte(*in.ToolsJSON)
			if artifact != "-" {
				t.artifact = artifact
			}
		}
		if err := writeSARIF(env, baseURL, suppressions, t); err != nil {
			return err
		}
	default:
		if err := printResult(env, format, res); err != nil {
			return err
		}
		if format == "table" {
			printChecklist(env.stdout, dir)
		}
	}
	failed := 0
	for _, t := range dir {
		for _, it := range t.Items {
			if !it.Pass {
				failed++
			}
		}
	}
	if failed > 0 {
		return &exitError{code: exitFailOn, msg: fmt.Sprintf("directory profile: %d %s fail", failed, plural(failed, "item", "items"))}
	}
	if res.Analysis != nil {
		if err := failOnIncomplete(failOn, res.Analysis.ToolsIncomplete); err != nil {
			return err
		}
		return failOnReports(failOn, res.Analysis.Report)
	}
	return nil
}

// printChecklist prints pass or fail per tool and item.
func printChecklist(w io.Writer, dir []analysis.DirectoryTool) {
	fmt.Fprintln(w, "\nDirectory readiness:")
	for _, t := range dir {
		fmt.Fprintf(w, "  %s  %s\n", passFail(t.Pass), visible(t.Name))
		for _, it := range t.Items {
			fmt.Fprintf(w, "      %s  %-24s %s\n", passFail(it.Pass), it.Rule, visible(it.Detail))
		}
	}
}

func passFail(ok bool) string {
	if ok {
		return "PASS"
	}
	return "FAIL"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}
