import Foundation

/// A `$ref`'s text taken apart: `common.yaml#/components/schemas/Pet` is the file `common.yaml` and
/// the JSON pointer `/components/schemas/Pet` (percent-decoded); `#/…` names a place in the same file.
struct JSONReference {
    /// The file part, as written; empty for a place in the same file.
    var filePart: String
    /// The part after `#`, percent-decoded; empty for a whole file.
    var fragment: String

    init(_ text: String) {
        let hash = text.firstIndex(of: "#")
        filePart = String(hash.map { text[..<$0] } ?? text[...])
        fragment = hash.map { String(text[text.index(after: $0)...]) } ?? ""
        if fragment.utf8.contains(UInt8(ascii: "%")) { fragment = fragment.removingPercentEncoding ?? fragment }
    }

    /// `https://…`: another server's document, which routegen doesn't fetch.
    var isRemote: Bool { filePart.utf8.contains(UInt8(ascii: ":")) && filePart.contains("://") }

    /// A JSON pointer or the whole file, rather than an anchor (`#pet`).
    var isPointer: Bool { fragment.isEmpty || fragment.hasPrefix("/") }
}

extension OpenAPIFile {
    /// The file a reference's file part names, as diagnostics print it and as it identifies the
    /// file: `schemas/pet.yaml` from `specs/api.yaml` is `specs/schemas/pet.yaml`.
    static func referencedPath(_ filePart: String, from referringPath: String) -> (path: String, absolute: String) {
        let decoded = filePart.removingPercentEncoding ?? filePart
        let path = path(decoded, from: referringPath)
        return (path, absolutePath(of: path))
    }
}
