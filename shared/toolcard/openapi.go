package toolcard

import "github.com/usefulweb/mcp-server-explorer/contracts"

// OpenAPI returns the Toolcard paths and the component schemas they refer
// to, for an OpenAPI 3.1 document whose components also hold a "Problem"
// schema (RFC 9457). Request and check schemas are the contract's; the
// contract leaves the other bodies open, and the Toolcard* schemas here
// describe what this implementation sends.
func OpenAPI() (paths, schemas map[string]any) {
	ref := func(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }
	obj := func(required []string, props map[string]any) map[string]any {
		return map[string]any{"type": "object", "required": required, "properties": props, "additionalProperties": false}
	}
	str := map[string]any{"type": "string"}
	count := map[string]any{"type": "integer", "minimum": 0}
	strList := map[string]any{"type": "array", "items": str}
	jsonBody := func(desc string, schema any) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{"application/json": map[string]any{"schema": schema}}}
	}
	problem := func(desc string) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{"application/problem+json": map[string]any{"schema": ref("Problem")}}}
	}
	request := func(name string) map[string]any {
		return map[string]any{"required": true, "content": map[string]any{"application/json": map[string]any{"schema": ref(name)}}}
	}
	tooMany := problem("Rate limit exceeded; Retry-After says when to try again.")
	notJSON := problem("The body was not sent as application/json.")
	get := func(id, summary string, ok map[string]any) map[string]any {
		return map[string]any{"get": map[string]any{"operationId": id, "summary": summary, "tags": []string{"Toolcard"},
			"responses": map[string]any{"200": ok, "429": tooMany}}}
	}
	paths = map[string]any{
		"/v1/check": map[string]any{"post": map[string]any{
			"operationId": "checkTool", "tags": []string{"Toolcard"},
			"summary":     "Check one MCP tool definition against the rule catalog",
			"requestBody": request("ToolDefinition"),
			"responses": map[string]any{
				"200": jsonBody("Cited findings for this tool. stored is always false.", ref("CheckResult")),
				"400": problem("The body was not a usable tool object; detail says what to send."),
				"413": problem("The body is larger than 1,500,000 bytes."),
				"415": notJSON,
				"429": tooMany,
			},
		}},
		"/v1/check-server": map[string]any{"post": map[string]any{
			"operationId": "checkServer", "tags": []string{"Toolcard"},
			"summary":     "Check every tool of a tools/list result, and the list as a whole",
			"description": "tools wins over result.tools when both are present. At most 1,000 tools; of each cross-tool rule at most 100 findings are listed, and one more finding counts the rest.",
			"requestBody": request("ToolList"),
			"responses": map[string]any{
				"200": jsonBody("Per-tool and cross-tool findings. stored is always false.", ref("ServerCheckResult")),
				"400": problem("The body was not a usable tools list; detail says what to send."),
				"413": problem("The body is larger than 1,500,000 bytes."),
				"415": notJSON,
				"429": tooMany,
			},
		}},
		"/v1/outcomes": map[string]any{"post": map[string]any{
			"operationId": "reportOutcome", "tags": []string{"Toolcard"},
			"summary":     "Report whether an agent called a tool",
			"description": "Stores the name, the SHA-256 of the description and the result; never the description text or client. A report_id makes retries safe: the first post stores (201), every later one adds nothing (200). Reports expire 365 days after the end of the month (UTC) they arrived in.",
			"requestBody": request("OutcomeReport"),
			"responses": map[string]any{
				"200": jsonBody("This report_id was stored before; nothing was added. The body is that tool's aggregate.", ref("ToolcardOutcomeTally")),
				"201": jsonBody("Stored. The body is the tool's aggregate, not the row.", ref("ToolcardOutcomeTally")),
				"400": problem("The report was rejected; errors[] says what to change in each field."),
				"413": problem("The body is larger than 262,144 bytes."),
				"415": notJSON,
				"429": tooMany,
				"503": problem("The outcome store is unavailable; retry with the same report_id."),
				"507": problem("The outcome store holds its configured cap of reports; nothing was stored."),
			},
		}},
		"/v1/outcomes/summary": get("outcomeSummary", "Called and ignored counts over all tools",
			jsonBody("Counts only; no tool names.", ref("ToolcardOutcomeSummary"))),
		"/v1/rules": get("toolcardRules", "The rule catalog: ids, kinds, severities, cutoffs, patterns and sources",
			jsonBody("The rule list for this rules_version.", ref("ToolcardRuleList"))),
		"/v1/examples": get("toolcardExamples", "Two sample checks, computed at request time",
			jsonBody("One endpoint-shaped sample and one that trips no check.", ref("ToolcardExamples"))),
		"/v1/health": get("toolcardHealth", "Process health, build version and rules version",
			jsonBody("Healthy.", ref("ToolcardHealth"))),
	}
	source := obj([]string{"title", "url"}, map[string]any{"title": str, "url": str, "publisher": str})
	schemas = map[string]any{
		"ToolcardOutcomeTally": obj([]string{"name", "description_sha256", "called", "ignored", "total"}, map[string]any{
			"name":               str,
			"description_sha256": map[string]any{"type": []string{"string", "null"}, "pattern": "^[0-9a-f]{64}$", "description": "SHA-256 of the description as sent, lowercase hex; null when none was sent."},
			"called":             count, "ignored": count, "total": count,
		}),
		"ToolcardOutcomeSummary": obj([]string{"total", "called", "ignored", "tools"}, map[string]any{
			"total": count, "called": count, "ignored": count,
			"tools": map[string]any{"type": "integer", "minimum": 0, "description": "Distinct tools (name and description) with at least one live report."},
		}),
		"ToolcardRuleList": obj([]string{"rules_version", "rules"}, map[string]any{
			"rules_version": str,
			"rules": map[string]any{"type": "array", "items": obj([]string{"id", "kind", "severity", "scope", "title", "trigger", "sources", "reference"}, map[string]any{
				"id":         str,
				"kind":       map[string]any{"enum": []string{"spec", "heuristic"}},
				"severity":   map[string]any{"enum": []string{"high", "medium", "low"}},
				"scope":      map[string]any{"enum": []string{"tool", "server"}},
				"title":      str,
				"trigger":    str,
				"cutoffs":    strList,
				"patterns":   strList,
				"notFlagged": strList,
				"sources":    map[string]any{"type": "array", "minItems": 1, "items": source},
				"reference":  str,
				"resource":   map[string]any{"type": "string", "description": "The resource URI findings of this rule carry; absent for rules whose findings carry none."},
			})},
		}),
		"ToolcardExamples": obj([]string{"rules_version", "examples"}, map[string]any{
			"rules_version": str,
			"examples": map[string]any{"type": "array", "items": obj([]string{"summary", "input", "output"}, map[string]any{
				"summary": str, "input": ref("ToolDefinition"), "output": ref("CheckResult"),
			})},
		}),
		"ToolcardHealth": obj([]string{"ok", "version", "rules_version"}, map[string]any{
			"ok": map[string]any{"type": "boolean"}, "version": str, "rules_version": str,
		}),
	}
	for name, s := range contracts.ToolcardDoc().Components.Schemas {
		schemas[name] = s
	}
	return paths, schemas
}
