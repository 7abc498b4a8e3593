# shellcheck shell=bash
# Sourced by scripts/test.sh: starts moto_server (moto 5, on the machine
# image; it mocks SES v2 and EventBridge for shared/notify and
# shared/recheck) once on a free loopback port, appends its PID to
# SERVICE_PIDS and exports EXPLORER_TEST_MOTO_ENDPOINT.

_moto_start() {
  local cache="${CACHE_DIR:-./.cache}"
  local log="${ARTIFACTS_DIR:-$cache}/moto.log"
  local attempt port pid i

  if [ -n "${EXPLORER_TEST_MOTO_ENDPOINT:-}" ]; then
    echo "moto: already running at $EXPLORER_TEST_MOTO_ENDPOINT"
    return 0
  fi
  if ! command -v moto_server >/dev/null 2>&1; then
    echo "moto: moto_server not found; install moto 5 (pip install 'moto[server]')" >&2
    return 1
  fi
  mkdir -p "$(dirname "$log")"
  for attempt in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 40000))
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      continue
    fi
    moto_server -H 127.0.0.1 -p "$port" >"$log" 2>&1 &
    pid=$!
    # Bounded wait: 60 × 0.5 s.
    for i in $(seq 60); do
      if ! kill -0 "$pid" 2>/dev/null; then
        echo "moto: attempt $attempt on port $port exited:" >&2
        tail -n 5 "$log" >&2
        continue 2
      fi
      if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        SERVICE_PIDS+=("$pid")
        export EXPLORER_TEST_MOTO_ENDPOINT="http://127.0.0.1:$port"
        echo "moto: pid $pid at $EXPLORER_TEST_MOTO_ENDPOINT (log $log)"
        return 0
      fi
      sleep 0.5
    done
    echo "moto: no answer on port $port after 30 s; log $log:" >&2
    tail -n 20 "$log" >&2
    kill "$pid" 2>/dev/null
    return 1
  done
  echo "moto: could not start after 5 attempts; log $log" >&2
  return 1
}

_moto_start || return 1
unset -f _moto_start
