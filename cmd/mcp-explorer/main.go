// Command mcp-explorer inspects MCP servers from the command line and serves
// the explorer's API locally on an embedded store.
//
//	mcp-explorer serve --addr 127.0.0.1:8080
//	mcp-explorer check --format table --fail-on high tools.json
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args, os.Getenv, os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}
