// swift-tools-version: 6.0
// A libFuzzer target for routegen's spec reader. Linux only: `Fuzz/run.sh` builds and runs it.
import PackageDescription

let package = Package(
    name: "RouteGenFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "routegen", path: "..")],
    targets: [
        // Feeds each input to the whole pipeline in memory (parse, validate, render) and checks
        // that a failure is located and that every location is inside the input.
        .executableTarget(
            name: "SpecFuzzer",
            dependencies: ["FuzzerDriver", .product(name: "RouteGenCore", package: "routegen")],
            swiftSettings: [.unsafeFlags(["-sanitize=fuzzer"])],
            linkerSettings: [.unsafeFlags(["-sanitize=fuzzer", "-use-ld=lld"])]
        ),
        // The declaration of libFuzzer's driver, which `main.swift` calls.
        .target(name: "FuzzerDriver"),
    ]
)
