#!/usr/bin/env bash
# Installs the Lambda runtime interface emulator (aws-lambda-rie), pinned,
# as "$CACHE_DIR/bin/aws-lambda-rie" (default ./.cache) for the function
# tests (functions/) and `make bench-coldstart`. Built from source with
# `go install`; does nothing when that version is already there.
set -euo pipefail
cd "$(dirname "$0")/../.."

MODULE=github.com/aws/aws-lambda-runtime-interface-emulator
VERSION=v0.0.0-20261030222936-bef5c4ba774d
CACHE_DIR="${CACHE_DIR:-$PWD/.cache}"
BIN="$CACHE_DIR/bin/aws-lambda-rie"

if [ -x "$BIN" ] && go version -m "$BIN" 2>/dev/null | grep -q "mod[[:space:]]*$MODULE[[:space:]]*$VERSION"; then
  echo "aws-lambda-rie: $VERSION present at $BIN"
  exit 0
fi
mkdir -p "$CACHE_DIR/bin"
GOBIN="$CACHE_DIR/bin" go install "$MODULE/cmd/aws-lambda-rie@$VERSION"
test -x "$BIN"
echo "aws-lambda-rie: $VERSION installed at $BIN"
