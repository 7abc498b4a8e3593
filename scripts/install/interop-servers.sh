#!/usr/bin/env bash
# Installs the real MCP server implementations that shared/mcpclient's
# interop tests start on loopback, pinned, under "$CACHE_DIR/npm-interop"
# (npm) and "$CACHE_DIR/bin" (Go):
#   - fastmcp and tmcp (with its HTTP transport and zod adapter),
#   - the TypeScript SDK v2 (@modelcontextprotocol/server and /node; also the
#     2026-07-28 server of shared/explorer's caching-hint tests),
#   - supergateway, which serves a stdio server over Streamable HTTP,
#   - mcp-go (github.com/mark3labs/mcp-go), built from the small server in
#     shared/mcpclient/testdata/mcpgo (its own module) as mcp-go-server.
# Idempotent: does nothing when these versions are already installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

CACHE="${CACHE_DIR:-$PWD/.cache}"
PREFIX="$CACHE/npm-interop"
MODULES="$PREFIX/node_modules"
PACKAGES=(
  fastmcp@4.20.16
  tmcp@1.20.0 @tmcp/transport-http@0.9.0 @tmcp/adapter-zod@0.1.7 zod@4.6.7
  @modelcontextprotocol/server@2.4.0 @modelcontextprotocol/node@2.1.2
  supergateway@4.0.0
)

if ! command -v npm >/dev/null 2>&1; then
  echo "interop-servers: npm not found; install Node.js (apt-get install nodejs npm)" >&2
  exit 1
fi

npm_installed() {
  local spec name version pj
  for spec in "${PACKAGES[@]}"; do
    name="${spec%@*}" version="${spec##*@}" pj="$MODULES/$name/package.json"
    [ -f "$pj" ] && [ "$(node -p "require('$pj').version" 2>/dev/null)" = "$version" ] || return 1
  done
}
if npm_installed; then
  echo "interop npm servers already installed in $PREFIX"
else
  mkdir -p "$PREFIX"
  npm install --prefix "$PREFIX" --no-audit --no-fund --no-save --loglevel=error "${PACKAGES[@]}"
  npm_installed
  echo "interop npm servers installed in $PREFIX"
fi

# mcp-go: rebuilt when its source (main.go, go.mod, go.sum) changes.
SRC=shared/mcpclient/testdata/mcpgo
BIN="$CACHE/bin/mcp-go-server"
STAMP="$BIN.sha256"
sum=$(cat "$SRC/main.go" "$SRC/go.mod" "$SRC/go.sum" | sha256sum | cut -d' ' -f1)
if [ -x "$BIN" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$sum" ]; then
  echo "mcp-go-server already built in $BIN"
else
  mkdir -p "$CACHE/bin"
  (cd "$SRC" && go build -trimpath -o "$BIN" .)
  echo "$sum" > "$STAMP"
  echo "mcp-go-server built in $BIN"
fi
