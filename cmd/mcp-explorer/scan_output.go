package main

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"text/tabwriter"

	"github.com/usefulweb/mcp-server-explorer/shared/clientconfig"
	"github.com/usefulweb/mcp-server-explorer/shared/redact"
	"github.com/usefulweb/mcp-server-explorer/shared/sarif"
)

// A variable the client fills in: ${VAR} or ${env:VAR} (Claude Code,
// VS Code, Windsurf, Codex's *_env_var keys); any other ${…} or {{…}}
// (VS Code inputs, Continue secrets) cannot be filled here.
var varRef = regexp.MustCompile(`\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}`)
var otherRef = regexp.MustCompile(`\$\{|\{\{`)

// expandRefs fills ${VAR} and ${env:VAR} from the environment, adding
// the values to redact; ok is false when a reference cannot be filled.
func expandRefs(s string, getenv func(string) string, redact *redact.Set) (string, bool) {
	ok := !otherRef.MatchString(varRef.ReplaceAllString(s, ""))
	out := varRef.ReplaceAllStringFunc(s, func(m string) string {
		v := getenv(varRef.FindStringSubmatch(m)[1])
		if v == "" {
			ok = false
		}
		redact.Add(v)
		return v
	})
	return out, ok
}

// addURLValues hides the values filled into a URL's path, query or user
// info (keys that services issue as part of the URL); a value that is
// the host, or part of it, is no secret.
func addURLValues(r *redact.Set, raw, filled string, getenv func(string) string) {
	host := ""
	if u, err := url.Parse(filled); err == nil {
		host = u.Hostname()
	}
	for _, m := range varRef.FindAllStringSubmatch(raw, -1) {
		if v := getenv(m[1]); v != "" && !strings.Contains(host, v) {
			r.Add(v)
		}
	}
}

// addSecrets adds each literal credential as a SARIF result at its file
// and line.
func addSecrets(log *sarif.Log, files []clientconfig.File) {
	for _, f := range files {
		var data []byte
		for _, s := range f.Servers {
			for _, sec := range s.Secrets() {
				if data == nil {
					data, _ = clientconfig.ReadLimited(f.Path)
				}
				log.AddSecret(sarif.Secret{File: filepath.ToSlash(f.Path), Line: sec.Line(data), Server: s.Name, Name: sec.String()})
			}
		}
	}
}

// printClients lists each client and where it keeps servers on this machine.
func printClients(env *environment, p clientconfig.Platform, clients []clientconfig.Client) {
	tw := tabwriter.NewWriter(env.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "CLIENT\tNAME\tSCOPE\tFILE")
	for _, c := range clients {
		for _, l := range c.Locations(p) {
			path := l.Path
			if l.Dir {
				path += string(os.PathSeparator) + "*"
			}
			mark := ""
			if _, err := os.Stat(l.Path); err == nil {
				mark = "  (present)"
			}
			fmt.Fprintf(tw, "%s\t%s\t%s\t%s%s\n", c.Name, c.Title, l.Scope, visible(path), mark)
		}
	}
	tw.Flush()
}

// printScanTable prints the files read, then each server with its client,
// file, transport, URL and literal secrets, then its tools.
func printScanTable(env *environment, p clientconfig.Platform, clients int, discovered bool, files []scannedFile, results []scanned) {
	w := env.stdout
	if discovered {
		where := p.Home
		if p.Project != "" {
			where += " and " + p.Project
		}
		if len(files) == 0 {
			fmt.Fprintf(w, "No MCP client configuration found (looked for %d clients under %s).\n", clients, visible(where))
			return
		}
		fmt.Fprintf(w, "Read %d configuration files (%d clients looked for under %s):\n", len(files), clients, visible(where))
		tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
		for _, f := range files {
			status := fmt.Sprintf("%d servers", f.Servers)
			if f.Servers == 1 {
				status = "1 server"
			}
			if f.Error != "" {
				status = "error: " + f.Error
			}
			fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\n", f.Client, f.Scope, visible(f.Path), visible(status))
		}
		tw.Flush()
		fmt.Fprintln(w)
	}
	for _, r := range results {
		where := r.Client + ", " + r.File
		if r.Project != "" {
			where += ", project " + r.Project
		}
		kind := "local " + r.Transport
		if r.Remote {
			kind = "remote " + r.Transport + " " + r.URL
		}
		if r.Disabled {
			kind += ", disabled"
		}
		fmt.Fprintf(w, "== %s (%s): %s\n", visible(r.Name), visible(where), visible(kind))
		for _, s := range r.Secrets {
			fmt.Fprintf(w, "   secret: %s is written literally in the file; refer to an environment variable instead\n", visible(s))
		}
		if r.Result == nil {
			fmt.Fprintf(w, "%s\n\n", visible(r.Error))
			continue
		}
		printTable(w, r.Result)
		fmt.Fprintln(w)
	}
}
