import Foundation
import RouteGenRuntime
import Testing

/// `format: int-or-string` values (Kubernetes' ports): a number stays a number and a string a string,
/// both ways, and either is written as text where a path, a query or a header takes it.
@Suite struct IntOrStringTests {
    private func decode(_ json: String) throws -> IntOrString {
        try JSONDecoder().decode(IntOrString.self, from: Data(json.utf8))
    }

    private func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func decodesANumberAndAString() throws {
        #expect(try decode("8080") == .int(8080))
        #expect(try decode(#""http""#) == .string("http"))
        // Digits in quotes are a name, as Kubernetes reads them: they stay a string.
        #expect(try decode(#""8080""#) == .string("8080"))
        #expect(try decode("-1") == .int(-1))
    }

    @Test func encodesBackTheSameBytes() throws {
        #expect(try encode(IntOrString.int(8080)) == "8080")
        #expect(try encode(IntOrString.string("http")) == #""http""#)
        #expect(try encode(IntOrString.string("8080")) == #""8080""#)
        let ports: [String: IntOrString] = ["port": 8080, "targetPort": "http"]
        #expect(try encode(ports) == #"{"port":8080,"targetPort":"http"}"#)
    }

    @Test func otherJSONIsAnError() {
        for json in ["1.5", "true", "null", "[]", #"{"port":1}"#] {
            #expect(throws: DecodingError.self, "\(json)") { try decode(json) }
        }
    }

    @Test func literalsAndAccessors() {
        let number: IntOrString = 8080
        let name: IntOrString = "http"
        #expect(number == .int(8080) && name == .string("http"))
        #expect(number.intValue == 8080 && number.stringValue == nil)
        #expect(name.stringValue == "http" && name.intValue == nil)
        #expect(Set([number, name, 8080]).count == 2)
    }

    /// Where a parameter takes one, it is its text.
    @Test func textInAPathAQueryAndAHeader() throws {
        #expect(String(describing: IntOrString.int(443)) == "443")
        #expect(String(describing: IntOrString.string("https")) == "https")
        #expect(TestRouter.pathSegment(IntOrString.string("a b")) == "a%20b")
        #expect(URLEncoding.default.query(["port": IntOrString.int(8080), "name": IntOrString.string("http")]) == "name=http&port=8080")
    }
}
