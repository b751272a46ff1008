import Foundation

/// The files of a target and paths in the package, as both command plugins find them.
enum PackageFiles {
    /// Every file under `folder`, hidden ones and their folders left out.
    static func files(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true { files.append(url) }
        }
        return files
    }

    /// `url` relative to the package folder when it is inside it; absolute otherwise.
    static func relative(_ url: URL, to package: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        let root = package.standardizedFileURL.resolvingSymlinksInPath().path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
