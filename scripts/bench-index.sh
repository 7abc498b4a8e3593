#!/usr/bin/env bash
# The risk index's scale benchmark (internal/indexbench, BenchmarkIndex1000)
# with its services: installs DynamoDB Local and starts it and moto_server
# the way scripts/test.sh does, unless EXPLORER_TEST_DYNAMODB_ENDPOINT and
# EXPLORER_TEST_MOTO_ENDPOINT already name running ones. Called by
# `make bench-index`; arguments go to `go test` (e.g. -args -index-servers 200).
set -euo pipefail
cd "$(dirname "$0")/.."
export CACHE_DIR="${CACHE_DIR:-$PWD/.cache}" ARTIFACTS_DIR="${ARTIFACTS_DIR:-$PWD/artifacts}"
mkdir -p "$CACHE_DIR" "$ARTIFACTS_DIR"
bash scripts/install/dynamodb-local.sh

SERVICE_PIDS=()
stop_services() { for p in "${SERVICE_PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap stop_services EXIT
for f in scripts/services/dynamodb-local.sh scripts/services/moto.sh; do
  # shellcheck source=/dev/null
  source "$f"
done
export EXPLORER_TEST_REQUIRE_SERVICES=1
go test -run '^$' -bench Index1000 -benchtime 1x -timeout 30m ./internal/indexbench "$@"
