/// The `format`s a document uses, and what becomes of them.
///
/// Owns the configuration's `types.formats` once checked, every format seen (for suggestions), the
/// overridden ones used, and the unknown ones: each is reported once per file and type, at its
/// first use, with the number of uses, in the order first used.
struct FormatUsage {
    /// `types.formats` of the configuration, by format; see `prepareFormatOverrides`.
    var overrides: [String: TypeReference] = [:]
    private(set) var seen: Set<String> = []
    private(set) var usedOverrides: Set<String> = []
    private var unknown: [UnknownFormatKey: UnknownFormatUse] = [:]
    private(set) var unknownOrder: [UnknownFormatKey] = []

    /// Notes a use of `format`; returns the type the configuration gives it, if any.
    mutating func use(_ format: String) -> TypeReference? {
        seen.insert(format)
        guard let type = overrides[format] else { return nil }
        usedOverrides.insert(format)
        return type
    }

    /// Counts a use of a format routegen doesn't know, which becomes `type`.
    mutating func useUnknown(_ key: UnknownFormatKey, becoming type: String, at location: @autoclosure () -> SourceLocation) {
        if let known = unknown[key] {
            unknown[key] = UnknownFormatUse(location: known.location, count: known.count + 1, type: type)
        } else {
            unknown[key] = UnknownFormatUse(location: location(), count: 1, type: type)
            unknownOrder.append(key)
        }
    }

    func unknownUse(of key: UnknownFormatKey) -> UnknownFormatUse? { unknown[key] }
}

/// A format routegen doesn't know, for one type in one file.
struct UnknownFormatKey: Hashable {
    var file: Int
    var type: String
    var format: String
}

/// Where an unknown format is first used, how often, and the type its values become.
struct UnknownFormatUse {
    var location: SourceLocation
    var count: Int
    var type: String
}
