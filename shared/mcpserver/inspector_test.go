package mcpserver_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/testenv"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpserver"
)

// TestInspectorCLI drives a running `serve` with the MCP Inspector's CLI,
// that is with the TypeScript SDK's client, in both protocol eras.
func TestInspectorCLI(t *testing.T) {
	node, modules := testenv.MCPNodeTools(t)
	base := startServe(t)
	launcher := filepath.Join(modules, "@modelcontextprotocol", "inspector", "clients", "launcher", "build", "index.js")
	home := t.TempDir()
	inspect := func(t *testing.T, args ...string) (exitCode int, result map[string]any, stderr string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(t.Context(), 60*time.Second)
		defer cancel()
		argv := append([]string{launcher, "--cli", base + "/mcp", "--transport", "http", "--format", "json"}, args...)
		cmd := exec.CommandContext(ctx, node, argv...)
		cmd.Env = append(os.Environ(), "HOME="+home, "MCP_CATALOG_PATH="+filepath.Join(home, "mcp.json"), "MCP_CLIENT_CONFIG_PATH="+filepath.Join(home, "client.json"))
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		var exit *exec.ExitError
		switch {
		case errors.As(err, &exit):
			exitCode = exit.ExitCode()
		case err != nil:
			t.Fatalf("inspector: %v\n%s", err, errb.String())
		}
		var env struct {
			Result map[string]any `json:"result"`
		}
		if err := json.Unmarshal(out.Bytes(), &env); err != nil || env.Result == nil {
			t.Fatalf("inspector exited %d with stdout %q (%v), stderr %s", exitCode, truncate(out.String()), err, errb.String())
		}
		return exitCode, env.Result, errb.String()
	}

	t.Run("tools/list, schemas strict", func(t *testing.T) {
		t.Parallel()
		code, res, stderr := inspect(t, "--method", "tools/list", "--strict")
		if code != 0 {
			t.Fatalf("exit %d (6 means error-severity schema problems): %s", code, stderr)
		}
		var list struct {
			Tools []struct {
				Name         string          `json:"name"`
				OutputSchema json.RawMessage `json:"outputSchema"`
				Annotations  analysis.Hints  `json:"annotations"`
			} `json:"tools"`
		}
		remarshal(t, res, &list)
		names := map[string]bool{}
		for _, tool := range list.Tools {
			names[tool.Name] = tool.OutputSchema != nil && tool.Annotations.ReadOnlyHint != nil && *tool.Annotations.ReadOnlyHint
		}
		if len(names) != 2 || !names[mcpserver.ExplorerTool] || !names[mcpserver.CheckToolTool] {
			t.Errorf("tools %v", names)
		}
	})

	for _, era := range []string{"legacy", "modern"} {
		t.Run("tools/call mcp_server_explorer, "+era, func(t *testing.T) {
			t.Parallel()
			list := *mixedRisk().ToolsJSON
			quoted, _ := json.Marshal(list) // a JSON string literal stays a string
			code, res, stderr := inspect(t, "--protocol-era", era, "--method", "tools/call", "--tool-name", mcpserver.ExplorerTool,
				"--tool-arg", "mode=paste", "--tool-arg", "toolsJson="+string(quoted))
			if code != 0 || res["isError"] == true {
				t.Fatalf("exit %d, result %v: %s", code, res, stderr)
			}
			body, _ := json.Marshal(res["structuredContent"])
			contracttest.Validate(t, contracttest.ExplorerResult, body)
			var out struct {
				Summary string `json:"summary"`
				Result  struct {
					Tools []struct{ Name, Risk string } `json:"tools"`
				} `json:"result"`
			}
			remarshal(t, res["structuredContent"], &out)
			if len(out.Result.Tools) != 3 || !strings.Contains(out.Summary, "2 high risk") {
				t.Errorf("result %+v", out)
			}
			// Servers add _meta serverInfo to results of the 2026-07-28 protocol only.
			meta, _ := res["_meta"].(map[string]any)
			_, hasInfo := meta["io.modelcontextprotocol/serverInfo"]
			if hasInfo != (era == "modern") {
				t.Errorf("era %s: result _meta %v", era, res["_meta"])
			}
		})
	}

	t.Run("tools/call with toolsJson coerced to an object is a tool error", func(t *testing.T) {
		t.Parallel()
		// Unquoted, the CLI parses the list into an object; the tool says so.
		code, res, _ := inspect(t, "--method", "tools/call", "--tool-name", mcpserver.ExplorerTool,
			"--tool-arg", "mode=paste", "--tool-arg", "toolsJson="+*mixedRisk().ToolsJSON)
		text := contentText(t, res)
		if code != 5 || res["isError"] != true || !strings.Contains(text, "toolsJson: must be a string") {
			t.Errorf("exit %d (5 = tool error), isError %v, text %q", code, res["isError"], text)
		}
	})

	t.Run("tools/call check_tool", func(t *testing.T) {
		t.Parallel()
		code, res, stderr := inspect(t, "--method", "tools/call", "--tool-name", mcpserver.CheckToolTool,
			"--tool-arg", "name=getUser", "--tool-arg", "description=Get a user",
			"--tool-arg", `inputSchema={"type":"object","properties":{"id":{"type":"string"}},"required":["id"]}`)
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		body, _ := json.Marshal(res["structuredContent"])
		contracttest.Validate(t, contracttest.ToolcardCheck, body)
		if !strings.Contains(string(body), `"shape":"endpoint-shaped"`) || !strings.Contains(contentText(t, res), "toolcard://answers/endpoint-shaped") {
			t.Errorf("check_tool: %s", body)
		}
	})

	t.Run("resources/read", func(t *testing.T) {
		t.Parallel()
		rule, _ := analysis.RuleByID("toxic-flow")
		code, res, stderr := inspect(t, "--method", "resources/read", "--uri", rule.ResourceURI())
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		var read struct {
			Contents []struct{ URI, MimeType, Text string } `json:"contents"`
		}
		remarshal(t, res, &read)
		if len(read.Contents) != 1 || read.Contents[0].MimeType != "text/markdown" || read.Contents[0].Text != mcpserver.RuleMarkdown(rule) {
			t.Errorf("contents %+v", read.Contents)
		}
	})

	t.Run("prompts/get", func(t *testing.T) {
		t.Parallel()
		code, res, stderr := inspect(t, "--method", "prompts/get", "--prompt-name", mcpserver.ReviewPrompt, "--prompt-args", "url=https://mcp.example.com/mcp")
		if code != 0 {
			t.Fatalf("exit %d: %s", code, stderr)
		}
		body, _ := json.Marshal(res)
		if !strings.Contains(string(body), `mcp_server_explorer with {\"mode\":\"connect\",\"url\":\"https://mcp.example.com/mcp\"}`) {
			t.Errorf("prompt %s", truncate(string(body)))
		}
	})
}

func remarshal(t *testing.T, from, to any) {
	t.Helper()
	b, err := json.Marshal(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, to); err != nil {
		t.Fatalf("%v: %s", err, truncate(string(b)))
	}
}

func contentText(t *testing.T, res map[string]any) string {
	t.Helper()
	var r struct {
		Content []struct{ Type, Text string } `json:"content"`
	}
	remarshal(t, res, &r)
	if len(r.Content) == 0 || r.Content[0].Type != "text" {
		t.Fatalf("no text content: %v", res)
	}
	return r.Content[0].Text
}
