#!/usr/bin/env bash
# Regenerates the committed generated code that the test targets compile.
# Run after a deliberate change to the generator or templates, then review the diff.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product routegen
./.build/debug/routegen specs/api.yaml -o Tests/Generated/ExampleAPI
./.build/debug/routegen Tests/Fixtures/hostile.yaml -o Tests/Generated/HostileAPI
./.build/debug/routegen Tests/Fixtures/oai/petstore.yaml -o Tests/Generated/PetstoreAPI
./.build/debug/routegen Tests/Fixtures/openapi/responses.yaml -o Tests/Generated/ResponsesAPI
./.build/debug/routegen Tests/Fixtures/openapi/github-responses.json -o Tests/Generated/GitHubResponsesAPI
./.build/debug/routegen Tests/Fixtures/openapi/stripe-list.json -o Tests/Generated/StripeListAPI
# The wire fixtures (Scripts/cut-wire-fixtures.sh cuts the Stripe and GitHub ones from the shared documents).
./.build/debug/routegen Tests/Fixtures/wire/stripe.json -o Tests/Generated/WireAPI/Stripe
./.build/debug/routegen Tests/Fixtures/wire/github.json -o Tests/Generated/WireAPI/GitHub
./.build/debug/routegen Tests/Fixtures/wire/forms.yaml -o Tests/Generated/WireAPI/Forms
./.build/debug/routegen Tests/Fixtures/wire/uploads.yaml -o Tests/Generated/WireAPI/Uploads
./.build/debug/routegen Tests/Fixtures/wire/media.yaml -o Tests/Generated/WireAPI/Media
# Path and header styles, allowReserved and multipart encoding styles (Tests/WireAPITests/StylesTests.swift).
./.build/debug/routegen Tests/Fixtures/openapi/styles.yaml -o Tests/Generated/WireAPI/Styles
./.build/debug/routegen Tests/Fixtures/streaming/streams.yaml -o Tests/Generated/StreamingAPI/Streams
./.build/debug/routegen Tests/Fixtures/streaming/openapi-3.2.yaml -o Tests/Generated/StreamingAPI/Catalogue
./.build/debug/routegen Tests/Fixtures/streaming/feed.yaml -o Tests/Generated/StreamingAPI/Feed
# OpenAI's chat completions and responses, cut from the shared document with:
# ../shared/tools/prune-openapi.py ../shared/specs/openai-2026.openapi.yaml Tests/Fixtures/streaming/openai-streaming.json /chat/completions /responses
./.build/debug/routegen Tests/Fixtures/streaming/openai-streaming.json -o Tests/Generated/OpenAIStreamingAPI
# Swagger 2.0: every collectionFormat, a form body and a file upload (Tests/WireAPITests/SwaggerWireTests.swift).
./.build/debug/routegen Tests/Fixtures/wire/swagger.yaml -o Tests/Generated/WireAPI/Swagger
./.build/debug/routegen Tests/Fixtures/openapi/decoding.yaml -o Tests/Generated/DecodingAPI
./.build/debug/routegen Tests/Fixtures/github/decoding.json -o Tests/Generated/GitHubDecodingAPI
# The answers fixtures (Scripts/cut-answer-fixtures.sh cuts them from the shared documents): documented headers and error bodies.
./.build/debug/routegen Tests/Fixtures/answers/github.json -o Tests/Generated/AnswersAPI/GitHub
./.build/debug/routegen Tests/Fixtures/answers/stripe.json -o Tests/Generated/AnswersAPI/Stripe
# The same documents configured (Tests/Fixtures/config): internal and package access must compile too.
./.build/debug/routegen specs/api.yaml --config Tests/Fixtures/config/api-internal.yaml -o Tests/Generated/ConfiguredInternalAPI
./.build/debug/routegen Tests/Fixtures/oai/petstore.yaml --config Tests/Fixtures/config/petstore-package.yaml -o Tests/Generated/ConfiguredPackageAPI
# Name and type overrides; Tests/Generated/ConfiguredAPI/MyShop.swift is the user type, written by hand.
./.build/debug/routegen Tests/Fixtures/config/names.yaml --config Tests/Fixtures/config/names-config.yaml -o Tests/Generated/ConfiguredAPI/Shop
# The example's committed code, as `swift package generate-routes` writes it: with the plugins' default
# access level and the configuration file beside the spec (Plugins/Shared/ToolArguments.swift).
./.build/debug/routegen Examples/Blog/Sources/HealthAPI/health.routegen.yaml -o Examples/Blog/Sources/HealthAPI/Generated \
  --default-access internal --config Examples/Blog/Sources/HealthAPI/routegen-config.yaml
# The Alamofire output (runtime: alamofire) of the example and of the fixtures the wire and client tests use:
# the same tests pin the same bytes for both outputs (Tests/AlamofireWireAPITests, Tests/AlamofireClientTests).
alamofire=Tests/Fixtures/config/alamofire.yaml
./.build/debug/routegen specs/api.yaml -o Tests/Generated/AlamofireExampleAPI --config $alamofire
for wire in stripe:Stripe github:GitHub forms:Forms uploads:Uploads swagger:Swagger; do
  ./.build/debug/routegen Tests/Fixtures/wire/${wire%%:*}.* -o Tests/Generated/AlamofireWireAPI/${wire##*:} --config $alamofire
done
./.build/debug/routegen Tests/Fixtures/wire/media.yaml -o Tests/Generated/AlamofireWireAPI/Media --config Tests/Fixtures/config/alamofire-media.yaml
./.build/debug/routegen Tests/Fixtures/openapi/styles.yaml -o Tests/Generated/AlamofireWireAPI/Styles --config $alamofire
./.build/debug/routegen Tests/Fixtures/answers/github.json -o Tests/Generated/AlamofireAnswersAPI/GitHub --config $alamofire
./.build/debug/routegen Tests/Fixtures/answers/stripe.json -o Tests/Generated/AlamofireAnswersAPI/Stripe --config $alamofire
./.build/debug/routegen Tests/Fixtures/openapi/responses.yaml -o Tests/Generated/AlamofireResponsesAPI/Responses --config $alamofire
./.build/debug/routegen Tests/Fixtures/openapi/stripe-list.json -o Tests/Generated/AlamofireResponsesAPI/StripeList \
  --config Tests/Fixtures/config/alamofire-stripe-list.yaml
./.build/debug/routegen Tests/Fixtures/streaming/streams.yaml -o Tests/Generated/AlamofireAnswersAPI/Streams --config $alamofire
# FeaturesAPI comes from a spec built in Swift (Tests/RouteGenCoreTests/Features), so its test writes it.
# The test bundle must compile: if generated API changes break Tests/FeaturesAPITests, fix them first.
ROUTEGEN_UPDATE_FIXTURES=1 swift test --filter FixturesAreCurrentTests.featuresFixtureMatchesGenerator
# FilteredAPI is the filter fixture under a filter built in Swift (FilterFixture.golden), so its test writes it too.
ROUTEGEN_UPDATE_FIXTURES=1 swift test --filter FixturesAreCurrentTests.filteredFixtureMatchesGenerator
# StripeUnionsAPI and GitHubUnionsAPI come from the cut documents of Tests/Fixtures/unions, with a table of
# samples that only the test can write (Scripts/cut-union-fixtures.py cuts the documents again).
ROUTEGEN_UPDATE_FIXTURES=1 swift test --filter UnionSamplesTests.cutFixturesMatchGenerator
# GitHubExampleModels comes from the GitHub document in ../shared/specs (ROUTEGEN_SHARED_SPECS) and the
# examples that Scripts/extract-github-examples.py took from it into Tests/Fixtures/github/examples.json.
# Required: without the document the test would be skipped and the folder left as it was.
ROUTEGEN_REQUIRE_SHARED_SPECS=1 ROUTEGEN_UPDATE_FIXTURES=1 swift test --filter GitHubExampleModelsTests
