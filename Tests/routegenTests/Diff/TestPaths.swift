import Foundation

/// The repository, as `SharedSpecs` (linked from RouteGenCoreTests) finds the shared documents from it.
enum TestPaths {
    static let repository = CommandLineTests.repository
}
