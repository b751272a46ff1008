#!/usr/bin/env bash
# Regenerates the golden outputs: the generated code in IntegrationTests/Generated that the golden tests compare
# with the generator and the integration package compiles (one folder for both), and the example's committed code.
# Run after a deliberate change to the generator or templates, then review the diff.
#
# The golden tests write their folders in swift-snapshot-testing's record mode (Tests/RouteGenCoreTests/Goldens,
# through OutputWriter, with the header naming each spec by its repository path, as `routegen` run from here does).
# GitHubExampleModels comes from the GitHub document in ../shared/specs (ROUTEGEN_SHARED_SPECS), so the document
# is required: without it the test would be skipped and the folder left as it was.
set -euo pipefail
cd "$(dirname "$0")/.."
goldens='GeneratedCodeSnapshotTests|AlamofireSnapshotTests|SwaggerSnapshotTests|ConfigurationSnapshotTests|NameOverrideSnapshotTests'
goldens+='|FixturesAreCurrentTests|UnionSamplesTests.cutFixturesMatchGenerator|GitHubExampleModelsTests'
# Record mode writes what differs and fails the tests that wrote; the second run must then pass.
SNAPSHOT_TESTING_RECORD=failed ROUTEGEN_REQUIRE_SHARED_SPECS=1 swift test --filter "$goldens" --disable-xctest -q \
  || echo "update-fixtures.sh: the golden folders above were recorded; checking them again"
ROUTEGEN_REQUIRE_SHARED_SPECS=1 swift test --filter "$goldens" --disable-xctest -q

# The example's committed code, as `swift package generate-routes` writes it: with the plugins' default
# access level and the configuration file beside the spec (Plugins/Shared/ToolArguments.swift).
swift build --product routegen
./.build/debug/routegen Examples/Blog/Sources/HealthAPI/health.routegen.yaml -o Examples/Blog/Sources/HealthAPI/Generated \
  --default-access internal --config Examples/Blog/Sources/HealthAPI/routegen-config.yaml
