#!/usr/bin/env bash
# Compiles the code generated from every OpenAPI document the tests use (the OAI examples and our
# focused fixtures, Swagger 2.0 ones included) against RouteGenRuntime, with warnings as errors. The snapshot tests pin the
# text; this proves it builds. One scratch package in .build-compile/, one target per document.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product routegen
routegen=".build/debug/routegen"
scratch=".build-compile"
rm -rf "$scratch/Sources"
mkdir -p "$scratch/Sources"

documents=(Tests/Fixtures/oai/*.yaml Tests/Fixtures/openapi/*.yaml Tests/Fixtures/openapi/*.json Tests/Fixtures/openapi/multifile/api.yaml
  Tests/Fixtures/swagger/*.yaml Tests/Fixtures/swagger/multifile/api.yaml)
targets=""
count=0
for document in "${documents[@]}"; do
  case "$(basename "$document")" in malformed.yaml|swagger.yaml|problems.yaml) continue ;; esac
  # oai/petstore.yaml → OaiPetstore, openapi/multifile/api.yaml → OpenapiMultifileApi, swagger/bodies.yaml → SwaggerBodies
  name=$(echo "${document#Tests/Fixtures/}" | sed -E 's/\.(yaml|json)$//; s/[^A-Za-z0-9]+/ /g' \
    | awk '{ for (i = 1; i <= NF; i++) printf "%s", toupper(substr($i, 1, 1)) substr($i, 2) }')
  "$routegen" "$document" -o "$scratch/Sources/$name" --quiet
  count=$((count + 1))
  targets+="        .target(name: \"$name\", dependencies: [.product(name: \"RouteGenRuntime\", package: \"routegen\")], swiftSettings: strict),"$'\n'
done

cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
// Written by Scripts/compile-openapi-documents.sh; not committed.
import PackageDescription

let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "CompileOpenAPIDocuments",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
$targets    ]
)
MANIFEST

swift build --package-path "$scratch"
echo "Compiled the code generated from $count OpenAPI and Swagger documents."
