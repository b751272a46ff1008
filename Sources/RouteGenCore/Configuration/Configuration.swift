/// What a user changes about the output without touching the spec: read from a configuration file
/// (`--config FILE`, or the file the plugins find beside the spec) or from a routegen spec's own
/// `options` section. Every value keeps where it was written, so that problems point at it.
///
/// An empty `Configuration` changes nothing: the output is what the spec alone gives.
public struct Configuration: Sendable, Equatable {
    /// The access level of every generated declaration; `public` when not set.
    public var access: Located<AccessLevel>?
    /// Which operations are generated; everything when empty.
    public var filter = OperationFilter()
    /// New Swift names for things, keyed by their name in the document.
    public var names = NameOverrides()
    /// Types the user provides, for schemas or formats.
    public var types = TypeOverrides()
    /// The prefix of the support types (`GitHub` gives `GitHubServer`, `GitHubParameterKey`).
    public var prefix: Located<String>?
    /// Modules every generated file imports, besides the ones it needs anyway.
    public var imports: [Located<String>] = []
    /// The server the generated code talks to.
    public var server: Located<ServerChoice>?
    /// The servers single operations name for themselves, moved elsewhere: a server's name in
    /// `<Prefix>Server` (`uploads`) → its URL. The others stay, whatever `server` is.
    public var operationServers: [Rename] = []
    /// How booleans are written in query strings and form bodies.
    public var booleans: Located<BooleanEncoding>?
    /// Whether models (structs and one-of enums) conform to `Hashable`; `true` when not set. Leaving
    /// it out makes the generated code compile faster (docs/Performance.md).
    public var hashable: Located<Bool>?
    /// The file layout; the CLI's `--layout` flag wins over it.
    public var layout: Located<OutputLayout>?
    /// What the generated code is built on: routegen's runtime (the default) or Alamofire.
    public var runtime: Located<Runtime>?
    /// How an OpenAPI document's operations are named and grouped; `auto` when not set.
    public var operationNames: Located<OperationNaming>?
    /// The access level when neither the file nor the spec sets `access`: the CLI's
    /// `--default-access`, `public` unless given.
    public var defaultAccess: AccessLevel = .public

    public init() {}
}

/// A value with the place it was written; `location` is `nil` for values made in code.
public struct Located<Value: Sendable & Equatable>: Sendable, Equatable {
    public var value: Value
    public var location: SourceLocation?

    public init(_ value: Value, at location: SourceLocation? = nil) {
        self.value = value
        self.location = location
    }
}

/// How an OpenAPI document's operations are named and grouped (docs/Configuration.md, `operationNames`).
public enum OperationNaming: String, Sendable, Equatable, CaseIterable {
    /// Resource names (`client.customers.retrieve(customer:)`, nested groups such as
    /// `client.checkout.sessions`) for the operations without a tag whose operationId only spells
    /// their method and path, or that have none; the others keep their operationIds.
    case auto
    /// Resource names and groups by path for every operation, whatever its operationId and tags.
    case resources
    /// Every operation is named after its operationId and grouped by its tag (or first path segment).
    case operationIds
}

/// The access level written before every generated declaration.
public enum AccessLevel: String, Sendable, Equatable, CaseIterable {
    case `public`, package, `internal`
}

/// What the generated code is built on: its routers, its typed client and its support code.
public enum Runtime: String, Sendable, Equatable, CaseIterable {
    /// `RouteGenRuntime`: `RequestRouter`s and `APIClient`, on URLSession.
    case routegen
    /// Alamofire: routers that are `Alamofire.URLRequestConvertible`, a client on `Alamofire.Session`,
    /// and what the models need beyond Foundation and Alamofire in the generated files themselves.
    case alamofire
}

/// The operations to generate: those that match any entry. Models are generated when a selected
/// operation reaches them, or when `schemas` names them. An empty filter selects everything.
public struct OperationFilter: Sendable, Equatable {
    /// Tags (or, for routegen specs, router names).
    public var tags: [Located<String>] = []
    /// Paths: a prefix such as `/repos/`, or a pattern such as `/repos/{owner}/{repo}/issues*`.
    public var paths: [Located<String>] = []
    /// operationIds (or, for routegen specs, endpoint names).
    public var operations: [Located<String>] = []
    /// Schemas to generate even when no selected operation reaches them.
    public var schemas: [Located<String>] = []

    public init() {}

    public var isEmpty: Bool { tags.isEmpty && paths.isEmpty && operations.isEmpty && schemas.isEmpty }
}

/// One entry of a mapping: `from` is a name in the document, `to` what the configuration gives it
/// (the name to generate, a type, a server's URL).
public struct Rename: Sendable, Equatable {
    public var from: Located<String>
    public var to: Located<String>

    public init(from: Located<String>, to: Located<String>) {
        self.from = from
        self.to = to
    }
}

/// New names, keyed by the name in the document.
public struct NameOverrides: Sendable, Equatable {
    /// Schema names (`simple-user`) → type names.
    public var types: [Rename] = []
    /// operationIds (`repos/get`) → case and function names.
    public var operations: [Rename] = []
    /// Property names (`full_name`, or `repository.full_name` for one schema's) → property names.
    public var properties: [Rename] = []
    /// Enum values (`PR_TITLE`, or `schema.PR_TITLE` for one enum's) → case names.
    public var cases: [Rename] = []

    public init() {}

    public var isEmpty: Bool { types.isEmpty && operations.isEmpty && properties.isEmpty && cases.isEmpty }
}

/// Types the user provides instead of generated or built-in ones.
public struct TypeOverrides: Sendable, Equatable {
    /// Schema names → a Swift type the user's code declares (`Money` → `MyApp.Money`); the schema
    /// is not generated.
    public var schemas: [Rename] = []
    /// Formats → a Swift type (`uri` → `String`, `date-time` → `String`).
    public var formats: [Rename] = []

    public init() {}

    public var isEmpty: Bool { schemas.isEmpty && formats.isEmpty }
}

/// Which server the generated code uses.
public enum ServerChoice: Sendable, Equatable {
    /// A base URL, replacing the spec's servers.
    case url(String)
    /// One of the spec's servers, by its position (0 is the first).
    case index(Int)
}
