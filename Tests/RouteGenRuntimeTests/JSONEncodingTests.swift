import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

@Suite("JSONEncoding")
struct JSONEncodingTests {
    @Test func writesSortedKeysCompactly() throws {
        let parameters: Parameters = ["b": 1, "a": "x", "c": ["z": true, "y": [1, 2]] as Parameters, "d": -2.5]
        let request = try JSONEncoding.default.encode(try makeRequest("https://h/p", method: .post), with: parameters)
        #expect(bodyText(request) == #"{"a":"x","b":1,"c":{"y":[1,2],"z":true},"d":-2.5}"#)
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.url?.absoluteString == "https://h/p")
    }

    @Test func insertionOrderAndCapacityDoNotChangeTheBytes() throws {
        let request = try makeRequest("https://h/p", method: .post)
        let keys = ["z", "m", "a", "k0", "b"]
        var forward = Parameters()
        keys.enumerated().forEach { forward[$1] = $0 }
        var backward = Parameters(minimumCapacity: 64)
        keys.enumerated().reversed().forEach { backward[$1] = $0 }
        let first = try JSONEncoding.default.encode(request, with: forward).httpBody
        let second = try JSONEncoding.default.encode(request, with: backward).httpBody
        #expect(first == second)
        #expect(first == Data(#"{"a":2,"b":4,"k0":3,"m":1,"z":0}"#.utf8))
    }

    @Test func prettyPrintedKeepsSortedKeys() throws {
        let request = try JSONEncoding.prettyPrinted.encode(try makeRequest("https://h/p", method: .post), with: ["b": "x", "a": 1])
        #expect(bodyText(request) == "{\n  \"a\" : 1,\n  \"b\" : \"x\"\n}")
    }

    @Test func existingContentTypeIsKept() throws {
        var original = try makeRequest("https://h/p", method: .post)
        original.setValue("application/vnd.api+json", forHTTPHeaderField: "Content-Type")
        let request = try JSONEncoding.default.encode(original, with: ["a": 1])
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/vnd.api+json")
    }

    @Test func convertsFoundationAndRawRepresentableValues() throws {
        let uuid = try #require(UUID(uuidString: fixedUUIDString))
        let url = try #require(URL(string: "https://example.com/a"))
        let missing: Int? = nil
        let parameters: Parameters = [
            "date": fixedDate, "id": uuid, "link": url, "level": Priority.high,
            "sort": SortOrder.newest, "none": missing as any Sendable, "some": Optional(7) as any Sendable,
        ]
        let request = try JSONEncoding.default.encode(try makeRequest("https://h/p", method: .post), with: parameters)
        #expect(bodyText(request) == """
            {"date":"2023-11-14T22:13:20Z","id":"\(fixedUUIDString)","level":3,"link":"https:\\/\\/example.com\\/a",\
            "none":null,"some":7,"sort":"newest"}
            """)
    }

    @Test func booleansStayBooleansAndUnicodeIsUTF8() throws {
        let request = try JSONEncoding.default.encode(
            try makeRequest("https://h/p", method: .post), with: ["flag": true, "name": "Zoë 😀", "off": false])
        #expect(request.httpBody == Data(#"{"flag":true,"name":"Zoë 😀","off":false}"#.utf8))
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersThrowInsteadOfCrashing(value: Double) throws {
        let request = try makeRequest("https://h/p", method: .post)
        #expect(throws: RouteGenError.self) {
            try JSONEncoding.default.encode(request, with: ["value": value])
        }
        #expect(throws: RouteGenError.self) {
            try JSONEncoding.default.encode(request, with: ["nested": ["list": [1, value]]])
        }
    }

    @Test func unsupportedValuesThrowParameterEncodingFailed() throws {
        struct Opaque: Sendable {}
        let request = try makeRequest("https://h/p", method: .post)
        let error = #expect(throws: RouteGenError.self) {
            try JSONEncoding.default.encode(request, with: ["x": Opaque()])
        }
        guard case .parameterEncodingFailed(let reason)? = error else {
            Issue.record("unexpected error \(String(describing: error))")
            return
        }
        #expect(reason.contains("JSON"))
    }

    @Test func nilOrEmptyParametersLeaveTheRequestUnchanged() throws {
        let original = try makeRequest("https://h/p", method: .post)
        for parameters in [nil, [:]] as [Parameters?] {
            let request = try JSONEncoding.default.encode(original, with: parameters)
            #expect(request == original)
            #expect(request.httpBody == nil)
            #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
        }
    }
}
