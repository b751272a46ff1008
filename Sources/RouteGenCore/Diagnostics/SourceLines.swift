import Foundation

/// The lines of a text, counted as libyaml counts them. Every `file:line:col` routegen prints
/// follows this one convention: a line ends at LF, CR LF, CR, NEL (U+0085), U+2028 or U+2029, and
/// a column counts Unicode scalars from 1. YAML places come from libyaml's marks; the JSON reader,
/// byte offsets, duplicate keys, template errors and the places kept inside a file count here.
struct SourceLines {
    /// The UTF-8 text.
    let bytes: [UInt8]
    /// Where each line starts, in bytes; the first line starts at 0.
    private(set) var starts: [Int] = [0]
    /// Where each line's content ends (where its line break starts), in bytes.
    private(set) var ends: [Int] = []

    init(_ text: String) {
        bytes = Array(text.utf8)
        if !bytes.withUnsafeBytes(Self.hasOtherBreaks) {
            // Only LF: `memchr` finds them, which a document of megabytes notices.
            bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress else { return }
                var index = 0
                while index < buffer.count, let found = memchr(base + index, 0x0A, buffer.count - index) {
                    let lineFeed = base.distance(to: UnsafeRawPointer(found))
                    ends.append(lineFeed)
                    index = lineFeed + 1
                    starts.append(index)
                }
            }
            ends.append(bytes.count)
            return
        }
        var index = 0
        while index < bytes.count {
            let length = Self.breakLength(at: index, in: bytes)
            if length == 0 {
                index += 1
                continue
            }
            ends.append(index)
            index += length
            starts.append(index)
        }
        ends.append(bytes.count)
    }

    /// Whether a line break other than LF is among the bytes: a CR, a NEL, U+2028 or U+2029.
    private static func hasOtherBreaks(_ buffer: UnsafeRawBufferPointer) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        if memchr(base, 0x0D, buffer.count) != nil { return true }
        let bytes = buffer.bindMemory(to: UInt8.self)
        for lead: UInt8 in [0xC2, 0xE2] {
            var index = 0
            while index < buffer.count, let found = memchr(base + index, Int32(lead), buffer.count - index) {
                index = base.distance(to: UnsafeRawPointer(found))
                if breakLength(at: index, in: bytes) > 0 { return true }
                index += 1
            }
        }
        return false
    }

    /// The number of lines: one more than the line breaks, as a final break opens an empty line.
    var count: Int { starts.count }

    /// The bytes of line `line` (from 1), without its line break.
    func content(ofLine line: Int) -> ArraySlice<UInt8> {
        bytes[starts[line - 1]..<ends[line - 1]]
    }

    /// The bytes of the line break that ends line `line` (from 1); empty for the last line.
    func lineBreak(ofLine line: Int) -> ArraySlice<UInt8> {
        line < count ? bytes[ends[line - 1]..<starts[line]] : []
    }

    /// The number of Unicode scalars on line `line` (from 1), its line break left out.
    func length(ofLine line: Int) -> Int {
        Self.scalarCount(content(ofLine: line))
    }

    /// The place just after the text's last character: past a final line break, the empty line after it.
    func end(file: String) -> SourceLocation {
        SourceLocation(file: file, line: count, column: length(ofLine: count) + 1)
    }

    /// The length in bytes of the line break that starts at `index` of UTF-8 `bytes`, or 0 when
    /// none starts there: 2 for CR LF (one break) and NEL, 3 for U+2028 and U+2029, 1 for LF and CR.
    @inline(__always)
    static func breakLength<Bytes: RandomAccessCollection<UInt8>>(at index: Int, in bytes: Bytes) -> Int
    where Bytes.Index == Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.endIndex && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.endIndex && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return index + 2 < bytes.endIndex && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The Unicode scalars in valid UTF-8: the bytes that start one.
    private static func scalarCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }
}

extension SourceLocation {
    /// The place just after `text`, with lines counted as in `SourceLines`.
    static func after(_ text: Substring, file: String) -> SourceLocation {
        var text = text
        return text.withUTF8 { bytes in
            var line = 1, column = 1
            var index = 0
            while index < bytes.count {
                let length = SourceLines.breakLength(at: index, in: bytes)
                if length > 0 {
                    line += 1
                    column = 1
                    index += length
                } else {
                    if bytes[index] & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
            }
            return SourceLocation(file: file, line: line, column: column)
        }
    }
}
