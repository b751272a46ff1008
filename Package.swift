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

        // The unit tests. The tests that compile generated code and call it (on the wire, against a local HTTP
        // server, through the stand-in Alamofire) are a package of their own, IntegrationTests/, which depends on
        // this one by path; Tests/README.md says which test covers what.

        // Parsing, naming, the template context, rendering, diagnostics, and the golden outputs: the generator's
        // files compared with IntegrationTests/Generated (Goldens/), the folders the integration package compiles.
        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: [
                "RouteGenCore",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The runtime's encodings, headers, client, errors and transports.
        .testTarget(name: "RouteGenRuntimeTests", dependencies: ["RouteGenRuntime"]),
        // The command line, the docs' examples (run through it), and the compiler oracle of `routegen diff`, which
        // reads RouteGenCore's surfaces and compiles generated code against the RouteGenRuntime module of this build.
        .testTarget(name: "routegenTests", dependencies: ["routegen", "RouteGenCore", "RouteGenRuntime"]),
    ]
)
