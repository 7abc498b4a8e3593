#!/usr/bin/env bash
# Installs staticcheck, pinned, as "$CACHE_DIR/bin/staticcheck" (default
# ./.cache) for scripts/checks/staticcheck.sh. Built with `go install`
# outside the module, so go.mod stays free of it; does nothing when that
# version is already there.
set -euo pipefail
cd "$(dirname "$0")/../.."
VERSION=v0.8.2
CACHE_DIR="${CACHE_DIR:-$PWD/.cache}"
BIN="$CACHE_DIR/bin/staticcheck"
if [ -x "$BIN" ] && "$BIN" -version 2>/dev/null | grep -q "(${VERSION#v})"; then
  echo "staticcheck: $VERSION present at $BIN"
  exit 0
fi
mkdir -p "$CACHE_DIR/bin"
(cd / && GOFLAGS= GOBIN="$CACHE_DIR/bin" go install "honnef.co/go/tools/cmd/staticcheck@$VERSION")
echo "staticcheck: $VERSION installed at $BIN"
