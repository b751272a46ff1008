import Foundation

/// How generated files name their spec in their first line, and which names a run takes for its
/// own spec (docs/SpecFormat.md, "Which spec a folder belongs to").
///
/// A spec is named by its path inside the project that holds the output folder, such as
/// `specs/api.yaml`: the project is the nearest folder at or above the output folder that holds
/// `Package.swift` or `.git`, else the output folder's parent. A spec outside the project is named
/// by its file name and a remark, `stripe.yaml (outside the project)`, so that it is never taken for
/// a spec at the project's root. So the name is the same in every checkout, and doesn't change when
/// the output folder moves inside the project.
public struct SpecIdentity: Sendable, Equatable {
    /// The name the first line of each generated file carries.
    public let name: String
    /// Where the spec, the project and the output folder are; `nil` for an identity given by its name.
    let places: Places?

    struct Places: Sendable, Equatable {
        /// Absolute paths, symbolic links resolved.
        var spec: String
        var project: String
        var output: String
    }

    /// What a generated file's first line naming `owner` means to a run of this spec.
    enum Relation: Equatable {
        /// This spec: its name now, or as an earlier version of routegen wrote it.
        case same
        /// A spec with the same file name that is no longer where the name says: this one, moved.
        case moved
        /// Another spec; `exists` when it is still where the name says.
        case other(exists: Bool)
    }

    /// The identity of the spec at `specPath` generating into `outputFolder`.
    public init(specAt specPath: String, outputFolder: String) {
        let spec = Self.resolved(specPath), output = Self.resolved(outputFolder)
        let project = Self.project(holding: output)
        let inside = spec.count > project.count && spec.starts(with: project)
        name = inside ? spec.dropFirst(project.count).joined(separator: "/") : (spec.last ?? specPath) + Self.outsideRemark
        places = Places(spec: Self.path(spec), project: Self.path(project), output: Self.path(output))
    }

    /// An identity known by its name only, as for a spec held in memory: only the same name (or, as
    /// earlier versions wrote it, the same file name) is this spec.
    public init(name: String) {
        self.name = name
        places = nil
    }

    /// What follows the file name of a spec outside the project.
    static let outsideRemark = " (outside the project)"

    func relation(to owner: String) -> Relation {
        if owner == FileHeader.sanitized(name) { return .same }
        // Outside the project a spec can't be found again from its name; another name is another spec.
        if owner.hasSuffix(Self.outsideRemark) { return .other(exists: true) }
        let sameFileName = (owner as NSString).lastPathComponent == Self.fileName(of: name)
        guard let places else { return sameFileName && !owner.contains("/") ? .same : .other(exists: true) }
        // The name is a path in the project. Headers written before issue 17 gave it relative to the
        // output folder: read so only when the project doesn't hold a file of that name (such a file
        // is the spec the header means), and always for a path going up (`..`), which the project
        // reading never writes.
        let goesUp = owner.split(separator: "/").contains("..")
        let readings = (goesUp ? [places.output] : [places.project, places.output])
            .map { Self.path(Self.resolved(($0 as NSString).appendingPathComponent(owner))) }
        for reading in readings {
            if reading == places.spec { return .same }
            if FileSystem.kind(of: reading) == .file { return .other(exists: true) }
        }
        // Headers written before paths were named gave the file name only.
        if sameFileName { return owner.contains("/") ? .moved : .same }
        return .other(exists: false)
    }

    /// The file name of the spec a name gives, without its folders or the outside remark.
    private static func fileName(of name: String) -> String {
        let fileName = (name as NSString).lastPathComponent
        return fileName.hasSuffix(outsideRemark) ? String(fileName.dropLast(outsideRemark.count)) : fileName
    }

    /// The project holding `folder`: the nearest folder at or above it with `Package.swift` or
    /// `.git`, else the folder's parent.
    private static func project(holding folder: [String]) -> [String] {
        var candidate = folder
        while !candidate.isEmpty {
            let path = Self.path(candidate)
            if ["Package.swift", ".git"].contains(where: { FileSystem.kind(of: (path as NSString).appendingPathComponent($0)) != .missing }) {
                return candidate
            }
            candidate.removeLast()
        }
        return folder.count > 1 ? Array(folder.dropLast()) : folder
    }

    /// The components of an absolute path with symbolic links resolved, also for a folder that
    /// doesn't exist yet (its nearest existing parent is resolved), so the first run and the
    /// next agree.
    private static func resolved(_ path: String) -> [String] {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while url.pathComponents.count > 1, !FileManager.default.fileExists(atPath: url.path) {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        return url.resolvingSymlinksInPath().pathComponents + missing
    }

    private static func path(_ components: [String]) -> String {
        components.isEmpty ? "/" : NSString.path(withComponents: components)
    }
}
