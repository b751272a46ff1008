#!/usr/bin/env bash
# Generates the code of the shared Swagger 2.0 documents (the OAI's petstore-expanded and uber
# examples, and Kubernetes: 4.1 MB, 562 paths, 771 definitions) and compiles it against
# RouteGenRuntime with warnings as errors (issue 22). The documents are in
# ${ROUTEGEN_SHARED_SPECS:-../shared/specs}/swagger2; without them the script says so and stops.
# One scratch package in .build-swagger/, one target per document.
set -euo pipefail
cd "$(dirname "$0")/.."
shared="${ROUTEGEN_SHARED_SPECS:-../shared/specs}/swagger2"
if [ ! -d "$shared" ]; then
  echo "Skipped: no Swagger 2.0 documents in $shared (set ROUTEGEN_SHARED_SPECS to the shared specs folder)."
  # CI sets ROUTEGEN_REQUIRE_SHARED_SPECS=1: there a missing document fails the run instead.
  [ "${ROUTEGEN_REQUIRE_SHARED_SPECS:-}" = 1 ] && exit 1
  exit 0
fi
swift build --product routegen
routegen=".build/debug/routegen"
scratch=".build-swagger"
rm -rf "$scratch/Sources"
mkdir -p "$scratch/Sources"

targets=""
for pair in "oai-petstore-expanded.yaml:SwaggerPetstoreExpanded" "oai-uber.json:SwaggerUber" "kubernetes.json:Kubernetes"; do
  document="${pair%%:*}"
  name="${pair##*:}"
  "$routegen" "$shared/$document" -o "$scratch/Sources/$name" --quiet
  echo "$document: $(find "$scratch/Sources/$name" -name '*.swift' | wc -l | tr -d ' ') files, $(cat $(find "$scratch/Sources/$name" -name '*.swift') | wc -l | tr -d ' ') lines"
  targets+="        .target(name: \"$name\", dependencies: runtime, swiftSettings: strict),"$'\n'
done

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
// Written by Scripts/compile-swagger-documents.sh; not committed.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime: [Target.Dependency] = [.product(name: "RouteGenRuntime", package: "routegen")]

let package = Package(
    name: "CompileSwaggerDocuments",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
$targets    ]
)
MANIFEST

start=$(date +%s)
swift build --package-path "$scratch"
echo "Compiled the code of the three shared Swagger 2.0 documents in $(( $(date +%s) - start )) s."
