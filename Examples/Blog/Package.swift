// swift-tools-version: 6.0
import PackageDescription

// A blogging app's network layer, generated at build time from a routegen spec (BlogAPI), a
// small API whose generated code is committed instead (HealthAPI), and a vendor's OpenAPI
// document whose generated code stays internal to the target that uses it (Newsletter).
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
        // layer built on them (BlogNetwork, TokenStore, FeedModel). The routegen-config.yaml beside the
        // spec makes them public, for the tests and the app's other modules.
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
        // and committed, public as its routegen-config.yaml says. The spec and the configuration file are
        // excluded, so no plugin compiles them and SwiftPM doesn't warn.
        .target(
            name: "HealthAPI",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")],
            exclude: ["health.routegen.yaml", "routegen-config.yaml"]
        ),
        .testTarget(name: "HealthAPITests", dependencies: ["HealthAPI"]),

        // An OpenAPI document named openapi.yaml, compiled at build time with the plugins' default access
        // level, internal: only NewsletterSignup is public.
        .target(
            name: "Newsletter",
            dependencies: [.product(name: "RouteGenRuntime", package: "routegen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "routegen")]
        ),
        // Imports Newsletter and BlogAPI, which both generate an `Author`: it compiles because
        // Newsletter's is internal.
        .testTarget(
            name: "NewsletterTests",
            dependencies: ["Newsletter", "BlogAPI", .product(name: "RouteGenRuntime", package: "routegen")]
        ),
    ]
)
