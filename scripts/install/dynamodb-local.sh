#!/usr/bin/env bash
# Installs DynamoDB Local under "$CACHE_DIR/dynamodb" (default ./.cache). The
# npm package amplify-dynamodb-simulator ships the jar in emulator/. Does
# nothing when the jar is already there.
set -euo pipefail
CACHE_DIR="${CACHE_DIR:-./.cache}"
VERSION=2.9.30
prefix="$CACHE_DIR/dynamodb"
jar="$prefix/node_modules/amplify-dynamodb-simulator/emulator/DynamoDBLocal.jar"
if [ -f "$jar" ]; then
  echo "dynamodb-local: present at $jar"
  exit 0
fi
mkdir -p "$prefix"
npm install --prefix "$prefix" --ignore-scripts --no-audit --no-fund --loglevel=error \
  "amplify-dynamodb-simulator@$VERSION"
if [ ! -f "$jar" ]; then
  echo "dynamodb-local: $jar missing after npm install" >&2
  exit 1
fi
echo "dynamodb-local: installed at $jar"
