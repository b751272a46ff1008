#!/usr/bin/env bash
# Builds the libFuzzer target (Linux; the toolchain's -sanitize=fuzzer) and runs it on a corpus
# seeded with the repository's specs. Extra arguments go to libFuzzer, e.g. `-max_total_time=600`.
#   Fuzz/run.sh -max_total_time=60
set -euo pipefail
cd "$(dirname "$0")"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
swift build --product SpecFuzzer -Xswiftc -sanitize=fuzzer  # instruments routegen and its dependencies too
corpus=.build/corpus
mkdir -p "$corpus" .build/crashes
for spec in ../specs/*.yaml ../Tests/Fixtures/*.yaml ../Tests/Fixtures/oai/*.yaml ../Tests/Fixtures/openapi/*.yaml \
            ../Examples/Blog/Sources/*/*.routegen.yaml; do
  cp "$spec" "$corpus/$(echo "$spec" | tr '/.' '__')"
done
exec .build/debug/SpecFuzzer "$corpus" -artifact_prefix=.build/crashes/ -timeout=10 -rss_limit_mb=4096 "$@"
