import Foundation
import Yams

/// Swagger 2.0 in: rewrites a Swagger document, and the parts of other files its `$ref`s reach,
/// into the OpenAPI 3.0 tree that `OpenAPITranslator` reads, so that nothing after this stage knows
/// the input was Swagger.
///
/// Every node keeps its place in the user's file, and a node made here takes the place of what it
/// is made from (a form body that of its first field), so diagnostics point into the Swagger files
/// as written. Reusable objects stay where Swagger keeps them (`#/definitions/Pet`, see
/// `ComponentLayout`), so no `$ref` is rewritten. What OpenAPI 3 can't say travels in extensions the
/// translator reads (`x-collectionFormat`). docs/OpenAPI.md, "Swagger 2.0", has the whole table.
final class SwaggerConverter {
    /// What a node is, which decides what it becomes.
    enum Kind {
        case document, pathItem, parameter, response, schema
    }

    /// One file: as read, and its pieces converted, by JSON pointer.
    final class File {
        let original: OpenAPIFile
        var pieces: [String: Node] = [:]
        /// The converted file, once assembled.
        var root: Node?

        init(_ original: OpenAPIFile) {
            self.original = original
        }

        var path: String { original.path }

        func location(_ node: Node) -> SourceLocation { original.location(node) }
    }

    let entry: File
    var diagnostics = OpenAPIDiagnostics()
    /// The tag of made nodes.
    let tag = Tag(.implicit)
    /// The document's `consumes` and `produces`, for operations that don't give their own.
    var consumes: [String] = []
    var produces: [String] = []
    /// The document's schemes, to tell an operation's own from them.
    var schemes: [String] = []
    var host: String?
    var basePath: String?

    private var files: [String: File] = [:]
    private var unloadable: Set<String> = []
    private var pending: [(file: File, pointer: String, kind: Kind)] = []
    private var queued: Set<String> = []

    init(entry source: SpecSource) {
        entry = File(OpenAPIFile(index: 0, path: source.path, root: source.root))
        files[entry.original.absolutePath] = entry
    }

    /// Converts the document and every piece of another file its `$ref`s reach; returns the entry
    /// document, converted.
    func convert() -> Node {
        entry.pieces[""] = convertDocument(entry.original.root)
        while let (file, pointer, kind) = pending.popLast() {
            guard let node = file.original.node(at: pointer) else { continue }
            file.pieces[pointer] = convert(node, as: kind, in: file)
        }
        return root(of: entry)
    }

    /// The conventions the translator reads the converted tree with.
    var conventions: TreeConventions {
        TreeConventions(
            layout: .topLevel, readsReferenceAnnotations: true, readsExampleStubs: true,
            convertsLoadedFile: { [self] path, original in
                guard let file = files[OpenAPIFile.absolutePath(of: path)] else { return original }
                return root(of: file)
            })
    }

    func convert(_ node: Node, as kind: Kind, in file: File) -> Node {
        switch kind {
        case .document: convertDocument(node)
        case .pathItem: convertPathItem(node, in: file)
        case .parameter: convertSharedParameter(node, in: file)
        case .response: convertResponse(node, produces: consumesOrJSON(produces), in: file)
        case .schema: convertSchema(node, in: file)
        }
    }

    /// A file converted: its converted whole, or the file as read with each converted piece in place.
    private func root(of file: File) -> Node {
        if let root = file.root { return root }
        var root = file.pieces[""] ?? file.original.root
        for pointer in file.pieces.keys.sorted(by: { ($0.count, $0) < ($1.count, $1) }) where !pointer.isEmpty {
            root = root.replacing(at: pointer, with: file.pieces[pointer]!) ?? root
        }
        file.root = root
        return root
    }

    // MARK: References

    /// Notes that the `$ref` `refNode` in `file` leads to a node of `kind`, which is then
    /// converted as one; returns where it leads. Says nothing when it leads nowhere: the translator
    /// reports that when it follows the same reference.
    @discardableResult
    func follow(_ refNode: Node, in file: File, as kind: Kind) -> (file: File, pointer: String)? {
        guard let text = refNode.text else { return nil }
        let reference = JSONReference(text)
        guard !reference.isRemote, reference.isPointer else { return nil }
        var target = file
        if !reference.filePart.isEmpty {
            guard let loaded = load(reference.filePart, from: file) else { return nil }
            target = loaded
        }
        let pointer = reference.fragment
        let key = "\(target.original.absolutePath)#\(pointer)"
        if !(target === entry && Self.isConvertedWithDocument(pointer)), queued.insert(key).inserted {
            pending.append((target, pointer, kind))
        }
        return (target, pointer)
    }

    /// Follows a chain of `$ref`s to the object at its end, noting each target as a `kind`.
    func resolve(_ node: Node, in file: File, as kind: Kind) -> (node: Node, file: File)? {
        var current = (node: node, file: file)
        var seen: Set<String> = []
        while let refNode = current.node.mapping?.value(for: "$ref") {
            guard let next = follow(refNode, in: current.file, as: kind),
                  seen.insert("\(next.file.original.absolutePath)#\(next.pointer)").inserted,
                  let target = next.file.original.node(at: next.pointer) else { return nil }
            current = (target, next.file)
        }
        return current
    }

    /// The sections the document's own conversion converts, with all they hold.
    private static func isConvertedWithDocument(_ pointer: String) -> Bool {
        let section = pointer.split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false).dropFirst().first ?? ""
        return pointer.isEmpty || ["definitions", "parameters", "responses", "paths", "securityDefinitions"].contains(section)
    }

    private func load(_ filePart: String, from file: File) -> File? {
        let (path, absolute) = OpenAPIFile.referencedPath(filePart, from: file.path)
        if let known = files[absolute] { return known }
        guard !unloadable.contains(absolute) else { return nil }
        guard let source = try? SpecSource.load(path: path), source.root.mapping != nil || source.root.sequence != nil else {
            unloadable.insert(absolute)
            return nil
        }
        let loaded = File(OpenAPIFile(index: files.count, path: path, root: source.root))
        files[absolute] = loaded
        return loaded
    }

    // MARK: Helpers

    func warning(_ message: String, at node: Node, in file: File) {
        diagnostics.warning(message, at: file.location(node))
    }

    /// A list of media types (`consumes`, `produces`), or `nil` with a warning when it is something else.
    func mediaTypes(_ node: Node, key: String, in file: File) -> [String]? {
        guard let list = node.sequence, list.allSatisfy({ $0.text != nil }) else {
            warning("'\(key)' must be a list of media types, such as [application/json]; it is ignored", at: node, in: file)
            return nil
        }
        return list.compactMap(\.text)
    }

    /// The media types, or JSON when none are given.
    func consumesOrJSON(_ types: [String]) -> [String] {
        types.isEmpty ? ["application/json"] : types
    }

    // MARK: Made nodes
    // A made node takes the place of the node it is made from (`place`), so that a diagnostic
    // about it points at what the user wrote.

    /// A plain scalar, such as `true` or `application/json`.
    func scalar(_ text: String, at place: Node?) -> Node {
        .scalar(Node.Scalar(text, tag, .plain, place?.mark))
    }

    /// A double-quoted scalar: a name, which must read as text even when it is `null` or `true`.
    func text(_ text: String, at place: Node?) -> Node {
        .scalar(Node.Scalar(text, tag, .doubleQuoted, place?.mark))
    }

    func mappingNode(_ pairs: [(Node, Node)], at place: Node?) -> Node {
        .mapping(Node.Mapping(pairs, tag, .any, place?.mark))
    }

    func listNode(_ items: [Node], at place: Node?) -> Node {
        .sequence(Node.Sequence(items, tag, .any, place?.mark))
    }

    /// `key: value`, the key made at `place`.
    func pair(_ key: String, _ value: Node, at place: Node?) -> (Node, Node) {
        (scalar(key, at: place), value)
    }
}
