# shellcheck shell=bash
# start_service NAME VAR DIR CMD… starts CMD (from DIR) on a free loopback
# port, written {port} in its arguments, waits until the port answers, appends
# the PID to SERVICE_PIDS and exports VAR=http://127.0.0.1:PORT. It tries 5
# ports below Linux's ephemeral range (so no client socket holds one), moves
# on when one is taken or does not answer within 30 s, and logs to
# $ARTIFACTS_DIR/NAME.log.
# Sourced by the scripts in scripts/services/.
start_service() {
  local name=$1 var=$2 dir=$3
  shift 3
  local log="${ARTIFACTS_DIR:-${CACHE_DIR:-./.cache}}/$name.log"
  local attempt port pid i
  if [ -n "${!var:-}" ]; then
    echo "$name: already running at ${!var}"
    return 0
  fi
  mkdir -p "$(dirname "$log")"
  for attempt in 1 2 3 4 5; do
    port=$((20000 + RANDOM % 12000))
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      continue
    fi
    (cd "$dir" && exec "${@//\{port\}/$port}") >"$log" 2>&1 &
    pid=$!
    for i in $(seq 60); do
      if ! kill -0 "$pid" 2>/dev/null; then
        echo "$name: attempt $attempt on port $port exited:" >&2
        tail -n 5 "$log" >&2
        continue 2
      fi
      if grep -q "Address already in use" "$log" 2>/dev/null; then
        echo "$name: attempt $attempt: port $port is taken" >&2
        kill "$pid" 2>/dev/null
        continue 2
      fi
      if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
        SERVICE_PIDS+=("$pid")
        export "$var=http://127.0.0.1:$port"
        echo "$name: pid $pid at http://127.0.0.1:$port (log $log, ready after $i polls)"
        return 0
      fi
      sleep 0.5
    done
    echo "$name: attempt $attempt: no answer on port $port after 30 s; log $log:" >&2
    tail -n 20 "$log" >&2
    kill "$pid" 2>/dev/null
  done
  echo "$name: could not start after 5 attempts; log $log" >&2
  return 1
}
