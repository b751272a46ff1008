import Foundation
import RouteGenCore
import Testing

/// What diagnostics quote of the input: values are escaped so one diagnostic stays one line, and
/// a file that a `$ref` names is never echoed.
@Suite struct QuotedValueTests {
    @Test func lineBreaksInQuotedValuesAreEscaped() {
        let printed = diagnostics("routegen: 1\ndefaults:\n  timeout: \"ten\\r\\nsec\\u2028onds\\t!\"\n")
        #expect(printed == [
            #"bad.yaml:3:12: error: 'timeout' (in seconds) must be a number, but it is the string 'ten\r\nsec\u{2028}onds\t!'"#,
        ])
        #expect(printed.allSatisfy { !$0.contains("\r") && !$0.contains("\n") })
    }

    @Test func aReferencedTextFileIsNeverEchoed() throws {
        let folder = try TestPaths.temporaryFolder()
        try "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin\n"
            .write(to: folder.appendingPathComponent("passwd"), atomically: true, encoding: .utf8)
        let api = folder.appendingPathComponent("api.yaml")
        try """
            openapi: 3.0.3
            info: { title: A, version: '1' }
            paths: {}
            components:
              schemas:
                Secret: { $ref: './passwd' }

            """.write(to: api, atomically: true, encoding: .utf8)
        let (_, found) = try GeneratorPipeline.loadSpec(at: api.path)
        let printed = found.sorted.map { $0.description.replacingOccurrences(of: folder.path + "/", with: "") }
        #expect(printed == [
            "api.yaml:1:1: warning: the document lists no servers; the calls use 'http://localhost/' until you set a base URL",
            "api.yaml:6:21: warning: '$ref' names the file 'passwd', which is not a YAML or JSON document of mappings, "
                + "so it becomes JSONValue",
        ])
    }

    @Test func longQuotedValuesAreShortened() {
        let long = String(repeating: "abcdefghij", count: 20)
        #expect(diagnostics("routegen: 1\ndefaults:\n  timeout: \(long)\n") == [
            "bad.yaml:3:12: error: 'timeout' (in seconds) must be a number, but it is the string '"
                + String(long.prefix(57)) + "...'",
        ])
    }
}
