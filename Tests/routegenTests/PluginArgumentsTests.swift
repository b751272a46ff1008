import Foundation
import Testing

/// The plugins' own logic, compiled here from Plugins/Shared (through the links in Plugins/):
/// which file is the spec, which is the configuration file, and the routegen command lines.
@Suite struct PluginArgumentsTests {
    func folder(with names: [String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-plugin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for name in names { try "".write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    @Test func specNames() {
        let specs = [
            "api.routegen.yaml", "blog.routegen.yml", "openapi.yaml", "openapi.yml", "openapi.json", "swagger.yaml", "swagger.yml",
            "swagger.json",
        ]
        let others = [
            "routegen.yaml", ".routegen.yaml", "routegen-config.yaml", "openapi.yaml.bak", "my-openapi.yaml", "api.yaml",
            "swagger.yaml.orig", "my-swagger.json",
        ]
        for name in specs { #expect(SpecFiles.isSpec(URL(fileURLWithPath: "/p/Sources/App/\(name)")), "\(name)") }
        for name in others { #expect(!SpecFiles.isSpec(URL(fileURLWithPath: "/p/Sources/App/\(name)")), "\(name)") }
    }

    @Test func aRoutegenSpecAndAnOpenAPIDocumentInOneTargetAreAnError() {
        let files = ["/p/App/openapi.json", "/p/App/api.routegen.yaml", "/p/App/App.swift"].map { URL(fileURLWithPath: $0) }
        #expect(throws: SpecError.self) { try SpecFiles.spec(among: files, target: "App") }
        do {
            _ = try SpecFiles.spec(among: files, target: "App")
        } catch {
            #expect("\(error)" == "target 'App' has 2 routegen specs (/p/App/api.routegen.yaml, /p/App/openapi.json); "
                + "a target takes one *.routegen.yaml, openapi.yaml or swagger.yaml, so move the others into targets of their own")
        }
    }

    @Test func configBesideTheSpec() throws {
        for name in ConfigFiles.names {
            let folder = try folder(with: ["api.routegen.yaml", name])
            let config = try ConfigFiles.config(beside: folder.appendingPathComponent("api.routegen.yaml"), target: "App")
            #expect(config?.lastPathComponent == name)
        }
        let bare = try folder(with: ["openapi.yaml", "routegen.yaml", "config.yaml"])
        #expect(try ConfigFiles.config(beside: bare.appendingPathComponent("openapi.yaml"), target: "App") == nil)
    }

    /// Only the spec's own folder counts, not the target's root or a sibling folder.
    @Test func configInAnotherFolderIsNotFound() throws {
        let root = try folder(with: ["routegen-config.yaml"])
        let api = root.appendingPathComponent("API")
        try FileManager.default.createDirectory(at: api, withIntermediateDirectories: true)
        try "".write(to: api.appendingPathComponent("api.routegen.yaml"), atomically: true, encoding: .utf8)
        #expect(try ConfigFiles.config(beside: api.appendingPathComponent("api.routegen.yaml"), target: "App") == nil)
    }

    @Test func twoConfigFilesAreAnErrorNamingBoth() throws {
        let folder = try folder(with: ["api.routegen.yaml", "routegen-config.yaml", "routegen-config.yml"])
        do {
            _ = try ConfigFiles.config(beside: folder.appendingPathComponent("api.routegen.yaml"), target: "App")
            Issue.record("expected an error")
        } catch {
            let yaml = folder.appendingPathComponent("routegen-config.yaml").path
            let yml = folder.appendingPathComponent("routegen-config.yml").path
            #expect("\(error)" == "target 'App' has 2 configuration files (\(yaml), \(yml)); keep one of them")
        }
    }

    @Test func buildPluginArguments() {
        #expect(ToolArguments.build(spec: "/p/App/api.routegen.yaml", config: nil, output: "/w/GeneratedSources") == [
            "/p/App/api.routegen.yaml", "--output", "/w/GeneratedSources", "--layout", "bundled", "--quiet",
            "--default-access", "internal",
        ])
        #expect(ToolArguments.build(spec: "/p/App/openapi.yaml", config: "/p/App/routegen-config.yaml", output: "/w/G") == [
            "/p/App/openapi.yaml", "--output", "/w/G", "--layout", "bundled", "--quiet",
            "--default-access", "internal", "--config", "/p/App/routegen-config.yaml",
        ])
    }

    @Test func commandPluginArguments() {
        #expect(ToolArguments.command(
            spec: "Sources/App/api.routegen.yaml", config: nil, output: "Sources/App/Generated", check: false, verbose: false
        ) == ["Sources/App/api.routegen.yaml", "--output", "Sources/App/Generated", "--default-access", "internal"])
        #expect(ToolArguments.command(
            spec: "Sources/App/api.routegen.yaml", config: "Sources/App/routegen-config.yml", output: "Sources/App/Generated",
            check: true, verbose: true
        ) == [
            "Sources/App/api.routegen.yaml", "--output", "Sources/App/Generated", "--check", "--verbose",
            "--default-access", "internal", "--config", "Sources/App/routegen-config.yml",
        ])
    }

    /// The build plugin lists the configuration file among the command's inputs, so that
    /// SwiftPM runs routegen again when it changes. PackagePlugin can't be linked here, so the
    /// plugin's source is read.
    @Test func buildPluginListsTheConfigAsAnInput() throws {
        let plugin = try String(
            contentsOf: CommandLineTests.repository.appendingPathComponent("Plugins/RouteGenPlugin/RouteGenPlugin.swift"),
            encoding: .utf8)
        #expect(plugin.contains("let config = try ConfigFiles.config(beside: spec, target: targetName)"))
        #expect(plugin.contains("inputFiles: [spec] + (config.map { [$0] } ?? []),"))
    }

    @Test func diffCommandLine() {
        #expect(ToolArguments.diff(old: "old/api.yaml", new: "Sources/App/api.yaml", config: nil, format: nil, failOn: nil)
            == ["diff", "old/api.yaml", "Sources/App/api.yaml", "--default-access", "internal"])
        #expect(ToolArguments.diff(
            old: "old/api.yaml", new: "Sources/App/api.yaml", config: "Sources/App/routegen-config.yaml", format: "markdown", failOn: "source")
            == ["diff", "old/api.yaml", "Sources/App/api.yaml", "--format", "markdown", "--fail-on", "source", "--default-access", "internal",
                "--config", "Sources/App/routegen-config.yaml"])
    }
}

