#!/usr/bin/env bash
# The whole test run: install what is missing (cached under .cache/), start
# each service once, then run every check. Called by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CACHE_DIR="$PWD/.cache" ARTIFACTS_DIR="$PWD/artifacts"
mkdir -p "$CACHE_DIR" "$ARTIFACTS_DIR"

# stage NAME prints how long the stage before took (whole seconds) and
# starts the next; "stage" alone closes the last. The lines read
# "== [42 s] previous" then "== NAME", and a summary closes the run.
_stage_name="" _stage_start=$SECONDS _stage_times=()
stage() {
  if [ -n "$_stage_name" ]; then
    local took=$((SECONDS - _stage_start))
    echo "== [$took s] $_stage_name"
    _stage_times+=("$(printf '%5d s  %s' "$took" "$_stage_name")")
  fi
  _stage_name=${1:-} _stage_start=$SECONDS
  [ -z "$_stage_name" ] || echo "== $_stage_name"
}

for f in scripts/install/*.sh; do
  [ -e "$f" ] || continue
  stage "install: $f"
  bash "$f"
done

SERVICE_PIDS=()
stop_services() { for p in "${SERVICE_PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap stop_services EXIT
for f in scripts/services/*.sh; do
  [ -e "$f" ] || continue
  stage "service: $f"
  # shellcheck source=/dev/null
  source "$f"
done
export EXPLORER_TEST_REQUIRE_SERVICES=1

stage "gofmt"
unformatted=$(gofmt -l $(git ls-files -co --exclude-standard '*.go'))
if [ -n "$unformatted" ]; then echo "gofmt needed: $unformatted"; exit 1; fi
stage "go vet"
go vet ./...
stage "go test -race"
# atexit_sleep_ms=0: a process built with -race otherwise sleeps a second
# as it exits (the race runtime's default), which every test binary and
# every program a test starts from one (the auth conformance suite's
# client and browser helpers, about 50) would pay; a race is reported when
# it happens, not at exit.
GORACE="${GORACE:+$GORACE }atexit_sleep_ms=0" go test -race -count=1 -timeout 25m ./...
stage "detection on the labelled corpora and the model's retraining (without -race)"
# With them run the package's other proofs that skip under -race
# (SlowUnderRace): each is one goroutine over the corpus, the phrase
# automaton or the learned model, with nothing to race. Under -race they
# took about 400 s of a busy machine's race step.
go test -count=1 -timeout 40m -run '^(TestEval|TestLearnedWeights|TestMayAskForGate|TestScrambledLinesSame|TestPhraseTrieMatchesReference|TestLearnedIgnoresWordSalad|TestFindingsDeterministic)$' ./shared/analysis
stage "the recheck job over a 0.6 MB tool list on every store (without -race)"
# One job whose minutes are the analysis of 0.6 MB, which -race only
# multiplies (most of the recheck package's time in the race step); the
# package's other tests race its stores and workers.
go test -count=1 -timeout 20m -run '^TestLargeServersFitTheItemLimit$' ./shared/recheck
stage "fuzz (brief): every parser of untrusted input"
# Each package's fuzz-instrumented test binary is built once (`go test -c
# -fuzz`) and every target of the package is fuzzed from it, run in the
# package's directory as `go test -fuzz` runs it (its testdata/fuzz corpus
# there, its cache where `go test` keeps it): `go test -fuzz` per target
# would link the binary again for each of its 18 targets.
fuzz_bin="$CACHE_DIR/fuzz-bin"
rm -rf "$fuzz_bin"
fuzz_cache="$(go env GOCACHE)/fuzz"
fuzz_module="$(go list -m)"
fuzz_targets=(
  "FuzzParseTools ./shared/analysis" "FuzzCanonicalMatchesJCS ./shared/analysis/internal/jsonvalue"
  "FuzzDecodeJSONMatchesEncodingJSON ./shared/analysis/internal/jsonvalue" "FuzzParseListMatchesParseFast ./shared/analysis" "FuzzScanText ./shared/analysis"
  "FuzzDecodeInput ./shared/explorer" "FuzzVet ./shared/serverurl" "FuzzConsistencyFindings ./shared/analysis"
  "FuzzSSEReader ./shared/mcpclient" "FuzzParseChallenges ./shared/mcpclient"
  "FuzzParse ./shared/clientconfig" "FuzzParseCodex ./shared/clientconfig" "FuzzParseGoose ./shared/clientconfig"
  "FuzzParseContinue ./shared/clientconfig" "FuzzRedactURL ./shared/clientconfig" "FuzzDiscoveryURLs ./shared/oauthclient"
  "FuzzParseQuery ./shared/index" "FuzzDirectoryReadiness ./shared/analysis"
)
# fuzz_one TARGET DIR fuzzes TARGET for 6 s with DIR's binary, from DIR.
fuzz_one() {
  (cd "$2" && "$fuzz_bin/${2//\//_}.test" -test.paniconexit0 -test.run '^$' -test.fuzz "^$1\$" -test.fuzztime 6s \
    -test.fuzzcachedir "$fuzz_cache/$fuzz_module/${2#./}")
}
for target in "${fuzz_targets[@]}"; do
  set -- $target
  [ -e "$fuzz_bin/${2//\//_}.test" ] || go test -c -fuzz "^$1\$" -o "$fuzz_bin/${2//\//_}.test" "$2"
  # A run can fail with "context deadline exceeded" when its time ends while
  # it minimises a new input (a Go fuzzing flake); a real crasher is saved to
  # testdata and fails the second run too.
  fuzz_one "$1" "$2" || { echo "retrying $1 once"; fuzz_one "$1" "$2"; }
done
rm -rf "$fuzz_bin"
for f in scripts/checks/*.sh; do
  [ -e "$f" ] || continue
  stage "check: $f"
  bash "$f"
done
stage
echo "== seconds by stage (total $SECONDS s):"
printf '%s\n' "${_stage_times[@]}"
echo "== all tests passed"
