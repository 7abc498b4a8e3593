# shellcheck shell=bash
# Sourced by scripts/test.sh: starts DynamoDB Local (in memory, on a free
# port) once, appends its PID to SERVICE_PIDS and exports
# EXPLORER_TEST_DYNAMODB_ENDPOINT. Install it first with
# scripts/install/dynamodb-local.sh. DynamoDB Local has no bind-address
# option; clients use 127.0.0.1 only.

_dynamodb_local_start() {
  local cache="${CACHE_DIR:-./.cache}"
  local dir="$cache/dynamodb/node_modules/amplify-dynamodb-simulator/emulator"
  local log="${ARTIFACTS_DIR:-$cache}/dynamodb-local.log"
  local attempt port pid i

  if [ -n "${EXPLORER_TEST_DYNAMODB_ENDPOINT:-}" ]; then
    echo "dynamodb-local: already running at $EXPLORER_TEST_DYNAMODB_ENDPOINT"
    return 0
  fi
  if [ ! -f "$dir/DynamoDBLocal.jar" ]; then
    echo "dynamodb-local: $dir/DynamoDBLocal.jar missing; run scripts/install/dynamodb-local.sh" >&2
    return 1
  fi
  mkdir -p "$(dirname "$log")"
  # A random port that nobody answers on; if Java still cannot bind it
  # (someone took it meanwhile), try another.
  for attempt in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 40000))
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      continue
    fi
    (cd "$dir" && exec java -Djava.library.path=./DynamoDBLocal_lib -jar DynamoDBLocal.jar \
      -inMemory -disableTelemetry -port "$port") >"$log" 2>&1 &
    pid=$!
    # Bounded wait: 60 × 0.5 s.
    for i in $(seq 60); do
      if ! kill -0 "$pid" 2>/dev/null; then
        echo "dynamodb-local: attempt $attempt on port $port exited:" >&2
        tail -n 5 "$log" >&2
        continue 2
      fi
      if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        SERVICE_PIDS+=("$pid")
        export EXPLORER_TEST_DYNAMODB_ENDPOINT="http://127.0.0.1:$port"
        echo "dynamodb-local: pid $pid at $EXPLORER_TEST_DYNAMODB_ENDPOINT (log $log)"
        return 0
      fi
      sleep 0.5
    done
    echo "dynamodb-local: no answer on port $port after 30 s; log $log:" >&2
    tail -n 20 "$log" >&2
    kill "$pid" 2>/dev/null
    return 1
  done
  echo "dynamodb-local: could not start after 5 attempts; log $log" >&2
  return 1
}

_dynamodb_local_start || return 1
unset -f _dynamodb_local_start
