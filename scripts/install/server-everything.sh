#!/usr/bin/env bash
# Installs the reference MCP server @modelcontextprotocol/server-everything,
# pinned, under "$CACHE_DIR/npm" for shared/mcpclient's real-server test.
# Idempotent: does nothing when that version is already installed.
set -euo pipefail
cd "$(dirname "$0")/../.."

VERSION=2026.8.31
PREFIX="${CACHE_DIR:-$PWD/.cache}/npm"
PKG="$PREFIX/node_modules/@modelcontextprotocol/server-everything"

if ! command -v npm >/dev/null 2>&1; then
  echo "server-everything: npm not found; install Node.js (apt-get install nodejs npm)" >&2
  exit 1
fi
if [ -f "$PKG/package.json" ] && [ -f "$PKG/dist/index.js" ] &&
   [ "$(node -p "require('$PKG/package.json').version" 2>/dev/null)" = "$VERSION" ]; then
  echo "server-everything $VERSION already installed in $PREFIX"
  exit 0
fi
mkdir -p "$PREFIX"
npm install --prefix "$PREFIX" --no-audit --no-fund --no-save --loglevel=error \
  "@modelcontextprotocol/server-everything@$VERSION"
test -f "$PKG/dist/index.js"
echo "server-everything $VERSION installed in $PREFIX"
