import Foundation

/// The few file-system facts the writer needs, without following symbolic links.
enum FileSystem {
    enum Kind: Equatable {
        case missing, file, directory, symbolicLink, other
    }

    static func kind(of path: String) -> Kind {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let type = attributes[.type] as? FileAttributeType else { return .missing }
        switch type {
        case .typeRegular: return .file
        case .typeDirectory: return .directory
        case .typeSymbolicLink: return .symbolicLink
        default: return .other
        }
    }

    static func text(at path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The first bytes of a file, enough to read a header line.
    static func prefix(of path: String, length: Int = 512) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: length) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes to a temporary file beside `url`, then renames it over `url`, so a reader never
    /// sees a half-written file. Plain POSIX calls: Foundation's `createFile` already writes
    /// through a temporary file of its own and syncs it, which tripled the cost for large outputs.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).routegen-\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
    }
}
