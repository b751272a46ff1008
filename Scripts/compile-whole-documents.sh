#!/usr/bin/env bash
# Compiles the code generated from whole documents, each once, in one scratch package (.build-documents/, not
# committed), against RouteGenRuntime with warnings as errors: one dependency resolution, one build of the runtime,
# and both cores busy across the targets. Each part can be run alone: Scripts/compile-whole-documents.sh [PART...]
#
#   openai   OpenAI's whole document (../shared/specs/openai-2026.openapi.yaml, OpenAPI 3.1, 3 MB): every operation
#            that declares a stream (a `text/event-stream`, JSON Lines or JSON text sequence answer) gets a streaming
#            call, and the 2,646 files compile (issue 21).
#   unions   Every variant of every union of the whole shared Stripe (2023) and GitHub documents decodes as itself,
#            except the variants the generator reports as lookalikes, which are listed; both whole outputs compile
#            (issue 19). RouteGenCoreTests.UnionSamplesTests/writesWholeDocuments writes the outputs, the samples
#            and the checking program (CheckUnions).
#   large    Routers of any size compile: two synthetic 3,000-endpoint APIs (Scripts/make-large-spec.py: an
#            OpenAPI document without tags and a routegen spec with a single router; issue 12, item 4; issue 10).
#   swagger  Swagger 2.0 in: the shared petstore-expanded, uber and Kubernetes (4.1 MB, 562 paths, 771
#            definitions) documents generate and compile (issue 22).
#
# The shared documents are found in ${ROUTEGEN_SHARED_SPECS:-../shared/specs}; without them the parts that read
# them say so and are skipped, and under ROUTEGEN_REQUIRE_SHARED_SPECS=1 (CI) the script fails instead.
set -euo pipefail
cd "$(dirname "$0")/.."
parts=("$@")
[ ${#parts[@]} -eq 0 ] && parts=(openai unions large swagger)
specs=${ROUTEGEN_SHARED_SPECS:-"$PWD/../shared/specs"}
specs=$(cd "$specs" 2>/dev/null && pwd || echo "$specs")
wants() { [[ " ${parts[*]} " == *" $1 "* ]]; }
missing() {
  echo "compile-whole-documents: $1 skipped, $2 is missing (set ROUTEGEN_SHARED_SPECS to the shared specs folder)"
  # CI sets ROUTEGEN_REQUIRE_SHARED_SPECS=1: there a missing document fails the run instead.
  if [ "${ROUTEGEN_REQUIRE_SHARED_SPECS:-}" = 1 ]; then exit 1; fi
}

swift build --product routegen
routegen=".build/debug/routegen"
scratch="$PWD/.build-documents"
mkdir -p "$scratch"
rm -rf "$scratch/Sources" "$scratch/Specs"
mkdir -p "$scratch/Sources"
targets=()       # NAME or NAME:executable:DEPENDENCY,DEPENDENCY
checks=()        # what to run after the build

if wants openai; then
  document="$specs/openai-2026.openapi.yaml"
  if [ ! -f "$document" ]; then missing openai "$document"; else
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
    targets+=(OpenAI)
  fi
fi

if wants unions; then
  if [ ! -f "$specs/stripe-2023.openapi.yaml" ] || [ ! -f "$specs/github-2022.openapi.yaml" ]; then
    missing unions "$specs/stripe-2023.openapi.yaml or github-2022.openapi.yaml"
  else
    ROUTEGEN_SHARED_SPECS="$specs" ROUTEGEN_UNION_SCRATCH="$scratch" \
      swift test --filter 'UnionSamplesTests/writesWholeDocuments' --disable-xctest -q
    cat "$scratch/summary.txt"
    targets+=(StripeModels GitHubModels CheckUnions:executable:StripeModels,GitHubModels)
    checks+=(CheckUnions)
  fi
fi

if wants large; then
  count="${ROUTEGEN_LARGE_SPEC_ENDPOINTS:-3000}"
  python3 Scripts/make-large-spec.py "$scratch/Specs" "$count"
  "$routegen" "$scratch/Specs/large.openapi.json" -o "$scratch/Sources/LargeOpenAPI" --quiet
  "$routegen" "$scratch/Specs/large.routegen.yaml" -o "$scratch/Sources/LargeRouteGen" --quiet
  targets+=(LargeOpenAPI LargeRouteGen)
fi

if wants swagger; then
  if [ ! -d "$specs/swagger2" ]; then missing swagger "$specs/swagger2"; else
    for pair in "oai-petstore-expanded.yaml:SwaggerPetstoreExpanded" "oai-uber.json:SwaggerUber" "kubernetes.json:Kubernetes"; do
      document="${pair%%:*}"
      name="${pair##*:}"
      "$routegen" "$specs/swagger2/$document" -o "$scratch/Sources/$name" --quiet
      echo "$document: $(find "$scratch/Sources/$name" -name '*.swift' | wc -l | tr -d ' ') files," \
        "$(cat $(find "$scratch/Sources/$name" -name '*.swift') | wc -l | tr -d ' ') lines"
      targets+=("$name")
    done
  fi
fi

[ ${#targets[@]} -eq 0 ] && { echo "compile-whole-documents: nothing to compile"; exit 0; }
declarations=""
for target in "${targets[@]}"; do
  name=${target%%:*}
  if [[ "$target" == *:executable:* ]]; then
    dependencies=$(echo "${target##*:}" | sed 's/[^,]*/"&"/g')
    declarations+="        .executableTarget(name: \"$name\", dependencies: [$dependencies]),"$'\n'
  else
    declarations+="        .target(name: \"$name\", dependencies: runtime, swiftSettings: strict),"$'\n'
  fi
done
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
// Written by Scripts/compile-whole-documents.sh; not committed.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime: [Target.Dependency] = [.product(name: "RouteGenRuntime", package: "routegen")]

let package = Package(
    name: "CompileWholeDocuments",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
$declarations    ]
)
MANIFEST

start=$(date +%s)
swift build --package-path "$scratch"
for target in "${targets[@]}"; do
  name=${target%%:*}
  echo "Compiled $name: $(find "$scratch/Sources/$name" -name '*.swift' | wc -l | tr -d ' ') files."
done
echo "Compiled the code of ${#targets[@]} targets in $(( $(date +%s) - start )) s."
for check in "${checks[@]}"; do
  "$scratch/.build/debug/$check"
done
