import Foundation
@testable import RouteGenRuntime
import Testing

/// Internal classification tests. `NSNumber` is fed in through `Any` here because its
/// `Sendable` conformance differs between platforms and SDK versions.
@Suite("ParameterValue classification")
struct ParameterValueTests {
    @Test func foundationNumbersKeepBooleansApart() {
        let numeric = URLEncoding.default
        let literal = URLEncoding(boolEncoding: .literal)
        let flag = ParameterValue(NSNumber(value: true))
        let count = ParameterValue(NSNumber(value: 3))
        #expect(numeric.components(key: "flag", value: flag).map(\.1) == ["1"])
        #expect(literal.components(key: "flag", value: flag).map(\.1) == ["true"])
        #expect(literal.components(key: "count", value: count).map(\.1) == ["3"])
    }

    @Test func swiftIntegersAreNeverMistakenForBooleans() {
        let literal = URLEncoding(boolEncoding: .literal)
        #expect(literal.components(key: "n", value: ParameterValue(1)).map(\.1) == ["1"])
        #expect(literal.components(key: "n", value: ParameterValue(0)).map(\.1) == ["0"])
        #expect(literal.components(key: "b", value: ParameterValue(true)).map(\.1) == ["true"])
    }

    @Test func nestedOptionalsAreUnwrapped() {
        let doubleWrapped: Int?? = .some(.some(4))
        let innerNone: Int?? = .some(.none)
        #expect(URLEncoding.default.components(key: "a", value: ParameterValue(doubleWrapped as Any)).map(\.1) == ["4"])
        #expect(URLEncoding.default.components(key: "a", value: ParameterValue(innerNone as Any)).isEmpty)
    }

    @Test func nullAndBooleanBecomeJSONValues() throws {
        let object = ParameterValue(["flag": NSNumber(value: false), "none": NSNull()] as [String: Any]).jsonObject
        let data = try JSONSerialization.data(withJSONObject: object, options: .sortedKeys)
        #expect(String(decoding: data, as: UTF8.self) == #"{"flag":false,"none":null}"#)
    }
}
