// A TypeScript SDK MCP server for the index's tests: Streamable HTTP,
// stateless, on 127.0.0.1 and a free port, which it prints as
// {"port":N}. It lists the tools in the JSON file named by its first
// argument, read again for every request so a test can change them.
// MCP_SDK_MODULES is the node_modules holding @modelcontextprotocol/sdk.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const modules = process.env.MCP_SDK_MODULES;
const sdk = (path) => import(pathToFileURL(join(modules, '@modelcontextprotocol/sdk/dist/esm', path)).href);
const { Server } = await sdk('server/index.js');
const { StreamableHTTPServerTransport } = await sdk('server/streamableHttp.js');
const { ListToolsRequestSchema, CallToolRequestSchema } = await sdk('types.js');
const toolsFile = process.argv[2];

const http = createServer(async (req, res) => {
  const server = new Server({ name: 'ts-indexed', version: '3.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: JSON.parse(readFileSync(toolsFile, 'utf8')) }));
  server.setRequestHandler(CallToolRequestSchema, async () => ({ content: [] }));
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => { transport.close(); server.close(); });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res);
  } catch (err) {
    console.error(err);
    if (!res.headersSent) {
      res.writeHead(500).end();
    }
  }
});
http.listen(0, '127.0.0.1', () => console.log(JSON.stringify({ port: http.address().port })));
