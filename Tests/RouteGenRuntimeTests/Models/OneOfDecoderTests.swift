import Foundation
import RouteGenRuntime
import Testing

/// A variant enum written as generated code writes them.
private enum When: Codable, Equatable {
    case date(Date)
    case text(String)

    init(from decoder: any Decoder) throws {
        var oneOf = OneOfDecoder(decoder)
        if let value = oneOf.attempt(Date.self) {
            self = .date(value)
            return
        }
        if let value = oneOf.attempt(String.self) {
            self = .text(value)
            return
        }
        throw oneOf.noMatch(Self.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .date(value): try container.encode(value)
        case let .text(value): try container.encode(value)
        }
    }
}

@Suite struct OneOfDecoderTests {
    @Test func variantsUseTheDecodersStrategies() throws {
        let values = try JSONDecoder.routeGenDefault.decode([When].self, from: Data(#"["2023-11-14T22:13:20Z","soon"]"#.utf8))
        #expect(values == [.date(Date(timeIntervalSince1970: 1_700_000_000)), .text("soon")])
        let json = try JSONEncoder.routeGenDefault.encode(values)
        #expect(String(decoding: json, as: UTF8.self) == #"["2023-11-14T22:13:20Z","soon"]"#)
    }

    @Test func noMatchNamesEachVariant() {
        #expect {
            _ = try JSONDecoder.routeGenDefault.decode(When.self, from: Data("42".utf8))
        } throws: { error in
            guard case let DecodingError.typeMismatch(_, context)? = error as? DecodingError else { return false }
            return context.debugDescription.hasPrefix("The value matches none of the variants of When: Date (")
                && context.debugDescription.contains("; String (")
        }
    }

    @Test func discriminatorMustBeAString() {
        struct Tagged: Decodable {
            init(from decoder: any Decoder) throws {
                _ = try DiscriminatedDecoder(decoder, key: "kind")
            }
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tagged.self, from: Data(#"{"kind":1}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tagged.self, from: Data("[]".utf8)) }
    }
}
