package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/redact"
)

// Exit codes.
const (
	exitOK      = 0
	exitFailOn  = 1 // --fail-on threshold met (or drift, for verify)
	exitUsage   = 2 // usage or input error
	exitRuntime = 3 // the command could not run (port in use, store unavailable)
)

// Version is the module version from the build information (version.go),
// unless set at build time with -ldflags "-X main.Version=…".
var Version = "dev"

const usage = `mcp-explorer: see what an MCP server exposes, and how risky it is, before an agent connects.

Usage:
  mcp-explorer serve [--addr 127.0.0.1:8080] [--data DIR] [--base-url URL]
                     [--store bolt|dynamodb --table T [--dynamodb-endpoint URL] [--create-table]]
                     [--rate-limit-paste N] [--rate-limit-connect N] [--rate-limit-mcp N]
                     [--rate-limit-global N] [--allow-private-targets] [--mcp-origins O,…]
  mcp-explorer check [--format json|table|sarif] [--fail-on high|medium|low] [--url URL]
                     [--suppressions .mcp-explorer.yaml] FILE|-
  mcp-explorer inspect URL [--format json|table|sarif] [--remember] [--header 'Authorization: Bearer …']
                       [--login [--client-id ID [--client-secret S] [--client-issuer URL]] [--client-metadata-url URL] [--token-cache]]
                       [--client-credentials --client-id ID (--client-secret S | --client-key key.pem)]
                       [--login --client-id ID --id-token T --idp-token-endpoint URL --idp-client-id ID]
  mcp-explorer registry QUERY [--format json|table]
  mcp-explorer scan [--client NAME] [--list-clients] [--run-stdio] [--expand-env] [--format json|table|sarif] [--login …] [CONFIG]
  mcp-explorer lock URL|FILE|- [--login …] > mcp-lock.json
  mcp-explorer verify mcp-lock.json [URL|FILE] [--login …]
  mcp-explorer logout [URL]                 # forget tokens kept with --token-cache
  mcp-explorer recheck [--data DIR] [--smtp-url smtp://HOST:PORT] [--mail-from ADDR] [--base-url URL]
                       [--recheck-concurrency N] [--allow-private-targets]
  mcp-explorer summary [--verify VERIFY.txt --verify-exit N] RESULT.json >> "$GITHUB_STEP_SUMMARY"
  mcp-explorer index [--registry URL] [--data DIR] [--concurrency N] [--host-interval 2s]
                     [--updated-since RFC3339] [--progress auto|always|never]
  mcp-explorer --version

Flags may come before or after the arguments ("--" ends the flags).
Every flag can also be set as an environment variable: EXPLORER_ plus the
flag name in capitals with dashes as underscores (EXPLORER_ADDR, EXPLORER_DATA,
EXPLORER_BASE_URL, EXPLORER_FAIL_ON, …). A flag on the command line wins.

Exit codes: 0 ok, 1 --fail-on met or (verify) drift, 2 usage or input error,
3 runtime error.
`

// run is main without globals, so tests can drive the whole program.
func run(ctx context.Context, args []string, getenv func(string) string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) < 2 {
		fmt.Fprint(stderr, usage)
		return exitUsage
	}
	env := &environment{getenv: getenv, stdin: stdin, stdout: stdout, stderr: stderr}
	if sendsCredentials[args[1]] {
		// What these commands print, errors included, hides every
		// credential they sent, should a server echo one.
		env.redact = &redact.Set{}
		out, errOut := redact.NewWriter(env.redact, stdout), redact.NewWriter(env.redact, stderr)
		env.stdout, env.stderr, stderr = out, errOut, errOut
		defer errOut.Flush()
		defer out.Flush()
	}
	var err error
	switch args[1] {
	case "serve":
		err = cmdServe(ctx, env, args[2:])
	case "check":
		err = cmdCheck(ctx, env, args[2:])
	case "inspect":
		err = cmdInspect(ctx, env, args[2:])
	case "registry":
		err = cmdRegistry(ctx, env, args[2:])
	case "scan":
		err = cmdScan(ctx, env, args[2:])
	case "lock":
		err = cmdLock(ctx, env, args[2:])
	case "verify":
		err = cmdVerify(ctx, env, args[2:])
	case "recheck":
		err = cmdRecheck(ctx, env, args[2:])
	case "index":
		err = cmdIndex(ctx, env, args[2:])
	case "logout":
		err = cmdLogout(ctx, env, args[2:])
	case "summary":
		err = cmdSummary(ctx, env, args[2:])
	case "version", "--version":
		fmt.Fprintln(stdout, Version)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
	default:
		fmt.Fprintf(stderr, "mcp-explorer: unknown command %q\n\n%s", args[1], usage)
		return exitUsage
	}
	var ex *exitError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.As(err, &ex):
		if ex.msg != "" {
			fmt.Fprintln(stderr, "mcp-explorer: "+visibleLines(ex.msg))
		}
		return ex.code
	default:
		fmt.Fprintln(stderr, "mcp-explorer: "+visibleLines(err.Error()))
		return exitRuntime
	}
}

type environment struct {
	getenv         func(string) string
	stdin          io.Reader
	stdout, stderr io.Writer
	// redact holds the credentials the command sent; nil for commands
	// that send none.
	redact *redact.Set
}

// sendsCredentials are the commands that send a caller's credentials
// (--header, --login tokens, a configuration's secrets) to servers.
var sendsCredentials = map[string]bool{"inspect": true, "scan": true, "lock": true, "verify": true}

// exitError ends a command with a specific exit code.
type exitError struct {
	code int
	msg  string
}

func (e *exitError) Error() string { return e.msg }

func usageError(format string, a ...any) error {
	return &exitError{code: exitUsage, msg: fmt.Sprintf(format, a...)}
}

// flags makes a FlagSet whose defaults come from EXPLORER_* variables and
// which accepts flags before and after the arguments.
type flags struct {
	*flag.FlagSet
	env  *environment
	args []string // the arguments, once parse has taken the flags out
}

func newFlags(env *environment, name string) *flags {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(env.stderr)
	return &flags{FlagSet: fs, env: env}
}

// Args, NArg and Arg read the arguments with every flag taken out.
func (f *flags) Args() []string { return f.args }
func (f *flags) NArg() int      { return len(f.args) }
func (f *flags) Arg(i int) string {
	if i < 0 || i >= len(f.args) {
		return ""
	}
	return f.args[i]
}

func (f *flags) string(name, def, help string) *string {
	return app.String(f.FlagSet, f.env.getenv, name, def, help)
}

func (f *flags) bool(name string, def bool, help string) *bool {
	return app.Bool(f.FlagSet, f.env.getenv, name, def, help)
}

// parse reads flags wherever they stand among the arguments
// (`inspect URL --header … --remember`); after "--" everything is an
// argument.
func (f *flags) parse(args []string) error {
	f.args = nil
	for {
		if err := f.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return err
			}
			return &exitError{code: exitUsage}
		}
		rest := f.FlagSet.Args()
		if consumed := args[:len(args)-len(rest)]; len(consumed) > 0 && consumed[len(consumed)-1] == "--" {
			f.args = append(f.args, rest...)
			return nil
		}
		if len(rest) == 0 {
			return nil
		}
		f.args = append(f.args, rest[0])
		args = rest[1:]
	}
}

// defaultDataDir is the user's state directory: $XDG_STATE_HOME or ~/.local/state.
func defaultDataDir(getenv func(string) string) string {
	if d := getenv("XDG_STATE_HOME"); d != "" {
		return filepath.Join(d, "mcp-explorer")
	}
	if home, err := os.UserHomeDir(); err == nil {
		return filepath.Join(home, ".local", "state", "mcp-explorer")
	}
	return ".mcp-explorer"
}
