# shellcheck shell=bash
# Sourced by scripts/test.sh: starts moto_server (moto 5, on the machine
# image; it mocks SES v2 and EventBridge for shared/ses and
# shared/recheck) once on a free loopback port, appends its PID to
# SERVICE_PIDS and exports EXPLORER_TEST_MOTO_ENDPOINT.
# shellcheck source=../lib/service.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib/service.sh"

if ! command -v moto_server >/dev/null 2>&1; then
  echo "moto: moto_server not found; install moto 5 (pip install 'moto[server]')" >&2
  return 1
fi
start_service moto EXPLORER_TEST_MOTO_ENDPOINT . moto_server -H 127.0.0.1 -p '{port}' || return 1
