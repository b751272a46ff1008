import Foundation
import Yams

/// A spec file's text and its YAML tree, or the diagnostics saying why there is none.
struct SpecSource {
    /// The path as the user wrote it; diagnostics print it unchanged.
    var path: String
    var text: String
    var root: Node

    /// Reads and parses `path`. Problems that stop parsing altogether are thrown.
    static func load(path: String) throws(GenerationFailed) -> SpecSource {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw GenerationFailed(single: .error("cannot read '\(path)': \(Self.reason(for: error))", at: nil))
        }
        return try parse(data: data, path: path)
    }

    static func parse(data: Data, path: String) throws(GenerationFailed) -> SpecSource {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let (text, root) = try tree(data: data, path: path)
        guard let root, !(root.scalar.map { $0.string.isEmpty && $0.isNull } ?? false) else {
            throw GenerationFailed(single: .error("the spec is empty; start it with 'routegen: 1'", at: start))
        }
        return SpecSource(path: path, text: text, root: root)
    }

    /// The text of `data` and its YAML (or JSON) tree; `nil` for an empty document.
    static func tree(data: Data, path: String) throws(GenerationFailed) -> (text: String, root: Node?) {
        let bytes = withoutByteOrderMark(data)
        guard let text = String(validatingUTF8Bytes: bytes) else {
            let offset = firstInvalidUTF8Offset(in: bytes) ?? 0
            // The bytes before the first invalid one are valid UTF-8.
            let location = SourceLocation.after(String(decoding: bytes.prefix(offset), as: UTF8.self)[...], file: path)
            let byte = String(format: "0x%02X", bytes[bytes.startIndex + offset])
            throw GenerationFailed(single: .error(
                "the file is not valid UTF-8 (byte \(byte)); save it with UTF-8 encoding", at: location))
        }
        return (text, try tree(of: text, path: path))
    }

    /// The text of the file at `path` as routegen reads a spec (UTF-8, a byte order mark left out),
    /// or `nil` when it can't be read.
    static func text(ofFileAt path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { String(validatingUTF8Bytes: withoutByteOrderMark($0)) }
    }

    /// `data` without a UTF-8 byte order mark at its start: it is not part of the text, and libyaml's
    /// columns on the first line don't count it.
    private static func withoutByteOrderMark(_ data: Data) -> Data {
        data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
    }

    /// The document's tree: JSON documents are read by `JSONReader` (libyaml rejects some valid
    /// JSON), YAML by Yams and then checked against `InputLimits`.
    private static func tree(of text: String, path: String) throws(GenerationFailed) -> Node? {
        if JSONReader.isJSON(path: path, text: text) {
            switch JSONReader.read(text, file: path) {
            case let .success(root): return root
            // A YAML flow mapping can start with `{` too; only a `.json` file must be JSON.
            case let .failure(failure) where path.lowercased().hasSuffix(".json"): throw failure
            case .failure: break
            }
        }
        let root: Node?
        do {
            // The basic resolver tags every scalar as a string; the reader decides what a value
            // is from where it stands, and skipping Yams' regular expressions saves time on large specs.
            root = try Yams.compose(yaml: text, Resolver.basic)
        } catch {
            if let yamlError = error as? YamlError, let duplicates = DuplicateKeys.diagnostics(for: yamlError, text: text, file: path) {
                throw GenerationFailed(duplicates)
            }
            throw GenerationFailed(single: YAMLErrors.diagnostic(for: error, text: text, file: path))
        }
        if let root, let problem = YAMLTreeLimits.check(root, file: path) {
            throw GenerationFailed(single: problem)
        }
        return root
    }

    static func reason(for error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let posix = POSIXErrorCode(rawValue: Int32(underlying.code)), underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(posix.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
            return "no such file"
        }
        return nsError.localizedDescription
    }
}

extension GenerationFailed {
    init(single diagnostic: Diagnostic) {
        var diagnostics = Diagnostics()
        diagnostics.emit(diagnostic)
        self.init(diagnostics)
    }
}

extension String {
    /// Decodes UTF-8, or returns nil when the bytes are not valid UTF-8 (no repair).
    init?(validatingUTF8Bytes bytes: Data) {
        guard let decoded = String(bytes: bytes, encoding: .utf8) else { return nil }
        self = decoded
    }
}

/// The offset of the first byte that does not start or continue a valid UTF-8 sequence.
func firstInvalidUTF8Offset(in bytes: Data) -> Int? {
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case let .scalarValue(scalar):
            offset += UTF8.width(scalar)
        case .emptyInput:
            return nil
        case .error:
            return offset
        }
    }
}
