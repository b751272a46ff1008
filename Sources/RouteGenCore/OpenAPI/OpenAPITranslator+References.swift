import Foundation
import Yams

/// Where a `$ref` leads: a node in one of the document's files.
struct RefTarget {
    var file: OpenAPIFile
    /// The JSON pointer inside the file; `""` for the whole file.
    var pointer: String
    var node: Node

    /// Identifies the target however it was written (`#/…`, `other.yaml#/…`, `./other.yaml#/…`).
    var key: String { "\(file.index)#\(pointer)" }

    /// The last token of the pointer, or the file's name for a whole-file reference:
    /// `#/components/schemas/Pet` → `Pet`, `./schemas/pet-owner.yaml` → `pet-owner`.
    var writtenName: String {
        if pointer.isEmpty {
            let name = (file.path as NSString).lastPathComponent
            return name.split(separator: ".").first.map(String.init) ?? name
        }
        let last = pointer.split(separator: "/").last.map(String.init) ?? ""
        return last.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
}

/// A `$ref` as written, in the file that holds it.
struct RefKey: Hashable {
    var file: Int
    var ref: String
}

extension OpenAPITranslator {
    /// Follows a `$ref` whose value is `refNode`, in `file`. When it leads nowhere, warns at the
    /// value (ending the message with `consequence`, such as "it becomes JSONValue") and returns nil.
    func resolve(_ refNode: Node, in file: OpenAPIFile, consequence: String) -> RefTarget? {
        if let text = refNode.scalar?.string, let known = loaded.target(of: RefKey(file: file.index, ref: text)) { return known }
        guard let ref = refNode.text else {
            diagnostics.warning("'$ref' must be a string, but it is \(SpecReader.kind(of: refNode)), so \(consequence)",
                                at: file.location(refNode))
            return nil
        }
        let reference = JSONReference(ref)
        let (filePart, fragment) = (reference.filePart, reference.fragment)
        if reference.isRemote {
            diagnostics.warning(
                "remote reference '\(ref)' is not followed; routegen reads local files only, so \(consequence)",
                at: file.location(refNode))
            return nil
        }
        var target = file
        if !filePart.isEmpty {
            guard let loaded = load(filePart, from: file, at: refNode, consequence: consequence) else { return nil }
            target = loaded
        }
        guard reference.isPointer else {
            diagnostics.warning(
                "'$ref' '\(ref)' uses an anchor; routegen follows JSON pointers such as '#/components/schemas/Pet', so \(consequence)",
                at: file.location(refNode))
            return nil
        }
        guard let node = target.node(at: fragment) else {
            var message = "'$ref' '\(ref)' points to nothing"
            if target !== file { message += " in '\(target.path)'" }
            message += ", so \(consequence)"
            if let suggestion = suggestion(for: fragment, in: target) { message += "; did you mean '\(suggestion)'?" }
            diagnostics.warning(message, at: file.location(refNode))
            return nil
        }
        let resolved = RefTarget(file: target, pointer: fragment, node: node)
        loaded.remember(resolved, for: RefKey(file: file.index, ref: ref))
        return resolved
    }

    /// For `/components/<section>/Name` (Swagger's `/definitions/Name`, …), the closest name that
    /// exists in that section.
    private func suggestion(for pointer: String, in file: OpenAPIFile) -> String? {
        guard let sectionPointer = conventions.layout.section(holding: pointer),
              let section = file.node(at: sectionPointer)?.mapping else { return nil }
        var names: [String] = []
        section.forEachEntry { key, _, _ in names.append(key) }
        let name = String(pointer.dropFirst(sectionPointer.count + 1))
        return Suggestions.closest(to: name, in: names).map { "#\(sectionPointer)/\($0)" }
    }

    /// The file a relative reference names, loaded once. A file that can't be read is a warning
    /// at the reference; a file that isn't valid YAML or JSON is an error, as for the first file.
    private func load(_ reference: String, from file: OpenAPIFile, at refNode: Node, consequence: String) -> OpenAPIFile? {
        let (path, absolute) = OpenAPIFile.referencedPath(reference, from: file.path)
        if let known = loaded.file(at: absolute) { return known }
        if loaded.isUnloadable(absolute) {
            diagnostics.warning("'$ref' names the file '\(path)', which can't be read, so \(consequence)", at: file.location(refNode))
            return nil
        }
        do {
            let source = try SpecSource.load(path: path)
            let root = conventions.convertsLoadedFile?(path, source.root) ?? source.root
            guard root.mapping != nil || root.sequence != nil else {
                // A file of plain text reads as one YAML string; never echo what it holds.
                loaded.markUnloadable(absolute)
                diagnostics.warning(
                    "'$ref' names the file '\(path)', which is not a YAML or JSON document of mappings, so \(consequence)",
                    at: file.location(refNode))
                return nil
            }
            return loaded.add(path: path, absolutePath: absolute, root: root)
        } catch {
            loaded.markUnloadable(absolute)
            let problems = error.diagnostics.all
            if problems.allSatisfy({ $0.location == nil }) {
                let reason = problems.first.map { Self.reason(of: $0.message) } ?? "unknown reason"
                diagnostics.warning(
                    "'$ref' names the file '\(path)', which can't be read (\(reason)), so \(consequence)", at: file.location(refNode))
            } else {
                diagnostics.append(contentsOf: error.diagnostics)
            }
            return nil
        }
    }

    /// `cannot read 'x.yaml': no such file` → `no such file`.
    private static func reason(of message: String) -> String {
        guard let range = message.range(of: "': ") else { return message }
        return String(message[range.upperBound...])
    }

    /// The target of a `$ref` to a Parameter, Response or Request Body Object, following chains
    /// of references (`a` → `b` → the object) and stopping at loops.
    func resolveObject(_ node: Node, in file: OpenAPIFile, consequence: String) -> (node: Node, file: OpenAPIFile, target: RefTarget?)? {
        var current = (node: node, file: file)
        var target: RefTarget?
        var seen: Set<String> = []
        while let refNode = current.node.mapping?.value(for: "$ref") {
            guard let next = resolve(refNode, in: current.file, consequence: consequence) else { return nil }
            guard seen.insert(next.key).inserted else {
                diagnostics.warning("'$ref' chain loops back to '\(next.pointer)', so \(consequence)", at: current.file.location(refNode))
                return nil
            }
            current = (next.node, next.file)
            target = next
        }
        return (current.node, current.file, target)
    }
}
