#!/usr/bin/env bash
# The whole test run: install what is missing (cached under .cache/), start
# each service once, then run every check. Called by `make test`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CACHE_DIR="$PWD/.cache" ARTIFACTS_DIR="$PWD/artifacts"
mkdir -p "$CACHE_DIR" "$ARTIFACTS_DIR"

for f in scripts/install/*.sh; do
  [ -e "$f" ] || continue
  echo "== install: $f"
  bash "$f"
done

SERVICE_PIDS=()
stop_services() { for p in "${SERVICE_PIDS[@]:-}"; do [ -n "$p" ] && kill "$p" 2>/dev/null || true; done; }
trap stop_services EXIT
for f in scripts/services/*.sh; do
  [ -e "$f" ] || continue
  echo "== service: $f"
  # shellcheck source=/dev/null
  source "$f"
done
export EXPLORER_TEST_REQUIRE_SERVICES=1

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files -co --exclude-standard '*.go'))
if [ -n "$unformatted" ]; then echo "gofmt needed: $unformatted"; exit 1; fi
echo "== go vet"
go vet ./...
echo "== go test -race"
go test -race -count=1 -timeout 25m ./...
echo "== detection on the labelled corpora and the model's retraining (without -race)"
go test -count=1 -timeout 40m -run '^(TestEval|TestLearnedWeights)$' ./shared/analysis
echo "== fuzz (brief): every parser of untrusted input"
for target in \
  "FuzzParseTools ./shared/analysis" "FuzzCanonicalMatchesJCS ./shared/analysis/internal/jsonvalue" \
  "FuzzDecodeJSONMatchesEncodingJSON ./shared/analysis/internal/jsonvalue" "FuzzParseListMatchesParseFast ./shared/analysis" "FuzzScanText ./shared/analysis" \
  "FuzzDecodeInput ./shared/explorer" "FuzzVet ./shared/serverurl" "FuzzConsistencyFindings ./shared/analysis" \
  "FuzzSSEReader ./shared/mcpclient" "FuzzParseChallenges ./shared/mcpclient" \
  "FuzzParse ./shared/clientconfig" "FuzzParseCodex ./shared/clientconfig" "FuzzParseGoose ./shared/clientconfig" \
  "FuzzParseContinue ./shared/clientconfig" "FuzzRedactURL ./shared/clientconfig" "FuzzDiscoveryURLs ./shared/oauthclient" \
  "FuzzParseQuery ./shared/index" "FuzzDirectoryReadiness ./shared/analysis"; do
  set -- $target
  # A run can fail with "context deadline exceeded" when its time ends while
  # it minimises a new input (a Go fuzzing flake); a real crasher is saved to
  # testdata and fails the second run too.
  go test -run '^$' -fuzz "^$1\$" -fuzztime 6s "$2" ||
    { echo "retrying $1 once"; go test -run '^$' -fuzz "^$1\$" -fuzztime 6s "$2"; }
done
for f in scripts/checks/*.sh; do
  [ -e "$f" ] || continue
  echo "== check: $f"
  bash "$f"
done
echo "== all tests passed"
