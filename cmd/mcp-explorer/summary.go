package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// summaryServer is one inspected server as the job summary shows it.
type summaryServer struct {
	label   string
	result  *explorer.Result
	err     string
	secrets []string
}

// cmdSummary writes a Markdown job summary (for $GITHUB_STEP_SUMMARY) from
// the JSON of inspect, check or scan and the output of verify: risk
// counts, high-risk tools, literal secrets and drift.
func cmdSummary(_ context.Context, env *environment, args []string) error {
	fs := newFlags(env, "summary")
	verifyFile := fs.string("verify", "", "the output of mcp-explorer verify, to show drift")
	verifyExit := fs.string("verify-exit", "0", "verify's exit code: 0 no drift, 1 drift, other an error")
	lock := fs.string("lock", "mcp-lock.json", "the lock file verified, for the heading")
	if err := fs.parse(args); err != nil {
		return err
	}
	if fs.NArg() > 1 {
		return usageError("summary takes at most one RESULT.json (from inspect, check or scan --format json)")
	}
	var servers []summaryServer
	if fs.NArg() == 1 {
		b, err := os.ReadFile(fs.Arg(0))
		if err != nil {
			return usageError("%v", err)
		}
		servers = readSummaryServers(b)
	}
	w := env.stdout
	fmt.Fprintln(w, "## MCP Server Explorer")
	fmt.Fprintln(w)
	counts := map[analysis.Severity]int{}
	var high []string
	for _, s := range servers {
		if s.result == nil {
			fmt.Fprintf(w, "- %s: not inspected: %s\n", md(s.label), md(s.err))
			continue
		}
		for _, t := range s.result.Result.Tools {
			counts[t.Risk]++
			if t.Risk == analysis.High {
				var rules []string // issues read "rule: message"; JSON has no findings
				for _, is := range t.Issues {
					rule, _, _ := strings.Cut(is, ":")
					rules = append(rules, rule)
				}
				high = append(high, fmt.Sprintf("| %s | %s | %s | %s |", md(t.Name), md(s.label), md(capList(t.Capabilities)), md(strings.Join(rules, ", "))))
			}
		}
		fmt.Fprintf(w, "- %s: %s\n", md(s.label), md(s.result.Summary))
	}
	for _, s := range servers {
		for _, sec := range s.secrets {
			fmt.Fprintf(w, "- :warning: %s: %s is written literally in the configuration\n", md(s.label), md(sec))
		}
	}
	if len(servers) > 0 {
		fmt.Fprintln(w, "\n| Risk | Tools |\n| --- | --- |")
		for _, r := range []analysis.Severity{analysis.High, analysis.Medium, analysis.Low} {
			fmt.Fprintf(w, "| %s | %d |\n", r, counts[r])
		}
		fmt.Fprintln(w)
		if len(high) > 0 {
			fmt.Fprintln(w, "### High-risk tools\n\n| Tool | Server | Capabilities | Findings |\n| --- | --- | --- | --- |")
			fmt.Fprintln(w, strings.Join(high, "\n"))
			fmt.Fprintln(w)
		}
	}
	if *verifyFile != "" {
		b, _ := os.ReadFile(*verifyFile)
		text := strings.TrimSpace(string(b))
		fmt.Fprintf(w, "### Drift from %s\n\n", md(*lock))
		switch code, _ := strconv.Atoi(*verifyExit); code {
		case 0:
			fmt.Fprintf(w, "No drift: %s\n", md(text))
		case exitFailOn:
			fmt.Fprintln(w, ":x: Tools or findings differ from the lock (a change on the server, or a rug pull):")
			fmt.Fprintln(w)
			fence(w, visibleLines(text))
		default:
			fmt.Fprintln(w, ":x: verify could not run; see the step's log.")
		}
	}
	return nil
}

// readSummaryServers reads an explorer envelope (inspect, check) or scan's
// {"servers": [...]}; anything else is one server that was not inspected.
func readSummaryServers(b []byte) []summaryServer {
	var scan struct {
		Servers []struct {
			Name, Client, File, URL, Error string
			Secrets                        []string
			Result                         *explorer.Result
		}
	}
	if json.Unmarshal(b, &scan) == nil && scan.Servers != nil {
		var out []summaryServer
		for _, s := range scan.Servers {
			label := s.Name + " (" + s.Client + ")"
			out = append(out, summaryServer{label: label, result: s.Result, err: s.Error, secrets: s.Secrets})
		}
		return out
	}
	var res explorer.Result
	if err := json.Unmarshal(b, &res); err != nil || res.Result.Tools == nil {
		return []summaryServer{{label: "server", err: "no result; see the step's log"}}
	}
	label := "tools"
	if res.Inputs.URL != nil {
		label = clientconfig.RedactURL(*res.Inputs.URL)
	}
	return []summaryServer{{label: label, result: &res}}
}

func capList(caps []analysis.Capability) string {
	out := make([]string, len(caps))
	for i, c := range caps {
		out[i] = string(c)
	}
	return strings.Join(out, ", ")
}

// Markdown and HTML that a server's text could use to forge the summary.
var mdSpecial = regexp.MustCompile("[\\\\`*_{}\\[\\]<>()#+!|~]")

// md makes a server's text plain in Markdown: visible (so on one line)
// and escaped.
func md(s string) string {
	return mdSpecial.ReplaceAllString(visible(s), `\$0`)
}

// fence prints text in a code block whose fence no line of it can close.
func fence(w io.Writer, text string) {
	f := "```"
	for strings.Contains(text, f) {
		f += "`"
	}
	fmt.Fprintf(w, "%s\n%s\n%s\n", f, text, f)
}
