import Foundation
import RouteGenCore
import Testing

/// JSON documents are read as JSON, not as YAML: libyaml rejects valid JSON such as a UTF-16
/// surrogate pair, which Twilio's API document has. Lines and columns stay exact.
@Suite struct JSONDocumentTests {
    static let fixtures = TestPaths.url("Tests/Fixtures/json").path + "/"

    @Test func surrogatePairsAndEveryEscapeAreRead() throws {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(at: Self.fixtures + "twilio-like.json")
        #expect(spec.description == "Send \"texts\" \u{2014} and emoji \u{1F600}/\u{8}\u{C}\t\r\n.")
        let endpoint = spec.routers.flatMap(\.endpoints).first
        #expect(endpoint?.description == "Hello! \u{1F44D}")
        guard case let .object(properties)? = spec.models.first(where: { $0.name == "Message" })?.kind else {
            Issue.record("no model Message")
            return
        }
        #expect(properties.first?.description == "\u{1F44D}\u{E9} \u{E9}\u{1F44D} \u{0}!")
        // Columns count characters, so the emoji and 'é' written as UTF-8 before it count one each.
        #expect(diagnostics.sorted.map { $0.description.replacingOccurrences(of: Self.fixtures, with: "") } == [
            "twilio-like.json:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
            "twilio-like.json:23:96: warning: unknown format 'sms-body' for string values; they become 'String'",
        ])
    }

    @Test func everyDuplicateKeyIsReportedAtTheDuplicate() {
        let json = """
            {"openapi": "3.0.3", "info": {"title": "A", "version": "1", "title": "B"},
             "paths": {}, "paths": {}}
            """
        #expect(diagnostics(json, file: "dup.json") == [
            "dup.json:1:61: error: duplicate key 'title' in one object; each key may appear once",
            "dup.json:2:15: error: duplicate key 'paths' in one object; each key may appear once",
        ])
    }

    @Test func syntaxErrorsAreLocated() {
        #expect(diagnostics("{\"openapi\": \"3.0.3\",\n \"info\": {\"title\": 'A'}}", file: "bad.json") == [
            "bad.json:2:20: error: JSON syntax error: expected a value (a string, number, object, array, true, false or null), found '''",
        ])
        #expect(diagnostics("{\"a\": \"\\ud83d x\"}", file: "bad.json") == [
            "bad.json:1:14: error: JSON syntax error: a lone UTF-16 surrogate in a string; follow '\\ud83d' with its low surrogate",
        ])
        #expect(diagnostics("{\"a\": [1, 2,]}", file: "bad.json") == [
            "bad.json:1:13: error: JSON syntax error: expected a value (a string, number, object, array, true, false or null), found ']'",
        ])
    }

    @Test func aYAMLFlowMappingIsStillYAML() {
        // Starts with '{' like JSON, but is YAML: it is read by the YAML reader.
        #expect(diagnostics("{routegen: 1, modles: {}}", file: "flow.yaml") == [
            "flow.yaml:1:15: error: unknown key 'modles' in the spec; did you mean 'models'?",
        ])
    }
}
