#!/usr/bin/env bash
# Installs mailpit (an SMTP sink with an HTTP API), pinned, as
# "$CACHE_DIR/bin/mailpit" (default ./.cache) for the SMTP tests of
# shared/notify and shared/recheck, which start it themselves on loopback.
# Built from source with `go install`; does nothing when that version is
# already there.
set -euo pipefail
cd "$(dirname "$0")/../.."

MODULE=github.com/axllent/mailpit
VERSION=v1.33.1
CACHE_DIR="${CACHE_DIR:-$PWD/.cache}"
BIN="$CACHE_DIR/bin/mailpit"

if [ -x "$BIN" ] && go version -m "$BIN" 2>/dev/null | grep -q "mod[[:space:]]*$MODULE[[:space:]]*$VERSION"; then
  echo "mailpit: $VERSION present at $BIN"
  exit 0
fi
mkdir -p "$CACHE_DIR/bin"
# Outside the module, so its dependencies stay out of go.mod.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && GOBIN="$CACHE_DIR/bin" GOFLAGS=-buildvcs=false go install "$MODULE@$VERSION")
test -x "$BIN"
echo "mailpit: $VERSION installed at $BIN"
