import Foundation

/// The few file-system facts the writer needs, without following symbolic links.
enum FileSystem {
    enum Kind: Equatable {
        case missing, file, directory, symbolicLink, other
    }

    /// The longest file name most file systems take (APFS, ext4, NTFS: 255).
    static let maximumNameBytes = 255
    /// The longest path the system takes.
    static let maximumPathBytes = Int(PATH_MAX) - 1
    /// `.routegen-` + UUID + `.tmp`: the same length whatever the final name, so a long final
    /// name never fails only because of its temporary name.
    static let temporaryNameBytes = temporaryName().utf8.count

    static func temporaryName() -> String {
        ".routegen-\(UUID().uuidString).tmp"
    }

    /// routegen's temporary names: `.routegen-<UUID>.tmp`, and `.X.swift.routegen-<UUID>.tmp`
    /// from earlier versions.
    static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: "routegen-", options: .backwards)
        else { return false }
        return UUID(uuidString: String(name[marker.upperBound...].dropLast(4))) != nil
    }

    /// What is at `path`, from `lstat`: Foundation's `attributesOfItem` reads the same call but
    /// also builds a dictionary and looks up the owner's name, which cost more than the call.
    static func kind(of path: String) -> Kind {
        var status = stat()
        guard lstat(path, &status) == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
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
        do {
            // `nil` at the end of the file: an empty file has an empty prefix.
            let data = try handle.read(upToCount: length) ?? Data()
            return String(decoding: data, as: UTF8.self)
        } catch {
            return nil
        }
    }

    /// Writes to a temporary file beside `url`, then renames it over `url`, so a reader never
    /// sees a half-written file. Plain POSIX calls: Foundation's `createFile` already writes
    /// through a temporary file of its own and syncs it, which tripled the cost for large outputs.
    static func writeAtomically(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(temporaryName())
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
