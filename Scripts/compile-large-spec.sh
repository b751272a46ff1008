#!/usr/bin/env bash
# Generates the code of two synthetic 3,000-endpoint APIs (Scripts/make-large-spec.py: an OpenAPI
# document without tags and a routegen spec with a single router) and compiles it against
# RouteGenRuntime with warnings as errors. Proves that routers of any size compile (issue 12,
# item 4; issue 10). One scratch package in .build-large/, one target per spec.
set -euo pipefail
cd "$(dirname "$0")/.."
count="${1:-3000}"
swift build --product routegen
routegen=".build/debug/routegen"
scratch=".build-large"
rm -rf "$scratch/Specs" "$scratch/Sources"
mkdir -p "$scratch/Sources"
python3 Scripts/make-large-spec.py "$scratch/Specs" "$count"
"$routegen" "$scratch/Specs/large.openapi.json" -o "$scratch/Sources/LargeOpenAPI" --quiet
"$routegen" "$scratch/Specs/large.routegen.yaml" -o "$scratch/Sources/LargeRouteGen" --quiet

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
// Written by Scripts/compile-large-spec.sh; not committed.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime: [Target.Dependency] = [.product(name: "RouteGenRuntime", package: "routegen")]

let package = Package(
    name: "CompileLargeSpec",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
        .target(name: "LargeOpenAPI", dependencies: runtime, swiftSettings: strict),
        .target(name: "LargeRouteGen", dependencies: runtime, swiftSettings: strict),
    ]
)
MANIFEST

start=$(date +%s)
swift build --package-path "$scratch"
echo "Compiled the code of two $count-endpoint APIs in $(( $(date +%s) - start )) s."
