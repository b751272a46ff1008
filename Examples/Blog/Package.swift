// swift-tools-version: 6.0
import PackageDescription

// A blogging app's network layer, generated at build time from a routegen spec (BlogAPI), and a
// small API whose generated code is committed instead (HealthAPI).
let package = Package(
    name: "Blog",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "BlogAPI", targets: ["BlogAPI"]),
        .library(name: "HealthAPI", targets: ["HealthAPI"]),
    ],
    dependencies: [
        // routegen itself, two folders up; an app names it by URL and version instead.
        .package(name: "routegen", path: "../.."),
    ],
    targets: [
        // Routers, models and typed calls from Sources/BlogAPI/blog.routegen.yaml, and the app's network
        // layer built on them (BlogNetwork, TokenStore, FeedModel).
        .target(
            name: "BlogAPI",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        ),
        // Checks the requests the routers build, and runs the app's network code on stubs.
        .testTarget(
            name: "BlogAPITests",
            dependencies: ["BlogAPI", .product(name: "RouteGenRuntime", package: "routegen")]
        ),

        // The other way: code written by `swift package generate-routes` into Sources/HealthAPI/Generated
        // and committed. The spec is excluded, so no plugin compiles it and SwiftPM doesn't warn.
        .target(
            name: "HealthAPI",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")],
            exclude: ["health.routegen.yaml"]
        ),
        .testTarget(name: "HealthAPITests", dependencies: ["HealthAPI"]),
    ]
)
