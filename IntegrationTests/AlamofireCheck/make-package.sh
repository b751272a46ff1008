#!/usr/bin/env bash
# Lays out a scratch Swift package that compiles routegen's Alamofire output (the fixtures
# IntegrationTests/Generated/Alamofire*) and its tests against an Alamofire of your choice: a checkout of the
# real Alamofire 5.12, or the stand-in (IntegrationTests/Sources/Alamofire), to compare the two with the same files.
#
#   make-package.sh ALAMOFIRE [ROUTEGEN_CHECKOUT] [OUT_DIR]
#
# ALAMOFIRE (or $ALAMOFIRE_PATH): the folder of an Alamofire 5.12 checkout (the one that holds
#   Package.swift and Source/), or the word `standin` for routegen's stand-in.
# ROUTEGEN_CHECKOUT (or $ROUTEGEN_PATH): routegen's work tree; default: the git work tree around the
#   current folder.
# OUT_DIR: where the package goes; default: a new folder under ${TMPDIR:-/tmp}. Its Sources/ and
#   Tests/ are replaced; its .build/ is kept, so a second run builds only what changed.
# Sources are copied (symlinks followed): nothing is written into either checkout.
#
# The package (real Alamofire):
#   fixtures    AlamofireExampleAPI, AlamofireWireAPI, AlamofireAnswersAPI, AlamofireResponsesAPI,
#               with -warnings-as-errors as in routegen (ROUTEGEN_WARNINGS=1 at build time drops it)
#   tests       AlamofireWireAPITests (Tests/WireAPITests' files, -D ALAMOFIRE_OUTPUT, a server on
#               127.0.0.1), AlamofireNamesTests, and AlamofireClientTestsOverURLProtocol:
#               AlamofireClientTests with alt/CannedSession.swift, which answers through a URLProtocol
#               because the real Alamofire has no `Session.cannedResponses`. ROUTEGEN_CLIENT_TESTS=1 at
#               build time adds AlamofireClientTests as written (it does not compile: that is the point).
#   probes      MultipartEncodeProbe, RetryResetProbe, SessionFactsProbe, UploadProbe (probes/ beside
#               this script)
# With `standin`, the same fixtures and the three test targets as written, against Tests/Alamofire,
# and MultipartEncodeProbe.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
alamofire="${1:-${ALAMOFIRE_PATH:-}}"
routegen="${2:-${ROUTEGEN_PATH:-$(git rev-parse --show-toplevel 2>/dev/null || pwd)}}"
out="${3:-$(mktemp -d "${TMPDIR:-/tmp}/routegen-alamofire-check.XXXXXX")}"

usage() { echo "usage: $0 ALAMOFIRE_CHECKOUT|standin [ROUTEGEN_CHECKOUT] [OUT_DIR]  (or set ALAMOFIRE_PATH)" >&2; exit 2; }
[[ -n "$alamofire" ]] || usage
routegen="$(cd "$routegen" && pwd)"
[[ -d "$routegen/IntegrationTests/Generated/AlamofireWireAPI" ]] || { echo "$routegen is not routegen's work tree" >&2; exit 2; }

if [[ "$alamofire" == standin ]]; then
    standin=1
else
    standin=0
    [[ -f "$alamofire/Source/Alamofire.swift" ]] || usage
    alamofire="$(cd "$alamofire" && pwd)"
    version="$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' "$alamofire/Source/Alamofire.swift")"
    [[ "$version" == 5.12.* ]] || echo "warning: $alamofire is Alamofire $version, not 5.12" >&2
fi

# The package is OUT_DIR/package; the test fixtures AlamofireClientTests reads are OUT_DIR/Tests/Fixtures, where
# its path to them (two folders up from its own, then Tests/Fixtures) leads, as in routegen's checkout.
pkg="$out/package"
mkdir -p "$pkg"
rm -rf "$pkg/Sources" "$pkg/Tests" "$out/Tests"
mkdir -p "$pkg/Sources" "$pkg/Tests" "$out/Tests/Fixtures"
for fixture in AlamofireExampleAPI AlamofireWireAPI AlamofireAnswersAPI AlamofireResponsesAPI; do
    cp -RLp "$routegen/IntegrationTests/Generated/$fixture" "$pkg/Sources/$fixture"
done
cp -RLp "$routegen/IntegrationTests/Sources/LocalHTTPServer" "$pkg/Sources/LocalHTTPServer"
for tests in AlamofireWireAPITests AlamofireNamesTests AlamofireClientTests; do
    cp -RLp "$routegen/IntegrationTests/Tests/$tests" "$pkg/Tests/$tests"
done
# AlamofireClientTests reads Tests/Fixtures/answers/github.json (#filePath, two folders up, then Tests/Fixtures).
cp -RLp "$routegen/Tests/Fixtures/answers" "$out/Tests/Fixtures/answers"
cp -Rp "$here/probes/MultipartEncodeProbe" "$pkg/Sources/MultipartEncodeProbe"
if [[ $standin == 0 ]]; then
    cp -RLp "$routegen/IntegrationTests/Tests/AlamofireClientTests" "$pkg/Tests/AlamofireClientTestsOverURLProtocol"
    cp -p "$here/alt/CannedSession.swift" "$pkg/Tests/AlamofireClientTestsOverURLProtocol/CannedSession.swift"
    cp -Rp "$here/probes/RetryResetProbe" "$pkg/Sources/RetryResetProbe"
    cp -Rp "$here/probes/SessionFactsProbe" "$pkg/Sources/SessionFactsProbe"
    cp -Rp "$here/probes/UploadProbe" "$pkg/Sources/UploadProbe"
else
    cp -RLp "$routegen/IntegrationTests/Sources/Alamofire" "$pkg/Sources/Alamofire"
fi

if [[ $standin == 1 ]]; then
    dependency='"Alamofire"'
    packages=''
    extra_targets='        .target(name: "Alamofire"),
        .testTarget(
            name: "AlamofireClientTests",
            dependencies: ["AlamofireExampleAPI", "AlamofireAnswersAPI", "AlamofireResponsesAPI", alamofire],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),'
    tail_targets='[]'
    what="the stand-in (a copy of $routegen/IntegrationTests/Sources/Alamofire)"
else
    dependency='.product(name: "Alamofire", package: "alamofire")'
    packages="        .package(path: \"$alamofire\"),"
    extra_targets='        .executableTarget(name: "RetryResetProbe", dependencies: [alamofire, "LocalHTTPServer"]),
        .executableTarget(name: "SessionFactsProbe", dependencies: [alamofire, "LocalHTTPServer"]),
        .executableTarget(name: "UploadProbe", dependencies: [alamofire, "AlamofireWireAPI", "LocalHTTPServer"]),
        .testTarget(
            name: "AlamofireClientTestsOverURLProtocol",
            dependencies: ["AlamofireExampleAPI", "AlamofireAnswersAPI", "AlamofireResponsesAPI", alamofire],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),'
    tail_targets='(clientTests ? [
        .testTarget(
            name: "AlamofireClientTests",
            dependencies: ["AlamofireExampleAPI", "AlamofireAnswersAPI", "AlamofireResponsesAPI", alamofire],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),
    ] : [])'
    what="the Alamofire at $alamofire"
fi

cat > "$pkg/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// Written by make-package.sh: routegen's Alamofire output against $what.
import PackageDescription

// ROUTEGEN_CLIENT_TESTS=1 adds AlamofireClientTests as written, which needs the stand-in's canned responses.
let clientTests = Context.environment["ROUTEGEN_CLIENT_TESTS"] == "1"
// ROUTEGEN_WARNINGS=1 drops -warnings-as-errors from the fixtures, to see the warnings.
let strict: [SwiftSetting] = Context.environment["ROUTEGEN_WARNINGS"] == "1" ? [] : [.unsafeFlags(["-warnings-as-errors"])]
let alamofire: Target.Dependency = $dependency

func fixture(_ name: String) -> Target {
    .target(name: name, dependencies: [alamofire], swiftSettings: strict)
}

let package = Package(
    name: "AlamofireOutputCheck",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
$packages
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        fixture("AlamofireExampleAPI"),
        fixture("AlamofireWireAPI"),
        fixture("AlamofireAnswersAPI"),
        fixture("AlamofireResponsesAPI"),
        .target(
            name: "LocalHTTPServer",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        .executableTarget(name: "MultipartEncodeProbe", dependencies: [alamofire]),
        .testTarget(
            name: "AlamofireWireAPITests",
            dependencies: ["AlamofireWireAPI", alamofire, "LocalHTTPServer"],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),
        .testTarget(name: "AlamofireNamesTests", dependencies: ["AlamofireExampleAPI", alamofire]),
$extra_targets
    ] + $tail_targets
)
SWIFT
echo "$out"
