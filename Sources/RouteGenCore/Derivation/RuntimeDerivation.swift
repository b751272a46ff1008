/// The Alamofire output's support code, derived from `RouteGenRuntime`'s portable sources
/// (`Sources/RouteGenRuntime/Portable`, embedded as ``EmbeddedRuntime``). The runtime's Swift is the
/// one place where that logic is written; each output gets it as its own, mechanically:
///
/// - every type a portable file declares takes the API's prefix (`JSONValue` → `GitHubJSONValue`),
///   in code and in comments, so that two APIs' support code can share a module;
/// - the few members that portable code adds to types it doesn't own (`Optional`'s `wrappedAny`) take
///   it too (``memberNames``), for the same reason;
/// - `public` becomes the output's access level;
/// - the standard library's and Foundation's types are named with their module (``QualifiedNames``),
///   since the user's module may declare a `Data` or a `Result`;
/// - `RouteGenRuntime.`, where portable code names itself, is dropped.
///
/// Nothing else changes, so a portable file must compile with Foundation alone and name only Swift,
/// Foundation and other portable types.
struct RuntimeDerivation {
    /// One portable source file, and the types it declares at its top level.
    struct Source: Sendable {
        /// Its path under `Sources/RouteGenRuntime/Portable`: `JSONValue+Literals.swift`.
        var path: String
        var text: String
        /// The types it declares, as the runtime names them.
        var declares: [String]

        init(path: String, text: String) {
            self.path = path
            self.text = text
            declares = SwiftOutline(text).declares
        }

        /// The file's name without `.swift`: `JSONValue+Literals`.
        var stem: String { String(path.split(separator: "/").last ?? "").replacingOccurrences(of: ".swift", with: "") }
    }

    /// Every portable source, in path order.
    static let sources: [Source] = EmbeddedRuntime.files.map { Source(path: $0.path, text: $0.text) }

    /// The portable types that the Alamofire output knows by another name, because its generated
    /// code has always named them so.
    static let supportNames: [String: String] = ["AnyCodingKey": "CodingKey", "HeaderText": "HTTPHeader"]

    /// The runtime's own types that portable code names, and the glue types of the Alamofire output
    /// that stand for them (``AlamofireSupport/templates``): portable code throws `RouteGenError`'s
    /// cases, which the Alamofire output's `RequestError` has too.
    static let glueNames: [String: String] = ["RouteGenError": "RequestError"]

    /// Members that portable code adds to types it doesn't own, each with its name in the Alamofire
    /// output, where `PREFIX` stands for the API's prefix: two APIs in one module each conform
    /// `Optional` to their own protocol, and the members must not clash.
    static let memberNames: [String: String] = [
        "absent": "absentPREFIXPayload", "filePart": "asPREFIXFilePart", "wrappedAny": "wrappedPREFIXValue",
    ]

    /// Every type the portable sources declare, with its name in the Alamofire output, prefix aside.
    static let typeNames: [String: String] = {
        var names: [String: String] = [:]
        for name in sources.flatMap(\.declares) { names[name] = supportNames[name] ?? name }
        return names
    }()

    let prefix: String
    /// What stands before each declaration: `"public "`, `"package "`, or `""` (``SpecContext/access``).
    let access: String

    /// `name` as the Alamofire output spells it: `GitHubJSONValue` for `JSONValue`; `nil` for a
    /// name that isn't a portable type's.
    func supportName(of name: Substring) -> String? {
        (Self.typeNames[String(name)] ?? Self.glueNames[String(name)]).map { prefix + $0 }
    }

    /// The path of `source`'s copy in the output: `Support/GitHubJSONValue+Literals.swift`.
    func path(of source: Source) -> String {
        let parts = source.stem.split(separator: "+", maxSplits: 1)
        let type = supportName(of: parts[0]) ?? prefix + parts[0]
        return "Support/" + ([type] + parts.dropFirst().map(String.init)).joined(separator: "+") + ".swift"
    }

    /// The text of `source` as the output's own code.
    func derive(_ source: Source) -> String {
        let members = Self.memberNames.mapValues { $0.replacingOccurrences(of: "PREFIX", with: prefix) }
        let keyword = access.isEmpty ? nil : String(access.dropLast())
        let rewriter = SwiftRewriter(identifier: { found in
            let name = found.text
            if name == "RouteGenRuntime", found.after == UInt8(ascii: ".") { return .replaceDropping("", count: 1) }
            if found.before == UInt8(ascii: ".") { return members[String(name)].map(SwiftRewriter.Action.replace) ?? .keep }
            if found.before == UInt8(ascii: "@") { return .keep }
            if name == "public", found.after == UInt8(ascii: " ") {
                return keyword.map(SwiftRewriter.Action.replace) ?? .replaceDropping("", count: 1)
            }
            if let support = supportName(of: name) { return .replace(support) }
            if let module = QualifiedNames.modules[String(name)] { return .replace(module + "." + name) }
            return members[String(name)].map(SwiftRewriter.Action.replace) ?? .keep
        }, comment: { text in
            CommentRenaming(types: { supportName(of: $0) }, members: members).rename(text)
        })
        return rewriter.rewrite(source.text)
    }
}
