// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "routegen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .executable(name: "routegen", targets: ["routegen"]),
        .library(name: "RouteGenCore", targets: ["RouteGenCore"]),
        .library(name: "RouteGenRuntime", targets: ["RouteGenRuntime"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "GenerateRoutesCommand", targets: ["GenerateRoutesCommand"]),
        .plugin(name: "DiffRoutesCommand", targets: ["DiffRoutesCommand"]),
    ],
    dependencies: [
        // Reading specs
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // Rendering templates
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        // The command line
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Golden-file tests
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // A local HTTP server for end-to-end tests of generated networking code
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // Spec parsers, the format-neutral model, naming, the template context and rendering.
        .target(
            name: "RouteGenCore",
            dependencies: [
                "Yams",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The `routegen` command.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenCore",
                "Yams",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What generated code compiles against: routers, parameter encodings, headers, errors.
        .target(name: "RouteGenRuntime"),

        // Build-tool plugin: compiles the code of a target's spec (*.routegen.yaml, openapi.yaml or swagger.yaml) into it at build time.
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["routegen"]
        ),
        // `swift package generate-routes`: writes the code into the target's folder, for committing.
        .plugin(
            name: "GenerateRoutesCommand",
            capability: .command(
                intent: .custom(verb: "generate-routes", description: "Generate routes from each target's *.routegen.yaml, openapi.yaml or swagger.yaml"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated routes into the target's Generated folder")]
            ),
            dependencies: ["routegen"]
        ),
        // `swift package diff-routes`: what each target's spec breaks since the last release tag (`routegen diff`).
        .plugin(
            name: "DiffRoutesCommand",
            capability: .command(
                intent: .custom(verb: "diff-routes", description: "Report what each target's spec breaks since a release tag, in Swift and on the wire")
            ),
            dependencies: ["routegen"]
        ),

        // Generated from specs/api.yaml and committed; compiling it is part of the test.
        .target(
            name: "ExampleAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/ExampleAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from specs/api.yaml with Tests/Fixtures/config/api-internal.yaml: `access: internal`.
        .target(
            name: "ConfiguredInternalAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/ConfiguredInternalAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from the OAI's petstore.yaml with Tests/Fixtures/config/petstore-package.yaml: `access: package`.
        .target(
            name: "ConfiguredPackageAPI",
            dependencies: ["RouteGenRuntime"],
            path: "Tests/Generated/ConfiguredPackageAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from the OAI's petstore.yaml (an OpenAPI 3.0 document); the end-to-end tests call it.
        .target(
            name: "PetstoreAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/PetstoreAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/hostile.yaml: keywords, dashes, quotes and `../` in names.
        .target(
            name: "HostileAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/HostileAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from FeaturesSpec (built in Swift in RouteGenCoreTests): every part OpenAPI brings.
        .target(
            name: "FeaturesAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/FeaturesAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/openapi/responses.yaml: every shape of success answers.
        .target(
            name: "ResponsesAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/ResponsesAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/openapi/github-responses.json, a cut of GitHub's document:
        // several 2xx answers (statistics, create deployment) and `Link` paging (list deployments).
        .target(
            name: "GitHubResponsesAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/GitHubResponsesAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/openapi/stripe-list.json, a cut of Stripe's `GET /v1/tax_codes`:
        // a cursor list (`has_more`, `starting_after`).
        .target(
            name: "StripeListAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/StripeListAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),

        // Generated from Tests/Fixtures/wire: cut-down Stripe and GitHub documents, forms, uploads and
        // servers fixtures, and a Swagger 2.0 document; its tests pin the bytes each request puts on the
        // wire and the host it goes to.
        .target(
            name: "WireAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/WireAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/answers: cuts of GitHub and Stripe whose answers document headers
        // (`Link`, `Location`, `X-RateLimit-*`) and error bodies (GitHub's 422, Stripe's `default`).
        .target(
            name: "AnswersAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/AnswersAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/config/filter.yaml under a filter (FilterFixture.golden in RouteGenCoreTests).
        .target(
            name: "FilteredAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/FilteredAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/streaming: streamed answers in every sequential media type (streams.yaml)
        // and every construct OpenAPI 3.2 adds (openapi-3.2.yaml).
        .target(
            name: "StreamingAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/StreamingAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/streaming/openai-streaming.json, OpenAI's chat completions and responses
        // cut from ../shared/specs/openai-2026.openapi.yaml: a JSON answer and a stream of events for each.
        .target(
            name: "OpenAIStreamingAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/OpenAIStreamingAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/openapi/decoding.yaml: what real servers answer beyond their schemas.
        .target(
            name: "DecodingAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/DecodingAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/github/decoding.json, a cut-down GitHub document: issues, events, apps.
        .target(
            name: "GitHubDecodingAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/GitHubDecodingAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Generated from Tests/Fixtures/config/names.yaml with names-config.yaml (renames, a user type for
        // `Money` in MyShop.swift, format overrides); ConfiguredAPITests calls it.
        // Cut from the shared Stripe and GitHub documents around their unions (Scripts/cut-union-fixtures.py),
        // with a table of one sample per variant (RouteGenCoreTests.UnionSamplesTests).
        .target(
            name: "StripeUnionsAPI",
            dependencies: ["RouteGenRuntime"],
            path: "Tests/Generated/StripeUnionsAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .target(
            name: "GitHubUnionsAPI",
            dependencies: ["RouteGenRuntime"],
            path: "Tests/Generated/GitHubUnionsAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        .target(
            name: "ConfiguredAPI",
            dependencies: ["RouteGenRuntime", "Alamofire"],
            path: "Tests/Generated/ConfiguredAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The Alamofire output (runtime: alamofire, Tests/Fixtures/config/alamofire.yaml) of specs/api.yaml and of the
        // fixtures the wire and client tests use, compiled against the stand-in Alamofire (Tests/Alamofire).
        .target(
            name: "AlamofireExampleAPI",
            dependencies: ["Alamofire"],
            path: "Tests/Generated/AlamofireExampleAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The wire fixtures of WireAPI, in the Alamofire output; AlamofireWireAPITests pins the same bytes.
        .target(
            name: "AlamofireWireAPI",
            dependencies: ["Alamofire"],
            path: "Tests/Generated/AlamofireWireAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The answers fixtures (documented headers and error bodies) and the streaming fixture, in the Alamofire output.
        .target(
            name: "AlamofireAnswersAPI",
            dependencies: ["Alamofire"],
            path: "Tests/Generated/AlamofireAnswersAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // Every shape of success answers (responses.yaml) and a cursor list (stripe-list.json), in the Alamofire output.
        .target(
            name: "AlamofireResponsesAPI",
            dependencies: ["Alamofire"],
            path: "Tests/Generated/AlamofireResponsesAPI",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),
        // The GitHub models that the document's response examples need, and a table from response to model.
        .target(
            name: "GitHubExampleModels",
            dependencies: ["RouteGenRuntime"],
            path: "Tests/Generated/GitHubExampleModels",
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
        ),

        // Test support: an HTTP server on 127.0.0.1 that records requests and plays scripted replies.
        .target(
            name: "LocalHTTPServer",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            path: "Tests/LocalHTTPServer"
        ),
        // Test support: a stand-in for Alamofire (which cannot be fetched here), so that
        // `#if canImport(Alamofire)` code in generated files is compiled and run by tests.
        .target(name: "Alamofire", path: "Tests/Alamofire"),

        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: [
                "RouteGenCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "RouteGenRuntimeTests", dependencies: ["RouteGenRuntime"]),
        .testTarget(
            name: "ExampleAPITests",
            dependencies: ["ExampleAPI", "HostileAPI", "ConfiguredInternalAPI", "ConfiguredPackageAPI", "RouteGenRuntime"]
        ),
        // JSON round trips and requests of the generated FeaturesAPI.
        .testTarget(name: "FeaturesAPITests", dependencies: ["FeaturesAPI", "RouteGenRuntime"]),
        // The command line, the docs' examples (run through it; the client snippets typecheck against the
        // modules listed here), and the compiler oracle of `routegen diff` (which reads RouteGenCore's surfaces).
        .testTarget(
            name: "routegenTests",
            dependencies: [
                "routegen", "RouteGenCore", "ExampleAPI", "FeaturesAPI", "GitHubResponsesAPI", "StripeListAPI", "WireAPI", "AnswersAPI",
                "StreamingAPI", "AlamofireExampleAPI", "AlamofireAnswersAPI",
            ]
        ),
        // The exact bytes and hosts of the WireAPI requests: Stripe forms, files and queries, GitHub's
        // repository update and release assets; calls reaching their operations' servers.
        .testTarget(name: "WireAPITests", dependencies: ["WireAPI", "RouteGenRuntime", "LocalHTTPServer", "Alamofire"]),
        // Loose answers decode, explicit nulls reach the wire, and every GitHub response example decodes.
        .testTarget(
            name: "WireDecodingTests",
            dependencies: [
                "DecodingAPI", "GitHubDecodingAPI", "GitHubExampleModels", "StripeUnionsAPI", "GitHubUnionsAPI",
                "RouteGenRuntime", "LocalHTTPServer",
            ]
        ),
        // AnswersAPI's typed headers and typed error bodies, read from real answers of a server on 127.0.0.1.
        .testTarget(name: "AnswersAPITests", dependencies: ["AnswersAPI", "RouteGenRuntime", "LocalHTTPServer"]),
        // The filtered FilteredAPI's calls against a real server on 127.0.0.1.
        .testTarget(name: "FilteredAPITests", dependencies: ["FilteredAPI", "RouteGenRuntime", "LocalHTTPServer"]),
        .testTarget(name: "LocalHTTPServerTests", dependencies: ["LocalHTTPServer"]),
        // WireAPITests's files (linked), compiled against the Alamofire output of the same fixtures: the same bytes.
        .testTarget(
            name: "AlamofireWireAPITests",
            dependencies: ["AlamofireWireAPI", "Alamofire", "LocalHTTPServer"],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),
        // The Alamofire output's client below the network: requests built, validated and decoded from canned
        // responses by the stand-in's Alamofire logic.
        .testTarget(
            name: "AlamofireClientTests",
            dependencies: ["AlamofireExampleAPI", "AlamofireAnswersAPI", "AlamofireResponsesAPI", "Alamofire"],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),
        // A file that imports Alamofire and the Alamofire output, as an app's does: Alamofire's names need no module.
        .testTarget(name: "AlamofireNamesTests", dependencies: ["AlamofireExampleAPI", "Alamofire"]),
        // The renamed and retyped ConfiguredAPI against a real server on 127.0.0.1.
        .testTarget(name: "ConfiguredAPITests", dependencies: ["ConfiguredAPI", "RouteGenRuntime", "LocalHTTPServer"]),
        // Streamed answers from a real server on 127.0.0.1: URLSessionTransport's data delegate, and the
        // generated streaming calls.
        .testTarget(
            name: "StreamingTests",
            dependencies: ["StreamingAPI", "OpenAIStreamingAPI", "RouteGenRuntime", "LocalHTTPServer"]
        ),
        // The generated typed calls against a real server on 127.0.0.1, stubs and Alamofire interop.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "ExampleAPI", "HostileAPI", "PetstoreAPI", "ResponsesAPI", "GitHubResponsesAPI", "StripeListAPI",
                "RouteGenRuntime", "LocalHTTPServer", "Alamofire",
            ]
        ),
    ]
)
