package main

import (
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// networkSettings are the flags of connect and registry modes.
type networkSettings struct {
	allowPrivate, blockPrivate *bool
	registryURL, deadline      *string
	local                      bool
}

// networkFlags registers them. local commands (inspect, lock, verify, scan)
// run on the user's own machine, so they allow private targets unless
// --block-private-targets; serve refuses them unless --allow-private-targets.
func networkFlags(fs *flags, local bool) *networkSettings {
	n := &networkSettings{local: local}
	if local {
		n.blockPrivate = fs.bool("block-private-targets", false, "refuse private, loopback and link-local targets, as the hosted service does")
	} else {
		n.allowPrivate = fs.bool("allow-private-targets", false, "let connect mode reach private, loopback and link-local addresses (unsafe when strangers use the server)")
	}
	n.registryURL = fs.string("registry-url", "", "MCP Registry base URL (default the official registry)")
	n.deadline = fs.string("inspect-deadline", "20s", "deadline for one whole inspection")
	return n
}

func (n *networkSettings) enable(ex *explorer.Explorer) error {
	d, err := time.ParseDuration(*n.deadline)
	if err != nil || d <= 0 || d > 5*time.Minute {
		return usageError("--inspect-deadline must be a duration between 0 and 5m, got %q", *n.deadline)
	}
	allow := !n.local && *n.allowPrivate || n.local && !*n.blockPrivate
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: allow, RegistryURL: *n.registryURL, Deadline: d})
	return nil
}
