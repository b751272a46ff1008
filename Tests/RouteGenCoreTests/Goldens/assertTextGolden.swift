import Foundation
import SnapshotTesting
import Testing

/// Compares `text` with `__Snapshots__/<suite>/<test>.<name>.<pathExtension>`: swift-snapshot-testing's
/// snapshots, for what isn't generated code (DiffPairTests' reports). Generated code has golden folders (`Golden`).
func assertTextGolden(_ text: String, suite: String, test: String, name: String, pathExtension: String = "swift") {
    let strategy = Snapshotting<String, String>(pathExtension: pathExtension, diffing: .lines)
    let failure = verifySnapshot(
        of: text, as: strategy, named: name,
        snapshotDirectory: TestPaths.url("Tests/RouteGenCoreTests/__Snapshots__/\(suite)").path, testName: test)
    #expect(failure == nil, Comment(rawValue: failure ?? ""))
}
