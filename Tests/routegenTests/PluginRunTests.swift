import Foundation
import Testing

/// The plugins' command lines (Plugins/Shared/ToolArguments.swift) run through the real routegen:
/// the tool accepts them, the plugins' default access level applies, and the configuration file
/// beside the spec wins over it.
@Suite struct PluginRunTests {
    static let spec = """
        routegen: 1
        name: Tiny
        servers:
          production: https://tiny.example
        models:
          Item:
            id: Int
        routers:
          ItemRouter:
            item:
              route: GET /item
              returns: Item

        """

    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-plugin-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Self.spec.write(to: url.appendingPathComponent("tiny.routegen.yaml"), atomically: true, encoding: .utf8)
        return url
    }

    func models(_ output: URL) throws -> String {
        try String(contentsOf: output.appendingPathComponent("RouteGenModels.swift"), encoding: .utf8)
    }

    @Test func buildPluginRunWithoutAndWithAConfigFile() throws {
        let folder = try folder()
        let spec = folder.appendingPathComponent("tiny.routegen.yaml")
        let output = folder.appendingPathComponent("out")
        let cli = CommandLineTests()

        let plain = try cli.run(ToolArguments.build(
            spec: spec.path, config: try ConfigFiles.config(beside: spec, target: "App")?.path, output: output.path))
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(try models(output).contains("\nstruct Item: Codable"))
        #expect(try !models(output).contains("public"))

        try "access: public\n".write(to: folder.appendingPathComponent("routegen-config.yaml"), atomically: true, encoding: .utf8)
        let config = try #require(try ConfigFiles.config(beside: spec, target: "App"))
        let configured = try cli.run(ToolArguments.build(spec: spec.path, config: config.path, output: output.path))
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(try models(output).contains("\npublic struct Item: Codable"))
    }

    /// A `swagger.json` beside the target's sources is its spec, generated as an OpenAPI document is.
    @Test func buildPluginRunOnASwaggerDocument() throws {
        let folder = try folder()
        let spec = folder.appendingPathComponent("swagger.json")
        let document = ##"{"swagger": "2.0", "info": {"title": "Tiny", "version": "1"}, "host": "tiny.example", "paths": {"/item": "##
            + ##"{"get": {"operationId": "item", "responses": {"200": {"description": "ok", "schema": {"$ref": "#/definitions/Item"}}}}}}, "##
            + ##""definitions": {"Item": {"type": "object", "properties": {"id": {"type": "integer"}}}}}"##
        try document.write(to: spec, atomically: true, encoding: .utf8)
        #expect(SpecFiles.isSpec(spec))
        let output = folder.appendingPathComponent("out")
        let result = try CommandLineTests().run(ToolArguments.build(spec: spec.path, config: nil, output: output.path))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try models(output).contains("\nstruct Item: Codable"))
    }

    /// A mistake in the configuration file fails the run with the file's absolute path.
    @Test func aBadConfigFileIsNamed() throws {
        let folder = try folder()
        let config = folder.appendingPathComponent("routegen-config.yaml")
        try "access: open\n".write(to: config, atomically: true, encoding: .utf8)
        let result = try CommandLineTests().run(ToolArguments.build(
            spec: folder.appendingPathComponent("tiny.routegen.yaml").path, config: config.path,
            output: folder.appendingPathComponent("out").path))
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(config.path):1:9: error:"), "\(result.stderr)")
    }

    @Test func commandPluginRunFromThePackageFolder() throws {
        let folder = try folder()
        try "access: package\n".write(to: folder.appendingPathComponent("routegen-config.yml"), atomically: true, encoding: .utf8)
        let result = try CommandLineTests().run(ToolArguments.command(
            spec: "tiny.routegen.yaml", config: "routegen-config.yml", output: "Generated", check: false, verbose: false),
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let item = try String(contentsOf: folder.appendingPathComponent("Generated/Models/Item.swift"), encoding: .utf8)
        #expect(item.contains("\npackage struct Item: Codable"))
    }
}

/// `diff-routes`: the spec as the latest tag had it, read out of git, compared with the spec as it is
/// by the command line the plugin runs.
@Suite struct DiffPluginRunTests {
    @Test func theSpecOfTheLastTagAgainstTheSpecAsItIs() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-diff-plugin-\(UUID().uuidString)")
        let folder = package.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spec = folder.appendingPathComponent("tiny.routegen.yaml")
        let git = { (arguments: [String]) throws -> String in try Baseline.run(Baseline.git, arguments, in: package) }
        _ = try git(["init", "-q"])
        _ = try git(["config", "user.email", "ci@example.com"])
        _ = try git(["config", "user.name", "CI"])
        try PluginRunTests.spec.write(to: spec, atomically: true, encoding: .utf8)
        _ = try git(["add", "."])
        _ = try git(["commit", "-q", "-m", "v1"])
        _ = try git(["tag", "v1.0.0"])
        try PluginRunTests.spec.replacingOccurrences(of: "    id: Int", with: "    id: String")
            .write(to: spec, atomically: true, encoding: .utf8)

        #expect(try Baseline.latestTag(in: package) == "v1.0.0")
        let work = package.appendingPathComponent(".build/plugins/diff-routes/baseline-App")
        let old = try Baseline.extract(spec: "Sources/App/tiny.routegen.yaml", revision: "v1.0.0", in: package, to: work)
        #expect(try String(contentsOf: old, encoding: .utf8) == PluginRunTests.spec)

        let arguments = ToolArguments.diff(
            old: ".build/plugins/diff-routes/baseline-App/Sources/App/tiny.routegen.yaml", new: "Sources/App/tiny.routegen.yaml",
            config: nil, format: nil, failOn: nil)
        let result = try CommandLineTests().run(arguments, in: package)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("Sources/App/tiny.routegen.yaml:7:5: error: 'Item.id' is 'Swift.String' now; old clients decode 'Swift.Int' and fail [response.typeChanged]"), "\(result.stdout)")
        #expect(throws: BaselineError.self) { try Baseline.extract(spec: "Sources/App/tiny.routegen.yaml", revision: "v9", in: package, to: work) }
    }
}
