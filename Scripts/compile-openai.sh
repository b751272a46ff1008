#!/usr/bin/env bash
# Generates the code of OpenAI's whole document (../shared/specs/openai-2026.openapi.yaml, OpenAPI 3.1,
# 3 MB; ROUTEGEN_SHARED_SPECS names another folder), checks that every operation that declares a
# stream (a `text/event-stream`, JSON Lines or JSON text sequence answer) got a streaming call, and
# compiles the output against RouteGenRuntime with warnings as errors (issue 21). One scratch package
# in .build-openai/. Skipped, with a message, where the shared documents are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
specs="${ROUTEGEN_SHARED_SPECS:-../shared/specs}"
document="$specs/openai-2026.openapi.yaml"
if [ ! -f "$document" ]; then
  echo "Skipped: $document is missing (set ROUTEGEN_SHARED_SPECS to the folder of the shared documents)."
  # CI sets ROUTEGEN_REQUIRE_SHARED_SPECS=1: there a missing document fails the run instead.
  [ "${ROUTEGEN_REQUIRE_SHARED_SPECS:-}" = 1 ] && exit 1
  exit 0
fi
swift build --product routegen
routegen=".build/debug/routegen"
scratch=".build-openai"
rm -rf "$scratch/Sources"
mkdir -p "$scratch/Sources"
"$routegen" "$document" -o "$scratch/Sources/OpenAI" --quiet

# Operations that declare a stream, and the streaming calls generated for them.
declared=$(python3 - "$document" <<'PYTHON'
import sys, yaml
doc = yaml.load(open(sys.argv[1]), Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
streams = ("text/event-stream", "application/jsonl", "application/x-ndjson", "application/json-seq")
methods = ("get", "put", "post", "delete", "options", "head", "patch", "trace", "query")
count = 0
for path, item in doc.get("paths", {}).items():
    if "?" in path:  # routegen skips paths that hold a query string, with a warning
        continue
    for method in methods:
        responses = (item.get(method) or {}).get("responses", {})
        if any(any(t.split(";")[0].strip() in streams for t in (r.get("content") or {}))
               for s, r in responses.items() if str(s).startswith("2") and isinstance(r, dict)):
            count += 1
print(count)
PYTHON
)
generated=$(grep -ho 'RouteGenRuntime.ResponseStream<' "$scratch"/Sources/OpenAI/Clients/*.swift | wc -l | tr -d ' ')
echo "OpenAI: $declared operations declare a stream; $generated streaming calls generated."
if [ "$generated" -lt "$declared" ]; then
  echo "error: $((declared - generated)) operations that declare a stream got no streaming call" >&2
  exit 1
fi

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
// Written by Scripts/compile-openai.sh; not committed.
import PackageDescription

let package = Package(
    name: "CompileOpenAI",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
        .target(
            name: "OpenAI", dependencies: [.product(name: "RouteGenRuntime", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
    ]
)
MANIFEST

swift build --package-path "$scratch"
echo "Compiled the code generated from OpenAI's document ($(ls "$scratch"/Sources/OpenAI/*/*.swift | wc -l | tr -d ' ') files)."
