import Foundation
import RouteGenRuntime
import Testing

private struct Card: Codable, Equatable, Sendable {
    var id: String
    var object: String
}

private struct DeletedCard: Codable, Equatable, Sendable {
    var id: String
    var object: String
    var deleted: Bool
}

private struct Account: Codable, Equatable, Sendable {
    var id: String
    var object: String
    var country: String
}

/// An expandable field written as generated code writes unions: an id, or one of three objects.
private enum Source: Codable, Equatable, Sendable {
    case id(String)
    case card(Card)
    case deletedCard(DeletedCard)
    case account(Account)
    case unknown(JSONValue)

    static let variants: [UnionVariant<Self>] = [
        .string(Self.id),
        .object(Self.deletedCard, where: ["object": "card", "deleted": true]),
        .object(Self.card, where: ["object": "card"]),
        .object(Self.account, where: ["object": "account"]),
    ]

    init(from decoder: any Decoder) throws {
        self = try UnionDecoder.decode(decoder, Self.variants, unknown: Self.unknown)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .id(value): try container.encode(value)
        case let .card(value): try container.encode(value)
        case let .deletedCard(value): try container.encode(value)
        case let .account(value): try container.encode(value)
        case let .unknown(value): try container.encode(value)
        }
    }
}

private struct Rule: Codable, Equatable, Sendable {
    var id: Int
    var waitTimer: Int?
    var reviewers: [String]?

    enum CodingKeys: String, CodingKey {
        case id, reviewers
        case waitTimer = "wait_timer"
    }
}

/// Lookalikes: the same required properties; only the keys each declares tell them apart.
private enum Protection: Codable, Equatable, Sendable {
    case waitTimer(Rule)
    case reviewers(Rule)
    case other(Rule)
    case unknown(JSONValue)

    static let variants: [UnionVariant<Self>] = [
        .object(Self.waitTimer, lookalikes: 1, ownKeys: ["wait_timer"]),
        .object(Self.reviewers, lookalikes: 1, ownKeys: ["reviewers"]),
        .object(Self.other, lookalikes: 1),
    ]

    init(from decoder: any Decoder) throws {
        self = try UnionDecoder.decode(decoder, Self.variants, unknown: Self.unknown)
    }

    func encode(to encoder: any Encoder) throws {}
}

private enum Level: String, Codable, CaseIterable, Sendable {
    case low, high
}

/// Numbers, an enum's listed values before any string, dates through the decoder's strategy, and a nested union.
private enum Mixed: Codable, Equatable, Sendable {
    case int(Int)
    case double(Double)
    case level(Level)
    case date(Date)
    case text(String)
    case source(Source)
    case unknown(JSONValue)

    static let variants: [UnionVariant<Self>] = [
        .value(Self.int), .value(Self.double), .listed(Self.level), .value(Self.date), .string(Self.text),
        .union(Self.source, Source.variants),
    ]

    init(from decoder: any Decoder) throws {
        self = try UnionDecoder.decode(decoder, Self.variants, unknown: Self.unknown)
    }

    func encode(to encoder: any Encoder) throws {}
}

@Suite struct UnionDecoderTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder.routeGenDefault.decode(type, from: Data(json.utf8))
    }

    @Test func singleValuePropertiesChooseTheVariant() throws {
        #expect(try decode(Source.self, #""card_1""#) == .id("card_1"))
        #expect(try decode(Source.self, #"{"id":"c","object":"card"}"#) == .card(Card(id: "c", object: "card")))
        #expect(try decode(Source.self, #"{"id":"c","object":"card","deleted":true}"#)
            == .deletedCard(DeletedCard(id: "c", object: "card", deleted: true)))
        #expect(try decode(Source.self, #"{"id":"a","object":"account","country":"FR"}"#)
            == .account(Account(id: "a", object: "account", country: "FR")))
    }

    /// An account-shaped value that says it is a card is not an account, even listed later.
    @Test func aValueIsNeverTheVariantItsPropertyDenies() throws {
        #expect(try decode(Source.self, #"{"id":"c","object":"card","country":"FR"}"#) == .card(Card(id: "c", object: "card")))
    }

    @Test func aNewObjectTypeIsKeptAndEncodesBackTheSame() throws {
        let json = #"{"amount":5,"id":"tu_1","object":"topup","tags":["a",null],"ok":false}"#
        let value = try decode(Source.self, json)
        #expect(value == .unknown(["id": "tu_1", "object": "topup", "amount": 5, "tags": ["a", nil], "ok": false]))
        let encoded = try JSONEncoder.routeGenDefault.encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)))
        #expect(try decode(Source.self, "42") == .unknown(42))
    }

    @Test func aValueThatNamesAVariantButDoesNotFitIsAnError() {
        #expect {
            _ = try decode(Source.self, #"{"object":"account","id":"a"}"#)
        } throws: { error in
            guard case let DecodingError.typeMismatch(_, context)? = error as? DecodingError else { return false }
            return context.debugDescription.hasPrefix(#"The value is a Account of Source ("object" is "account"), but it doesn't decode as one"#)
                && context.debugDescription.contains("country")
        }
    }

    @Test func lookalikesAreToldApartByTheirOwnKeysOnly() throws {
        #expect(try decode(Protection.self, #"{"id":1,"wait_timer":30}"#) == .waitTimer(Rule(id: 1, waitTimer: 30)))
        #expect(try decode(Protection.self, #"{"id":1,"reviewers":["a"]}"#) == .reviewers(Rule(id: 1, reviewers: ["a"])))
        // Fits all three equally: not guessed.
        #expect(try decode(Protection.self, #"{"id":1}"#) == .unknown(["id": 1]))
    }

    @Test func theMoreParticularVariantOfAKindGoesFirst() throws {
        #expect(try decode(Mixed.self, "3") == .int(3))
        #expect(try decode(Mixed.self, "3.5") == .double(3.5))
        #expect(try decode(Mixed.self, #""high""#) == .level(.high))
        #expect(try decode(Mixed.self, #""2023-11-14T22:13:20Z""#) == .date(Date(timeIntervalSince1970: 1_700_000_000)))
        #expect(try decode(Mixed.self, #""medium""#) == .text("medium"))
    }

    /// A nested union that recognises nothing is not its variant: the outer union keeps the value.
    @Test func aNestedUnionTakesOnlyWhatItRecognises() throws {
        #expect(try decode(Mixed.self, #"{"id":"c","object":"card"}"#) == .source(.card(Card(id: "c", object: "card"))))
        #expect(try decode(Mixed.self, #"{"object":"topup"}"#) == .unknown(["object": "topup"]))
    }

    @Test func plainTextOfUnknownValues() {
        #expect(JSONValue.string("a/b").plainText == "a/b")
        #expect(JSONValue.number(3).plainText == "3")
        #expect(JSONValue.number(2.5).plainText == "2.5")
        #expect(JSONValue.bool(true).plainText == "true")
        #expect(JSONValue.array([1, "x"]).plainText == #"[1,"x"]"#)
    }
}
