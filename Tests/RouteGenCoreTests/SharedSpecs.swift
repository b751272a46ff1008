import Foundation
import Testing

/// The shared documents: real API descriptions kept beside the repository, in `../shared/specs`
/// from the package folder, or in the folder `ROUTEGEN_SHARED_SPECS` names. A clone without them
/// skips the tests that read them, and the test report says why; `ROUTEGEN_REQUIRE_SHARED_SPECS=1`
/// (which `.ci/run` sets) makes their absence a failure instead.
enum SharedSpecs {
    static let folder = ProcessInfo.processInfo.environment["ROUTEGEN_SHARED_SPECS"]
        ?? TestPaths.repository.appendingPathComponent("../shared/specs").standardizedFileURL.path

    /// The documents the tests name, which must be there when the folder is required.
    static let known = [
        "github-2022.openapi.yaml", "openai-2026.openapi.yaml", "stripe-2022.openapi.json", "stripe-2023.openapi.yaml",
        "oai-v3.0-petstore.yaml",
    ]

    static var isRequired: Bool { ProcessInfo.processInfo.environment["ROUTEGEN_REQUIRE_SHARED_SPECS"] == "1" }

    static func path(_ name: String) -> String { (folder as NSString).appendingPathComponent(name) }

    /// Whether the tests reading `name` run: when it is there, or when it is required (and the test
    /// then fails on the missing file).
    static func enabled(_ name: String) -> Bool {
        isRequired || FileManager.default.fileExists(atPath: path(name))
    }

    /// Why a test reading them was skipped.
    static let skipped = Comment(rawValue: "the shared documents are not in \(folder): put them in ../shared/specs beside "
        + "the package, or name their folder with ROUTEGEN_SHARED_SPECS (ROUTEGEN_REQUIRE_SHARED_SPECS=1 makes this a failure)")
}
