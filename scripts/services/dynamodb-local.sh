# shellcheck shell=bash
# Sourced by scripts/test.sh: starts DynamoDB Local (in memory) once on a free
# port, appends its PID to SERVICE_PIDS and exports
# EXPLORER_TEST_DYNAMODB_ENDPOINT. Install it first with
# scripts/install/dynamodb-local.sh. DynamoDB Local has no bind-address
# option; clients use 127.0.0.1 only.
# shellcheck source=../lib/service.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib/service.sh"

_dynamodb_local_dir="${CACHE_DIR:-./.cache}/dynamodb/node_modules/amplify-dynamodb-simulator/emulator"
if [ ! -f "$_dynamodb_local_dir/DynamoDBLocal.jar" ]; then
  echo "dynamodb-local: $_dynamodb_local_dir/DynamoDBLocal.jar missing; run scripts/install/dynamodb-local.sh" >&2
  return 1
fi
start_service dynamodb-local EXPLORER_TEST_DYNAMODB_ENDPOINT "$_dynamodb_local_dir" \
  java -Djava.library.path=./DynamoDBLocal_lib -jar DynamoDBLocal.jar -inMemory -disableTelemetry -port '{port}' || return 1
unset _dynamodb_local_dir
