// swift-tools-version: 6.0
import Foundation
import PackageDescription

// The integration tests: the golden outputs of the generator compiled as modules, and the tests that call them
// (requests on the wire, answers decoded, a local HTTP server, the Alamofire output against a stand-in Alamofire,
// the docs' client snippets). A package of its own, so routegen's manifest stays small; it needs only routegen's
// runtime. Run it with `swift test --package-path IntegrationTests` (.ci/run does).

/// The golden outputs: every folder of `Generated/` is a module compiling the code routegen generates for one or
/// more specs (one subfolder each, or the whole folder), exactly as the golden tests at the root
/// (Tests/RouteGenCoreTests/Goldens) compare and record it. The targets are found by listing the folder, so a new
/// golden output is compiled without a line here, and none is forgotten.
let goldenModules = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Generated")) ?? [])
    .filter { !$0.hasPrefix(".") }.sorted()

/// The golden modules that compile against the stand-in Alamofire as well as RouteGenRuntime, so that the
/// `#if canImport(Alamofire)` half of the default output is compiled too. The others (the documents that only
/// prove their output compiles, and the model-only modules) compile against RouteGenRuntime alone, as an app without
/// Alamofire does. The modules named `Alamofire…` are the Alamofire output (`runtime: alamofire`): they import
/// Alamofire and not RouteGenRuntime.
let withAlamofire: Set<String> = [
    "AnswersAPI", "ConfiguredAPI", "ConfiguredInternalAPI", "DecodingAPI", "ExampleAPI", "FeaturesAPI", "FilteredAPI",
    "GitHubDecodingAPI", "GitHubResponsesAPI", "HostileAPI", "OpenAIStreamingAPI", "PetstoreAPI", "ResponsesAPI",
    "ServerOverrideAPI", "StreamingAPI", "StripeListAPI", "WireAPI",
]

/// Modules that a configuration's `imports:` adds to every generated file (Tests/Fixtures/config/notes-imports.yaml):
/// empty stand-ins in Sources/, so that the output compiles as it would in the app that has them.
let importedModules: [String: [Target.Dependency]] = ["ConfiguredNotesImportsAPI": ["NotesKit", "Shared"]]

let runtime: Target.Dependency = .product(name: "RouteGenRuntime", package: "routegen")

func goldenDependencies(_ module: String) -> [Target.Dependency] {
    if module.hasPrefix("Alamofire") { return ["Alamofire"] }
    return [runtime] + (withAlamofire.contains(module) ? ["Alamofire"] : []) + (importedModules[module] ?? [])
}

for module in withAlamofire.union(importedModules.keys) where !goldenModules.contains(module) {
    fatalError("IntegrationTests/Package.swift names \(module), which is not a folder of IntegrationTests/Generated")
}

let package = Package(
    name: "RouteGenIntegrationTests",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    dependencies: [
        // routegen, one folder up: only its runtime is built here.
        .package(name: "routegen", path: ".."),
        // A local HTTP server for end-to-end tests of generated networking code
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: goldenModules.map { module in
        .target(name: module, dependencies: goldenDependencies(module), path: "Generated/\(module)")
    } + [
        // Test support: a stand-in for Alamofire (which cannot be fetched here), so that
        // `#if canImport(Alamofire)` code in generated files is compiled and run by tests. Its README
        // lists where it differs from Alamofire 5.12.
        .target(name: "Alamofire", exclude: ["README.md"]),
        // Test support: an HTTP server on 127.0.0.1 that records requests and plays scripted replies.
        .target(
            name: "LocalHTTPServer",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // Test support: empty modules that a configuration's `imports:` names.
        .target(name: "NotesKit"),
        .target(name: "Shared"),

        .testTarget(
            name: "ExampleAPITests",
            dependencies: ["ExampleAPI", "HostileAPI", "ConfiguredInternalAPI", "ConfiguredPackageAPI", runtime]
        ),
        // JSON round trips and requests of the generated FeaturesAPI.
        .testTarget(name: "FeaturesAPITests", dependencies: ["FeaturesAPI", runtime]),
        // The client snippets of the docs (`<!-- doc-test: compiles … -->`) typecheck against the modules listed here.
        .testTarget(
            name: "DocSnippetTests",
            dependencies: [
                "ExampleAPI", "FeaturesAPI", "GitHubResponsesAPI", "StripeListAPI", "WireAPI", "AnswersAPI", "StreamingAPI",
                "AlamofireExampleAPI", "AlamofireAnswersAPI", "Alamofire", runtime,
            ]
        ),
        // The exact bytes and hosts of the WireAPI requests: Stripe forms, files and queries, GitHub's
        // repository update and release assets; calls reaching their operations' servers.
        .testTarget(name: "WireAPITests", dependencies: ["WireAPI", runtime, "LocalHTTPServer", "Alamofire"]),
        // Loose answers decode, explicit nulls reach the wire, and every GitHub response example decodes.
        .testTarget(
            name: "WireDecodingTests",
            dependencies: [
                "DecodingAPI", "GitHubDecodingAPI", "GitHubExampleModels", "StripeUnionsAPI", "GitHubUnionsAPI", runtime,
                "LocalHTTPServer",
            ]
        ),
        // AnswersAPI's typed headers and typed error bodies, read from real answers of a server on 127.0.0.1.
        .testTarget(name: "AnswersAPITests", dependencies: ["AnswersAPI", runtime, "LocalHTTPServer"]),
        // The filtered FilteredAPI's calls against a real server on 127.0.0.1.
        .testTarget(name: "FilteredAPITests", dependencies: ["FilteredAPI", runtime, "LocalHTTPServer"]),
        .testTarget(name: "LocalHTTPServerTests", dependencies: ["LocalHTTPServer"]),
        // WireAPITests's files (linked), compiled against the Alamofire output of the same fixtures: the same bytes.
        .testTarget(
            name: "AlamofireWireAPITests",
            dependencies: ["AlamofireWireAPI", "Alamofire", "LocalHTTPServer"],
            swiftSettings: [.define("ALAMOFIRE_OUTPUT")]
        ),
        // A server in the configuration and a client's baseURL leave the operations' own servers alone: the typed
        // calls with host names mapped to servers on 127.0.0.1, and the same file against the Alamofire output.
        .testTarget(name: "ServerOverrideTests", dependencies: ["ServerOverrideAPI", runtime, "LocalHTTPServer"]),
        .testTarget(
            name: "AlamofireServerOverrideTests",
            dependencies: ["AlamofireServerOverrideAPI", "Alamofire"],
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
        .testTarget(name: "ConfiguredAPITests", dependencies: ["ConfiguredAPI", runtime, "LocalHTTPServer"]),
        // Streamed answers from a real server on 127.0.0.1: URLSessionTransport's data delegate, and the
        // generated streaming calls.
        .testTarget(name: "StreamingTests", dependencies: ["StreamingAPI", "OpenAIStreamingAPI", runtime, "LocalHTTPServer"]),
        // The generated typed calls against a real server on 127.0.0.1, stubs and Alamofire interop.
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "ExampleAPI", "HostileAPI", "PetstoreAPI", "ResponsesAPI", "GitHubResponsesAPI", "StripeListAPI", runtime,
                "LocalHTTPServer", "Alamofire",
            ]
        ),
    ]
)

// Generated code compiles without a warning: applied once, here, to every golden module.
for target in package.targets where target.path?.hasPrefix("Generated/") == true {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-warnings-as-errors"])]
}
