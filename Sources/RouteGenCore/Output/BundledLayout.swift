/// The `bundled` layout: every rendered file folded into one of four files whose names never
/// change, so a build tool can name routegen's outputs before it reads the spec.
///
/// Each bundle starts with routegen's header line, then the imports of its members, each stated
/// once, then each member's code in path order, unchanged, after a `// MARK: -` line naming the
/// file it would have been in the `files` layout. A group with no members still gets its file,
/// holding only the header line.
public enum BundledLayout {
    /// The four files, named so they don't clash with a user's `Models.swift` or `Router.swift`
    /// in the same module (swiftc refuses two files of the same name in one module).
    public enum Bundle: String, Sendable, CaseIterable {
        /// Files at the output folder's root, and any folder not listed below.
        case support = "RouteGenSupport.swift"
        /// `Models/`.
        case models = "RouteGenModels.swift"
        /// `Routers/`.
        case routers = "RouteGenRouters.swift"
        /// `Clients/` and `Samples/`.
        case clients = "RouteGenClients.swift"

        /// The bundle a file of the `files` layout goes into.
        public init(memberPath path: String) {
            switch path.split(separator: "/").dropLast().first {
            case "Models": self = .models
            case "Routers": self = .routers
            case "Clients", "Samples": self = .clients
            default: self = .support
            }
        }
    }

    /// The names of the files the bundled layout always writes, sorted.
    public static var fileNames: [String] { Bundle.allCases.map(\.rawValue).sorted() }

    /// Folds `files` (the `files` layout) into the four bundles, sorted by name.
    public static func bundle(_ files: [GeneratedFile], sourceName: String) -> [GeneratedFile] {
        var members: [Bundle: [GeneratedFile]] = [:]
        for file in files.sorted(by: { $0.path < $1.path }) {
            members[Bundle(memberPath: file.path), default: []].append(file)
        }
        let header = FileHeader.line(for: sourceName)
        return Bundle.allCases
            .map { GeneratedFile(path: $0.rawValue, contents: join(members[$0] ?? [], header: header)) }
            .sorted { $0.path < $1.path }
    }

    /// One bundle's text: the header, the imports once, then each member's code.
    static func join(_ files: [GeneratedFile], header: String) -> String {
        var imports: [String] = []
        var sections: [String] = []
        for file in files {
            let preamble = ImportPreamble(splitting: withoutHeader(file.contents))
            for line in preamble.imports where !imports.contains(line) { imports.append(line) }
            let body = preamble.body.isEmpty || preamble.body.hasSuffix("\n") ? preamble.body : preamble.body + "\n"
            sections.append("// MARK: - \(file.path)\n\n" + body)
        }
        var text = header + "\n"
        if !imports.isEmpty { text += "\n" + imports.joined(separator: "\n") + "\n" }
        for section in sections { text += "\n" + section }
        return text
    }

    /// A member's text without routegen's header line, which the bundle states once.
    private static func withoutHeader(_ contents: String) -> String {
        guard FileHeader.sourceName(in: contents) != nil else { return contents }
        guard let newline = contents.firstIndex(of: "\n") else { return "" }
        return String(contents[contents.index(after: newline)...])
    }
}
