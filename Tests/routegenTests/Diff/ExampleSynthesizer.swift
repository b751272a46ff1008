import Foundation
@testable import RouteGenCore

/// Answers a server built on a spec may send, made from the spec's own types where it gives no
/// examples (Stripe gives none): a `minimal` one with the required fields only (`null` where the
/// schema allows it), and a `full` one with every field down to `fullDepth`, the last value of each
/// enum and the last variant of each one-of enum. Below that depth both are minimal, which keeps the
/// answers of large documents small and finite.
struct ExampleSynthesizer {
    enum Mode { case minimal, full }

    static let fullDepth = 2

    let names: SpecNames

    init(_ spec: APISpec) { names = SpecNames(spec, runtime: OutputOptions(spec.configuration).runtime) }

    func instance(_ type: TypeReference, mode: Mode) -> String {
        value(type, full: mode == .full, depth: 0, path: [])
    }

    private func value(_ type: TypeReference, full: Bool, depth: Int, path: Set<String>) -> String {
        switch type {
        case let .optional(wrapped):
            return value(wrapped, full: full, depth: depth, path: path)
        case let .array(element):
            return full ? "[" + value(element, full: full, depth: depth, path: path) + "]" : "[]"
        case .dictionary:
            return "{}"
        case let .named(name, arguments):
            if let scalar = Self.scalars[name] { return scalar }
            if name == "JSONValue" { return "{}" }
            if name == "Nullable" || name == "SequenceBody", let argument = arguments.first {
                return value(argument, full: full, depth: depth, path: path)
            }
            guard let model = names.model(named: name), depth < 24 else { return "null" }
            let bound = Dictionary(zip(model.genericParameters, arguments), uniquingKeysWith: { first, _ in first })
            return modelValue(model, arguments: bound, full: full, depth: depth, path: path.union([name]), seen: path.contains(name))
        }
    }

    private func modelValue(
        _ model: Model, arguments: [String: TypeReference], full: Bool, depth: Int, path: Set<String>, seen: Bool
    ) -> String {
        switch model.kind {
        case let .alias(target):
            return value(target, full: full, depth: depth, path: path)
        case let .stringEnum(cases):
            return JSONText.quoted((full ? cases.last : cases.first)?.value ?? "")
        case let .integerEnum(cases):
            return String((full ? cases.last : cases.first)?.value ?? 0)
        case let .oneOf(union):
            // Minimal: the first variant that is text, else the first; full: the last.
            let scalar = union.variants.first { variant in
                if case let .named(name, _) = names.resolvingAliases(variant.type) { return Self.scalars[name] != nil }
                return false
            }
            guard let variant = full ? union.variants.last : (scalar ?? union.variants.first) else { return "null" }
            var text = value(variant.type, full: full, depth: depth, path: path)
            // A discriminator names the variant.
            if let key = union.discriminator, let tag = variant.discriminatorValues.first, text.hasPrefix("{"),
               !text.contains(JSONText.quoted(key) + ":") {
                text = "{" + JSONText.quoted(key) + ":" + JSONText.quoted(tag) + (text == "{}" ? "}" : "," + text.dropFirst())
            }
            return text
        case let .object(properties):
            var fields: [String] = []
            let fullBelow = full && depth + 1 < Self.fullDepth
            for property in properties {
                let key = JSONText.quoted(property.wireName)
                if let fixed = property.fixedValue {
                    fields.append(key + ":" + Self.literal(fixed))
                    continue
                }
                let type = Self.substituting(arguments, in: property.type)
                if full {
                    fields.append(key + ":" + value(type, full: fullBelow, depth: depth + 1, path: path))
                } else if property.isRequired || !property.type.isOptional {
                    let text = property.isNullable || (property.type.isOptional && seen)
                        ? "null" : value(type, full: false, depth: depth + 1, path: path)
                    fields.append(key + ":" + text)
                }
            }
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    /// A generic model's property type with its parameters bound: `[Element]` → `[Item]`.
    static func substituting(_ arguments: [String: TypeReference], in type: TypeReference) -> TypeReference {
        guard !arguments.isEmpty else { return type }
        switch type {
        case let .named(name, inner) where inner.isEmpty: return arguments[name] ?? type
        case let .named(name, inner): return .named(name, arguments: inner.map { substituting(arguments, in: $0) })
        case let .array(element): return .array(substituting(arguments, in: element))
        case let .dictionary(value): return .dictionary(substituting(arguments, in: value))
        case let .optional(wrapped): return .optional(substituting(arguments, in: wrapped))
        }
    }

    static let scalars: [String: String] = [
        "String": "\"text\"", "Int": "1", "Int32": "1", "Int64": "1", "Double": "1.5", "Float": "1.5", "Decimal": "1.5",
        "Bool": "true", "Date": "\"2024-01-02T03:04:05Z\"", "URL": "\"https://example.com/a\"",
        "UUID": "\"00000000-0000-0000-0000-000000000001\"", "Data": "\"AA==\"",
    ]

    static func literal(_ fixed: FixedValue) -> String {
        switch fixed {
        case let .string(text): JSONText.quoted(text)
        case let .integer(number): String(number)
        case let .bool(flag): flag ? "true" : "false"
        }
    }
}
