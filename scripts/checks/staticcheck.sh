#!/usr/bin/env bash
# Fails on any staticcheck finding: bugs, dead code, simplifications.
set -euo pipefail
cd "$(dirname "$0")/../.."
"${CACHE_DIR:-$PWD/.cache}/bin/staticcheck" ./...
echo "staticcheck: no findings"
