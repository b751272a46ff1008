import Foundation
@testable import RouteGenCore

/// For every variant of every union (`oneOf`/`anyOf` enum) of a spec, a JSON value built from the
/// variant's own schema: its required properties, with each property that allows one value set to
/// that value (and a lookalike's own keys, which tell it from the variants it looks like). Written
/// out as a Swift table (``table(for:module:)``) that decodes each value with the generated enum and
/// says which case it became: `UnionSamplesTests` commits one for the cut documents of
/// `Tests/Fixtures/unions`, and `Scripts/compile-whole-documents.sh unions` writes one for the whole documents.
struct UnionSamples {
    struct Sample {
        /// The enum's spelled type.
        var union: String
        /// The case the value must decode as, unescaped (as `Mirror` names it).
        var caseName: String
        var json: String
        /// The generator warned that this variant can't be told apart from another.
        var isLookalike: Bool
    }

    let spec: APISpec
    let names: SpecNames
    let speller: TypeSpeller

    init(_ spec: APISpec) {
        self.spec = spec
        names = SpecNames(spec, runtime: .routegen)
        speller = TypeSpeller(names: names)
    }

    var unionCount: Int { spec.models.filter { if case .oneOf = $0.kind { true } else { false } }.count }

    func samples() -> [Sample] {
        spec.models.flatMap { model -> [Sample] in
            guard case let .oneOf(oneOf) = model.kind else { return [] }
            let union = speller.spell(.named(model.name))
            return oneOf.variants.map { variant in
                var value = self.value(of: variant.type, depth: 0)
                if case var .object(entries) = value {
                    // A lookalike's own keys are part of what it is; a discriminator names it.
                    for key in variant.ownKeys where !entries.contains(where: { $0.key == key }) {
                        entries.append((key, ownKeyValue(key, of: variant.type)))
                    }
                    if let key = oneOf.discriminator, let first = variant.discriminatorValues.first {
                        entries.removeAll { $0.key == key }
                        entries.insert((key, .string(first)), at: 0)
                    }
                    value = .object(entries)
                }
                return Sample(union: union, caseName: names.variantName(variant), json: value.text,
                              isLookalike: variant.lookalikeGroup != nil)
            }
        }
    }

    // MARK: Values

    indirect enum Value {
        case null, bool(Bool), integer(Int), number(Double), string(String)
        case array([Value]), object([(key: String, value: Value)])

        var text: String {
            switch self {
            case .null: "null"
            case let .bool(flag): String(flag)
            case let .integer(number): String(number)
            case let .number(number): String(number)
            case let .string(text): Self.quoted(text)
            case let .array(elements): "[" + elements.map(\.text).joined(separator: ",") + "]"
            case let .object(entries): "{" + entries.map { Self.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
            }
        }

        private static func quoted(_ text: String) -> String {
            let data = try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
            return data.map { String(decoding: $0.dropFirst().dropLast(), as: UTF8.self) } ?? "\"\""
        }
    }

    /// A value of `type`: the smallest that is one, nested structures cut short past a few levels.
    func value(of type: TypeReference, depth: Int) -> Value {
        switch type {
        case let .optional(wrapped): return depth == 0 ? value(of: wrapped, depth: depth) : .null
        case let .array(element): return depth > 3 ? .array([]) : .array([value(of: element, depth: depth + 1)])
        case let .dictionary(element): return depth > 3 ? .object([]) : .object([("key", value(of: element, depth: depth + 1))])
        case let .named(name, arguments):
            switch name {
            case "String": return .string("text")
            case "Int", "Int32", "Int64": return .integer(1)
            case "Double", "Float", "Decimal": return .number(1.5)
            case "Bool": return .bool(true)
            case "Date": return .string("2024-01-02T03:04:05Z")
            case "UUID": return .string("00000000-0000-0000-0000-000000000001")
            case "URL": return .string("https://example.com/")
            case "Data": return .string("AA==")
            case "JSONValue": return .null
            case "Nullable": return arguments.first.map { value(of: $0, depth: depth) } ?? .null
            default: break
            }
            guard let model = names.model(named: name) else { return .null }
            switch model.kind {
            case let .object(properties):
                guard depth < 8 else { return .object([]) }
                return .object(properties.compactMap { property in
                    if let fixed = property.fixedValue, property.isRequired { return (property.wireName, Self.value(fixed)) }
                    guard !property.type.isOptional || property.isRequired else { return nil }
                    return (property.wireName, value(of: property.type, depth: depth + 1))
                })
            case let .stringEnum(cases): return cases.first.map { .string($0.value) } ?? .string("text")
            case let .integerEnum(cases): return cases.first.map { .integer($0.value) } ?? .integer(1)
            case let .oneOf(oneOf): return oneOf.variants.first.map { value(of: $0.type, depth: depth + 1) } ?? .null
            case let .alias(target): return value(of: target, depth: depth)
            }
        }
    }

    /// A value for an optional key that tells a lookalike apart.
    private func ownKeyValue(_ key: String, of type: TypeReference) -> Value {
        guard case let .object(properties)? = names.model(named: names.resolvingAliases(type))?.kind,
              let property = properties.first(where: { $0.wireName == key }) else { return .null }
        return value(of: property.type.unwrapped, depth: 1)
    }

    static func value(_ fixed: FixedValue) -> Value {
        switch fixed {
        case let .string(text): .string(text)
        case let .integer(number): .integer(number)
        case let .bool(flag): .bool(flag)
        }
    }

    // MARK: The table

    /// A Swift file for the generated module: the samples, and a check that decodes each one.
    func table(documentName: String) -> String {
        let rows = samples().map { sample in
            "        .init(\(sample.union).self, \(SwiftLiteral.string(sample.caseName)), lookalike: \(sample.isLookalike), "
                + "\(SwiftLiteral.string(sample.json))),"
        }
        return """
            // Generated by RouteGenCoreTests.UnionSamplesTests from \(documentName). Do not edit.
            import Foundation
            import RouteGenRuntime

            /// For every variant of every union: a value built from the variant's own schema (its required
            /// properties, those that allow one value set to it), and the case it must decode as.
            public enum UnionSamples {
                public struct Sample: Sendable {
                    public let union: Swift.String
                    public let expected: Swift.String
                    /// The generator warned that the variant can't be told apart from another.
                    public let isLookalike: Swift.Bool
                    public let json: Swift.String
                    /// The case the value decoded as, and the value encoded again.
                    public let decode: @Sendable (Foundation.Data) throws -> (Swift.String, Foundation.Data)

                    init<Union: Swift.Codable & Swift.Sendable>(
                        _ type: Union.Type, _ expected: Swift.String, lookalike: Swift.Bool, _ json: Swift.String
                    ) {
                        union = "\\(Union.self)"
                        self.expected = expected
                        isLookalike = lookalike
                        self.json = json
                        decode = { data in
                            let value = try Foundation.JSONDecoder.routeGenDefault.decode(Union.self, from: data)
                            let label = Swift.Mirror(reflecting: value).children.first?.label ?? "\\(value)"
                            return (label, try Foundation.JSONEncoder.routeGenDefault.encode(value))
                        }
                    }
                }

                /// How each sample decoded: `nil` when as its variant, else what went wrong.
                public static func outcome(_ sample: Sample) -> Swift.String? {
                    do {
                        let (label, encoded) = try sample.decode(Foundation.Data(sample.json.utf8))
                        if label == sample.expected { return nil }
                        let same = try Foundation.JSONDecoder().decode(RouteGenRuntime.JSONValue.self, from: encoded)
                            == Foundation.JSONDecoder().decode(RouteGenRuntime.JSONValue.self, from: Foundation.Data(sample.json.utf8))
                        return "decodes as .\\(label)" + (same ? "" : ", and encodes to other JSON")
                    } catch {
                        return "fails to decode: \\(error)"
                    }
                }

                /// \(unionCountText) unions.
                public static let all: [Sample] = [
            \(rows.joined(separator: "\n"))
                ]
            }

            """
    }

    private var unionCountText: String { String(unionCount) }
}
