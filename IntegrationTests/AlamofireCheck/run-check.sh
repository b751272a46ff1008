#!/usr/bin/env bash
# Builds routegen's Alamofire output and its tests against an Alamofire (see make-package.sh), runs
# the tests and the probes, and writes what each printed under OUT_DIR/logs/.
#
#   run-check.sh ALAMOFIRE|standin [ROUTEGEN_CHECKOUT] [OUT_DIR]
#
# Exits 0 when everything built; test failures and probe crashes are findings, not errors: read
# OUT_DIR/logs/summary.txt. A first build of Alamofire takes a few minutes on 2 cores.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
alamofire="${1:-${ALAMOFIRE_PATH:-}}"
out="$("$here/make-package.sh" "$@")" || exit 2
logs="$out/logs"
mkdir -p "$logs"
cd "$out/package"

summary="$logs/summary.txt"
: > "$summary"
note() { echo "$*" | tee -a "$summary"; }

note "package: $out ($(sed -n 2p Package.swift | sed 's#^// ##'))"
if ! swift build --build-tests > "$logs/build.log" 2>&1; then
    note "build: FAILED (errors below; all in $logs/build.log)"
    grep -E "error:" "$logs/build.log" | grep -vE '^\s*[0-9]+ \|' | sort -u | tee -a "$summary"
    exit 1
fi
note "build: fixtures, tests and probes compiled"

if [[ "$alamofire" != standin ]]; then
    if ROUTEGEN_CLIENT_TESTS=1 swift build --build-tests > "$logs/build-client-tests.log" 2>&1; then
        note "AlamofireClientTests as written: compiled"
    else
        note "AlamofireClientTests as written: does not compile:"
        grep -E "error:" "$logs/build-client-tests.log" | grep -vE '^\s*[0-9]+ \|' | sort -u | sed 's/^/  /' | tee -a "$summary"
    fi
    # Back to the default package, so that swift test below runs the targets that compiled.
    swift build --build-tests > /dev/null 2>&1
fi

swift test --skip-build > "$logs/test.log" 2>&1
note "swift test exit code: $?"
grep -E "^(✔|✘) Test run with|recorded an issue|Test .* (passed|failed) after|Signal [0-9]+|crashed" "$logs/test.log" \
    | grep -vE "^✔ Test .* passed after" | tee -a "$summary"
note "tests passed: $(grep -E '^✔ Test .* passed after' "$logs/test.log" | grep -vc 'Test run with')"

run_probe() {
    local name="$1"; shift
    local log="$logs/$name${1:+-$1}.log"
    timeout 120 "./.build/debug/$name" "$@" > "$log" 2>&1
    local code=$?
    note "probe $name $*: exit $code"
    # What the probe said, and for a crash the first frames of the thread that crashed.
    grep -E "^[0-9]\.|^variant|^retrier|^finished|^server received|^encode|^Alamofire|^\*\*\* Program crashed" "$log" | sed 's/^/  /' | tee -a "$summary"
    awk '/^Thread .* crashed:/ { on = 1; print; next } on && /^ +[0-9]+ / { print; if (++n == 8) exit } on && /^\.\.\./ { exit }' "$log" \
        | sed 's/^/  /' | tee -a "$summary"
}
run_probe MultipartEncodeProbe
if [[ "$alamofire" != standin ]]; then
    for variant in get-body get-chunked get-empty post-body; do run_probe RetryResetProbe "$variant"; done
    run_probe SessionFactsProbe
    for variant in once retry; do run_probe UploadProbe "$variant"; done
fi
exit 0
