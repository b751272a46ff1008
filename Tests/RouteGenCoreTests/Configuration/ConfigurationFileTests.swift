import Foundation
import RouteGenCore
import Testing

/// The configuration file's parser: what it reads, and the exact message and place of each problem.
@Suite struct ConfigurationFileTests {
    /// The diagnostics of a configuration file held in memory, as the CLI prints them.
    func problems(_ yaml: String, file: String = "routegen-config.yaml") -> [String] {
        do {
            _ = try ConfigurationFile.parse(data: Data(yaml.utf8), path: file)
            return []
        } catch {
            return error.diagnostics.sorted.map(\.description)
        }
    }

    @Test func readsEveryOption() throws {
        let yaml = """
            access: internal
            prefix: Hub
            imports: [MyModels, Shared]
            server: 1
            booleans: numeric
            layout: bundled
            runtime: alamofire
            filter:
              tags: [repos]
              paths: ["/repos/"]
              operations: [issues/list]
              schemas: [simple-user]
            names:
              types: {simple-user: User}
              operations: {repos/get: repository}
              properties: {full_name: fullName}
              cases: {PR_TITLE: pullRequestTitle}
            types:
              schemas: {Money: MyApp.Money}
              formats: {uri: String}
            """
        let configuration = try ConfigurationFile.parse(data: Data(yaml.utf8), path: "c.yaml")
        #expect(configuration.access == Located(.internal, at: SourceLocation(file: "c.yaml", line: 1, column: 9)))
        #expect(configuration.prefix?.value == "Hub")
        #expect(configuration.imports.map(\.value) == ["MyModels", "Shared"])
        #expect(configuration.server?.value == .index(1))
        #expect(configuration.booleans?.value == .numeric)
        #expect(configuration.layout?.value == .bundled)
        #expect(configuration.runtime?.value == .alamofire)
        #expect(configuration.filter.tags.map(\.value) == ["repos"])
        #expect(configuration.filter.paths.map(\.value) == ["/repos/"])
        #expect(configuration.filter.operations.map(\.value) == ["issues/list"])
        #expect(configuration.filter.schemas.map(\.value) == ["simple-user"])
        #expect(configuration.names.types.map { [$0.from.value, $0.to.value] } == [["simple-user", "User"]])
        #expect(configuration.names.operations.map(\.to.value) == ["repository"])
        #expect(configuration.names.properties.map(\.to.value) == ["fullName"])
        #expect(configuration.names.cases.map(\.to.value) == ["pullRequestTitle"])
        #expect(configuration.types.schemas.map(\.to.value) == ["MyApp.Money"])
        #expect(configuration.types.formats.map(\.to.value) == ["String"])
        #expect(configuration.types.formats.first?.from.location == SourceLocation(file: "c.yaml", line: 20, column: 13))
    }

    @Test func serverURL() throws {
        let configuration = try ConfigurationFile.parse(data: Data("server: https://api.example.com/v2\n".utf8), path: "c.yaml")
        #expect(configuration.server?.value == .url("https://api.example.com/v2"))
    }

    @Test func emptyFileSetsNothing() throws {
        #expect(try ConfigurationFile.parse(data: Data("# nothing yet\n".utf8), path: "c.yaml") == Configuration())
    }

    @Test func unknownKeys() {
        #expect(problems("acess: internal\nfilter:\n  tag: [x]\nnames:\n  colour: {}\n") == [
            "routegen-config.yaml:1:1: error: unknown key 'acess' in the configuration; did you mean 'access'?",
            "routegen-config.yaml:3:3: error: unknown key 'tag' in 'filter'; did you mean 'tags'?",
            "routegen-config.yaml:5:3: error: unknown key 'colour' in 'names'; expected one of: types, operations, properties, cases",
        ])
    }

    @Test func unknownAccessLevel() {
        #expect(problems("access: pubic\n") == [
            "routegen-config.yaml:1:9: error: unknown access level 'pubic' in 'access'; did you mean 'public'? "
                + "Write one of: public, package, internal",
        ])
        #expect(problems("access: open\n") == [
            "routegen-config.yaml:1:9: error: unknown access level 'open' in 'access'; write one of: public, package, internal",
        ])
    }

    @Test func unknownRuntime() {
        #expect(problems("runtime: alamofir\n") == [
            "routegen-config.yaml:1:10: error: unknown runtime 'alamofir' in 'runtime'; did you mean 'alamofire'? "
                + "Write one of: routegen, alamofire",
        ])
        #expect(problems("runtime: RouteGenRuntime\n") == [
            "routegen-config.yaml:1:10: error: unknown runtime 'RouteGenRuntime' in 'runtime'; write one of: routegen, alamofire",
        ])
    }

    @Test func wrongTypes() {
        #expect(problems("imports: Foundation\nfilter: [a]\nprefix: [A]\nnames:\n  types: {a: [b]}\n") == [
            "routegen-config.yaml:1:10: error: 'imports' must be a list, but it is the string 'Foundation'",
            "routegen-config.yaml:2:9: error: 'filter' must be a mapping, but it is a list",
            "routegen-config.yaml:3:9: error: 'prefix' must be a string, but it is a list",
            "routegen-config.yaml:5:14: error: the value of 'a' in 'names.types' must be a string, but it is a list",
        ])
    }

    @Test func badValues() {
        #expect(problems("prefix: 9Lives\nimports: [Foundation, import UIKit]\nserver: ftp://x\nbooleans: yes\nlayout: folders\n") == [
            "routegen-config.yaml:1:9: error: 'prefix' is '9Lives', which is not a Swift type name; write letters, "
                + "digits and underscores, starting with a letter, such as 'GitHub'",
            "routegen-config.yaml:2:23: error: 'import UIKit' in 'imports' is not a module name; write the name alone, "
                + "such as 'MyModels', without 'import'",
            "routegen-config.yaml:3:9: error: 'server' is 'ftp://x'; write an absolute http or https URL, or the index "
                + "of one of the spec's servers (0 is the first)",
            "routegen-config.yaml:4:11: error: unknown boolean encoding 'yes' in 'booleans'; write one of: numeric, literal",
            "routegen-config.yaml:5:9: error: unknown layout 'folders' in 'layout'; write one of: files, bundled",
        ])
        #expect(problems("server: -1\n") == [
            "routegen-config.yaml:1:9: error: 'server' is -1; an index counts the spec's servers from 0",
        ])
    }

    @Test func yamlSyntaxError() {
        #expect(problems("access: public\nfilter: [a\n") == [
            "routegen-config.yaml:3:1: error: YAML syntax error: did not find expected ',' or ']' "
                + "(while parsing a flow sequence at line 2, column 9)",
        ])
    }

    @Test func inputLimitsHold() {
        let deep = "imports: " + String(repeating: "[", count: 130) + String(repeating: "]", count: 130) + "\n"
        #expect(problems(deep) == [
            "routegen-config.yaml:1:137: error: the document nests deeper than 128 levels; routegen reads at most 128",
        ])
        do {
            _ = try ConfigurationFile.parse(data: Data([0x61, 0x3A, 0x20, 0xFF, 0x0A]), path: "c.yaml")
            Issue.record("invalid UTF-8 must throw")
        } catch {
            #expect(error.diagnostics.sorted.map(\.description) == [
                "c.yaml:1:4: error: the file is not valid UTF-8 (byte 0xFF); save it with UTF-8 encoding",
            ])
        }
    }

    @Test func duplicateKey() {
        #expect(problems("access: public\naccess: internal\n").first?.hasPrefix("routegen-config.yaml:2:1: error:") == true)
    }

    @Test func missingFile() {
        do {
            _ = try ConfigurationFile.load(path: "/nonexistent/routegen-config.yaml")
            Issue.record("a missing file must throw")
        } catch {
            #expect(error.diagnostics.sorted.map(\.description) == [
                "routegen: error: cannot read the configuration file '/nonexistent/routegen-config.yaml': "
                    + "no such file; check the path given with --config",
            ])
        }
    }
}
