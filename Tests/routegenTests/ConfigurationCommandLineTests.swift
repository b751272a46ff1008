import Foundation
import Testing

/// `--config FILE` and `--default-access LEVEL`, through the built `routegen` executable.
@Suite struct ConfigurationCommandLineTests {
    let cli = CommandLineTests()

    /// A folder holding `routegen-config.yaml` with `config`, and the output folder's URL in it.
    func folder(config: String) throws -> (folder: URL, output: URL) {
        let folder = try cli.temporaryFolder()
        try config.write(to: folder.appendingPathComponent("routegen-config.yaml"), atomically: true, encoding: .utf8)
        return (folder, folder.appendingPathComponent("Generated"))
    }

    func text(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test func configSetsAccessPrefixAndLayout() throws {
        let (folder, output) = try folder(config: "access: internal\nprefix: Blog\nlayout: bundled\n")
        let config = folder.appendingPathComponent("routegen-config.yaml").path
        let result = try cli.run(["specs/api.yaml", "-o", output.path, "--config", config])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("4 written, 0 unchanged, 0 removed"))
        let support = try text(output.appendingPathComponent("RouteGenSupport.swift"))
        #expect(support.contains("\nenum BlogServer {\n"))
        #expect(!support.contains("public "))
        let check = try cli.run(["specs/api.yaml", "-o", output.path, "--config", config, "--check"])
        #expect(check.status == 0, "\(check.stderr)")
    }

    @Test func layoutFlagWinsOverTheFile() throws {
        let (folder, output) = try folder(config: "layout: bundled\n")
        let config = folder.appendingPathComponent("routegen-config.yaml").path
        let result = try cli.run(["specs/api.yaml", "-o", output.path, "--config", config, "--layout", "files"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Models/Post.swift").path))
        let check = try cli.run(["specs/api.yaml", "-o", output.path, "--config", config, "--check"])
        #expect(check.status == 1)
        #expect(check.stderr.hasPrefix(
            "\(output.path) is out of date with specs/api.yaml; run 'routegen specs/api.yaml -o \(output.path) --config \(config)' to update it:"))
    }

    @Test func defaultAccessOnlyWhenTheFileSetsNone() throws {
        let (folder, output) = try folder(config: "prefix: Blog\n")
        let config = folder.appendingPathComponent("routegen-config.yaml").path
        let result = try cli.run(["specs/api.yaml", "-o", output.path, "--config", config, "--default-access", "internal"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try text(output.appendingPathComponent("Models/Post.swift")).contains("\nstruct Post: "))
        try "access: package\n".write(to: URL(fileURLWithPath: config), atomically: true, encoding: .utf8)
        let again = try cli.run(["specs/api.yaml", "-o", output.path, "--config", config, "--default-access", "internal"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(try text(output.appendingPathComponent("Models/Post.swift")).contains("\npackage struct Post: "))
    }

    @Test func badConfigPrintsLocatedErrorsAndWritesNothing() throws {
        let (folder, output) = try folder(config: "acess: internal\nserver: ftp://example.com\nlayout: folders\n")
        let result = try cli.run([Self.spec, "-o", output.path, "--config", "routegen-config.yaml"], in: folder)
        #expect(result.status == 1)
        #expect(result.stderr == """
            routegen-config.yaml:1:1: error: unknown key 'acess' in the configuration; did you mean 'access'?
            routegen-config.yaml:2:9: error: 'server' is 'ftp://example.com'; write an absolute http or https URL, or the index of one of the spec's servers (0 is the first)
            routegen-config.yaml:3:9: error: unknown layout 'folders' in 'layout'; write one of: files, bundled
            routegen: 3 errors; nothing was written.

            """)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func missingConfigIsAnError() throws {
        let result = try cli.run(["specs/api.yaml", "-o", try cli.temporaryFolder().path, "--config", "no-such-config.yaml"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            routegen: error: cannot read the configuration file 'no-such-config.yaml': no such file; check the path given with --config
            routegen: nothing was written.

            """)
    }

    @Test func contextTakesTheConfig() throws {
        let (folder, _) = try folder(config: "access: package\nimports: [Shared]\n")
        let result = try cli.run(["context", "specs/api.yaml", "--config", folder.appendingPathComponent("routegen-config.yaml").path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let spec = json?["spec"] as? [String: Any]
        #expect(spec?["access"] as? String == "package ")
        #expect(spec?["imports"] as? [String] == ["Shared"])
    }

    /// specs/api.yaml, from a temporary folder.
    static let spec = CommandLineTests.repository.appendingPathComponent("specs/api.yaml").path
}
