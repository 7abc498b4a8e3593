// Package stdio inspects an MCP server that runs as a local process over
// standard input and output, through the go-sdk's command transport.
// Starting one runs code on this machine, so callers only do it when the
// user asked to.
//
//	tools, info, err := stdio.ListTools(ctx, stdio.Command{Path: "node", Args: []string{"server.js"}})
package stdio

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
)

// Limits of one stdio inspection.
const (
	DefaultTimeout = 30 * time.Second
	MaxPages       = 5
)

// Command is the process to start. Env is its whole environment beyond
// PATH and HOME: nothing else is inherited, so the caller's secrets stay out.
type Command struct {
	Path    string
	Args    []string
	Env     map[string]string
	Dir     string
	Timeout time.Duration // 0 means DefaultTimeout
}

// Info describes the server that answered.
type Info struct {
	Name, Version, ProtocolVersion, Instructions string
	Warnings                                     []string
	// Items are the resources, resource templates and prompts the server
	// advertises and lists (at most MaxPages pages each), for the scan.
	Items []analysis.Item
}

// ListTools starts the command, initialises a session and lists its tools
// (at most MaxPages pages), returning each tool as raw JSON, and its
// resources, resource templates and prompts in Info.Items. A failed list
// other than tools/list is a warning.
func ListTools(ctx context.Context, c Command) ([]json.RawMessage, Info, error) {
	timeout := c.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	cmd := exec.Command(c.Path, c.Args...)
	cmd.Dir = c.Dir
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
	for k, v := range c.Env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	client := mcp.NewClient(&mcp.Implementation{Name: "mcp-server-explorer", Version: "1"}, nil)
	session, err := client.Connect(ctx, &mcp.CommandTransport{Command: cmd, TerminateDuration: 2 * time.Second}, nil)
	if err != nil {
		return nil, Info{}, fmt.Errorf("start %s: %w", c.Path, err)
	}
	defer session.Close()
	var info Info
	var caps *mcp.ServerCapabilities
	if r := session.InitializeResult(); r != nil {
		info.ProtocolVersion, info.Instructions, caps = r.ProtocolVersion, r.Instructions, r.Capabilities
		if r.ServerInfo != nil {
			info.Name, info.Version = r.ServerInfo.Name, r.ServerInfo.Version
		}
	}
	var tools []json.RawMessage
	params := &mcp.ListToolsParams{}
	for page := 0; ; page++ {
		if page == MaxPages {
			info.Warnings = append(info.Warnings, fmt.Sprintf("tools/list has more than %d pages; only the first %d were read", MaxPages, MaxPages))
			break
		}
		res, err := session.ListTools(ctx, params)
		if err != nil {
			return nil, info, fmt.Errorf("tools/list: %w", err)
		}
		for _, t := range res.Tools {
			raw, err := json.Marshal(t)
			if err != nil {
				return nil, info, err
			}
			tools = append(tools, raw)
		}
		if res.NextCursor == "" {
			break
		}
		params = &mcp.ListToolsParams{Cursor: res.NextCursor}
	}
	if caps != nil && caps.Resources != nil {
		for _, r := range listPages(&info, "resources/list", func(cursor string) ([]*mcp.Resource, string, error) {
			res, err := session.ListResources(ctx, &mcp.ListResourcesParams{Cursor: cursor})
			if err != nil {
				return nil, "", err
			}
			return res.Resources, res.NextCursor, nil
		}) {
			info.Items = append(info.Items, analysis.Item{Kind: analysis.KindResource, ID: r.URI, Name: r.Name, Title: optional(r.Title), Description: optional(r.Description), MimeType: optional(r.MIMEType), Meta: metaJSON(r.Meta)})
		}
		for _, r := range listPages(&info, "resources/templates/list", func(cursor string) ([]*mcp.ResourceTemplate, string, error) {
			res, err := session.ListResourceTemplates(ctx, &mcp.ListResourceTemplatesParams{Cursor: cursor})
			if err != nil {
				return nil, "", err
			}
			return res.ResourceTemplates, res.NextCursor, nil
		}) {
			info.Items = append(info.Items, analysis.Item{Kind: analysis.KindResourceTemplate, ID: r.URITemplate, Name: r.Name, Title: optional(r.Title), Description: optional(r.Description), MimeType: optional(r.MIMEType), Meta: metaJSON(r.Meta)})
		}
	}
	if caps != nil && caps.Prompts != nil {
		for _, p := range listPages(&info, "prompts/list", func(cursor string) ([]*mcp.Prompt, string, error) {
			res, err := session.ListPrompts(ctx, &mcp.ListPromptsParams{Cursor: cursor})
			if err != nil {
				return nil, "", err
			}
			return res.Prompts, res.NextCursor, nil
		}) {
			it := analysis.Item{Kind: analysis.KindPrompt, ID: p.Name, Name: p.Name, Title: optional(p.Title), Description: optional(p.Description), Meta: metaJSON(p.Meta)}
			for _, a := range p.Arguments {
				if a != nil {
					it.Arguments = append(it.Arguments, analysis.Argument{Name: a.Name, Title: optional(a.Title), Description: optional(a.Description)})
				}
			}
			info.Items = append(info.Items, it)
		}
	}
	return tools, info, nil
}

// listPages reads at most MaxPages pages of one list; a failure or a cut
// becomes a warning and keeps what was read.
func listPages[T any](info *Info, method string, page func(cursor string) ([]*T, string, error)) []*T {
	var out []*T
	cursor := ""
	for n := 0; ; n++ {
		if n == MaxPages {
			info.Warnings = append(info.Warnings, fmt.Sprintf("%s has more than %d pages; only the first %d were read", method, MaxPages, MaxPages))
			return out
		}
		items, next, err := page(cursor)
		if err != nil {
			info.Warnings = append(info.Warnings, fmt.Sprintf("%s failed: %v", method, err))
			return out
		}
		for _, it := range items {
			if it != nil {
				out = append(out, it)
			}
		}
		if next == "" {
			return out
		}
		cursor = next
	}
}

// optional is nil for a string the server left empty.
func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// metaJSON is an item's _meta as JSON for the analysis, which reads its
// prose; nil when there is none.
func metaJSON(m mcp.Meta) json.RawMessage {
	if len(m) == 0 {
		return nil
	}
	raw, err := json.Marshal(m)
	if err != nil {
		return nil
	}
	return raw
}
