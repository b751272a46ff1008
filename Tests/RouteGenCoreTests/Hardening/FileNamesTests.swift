import Foundation
@testable import RouteGenCore
import Testing

/// Generated file names that every file system takes (issue 12, items 6 and 7).
@Suite struct FileNamesTests {
    @Test func shortNamesAreKept() {
        #expect(FileNames.shortened("Models/Pet.swift") == "Models/Pet.swift")
    }

    @Test func longNamesAreCutWithAHashOfTheWholeName() {
        let stem = String(repeating: "Nested", count: 40)
        let first = FileNames.shortened("Models/\(stem)A.swift")
        let second = FileNames.shortened("Models/\(stem)B.swift")
        #expect(first != second)
        #expect(first == FileNames.shortened("Models/\(stem)A.swift"))
        for path in [first, second] {
            #expect(path.hasPrefix("Models/NestedNested"))
            #expect(path.hasSuffix(".swift"))
            #expect((path as NSString).lastPathComponent.utf8.count == FileNames.maximumBytes)
        }
        #expect(first == "Models/" + String((stem + "A").prefix(200 - 15)) + "-" + FileNames.hash(stem + "A.swift") + ".swift")
    }

    @Test func cuttingNeverSplitsACharacter() {
        let path = FileNames.shortened("Models/" + String(repeating: "名", count: 100) + ".swift")
        let name = (path as NSString).lastPathComponent
        #expect(name.utf8.count <= FileNames.maximumBytes)
        #expect(name.hasPrefix("名名") && name.hasSuffix(".swift"))
    }

    @Test func hashIsStable() {
        #expect(FileNames.hash("") == "84222325")
        #expect(FileNames.hash("HTTPHealthCheck.swift").count == 8)
    }

    /// `HttpHealthCheck` and `HTTPHealthCheck` are two types in Swift, but their files would be one
    /// on macOS. The run used to fail with an unlocated error; now the second file gets a hash,
    /// with a warning at the schema.
    @Test func namesDifferingOnlyInCaseGetDistinctFiles() throws {
        let path = TestPaths.url("Tests/Fixtures/openapi/case-clash.yaml").path
        let output = try GeneratorPipeline.run(specAt: path)
        let models = output.files.map(\.path).filter { $0.hasPrefix("Models/") && $0.contains("ealthCheck") }
        #expect(models == ["Models/HTTPHealthCheck.swift", "Models/HttpHealthCheck-\(FileNames.hash("Models/HttpHealthCheck.swift")).swift"])
        #expect(Set(output.files.map { $0.path.lowercased() }).count == output.files.count)
        let renamed = try #require(output.files.first { $0.path == models[1] })
        #expect(renamed.contents.contains("public struct HttpHealthCheck:"))
        let warning = try #require(output.diagnostics.warnings.first { $0.message.contains("differ only in case") })
        let schema = try #require(output.spec.models.first { $0.name == "HttpHealthCheck" }?.location)
        #expect(warning.location == schema)
        #expect(schema.file == path && (24...25).contains(schema.line))
        #expect(warning.message.contains("writing '\(models[1])' instead"))
    }

    /// The plan refuses a name the file system can't take before anything is written.
    @Test func planRefusesNamesTooLongBeforeWriting() throws {
        let folder = try TestPaths.temporaryFolder()
        let writer = OutputWriter(directory: folder.path, sourceName: "api.yaml")
        let header = FileHeader.line(for: "api.yaml") + "\n"
        let files = [
            GeneratedFile(path: "A.swift", contents: header),
            GeneratedFile(path: "Models/" + String(repeating: "x", count: 250) + ".swift", contents: header),
        ]
        let error = #expect(throws: GenerationFailed.self) { try writer.plan(files) }
        #expect(error?.description.contains("longer than the 255 bytes") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A path the system can't take is refused too, and so is one whose folder leaves no room for
    /// the temporary name a write goes through first; a path that fits is planned.
    @Test func planRefusesPathsTooLongBeforeWriting() throws {
        let folder = try TestPaths.temporaryFolder()
        let header = FileHeader.line(for: "api.yaml") + "\n"
        // A root whose path, with its final `/`, leaves `room` bytes under the system's limit.
        func writer(room: Int) -> OutputWriter {
            var root = folder.path
            while root.utf8.count + 200 < FileSystem.maximumPathBytes - room { root += "/" + String(repeating: "d", count: 199) }
            root += "/" + String(repeating: "e", count: FileSystem.maximumPathBytes - room - root.utf8.count - 2)
            return OutputWriter(directory: root, sourceName: "api.yaml")
        }
        let name = "Models/" + String(repeating: "x", count: 60) + ".swift"
        let fits = writer(room: name.utf8.count)
        #expect(fits.rootPrefix.utf8.count + name.utf8.count == FileSystem.maximumPathBytes)
        #expect(throws: Never.self) { try fits.plan([GeneratedFile(path: name, contents: header)]) }
        let tooLong = writer(room: name.utf8.count - 1)
        let error = #expect(throws: GenerationFailed.self) { try tooLong.plan([GeneratedFile(path: name, contents: header)]) }
        #expect(error?.description.contains("the path is longer than the \(FileSystem.maximumPathBytes) bytes") == true)
        // `Models/` plus the temporary name is longer than a short final name.
        let short = "Models/A.swift"
        let noRoomForTheTemporaryName = writer(room: "/Models".utf8.count + FileSystem.temporaryNameBytes - 1)
        #expect(noRoomForTheTemporaryName.rootPrefix.utf8.count + short.utf8.count < FileSystem.maximumPathBytes)
        let temporary = #expect(throws: GenerationFailed.self) {
            try noRoomForTheTemporaryName.plan([GeneratedFile(path: short, contents: header)])
        }
        #expect(temporary?.description.contains("the path is longer than") == true)
        let justRoom = writer(room: "/Models".utf8.count + FileSystem.temporaryNameBytes)
        #expect(throws: Never.self) { try justRoom.plan([GeneratedFile(path: short, contents: header)]) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
