// A 2026-07-28 MCP server on the TypeScript SDK v2 (@modelcontextprotocol/server
// and /node, as scripts/install/interop-servers.sh installs them), for
// shared/explorer's caching-hint tests: node --input-type=module -e
// "$(cat this)" KIND, run in the directory holding the packages. It listens on
// 127.0.0.1 on a free port, prints the port and serves /mcp.
//   breaks: ttlMs of ten years on tools/list and on its resource's reads (the
//           SDK refuses negative or fractional values);
//   keeps:  a minute, private.
import http from "node:http";
import { McpServer, createMcpHandler } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { z } from "zod";

const kind = process.argv.at(-1);
const hint = kind === "breaks" ? { ttlMs: 10 * 365 * 24 * 3600 * 1000, cacheScope: "public" } : { ttlMs: 60000, cacheScope: "private" };
const handler = createMcpHandler(() => {
  const s = new McpServer({ name: "ts-sdk-v2-" + kind, version: "1.0.0" },
    { cacheHints: { "tools/list": hint, "resources/list": hint, "resources/templates/list": hint, "prompts/list": hint, "server/discover": hint, "resources/read": hint } });
  s.registerTool("lookup_item", { description: "Looks up an item of the catalog by its name.", inputSchema: z.object({ name: z.string().describe("The item's name.") }), annotations: { readOnlyHint: true } },
    async () => ({ content: [{ type: "text", text: "found" }] }));
  s.registerResource("catalog readme", "file:///catalog/readme.md", { mimeType: "text/markdown" },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/markdown", text: "# Catalog" }] }));
  return s;
});
const server = http.createServer(toNodeHandler(handler));
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
