#!/usr/bin/env bash
# Lints template.yaml with cfn-lint (Python cfn-lint 1.x, which applies the
# SAM transform). Fails on any error or warning; informational notes pass.
set -euo pipefail
cd "$(dirname "$0")/../.."

if ! command -v cfn-lint >/dev/null 2>&1; then
  msg="cfn-lint: not on PATH; install it with: pip install 'cfn-lint>=1,<2'"
  if [ "${EXPLORER_TEST_REQUIRE_SERVICES:-}" = "1" ]; then
    echo "$msg" >&2
    exit 1
  fi
  echo "$msg (skipped)"
  exit 0
fi
echo "cfn-lint: $(cfn-lint --version)"
# Exit status bits: 2 errors, 4 warnings, 8 informational; 1 a failure of
# cfn-lint itself.
rc=0
cfn-lint template.yaml || rc=$?
if [ $((rc & ~8)) -ne 0 ]; then
  echo "cfn-lint: template.yaml has errors or warnings (exit status $rc)" >&2
  exit 1
fi
echo "cfn-lint: template.yaml has no errors and no warnings"
