package mcpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

// Tool names.
const (
	ExplorerTool  = "mcp_server_explorer"
	CheckToolTool = "check_tool"
)

const explorerDescription = "Inspect a Model Context Protocol (MCP) server before an agent connects to it. " +
	"It lists the server's tools, resources and prompts and classifies every tool: what it can do (read, write, delete, execute, network access and more), " +
	"its risk (high, medium or low), hints that contradict its name, schema quality, and tool-poisoning markers such as hidden instructions. " +
	"Modes: connect reaches the server at url over the internet; paste analyses a tools/list result given in toolsJson, offline; registry searches the official MCP Registry. " +
	"With a url and remember (the default), it keeps one SHA-256 fingerprint per tool, so a later call lists added, removed and changed tools (changes). " +
	"The complete result is returned as structured content. Each cited rule is explained in the resource explorer://rules/{id}. " +
	"To review a single tool definition you already have, use check_tool."

const checkToolDescription = "Review one MCP tool definition on its own, offline, and list cited findings: a missing or open input schema, " +
	"undocumented parameters, a description that is absent or too short, hints that contradict the name, tool-poisoning markers, " +
	"and whether the tool only mirrors one REST operation (endpoint-shaped). Pass the definition exactly as tools/list returned it " +
	"(name, description, inputSchema, annotations, …). Nothing is stored; the same definition always gives the same findings. " +
	"Each finding names its rule and, where one exists, the resource toolcard://answers/{id} that explains it. " +
	"To inspect a whole server, use mcp_server_explorer."

// explorerInputDescriptions document the contract's input properties for a
// model; the contract gives titles only.
var explorerInputDescriptions = map[string]string{
	"mode":      "connect: reach the server at url and list what it exposes (default); paste: analyse the tools/list result in toolsJson without any network access; registry: look servers up in the official MCP Registry by search.",
	"url":       "The server's MCP endpoint, e.g. https://mcp.example.com/mcp. Required for connect; with paste it names the server so that changes can be tracked.",
	"toolsJson": "For paste: the server's tools/list result as text (at most 1,000,000 characters): {\"tools\":[…]}, a JSON-RPC response, an array of tools, one tool, or a captured SSE stream.",
	"search":    "For registry: the words to look for in the MCP Registry (at most 100 characters).",
	"remember":  "Whether to store one fingerprint per tool (a SHA-256 of the URL and per-tool hashes only) and report changes since the previous check. Default true.",
}

// checkToolInput is check_tool's input schema: a tool definition as the
// specification's Tool type has it.
const checkToolInput = `{
  "type": "object",
  "additionalProperties": false,
  "required": ["name"],
  "properties": {
    "name": {"type": "string", "description": "The tool's name, as tools/list gives it."},
    "title": {"type": "string", "description": "The tool's display title, if it has one."},
    "description": {"type": "string", "description": "The tool's description, verbatim: the text a model reads."},
    "inputSchema": {"type": "object", "description": "The tool's input JSON Schema, verbatim."},
    "outputSchema": {"type": "object", "description": "The tool's output JSON Schema, if it has one."},
    "annotations": {"type": "object", "description": "The tool's annotations (readOnlyHint, destructiveHint, idempotentHint, openWorldHint, title)."},
    "icons": {"type": "array", "description": "The tool's icons; accepted and not checked."},
    "execution": {"type": "object", "description": "The tool's execution settings; accepted and not checked."},
    "_meta": {"type": "object", "description": "The tool's metadata; accepted and not checked."}
  }
}`

// checkToolFields are checkToolInput's properties, read on first use.
var checkToolFields = sync.OnceValue(func() map[string]bool {
	var s struct {
		Properties map[string]json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal([]byte(checkToolInput), &s); err != nil {
		panic("check_tool input schema: " + err.Error())
	}
	m := map[string]bool{}
	for k := range s.Properties {
		m[k] = true
	}
	return m
})

// schemas are the tool schemas, built once from the contracts.
type schemas struct {
	explorerInput, explorerOutput, checkOutput json.RawMessage
}

func loadSchemas() schemas {
	var explorerDoc, toolcardDoc struct {
		Components struct {
			Schemas map[string]map[string]any `json:"schemas"`
		} `json:"components"`
	}
	must := func(err error) {
		if err != nil {
			panic("embedded contract: " + err.Error())
		}
	}
	must(json.Unmarshal(contracts.ExplorerOpenAPI, &explorerDoc))
	must(json.Unmarshal(contracts.ToolcardOpenAPI, &toolcardDoc))
	ex := explorerDoc.Components.Schemas

	in := ex["McpServerExplorerInput"]
	inProps, _ := in["properties"].(map[string]any)
	for name, p := range inProps {
		if prop, ok := p.(map[string]any); ok && explorerInputDescriptions[name] != "" {
			prop["description"] = explorerInputDescriptions[name]
		}
	}
	// Toolcard's CheckResult refers to Finding; a tool's output schema must
	// stand alone, so the reference is inlined.
	tc := toolcardDoc.Components.Schemas
	check := tc["CheckResult"]
	props, _ := check["properties"].(map[string]any)
	findings, ok := props["findings"].(map[string]any)
	if !ok || tc["Finding"] == nil {
		panic("embedded contract: toolcard CheckResult.findings or Finding is missing")
	}
	findings["items"] = tc["Finding"]
	marshal := func(v any) json.RawMessage {
		b, err := json.Marshal(v)
		must(err)
		return b
	}
	return schemas{explorerInput: marshal(in), explorerOutput: marshal(ex["McpServerExplorerResult"]), checkOutput: marshal(check)}
}

func addTools(s *mcp.Server, cfg Config) {
	sc := loadSchemas()
	yes, no := true, false
	s.AddTool(&mcp.Tool{
		Name:         ExplorerTool,
		Title:        "MCP Server Explorer",
		Description:  explorerDescription,
		InputSchema:  sc.explorerInput,
		OutputSchema: sc.explorerOutput,
		// Read-only towards the inspected server; not idempotent because
		// remember stores fingerprints and changes differ between calls;
		// open world because connect and registry reach the internet.
		Annotations: &mcp.ToolAnnotations{Title: "MCP Server Explorer", ReadOnlyHint: true, DestructiveHint: &no, IdempotentHint: false, OpenWorldHint: &yes},
	}, explorerHandler(cfg))
	s.AddTool(&mcp.Tool{
		Name:         CheckToolTool,
		Title:        "Check one tool definition",
		Description:  checkToolDescription,
		InputSchema:  json.RawMessage(checkToolInput),
		OutputSchema: sc.checkOutput,
		Annotations:  &mcp.ToolAnnotations{Title: "Check one tool definition", ReadOnlyHint: true, DestructiveHint: &no, IdempotentHint: true, OpenWorldHint: &no},
	}, checkToolHandler)
}

func explorerHandler(cfg Config) mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		in, err := explorer.DecodeInput(arguments(req))
		if err != nil {
			if problem.ErrorCode(err) == "" {
				return toolError("invalid-input: the arguments must be a JSON object like {\"mode\":\"connect\",\"url\":\"https://mcp.example.com/mcp\"}"), nil
			}
			return failure(cfg, err)
		}
		res, err := cfg.Explorer.Calculate(ctx, in)
		if err != nil {
			return failure(cfg, err)
		}
		// The envelope is encoded once, with the response.
		return &mcp.CallToolResult{StructuredContent: res, Content: explorerContent(req, res)}, nil
	}
}

func checkToolHandler(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	defer httpx.Spend(ctx, time.Now())
	args := arguments(req)
	var fields map[string]json.RawMessage
	if json.Unmarshal(args, &fields) != nil {
		return toolError("invalid-input: the arguments must be one tool definition, a JSON object like {\"name\":\"get_user\",\"description\":\"…\",\"inputSchema\":{\"type\":\"object\"}}"), nil
	}
	var unknown []string
	known := checkToolFields()
	for k := range fields {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return toolError(fmt.Sprintf("invalid-input: unknown field(s) %s; a tool definition has name, title, description, inputSchema, outputSchema, annotations, icons, execution and _meta", strings.Join(unknown, ", "))), nil
	}
	tools, err := analysis.ParseToolsJSON([]json.RawMessage{args})
	if err != nil {
		return toolError("invalid-input: " + err.Error()), nil
	}
	res := toolcard.CheckTool(tools[0])
	return &mcp.CallToolResult{StructuredContent: res, Content: []mcp.Content{&mcp.TextContent{Text: checkSummary(res)}}}, nil
}

func arguments(req *mcp.CallToolRequest) json.RawMessage {
	if len(req.Params.Arguments) == 0 {
		return json.RawMessage("{}")
	}
	return req.Params.Arguments
}

func toolError(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}

// failure turns a calculation error into a tool error the model can act on;
// only errors without a domain code become JSON-RPC errors.
func failure(cfg Config, err error) (*mcp.CallToolResult, error) {
	var e *problem.Error
	switch {
	case errors.As(err, &e) && e.Code == problem.CodeInvalidInput && len(e.Fields) > 0:
		var b strings.Builder
		b.WriteString("invalid-input: fix these arguments and call again:")
		for _, f := range e.Fields {
			b.WriteString("\n- " + f.Field + ": " + f.Message)
		}
		return toolError(b.String()), nil
	case errors.As(err, &e):
		return toolError(e.Code + ": " + e.Detail), nil
	case explorer.IsStoreError(err):
		return toolError(problem.CodeStoreUnavailable + ": the fingerprint store is unavailable; nothing was lost. Try again shortly, or call with remember false."), nil
	}
	cfg.Logger.Error("mcp tool call failed", "err", err)
	return nil, &jsonrpc.Error{Code: jsonrpc.CodeInternalError, Message: "internal error; it has been logged"}
}

// maxListed bounds the names and rules the text summary lists.
const maxListed = 20

// explorerContent is the short text a client without structured content
// shows: the summary, the high-risk tools and the rules that fired, each
// with its resource. Clients on 2025-06-18 or later also get resource links.
func explorerContent(req *mcp.CallToolRequest, res *explorer.Result) []mcp.Content {
	var high []string
	rules := map[string]bool{}
	for _, t := range res.Result.Tools {
		if t.Risk == analysis.High {
			high = append(high, t.Name)
		}
		for _, f := range t.Findings {
			rules[f.Rule] = true
		}
	}
	if res.Analysis != nil {
		for _, f := range res.Analysis.Report.ServerFindings {
			rules[f.Rule] = true
		}
		for _, it := range res.Analysis.Report.Items {
			for _, f := range it.Findings {
				rules[f.Rule] = true
			}
		}
	}
	var b strings.Builder
	b.WriteString(res.Summary)
	if len(high) > 0 {
		b.WriteString("\nHigh-risk tools: " + analysis.JoinBounded(high, maxListed) + ".")
	}
	var links []mcp.Content
	var cited []string
	for _, r := range analysis.Catalog {
		if !rules[r.ID] {
			continue
		}
		if uri := r.ResourceURI(); uri != "" {
			cited = append(cited, r.ID+" ("+uri+")")
			links = append(links, &mcp.ResourceLink{URI: uri, Name: r.ID, Title: r.Title, MIMEType: markdownType})
		} else {
			cited = append(cited, r.ID)
		}
	}
	if len(cited) > 0 {
		b.WriteString("\nRules that fired: " + analysis.JoinBounded(cited, maxListed) + ".")
	}
	b.WriteString("\nThe complete result (McpServerExplorerResult) is in structuredContent.")
	out := []mcp.Content{&mcp.TextContent{Text: b.String()}}
	if req.ProtocolVersion() >= "2025-06-18" { // resource_link content exists from 2025-06-18 on
		out = append(out, links...)
	}
	return out
}

func checkSummary(res toolcard.CheckResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s, %d finding(s).", res.Name, res.Shape, len(res.Findings))
	for i, f := range res.Findings {
		if i == maxListed {
			fmt.Fprintf(&b, "\n… and %d more in structuredContent.", len(res.Findings)-maxListed)
			break
		}
		fmt.Fprintf(&b, "\n- %s (%s): %s", f.ID, f.Kind, f.Message)
		if f.Resource != "" {
			b.WriteString(" [" + f.Resource + "]")
		}
	}
	return b.String()
}
