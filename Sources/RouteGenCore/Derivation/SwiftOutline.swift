/// What a Swift file declares at its top level, what it extends, and the identifiers its code names
/// (comments and string text aside), read with ``SwiftRewriter``.
struct SwiftOutline {
    /// The types it declares at the top level: `struct JSONValue` gives `JSONValue`.
    var declares: [String] = []
    /// The types its top-level extensions extend, as written: `Swift.Optional` gives `Swift`'s
    /// qualified name's first part, `Optional` gives `Optional`.
    var extends: [String] = []
    /// Every identifier of its code.
    var identifiers: Set<Substring> = []

    init(_ text: String) {
        var outline = self
        _ = SwiftRewriter(identifier: { found in
            outline.identifiers.insert(found.text)
            guard found.depth == 0, let previous = found.previous, found.before != UInt8(ascii: ".") else { return .keep }
            if ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(previous) {
                outline.declares.append(String(found.text))
            } else if previous == "extension" {
                outline.extends.append(String(found.text))
            }
            return .keep
        }).rewrite(text)
        self = outline
    }
}
