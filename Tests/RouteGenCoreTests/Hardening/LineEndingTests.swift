import Foundation
@testable import RouteGenCore
import Testing
import Yams

/// Files saved on Windows (CR LF), with old Mac line ends (CR), with a mix, or with a byte order
/// mark are read like LF files, and every `line:col` routegen prints counts lines as libyaml does
/// (issue 17: a duplicate key in a CR LF file crashed `DuplicateKeys`, and was placed at the first
/// occurrence where it did not).
@Suite struct LineEndingTests {
    /// How a test file ends its lines, and whether it starts with a byte order mark.
    struct Ending: Sendable, CustomTestStringConvertible {
        var name: String
        var breaks: [String]
        var bom = false

        var testDescription: String { name }

        /// The lines joined with this ending's breaks (in turn, for a mix), each line ended.
        func file(_ lines: [String]) -> Data {
            var text = ""
            for (index, line) in lines.enumerated() { text += line + breaks[index % breaks.count] }
            return (bom ? Data([0xEF, 0xBB, 0xBF]) : Data()) + Data(text.utf8)
        }
    }

    static let endings = [
        Ending(name: "LF", breaks: ["\n"]),
        Ending(name: "CR LF", breaks: ["\r\n"]),
        Ending(name: "CR", breaks: ["\r"]),
        Ending(name: "mixed", breaks: ["\r\n", "\r", "\n"]),
        Ending(name: "LF with a BOM", breaks: ["\n"], bom: true),
        Ending(name: "CR LF with a BOM", breaks: ["\r\n"], bom: true),
        Ending(name: "CR with a BOM", breaks: ["\r"], bom: true),
    ]

    /// The diagnostics of loading `data` as `path`, thrown or not, in file order.
    private func diagnostics(_ data: Data, path: String) -> [String] {
        do {
            return try GeneratorPipeline.loadSpec(data: data, path: path).1.sorted.map(\.description)
        } catch {
            return error.diagnostics.sorted.map(\.description)
        }
    }

    /// The issue's four lines: a crash with CR LF or CR before the fix.
    @Test(arguments: endings)
    func aDuplicateKeyInAnOpenAPIDocumentIsAtTheDuplicate(ending: Ending) {
        let data = ending.file(["openapi: 3.0.0", "info:", "  title: T", "  title: U"])
        #expect(diagnostics(data, path: "crlf.yaml") == [
            "crlf.yaml:4:3: error: duplicate key 'title' in one mapping (first at line 3); each key may appear once",
        ])
    }

    @Test(arguments: endings)
    func aDuplicateKeyInARoutegenSpecIsAtTheDuplicate(ending: Ending) {
        let data = ending.file([
            "routegen: 1", "servers:", "  production: https://example.com", "models:",
            "  Post:", "    id: Int", "  User: { id: Int }", "  Post:", "    id: Int",
        ])
        #expect(diagnostics(data, path: "api.yaml") == [
            "api.yaml:8:3: error: duplicate key 'Post' in one mapping (first at line 5); each key may appear once",
        ])
    }

    @Test(arguments: endings)
    func aDuplicateKeyInAJSONDocumentIsAtTheDuplicate(ending: Ending) {
        let data = ending.file([
            "{", #"  "openapi": "3.0.3","#, #"  "info": {"title": "T","#, #"    "title": "U", "version": "1"},"#,
            #"  "paths": {}"#, "}",
        ])
        #expect(diagnostics(data, path: "api.json") == [
            "api.json:4:5: error: duplicate key 'title' in one object; each key may appear once",
        ])
    }

    @Test(arguments: endings)
    func problemsInAConfigurationFileAreAtTheirPlace(ending: Ending) {
        let data = ending.file(["access: public", "prefix: Shop", "acess: internal", "prefix: Store"])
        let error = #expect(throws: GenerationFailed.self) { try ConfigurationFile.parse(data: data, path: "config.yaml") }
        #expect(error?.diagnostics.sorted.map(\.description) == [
            "config.yaml:4:1: error: duplicate key 'prefix' in one mapping (first at line 2); each key may appear once",
        ])
        let unknown = ending.file(["access: public", "", "acess: internal"])
        let second = #expect(throws: GenerationFailed.self) { try ConfigurationFile.parse(data: unknown, path: "config.yaml") }
        #expect(second?.diagnostics.sorted.map(\.description) == [
            "config.yaml:3:1: error: unknown key 'acess' in the configuration; did you mean 'access'?",
        ])
    }

    /// Errors found after parsing (here an unknown type) and YAML syntax errors are placed alike.
    @Test(arguments: endings)
    func typeAndSyntaxErrorsAreAtTheirPlace(ending: Ending) {
        let spec = ending.file(["routegen: 1", "models:", "  Post:", "", "    id: Strin", "    tags: '[Strin]'"])
        #expect(diagnostics(spec, path: "api.yaml") == [
            "api.yaml:5:9: error: unknown type 'Strin'; did you mean 'String'?",
            "api.yaml:6:13: error: unknown type 'Strin'; did you mean 'String'?",
        ])
        let broken = ending.file(["routegen: 1", "models:", "  Post: { id: Int"])
        #expect(diagnostics(broken, path: "api.yaml") == [
            "api.yaml:4:1: error: YAML syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 3, column 9)",
        ])
    }

    @Test(arguments: endings)
    func aByteThatIsNotUTF8IsAtItsPlace(ending: Ending) {
        var data = ending.file(["routegen: 1", "", "name: Caf"])
        data.insert(0xE9, at: data.count - ending.breaks[2 % ending.breaks.count].utf8.count)
        #expect(diagnostics(data, path: "api.yaml") == [
            "api.yaml:3:10: error: the file is not valid UTF-8 (byte 0xE9); save it with UTF-8 encoding",
        ])
    }

    /// A route written over two lines: the placeholder's offset in the value would put it past the
    /// end of the value's first line, so it is placed at the end of that line.
    @Test(arguments: endings)
    func aPlaceInsideAValueOverSeveralLinesStaysOnItsFirstLine(ending: Ending) {
        let data = ending.file([
            "routegen: 1", "servers:", "  production: https://example.com", "routers:", "  Users:", "    get:",
            "      route: GET", "        /users/{idd}",
        ])
        #expect(diagnostics(data, path: "api.yaml") == [
            "api.yaml:7:17: error: path placeholder '{idd}' has no matching parameter; declare it under 'path', as in 'path: { idd: String }'",
        ])
    }

    /// JSON is YAML: libyaml's marks and the JSON reader's agree on every node, whatever ends the
    /// lines, also with NEL, U+2028 and U+2029 (line breaks to libyaml) inside strings.
    @Test(arguments: endings)
    func theJSONReaderPlacesNodesWhereLibYAMLDoes(ending: Ending) throws {
        let data = ending.file([
            "{", #"  "a": ["x\#u{85}y", "z\#u{2028}w",  "é\#u{2029}"],"#, #"    "b": {"c": 1, "#, #"  "d": "🚀"}}"#,
        ])
        let text = try #require(String(data: ending.bom ? data.dropFirst(3) : data, encoding: .utf8))
        let json = try JSONReader.read(text, file: "f.json").get()
        let yaml = try #require(try Yams.compose(yaml: text, Resolver.basic))
        #expect(Self.marks(json) == Self.marks(yaml))
        #expect(Self.marks(json).last == "7:8")
    }

    /// Every scalar's place, in document order.
    static func marks(_ node: Node) -> [String] {
        switch node {
        case let .scalar(scalar): return ["\(scalar.mark?.line ?? 0):\(scalar.mark?.column ?? 0)"]
        case let .sequence(sequence): return sequence.flatMap(marks)
        case let .mapping(mapping): return mapping.flatMap { marks($0.key) + marks($0.value) }
        case .alias: return []
        }
    }

    /// A template saved with CR LF or CR: the error is on the template's line, at its column.
    @Test(arguments: endings.filter { !$0.bom })
    func aTemplateErrorIsAtItsPlace(ending: Ending) throws {
        let folder = try TestPaths.temporaryFolder()
        try ending.file(["line one", "line two", "  {{#cases}}", "{{name}}"])
            .write(to: folder.appendingPathComponent("Model.swift.mustache"))
        var diagnostics = Diagnostics()
        let templates = TemplateSet.loading(overridesFrom: folder.path, diagnostics: &diagnostics)
        let error = #expect(throws: GenerationFailed.self) {
            try GeneratorPipeline.run(specAt: TestPaths.url("specs/api.yaml").path, templates: templates,
                                      templatesFolder: folder.path)
        }
        #expect(error?.diagnostics.errors.map(\.description) == [
            "\(folder.path)/Model.swift.mustache:5:1: error: template syntax error: a section is not closed; add its {{/name}} tag",
        ])
    }

    /// A generated file checked out with CR LF (git's `core.autocrlf` on Windows) is still recognised
    /// as routegen's by its first line.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func theHeaderOfAGeneratedFileIsReadWhateverEndsItsLine(lineBreak: String) {
        let contents = "// Generated by routegen from specs/api.yaml. Do not edit.\(lineBreak)\(lineBreak)import Foundation\(lineBreak)"
        #expect(FileHeader.sourceName(in: contents) == "specs/api.yaml")
    }
}
