import Foundation

/// The compiler and the modules of this build, for the tests that run `swiftc` on generated code and
/// snippets. Linked into the integration package's DocSnippetTests, so it names nothing of this target.
enum Toolchain {
    /// The folder SwiftPM built into: the test bundle's.
    static var build: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The modules SwiftPM built, next to the test bundle.
    static var modules: URL { build.appendingPathComponent("Modules") }

    /// `swiftc` of the toolchain on PATH, else of /opt/swift.
    static var swiftc: String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return found ?? "/opt/swift/usr/bin/swiftc"
    }
}
