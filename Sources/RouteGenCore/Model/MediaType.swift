/// Media types as the `content` keys of a document spell them.
enum MediaType {
    /// The type and subtype, lowercased, without parameters or the spaces around them:
    /// `text/event-stream` for `Text/Event-Stream; charset=utf-8`. Read byte by byte, since every
    /// request body and answer of a large document asks.
    static func essence(of mediaType: String) -> String {
        let bytes = mediaType.utf8
        var start = bytes.startIndex
        var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
        while start < end, isSpace(bytes[start]) { start = bytes.index(after: start) }
        while start < end, isSpace(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        let essence = Substring(mediaType.utf8[start..<end])
        return essence.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 >= 0x80 })
            ? essence.lowercased() : String(essence)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
