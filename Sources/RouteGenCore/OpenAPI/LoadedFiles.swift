import Yams

/// The files of one document that the translator has read, and what their `$ref`s led to.
///
/// Owns the list of files (the entry file first, then each file a `$ref` loaded, in the order
/// loaded: a file's index is its place in the list and part of every node's identity), the files
/// that could not be loaded (so that each is reported once), the `$ref`s already followed, and the
/// schemas `$ref`s reach with the model names they were given.
struct LoadedFiles {
    private(set) var files: [OpenAPIFile]
    private var indexByPath: [String: Int]
    /// Files that could not be loaded, by absolute path.
    private var unloadable: Set<String> = []
    /// `$ref`s already followed successfully.
    private var resolvedRefs: [RefKey: RefTarget] = [:]
    /// Schemas reached by `$ref` (components and any other pointer), by `file#pointer`.
    private var namedSchemas: [String: NamedSchema] = [:]

    init(entry: OpenAPIFile) {
        files = [entry]
        indexByPath = [entry.absolutePath: entry.index]
    }

    subscript(index: Int) -> OpenAPIFile { files[index] }

    /// The file loaded from `absolutePath`, if it was.
    func file(at absolutePath: String) -> OpenAPIFile? {
        indexByPath[absolutePath].map { files[$0] }
    }

    func isUnloadable(_ absolutePath: String) -> Bool { unloadable.contains(absolutePath) }

    mutating func markUnloadable(_ absolutePath: String) { unloadable.insert(absolutePath) }

    /// Adds a file read from `path`, with the next index.
    mutating func add(path: String, absolutePath: String, root: Node) -> OpenAPIFile {
        let file = OpenAPIFile(index: files.count, path: path, root: root)
        files.append(file)
        indexByPath[absolutePath] = file.index
        return file
    }

    /// Where a `$ref` already followed led.
    func target(of ref: RefKey) -> RefTarget? { resolvedRefs[ref] }

    mutating func remember(_ target: RefTarget, for ref: RefKey) { resolvedRefs[ref] = target }

    /// The model a schema reached by `$ref` became, by the target's key.
    func namedSchema(at key: String) -> NamedSchema? { namedSchemas[key] }

    mutating func name(_ schema: NamedSchema, at key: String) { namedSchemas[key] = schema }
}
