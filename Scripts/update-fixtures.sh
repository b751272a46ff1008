#!/usr/bin/env bash
# Regenerates the committed generated code that the test targets compile.
# Run after a deliberate change to the generator or templates, then review the diff.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product routegen
./.build/debug/routegen specs/api.yaml -o Tests/Generated/ExampleAPI
./.build/debug/routegen Tests/Fixtures/hostile.yaml -o Tests/Generated/HostileAPI
