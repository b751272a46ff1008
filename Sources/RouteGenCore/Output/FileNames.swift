/// Makes the generated file names safe on every file system, after rendering and before the
/// plan is made. The type names inside the files don't change.
///
/// - A file name longer than `maximumBytes` of UTF-8 is cut and given a short hash of the
///   whole name, so it stays unique and the same on every run.
/// - Names that differ only in case (`HttpHealthCheck.swift`, `HTTPHealthCheck.swift`) would be
///   one file on macOS: the first in sorted order keeps its name, the others get a hash of
///   their own name, with a warning at the place in the spec that named them.
public enum FileNames {
    /// File names are cut from this length: well under the 255 bytes file systems allow, with
    /// room for the temporary name routegen writes first.
    public static let maximumBytes = 200

    /// `files` with safe names; `origins` maps a path to the place in the spec it comes from.
    static func fitted(
        _ files: [GeneratedFile], origins: [String: SourceLocation], diagnostics: inout Diagnostics
    ) -> [GeneratedFile] {
        var fitted = files.map { file in
            var file = file
            file.path = shortened(file.path)
            return file
        }
        var taken: [String: String] = [:]
        for index in fitted.indices.sorted(by: { fitted[$0].path < fitted[$1].path }) {
            let path = fitted[index].path
            guard let first = taken[path.lowercased()] else {
                taken[path.lowercased()] = path
                continue
            }
            let renamed = withSuffix(hash(path), path: path)
            taken[renamed.lowercased()] = renamed
            fitted[index].path = renamed
            diagnostics.warning(
                "'\(path)' and '\(first)' differ only in case, which macOS and Windows treat as one file name; "
                    + "writing '\(renamed)' instead (the type keeps its name). Rename one of them to choose the file names",
                at: origins[files[index].path])
        }
        return fitted.sorted { $0.path < $1.path }
    }

    /// `path` with its last component cut to `maximumBytes`, keeping the extension and adding
    /// a hash of the whole component.
    static func shortened(_ path: String) -> String {
        let (folder, name) = split(path)
        guard name.utf8.count > maximumBytes else { return path }
        let (stem, suffix) = stemAndExtension(name)
        let tail = "-" + hash(name) + suffix
        var cut = ""
        for character in stem {
            guard cut.utf8.count + String(character).utf8.count + tail.utf8.count <= maximumBytes else { break }
            cut.append(character)
        }
        return folder + cut + tail
    }

    /// `Models/Name-1a2b3c4d.swift` for `Models/Name.swift`.
    private static func withSuffix(_ suffix: String, path: String) -> String {
        let (folder, name) = split(path)
        let (stem, ext) = stemAndExtension(name)
        return shortened(folder + stem + "-" + suffix + ext)
    }

    /// (`Models/`, `Name.swift`)
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[...slash]), String(path[path.index(after: slash)...]))
    }

    /// (`Name`, `.swift`)
    private static func stemAndExtension(_ name: String) -> (stem: String, ext: String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }

    /// Eight hex digits of the 64-bit FNV-1a hash of the UTF-8 bytes: stable across runs and
    /// platforms, unlike `Hasher`.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        let hex = String(value & 0xFFFF_FFFF, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
