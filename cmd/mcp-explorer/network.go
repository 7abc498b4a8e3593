package main

import (
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// networkSettings are the flags of connect and registry modes.
type networkSettings struct {
	blockPrivate, noProbes *bool
	registryURL, deadline  *string
}

// networkFlags registers them. CLI commands run on the user's own machine,
// so they allow private targets unless --block-private-targets.
func networkFlags(fs *flags) *networkSettings {
	return &networkSettings{
		blockPrivate: fs.bool("block-private-targets", false, "refuse private, loopback and link-local targets, as the hosted service does"),
		registryURL:  fs.string("registry-url", "", "MCP Registry base URL (default the official registry)"),
		deadline:     fs.string("inspect-deadline", "20s", "deadline for one whole inspection"),
		noProbes:     fs.bool("no-probes", false, "list a server's tools once, without the consistency probes (again, with an agent's clientInfo, through the other protocol generation, without --header)"),
	}
}

func (n *networkSettings) enable(ex *explorer.Explorer) error {
	d, err := time.ParseDuration(*n.deadline)
	if err != nil || d <= 0 || d > 5*time.Minute {
		return usageError("--inspect-deadline must be a duration between 0 and 5m, got %q", *n.deadline)
	}
	ex.EnableNetwork(explorer.NetworkOptions{AllowPrivate: !*n.blockPrivate, RegistryURL: *n.registryURL, Deadline: d, NoProbes: *n.noProbes})
	return nil
}
