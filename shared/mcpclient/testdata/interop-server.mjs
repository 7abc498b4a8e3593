// One small MCP server on a real implementation from npm, for
// shared/mcpclient's interop test: node --input-type=module -e "$(cat this)"
// KIND PORT, run in the directory holding the packages
// (scripts/install/interop-servers.sh). It listens on 127.0.0.1:PORT/mcp and
// offers two tools, lookup_item and delete_item.
import http from "node:http";
import { z } from "zod";

const [kind, port] = process.argv.slice(-2);
const lookup = { name: "lookup_item", description: "Looks up an item of the catalog by its name." };
const remove = { name: "delete_item", description: "Deletes an item from the catalog permanently." };
const text = (t) => ({ content: [{ type: "text", text: t }] });

// nodeToFetch serves a fetch-style handler from node:http.
function nodeToFetch(respond) {
  return async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) for (const one of [].concat(v)) headers.append(k, one);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
    const response = (await respond(request)) ?? new Response(null, { status: 404 });
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    res.end();
  };
}

switch (kind) {
  case "fastmcp": {
    const { FastMCP } = await import("fastmcp");
    const server = new FastMCP({ name: "fastmcp-interop", version: "1.0.0" });
    server.addTool({ ...lookup, parameters: z.object({ name: z.string().describe("The item's name.") }), annotations: { readOnlyHint: true }, execute: async () => "found" });
    server.addTool({ ...remove, parameters: z.object({ name: z.string().describe("The item's name.") }), annotations: { destructiveHint: true }, execute: async () => "deleted" });
    await server.start({ transportType: "httpStream", httpStream: { host: "127.0.0.1", port: Number(port), endpoint: "/mcp" } });
    break;
  }
  case "tmcp": {
    const { McpServer } = await import("tmcp");
    const { HttpTransport } = await import("@tmcp/transport-http");
    const { ZodJsonSchemaAdapter } = await import("@tmcp/adapter-zod");
    const server = new McpServer({ name: "tmcp-interop", version: "1.0.0", description: "tmcp interop" },
      { adapter: new ZodJsonSchemaAdapter(), capabilities: { tools: { listChanged: false } } });
    server.tool({ ...lookup, schema: z.object({ name: z.string().describe("The item's name.") }), annotations: { readOnlyHint: true } }, async () => text("found"));
    server.tool({ ...remove, schema: z.object({ name: z.string().describe("The item's name.") }), annotations: { destructiveHint: true } }, async () => text("deleted"));
    const transport = new HttpTransport(server);
    http.createServer(nodeToFetch((r) => transport.respond(r))).listen(Number(port), "127.0.0.1");
    break;
  }
  case "ts-sdk-v2": {
    const { McpServer, createMcpHandler } = await import("@modelcontextprotocol/server");
    const { toNodeHandler } = await import("@modelcontextprotocol/node");
    const handler = createMcpHandler(() => {
      const s = new McpServer({ name: "ts-sdk-v2-interop", version: "1.0.0" });
      s.registerTool(lookup.name, { description: lookup.description, inputSchema: z.object({ name: z.string().describe("The item's name.") }), annotations: { readOnlyHint: true } }, async () => text("found"));
      s.registerTool(remove.name, { description: remove.description, inputSchema: z.object({ name: z.string().describe("The item's name.") }), annotations: { destructiveHint: true } }, async () => text("deleted"));
      return s;
    });
    http.createServer(toNodeHandler(handler)).listen(Number(port), "127.0.0.1");
    break;
  }
  default:
    console.error("unknown kind " + kind);
    process.exit(2);
}
