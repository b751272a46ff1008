import Foundation
import Testing

/// `--config` with name and type overrides, through the built executable.
@Suite struct NameOverrideCommandLineTests {
    private let cli = CommandLineTests()

    @Test func overridesFromTheConfigFileReachTheGeneratedFiles() throws {
        let output = try cli.temporaryFolder().appendingPathComponent("Generated")
        let result = try cli.run(["Tests/Fixtures/config/names.yaml", "--config", "Tests/Fixtures/config/names-config.yaml",
                                  "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "")
        let files = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("Models").path).sorted()
        #expect(files == ["MergeState.swift", "Owner.swift", "PullRequest.swift", "PullSort.swift", "Repository.swift"])
        let client = try String(contentsOf: output.appendingPathComponent("Clients/ReposClient.swift"), encoding: .utf8)
        #expect(client.contains("public func getRepository(owner: Swift.String, repo: Swift.String)"))
    }

    @Test func problemsArePrintedAtTheirPlaceInTheConfigFile() throws {
        let output = try cli.temporaryFolder().appendingPathComponent("Generated")
        let result = try cli.run(["Tests/Fixtures/config/names.yaml", "--config", "Tests/Fixtures/config/names-bad-config.yaml",
                                  "-o", output.path])
        #expect(result.status != 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("Tests/Fixtures/config/names-bad-config.yaml:3:5: warning: names.types: no schema is named "
            + "'simple-usr', so this entry changes nothing; did you mean 'simple-user'?"))
        #expect(lines.contains("Tests/Fixtures/config/names-bad-config.yaml:18:5: error: 'Money' is both replaced by your type "
            + "'MyShop.Money' and renamed to 'Cash'; keep one of the two"))
        #expect(lines.contains("Tests/Fixtures/config/names-bad-config.yaml:6:5: note: 'Money' is renamed here"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
