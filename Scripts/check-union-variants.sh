#!/usr/bin/env bash
# Decodes a sample of every variant of every union of the whole shared Stripe and GitHub documents
# (../shared/specs, or ROUTEGEN_SHARED_SPECS) with the generated code: each must decode as its own
# variant, except the variants the generator reports as lookalikes, which are listed. Building the
# scratch package also proves that both whole outputs compile, with warnings as errors.
#
# RouteGenCoreTests.UnionSamplesTests/writesWholeDocuments writes the outputs, the samples and the
# checking program into .build-unions/ (not committed); this script adds the manifest and runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
specs=${ROUTEGEN_SHARED_SPECS:-"$PWD/../shared/specs"}
if [ ! -f "$specs/stripe-2023.openapi.yaml" ] || [ ! -f "$specs/github-2022.openapi.yaml" ]; then
  echo "check-union-variants: skipped, the shared documents are not in $specs (set ROUTEGEN_SHARED_SPECS)"
  # CI sets ROUTEGEN_REQUIRE_SHARED_SPECS=1: there a missing document fails the run instead.
  [ "${ROUTEGEN_REQUIRE_SHARED_SPECS:-}" = 1 ] && exit 1
  exit 0
fi
scratch="$PWD/.build-unions"
mkdir -p "$scratch"
ROUTEGEN_SHARED_SPECS="$specs" ROUTEGEN_UNION_SCRATCH="$scratch" \
  swift test --filter 'UnionSamplesTests/writesWholeDocuments' --disable-xctest -q
cat "$scratch/summary.txt"

cat > "$scratch/Package.swift" <<'MANIFEST'
// swift-tools-version: 6.0
// Written by Scripts/check-union-variants.sh; not committed.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
let runtime: Target.Dependency = .product(name: "RouteGenRuntime", package: "routegen")

let package = Package(
    name: "CheckUnionVariants",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
        .target(name: "StripeModels", dependencies: [runtime], swiftSettings: strict),
        .target(name: "GitHubModels", dependencies: [runtime], swiftSettings: strict),
        .executableTarget(name: "CheckUnions", dependencies: ["StripeModels", "GitHubModels"]),
    ]
)
MANIFEST

swift build --package-path "$scratch" --product CheckUnions
"$scratch/.build/debug/CheckUnions"
