import Foundation

extension String {
    /// Whether the UTF-8 text holds `byte`: one `memchr` over the bytes, for the checks that run
    /// on every description of a large document (`<` before looking for HTML).
    func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
    }
}
