/// A type as a spec writes it: `Int`, `[Post]`, `[String: Int]`, `ResponseData<[Post]>?`.
public indirect enum TypeReference: Sendable, Hashable {
    case named(String, arguments: [TypeReference])
    case array(TypeReference)
    case dictionary(TypeReference)
    case optional(TypeReference)

    public static func named(_ name: String) -> TypeReference { .named(name, arguments: []) }

    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The type without one level of optionality.
    public var unwrapped: TypeReference {
        if case let .optional(wrapped) = self { return wrapped }
        return self
    }

    /// Every name the type mentions, outermost first.
    public var names: [String] {
        switch self {
        case let .named(name, arguments): [name] + arguments.flatMap(\.names)
        case let .array(element), let .dictionary(element), let .optional(element): element.names
        }
    }

    /// The spelling a spec writer would use, for messages.
    public var written: String {
        switch self {
        case let .named(name, arguments) where arguments.isEmpty: name
        case let .named(name, arguments): "\(name)<\(arguments.map(\.written).joined(separator: ", "))>"
        case let .array(element): "[\(element.written)]"
        case let .dictionary(value): "[String: \(value.written)]"
        case let .optional(wrapped): "\(wrapped.written)?"
        }
    }
}

/// Where a type was written, and how, so that a problem with one name inside it
/// (`ResponseData<[Psot]>`) can point at that name's column.
public struct TypeSite: Sendable, Hashable {
    public var location: SourceLocation
    public var text: String

    /// The location of the first whole-word occurrence of `name`, or the type's start.
    func location(of name: String) -> SourceLocation {
        let scalars = Array(text.unicodeScalars), target = Array(name.unicodeScalars)
        let isWord = { (scalar: Unicode.Scalar) in scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) }
        guard !target.isEmpty, scalars.count >= target.count else { return location }
        for start in 0...(scalars.count - target.count) where Array(scalars[start..<start + target.count]) == target {
            let end = start + target.count
            if (start == 0 || !isWord(scalars[start - 1])), (end == scalars.count || !isWord(scalars[end])) {
                return location.advanced(by: start)
            }
        }
        return location
    }
}
