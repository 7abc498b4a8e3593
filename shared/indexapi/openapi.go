package indexapi

// OpenAPI returns the index routes' paths and schemas for /openapi.json.
func OpenAPI() (paths, schemas map[string]any) {
	ref := func(name string) map[string]any { return map[string]any{"$ref": "#/components/schemas/" + name} }
	str := map[string]any{"type": "string"}
	integer := map[string]any{"type": "integer", "minimum": 0}
	boolean := map[string]any{"type": "boolean"}
	dateTime := map[string]any{"type": "string", "format": "date-time"}
	strings := map[string]any{"type": "array", "items": str}
	problem := func(desc string) map[string]any {
		return map[string]any{"description": desc, "content": map[string]any{"application/problem+json": map[string]any{"schema": ref("Problem")}}}
	}
	cached := map[string]any{
		"ETag":          map[string]any{"description": "A hash of the body; send it as If-None-Match to get 304 when nothing changed.", "schema": str},
		"Cache-Control": map[string]any{"description": "public, max-age=60 (badges 600).", "schema": str},
	}
	jsonOK := func(desc, schema string) map[string]any {
		return map[string]any{"description": desc, "headers": cached, "content": map[string]any{"application/json": map[string]any{"schema": ref(schema)}}}
	}
	query := func(name, desc string, schema map[string]any) map[string]any {
		return map[string]any{"name": name, "in": "query", "required": false, "description": desc, "schema": schema}
	}
	enum := func(values ...string) map[string]any { return map[string]any{"type": "string", "enum": values} }
	nameParam := map[string]any{"name": "serverName", "in": "path", "required": true, "schema": str,
		"description": "The registry's server name, e.g. io.github.owner/server; its slash may be sent as is or as %2F."}
	notModified := map[string]any{"description": "The client's If-None-Match matches: nothing changed."}
	paths = map[string]any{
		"/api/v1/index": map[string]any{"get": map[string]any{
			"operationId": "listIndex",
			"summary":     "The MCP Registry's remote servers with their risk, filtered, sorted and paged",
			"description": "Every registry server with a streamable-http or sse remote, as the last run of `mcp-explorer index` found it without credentials. The page /index shows the same with the same parameters.",
			"parameters": []any{
				query("risk", "Only servers with at least one tool of this risk.", enum("high", "medium", "low")),
				query("auth", "Only servers that require authorization, or only those that do not.", enum("required", "none")),
				query("finding", "Only servers with a tool-poisoning finding.", enum("poisoning")),
				query("status", "Only servers whose last check ended so.", enum("ok", "auth-required", "failed")),
				query("q", "A case-insensitive substring of the name, title or description (at most 200 bytes).", str),
				query("sort", "Order: risk (default: poisoning first, then most high-, medium-, low-risk tools), name, tools, checked, changed, poisoning.", enum("risk", "name", "tools", "checked", "changed", "poisoning")),
				query("order", "desc reverses the order.", enum("asc", "desc")),
				query("limit", "Servers per page, 1 to 200 (default 50).", map[string]any{"type": "integer", "minimum": 1, "maximum": 200}),
				query("cursor", "metadata.nextCursor of the previous page, with the same filters.", str),
			},
			"responses": map[string]any{
				"200": jsonOK("One page of servers.", "IndexList"),
				"304": notModified,
				"422": problem("A parameter is invalid; errors[] names each."),
				"501": problem("This deployment keeps no index (no store)."),
				"503": problem("The store is unavailable."),
			},
		}},
		"/api/v1/index/{serverName}": map[string]any{"get": map[string]any{
			"operationId": "getIndexServer",
			"summary":     "One indexed server: its summary, tools (names, risk, capabilities, rule ids), change history and badge",
			"parameters":  []any{nameParam},
			"responses": map[string]any{
				"200": jsonOK("The server's index entry.", "IndexDetail"),
				"304": notModified,
				"404": problem("The index holds no server by this name."),
				"501": problem("This deployment keeps no index (no store)."),
				"503": problem("The store is unavailable."),
			},
		}},
		"/badge/{serverName}": map[string]any{"get": map[string]any{
			"operationId": "getIndexBadge",
			"summary":     "An SVG badge of the server's risk and the days since its tools last changed",
			"description": "The path is the server name followed by .svg, e.g. /badge/io.github.owner/server.svg. The SVG has a title and an aria-label with the whole summary.",
			"parameters":  []any{nameParam},
			"responses": map[string]any{
				"200": map[string]any{"description": "The badge.", "headers": cached, "content": map[string]any{"image/svg+xml": map[string]any{"schema": str}}},
				"304": notModified,
				"404": map[string]any{"description": "Not indexed: a grey \"not indexed\" badge, or a problem when the path does not end in .svg.", "content": map[string]any{"image/svg+xml": map[string]any{"schema": str}, "application/problem+json": map[string]any{"schema": ref("Problem")}}},
				"501": problem("This deployment keeps no index (no store)."),
			},
		}},
	}
	registryShape := func(desc string) map[string]any {
		return map[string]any{"description": desc + " In the MCP Registry's own shape (its OpenAPI document, docs/reference/api/openapi.yaml of modelcontextprotocol/registry), with the index's result under _meta[\"io.github.usefulweb.mcp-server-explorer/scan\"].",
			"headers": cached, "content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"type": "object"}}}}
	}
	registryNotFound := map[string]any{"description": "Not indexed, or not this version: {\"error\":\"Server not found\"}, as the registry answers.",
		"content": map[string]any{"application/json": map[string]any{"schema": map[string]any{"type": "object", "properties": map[string]any{"error": str}}}}}
	encodedName := map[string]any{"name": "serverName", "in": "path", "required": true, "schema": str, "description": "The URL-encoded server name, e.g. io.github.owner%2Fserver."}
	paths["/v0.1/servers"] = map[string]any{"get": map[string]any{
		"operationId": "subregistryListServers",
		"summary":     "The indexed servers as an MCP subregistry (ServerList)",
		"description": "Point a client's or an enterprise's registry setting here: the same read API as the MCP Registry, over the servers this index has checked (one version each, never deleted ones).",
		"parameters": []any{
			query("cursor", "metadata.nextCursor of the previous page.", str),
			query("limit", "Servers per page, 1 to 100 (default 30).", map[string]any{"type": "integer", "minimum": 1, "maximum": 100}),
			query("search", "A case-insensitive substring of the name.", str),
			query("updated_since", "Only servers checked since this RFC 3339 time.", map[string]any{"type": "string", "format": "date-time"}),
			query("version", "latest, or an exact version.", str),
		},
		"responses": map[string]any{"200": registryShape("A ServerList."), "304": notModified, "422": problem("A parameter is invalid; errors[] names each."), "503": problem("The store is unavailable.")},
	}}
	paths["/v0.1/servers/{serverName}/versions"] = map[string]any{"get": map[string]any{
		"operationId": "subregistryListVersions",
		"summary":     "The indexed version of one server (ServerList)",
		"parameters":  []any{encodedName},
		"responses":   map[string]any{"200": registryShape("A ServerList of one."), "304": notModified, "404": registryNotFound},
	}}
	paths["/v0.1/servers/{serverName}/versions/{version}"] = map[string]any{"get": map[string]any{
		"operationId": "subregistryGetVersion",
		"summary":     "One server version (ServerResponse); latest names the indexed one",
		"parameters":  []any{encodedName, map[string]any{"name": "version", "in": "path", "required": true, "schema": str}},
		"responses":   map[string]any{"200": registryShape("A ServerResponse."), "304": notModified, "404": registryNotFound},
	}}
	risk := map[string]any{"type": "object", "required": []string{"high", "medium", "low"}, "additionalProperties": false,
		"properties": map[string]any{"high": integer, "medium": integer, "low": integer}}
	claims := map[string]any{"type": "object", "required": []string{"version", "remoteType", "url"}, "additionalProperties": false,
		"description": "What the registry entry says.",
		"properties":  map[string]any{"version": str, "title": str, "description": str, "remoteType": enum("streamable-http", "sse"), "url": str}}
	links := map[string]any{"type": "object", "required": []string{"html", "api", "badge"}, "additionalProperties": false,
		"properties": map[string]any{"html": str, "api": str, "badge": str}}
	schemas = map[string]any{
		"IndexServer": map[string]any{
			"type": "object", "additionalProperties": false,
			"required": []string{"name", "registry", "status", "risk", "tools", "authRequired", "poisoningFindings", "checkedAt", "firstCheckedAt", "lastChangedAt", "checks", "failures", "links"},
			"properties": map[string]any{
				"name": str, "registry": claims, "status": enum("ok", "auth-required", "failed"),
				"error": map[string]any{"type": "string", "description": "Why the last check failed: a problem code and its detail."},
				"risk":  risk, "tools": integer, "authRequired": boolean,
				"protocolVersion": str, "generation": str, "poisoningFindings": integer,
				"serverName": map[string]any{"type": "string", "description": "What the server called itself."}, "serverVersion": str,
				"fingerprintsSha256": map[string]any{"type": "string", "description": "SHA-256 over the sorted tool names and fingerprints."},
				"checkedAt":          dateTime, "firstCheckedAt": dateTime,
				"lastChangedAt":  map[string]any{"type": "string", "format": "date-time", "description": "The first check that saw the current fingerprints (firstCheckedAt until a change)."},
				"checks":         integer,
				"failures":       map[string]any{"type": "integer", "minimum": 0, "description": "Consecutive failed checks; from 3 on, checks back off (1 h doubling, at most 24 h)."},
				"nextCheckAfter": dateTime, "links": links,
			},
		},
		"IndexList": map[string]any{
			"type": "object", "required": []string{"servers", "metadata", "retention"}, "additionalProperties": false,
			"properties": map[string]any{
				"servers": map[string]any{"type": "array", "items": ref("IndexServer")},
				"metadata": map[string]any{"type": "object", "required": []string{"count", "total", "truncated"}, "additionalProperties": false,
					"properties": map[string]any{"count": integer, "total": integer, "nextCursor": str, "truncated": boolean}},
				"retention": str,
			},
		},
		"IndexDetail": map[string]any{
			"type": "object", "required": []string{"server", "tools", "history", "badge"}, "additionalProperties": false,
			"properties": map[string]any{
				"server": ref("IndexServer"),
				"tools": map[string]any{"type": "array", "items": map[string]any{"type": "object", "additionalProperties": false,
					"required":   []string{"name", "risk", "capabilities", "issues", "fingerprint"},
					"properties": map[string]any{"name": str, "risk": enum("high", "medium", "low"), "capabilities": strings, "issues": strings, "fingerprint": str}}},
				"history": map[string]any{"type": "array", "description": "Changes of the tools, newest first (at most 20).", "items": map[string]any{"type": "object", "additionalProperties": false,
					"required":   []string{"at", "added", "removed", "changed"},
					"properties": map[string]any{"at": dateTime, "added": strings, "removed": strings, "changed": strings}}},
				"badge": map[string]any{"type": "object", "required": []string{"url", "markdown"}, "additionalProperties": false,
					"properties": map[string]any{"url": str, "markdown": str}},
			},
		},
	}
	return paths, schemas
}
