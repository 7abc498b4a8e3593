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
}

// ListTools starts the command, initialises a session and lists its tools
// (at most MaxPages pages), returning each tool as raw JSON.
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
	if r := session.InitializeResult(); r != nil {
		info.ProtocolVersion, info.Instructions = r.ProtocolVersion, r.Instructions
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
	return tools, info, nil
}
