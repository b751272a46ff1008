/// What a Swift file declares at its top level, and the identifiers its code names (comments and
/// string text aside), read with ``SwiftRewriter``.
struct SwiftOutline {
    /// The types it declares at the top level: `struct JSONValue` gives `JSONValue`.
    var declares: [String] = []
    /// Every identifier of its code.
    var identifiers: Set<Substring> = []

    init(_ text: String) {
        var outline = self
        _ = SwiftRewriter(identifier: { found in
            outline.identifiers.insert(found.text)
            if found.depth == 0, found.before != UInt8(ascii: "."), let previous = found.previous,
               ["struct", "enum", "class", "protocol", "actor", "typealias"].contains(previous) {
                outline.declares.append(String(found.text))
            }
            return .keep
        }).rewrite(text)
        self = outline
    }
}
