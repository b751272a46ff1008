/// The public API of one generation in Swift terms, type by type: what app code names when it uses
/// the generated code. `routegen diff` compares the surfaces of two versions of a spec, and the
/// compiler-oracle tests write a file that uses every symbol of one. Built by `SurfaceBuilder` from
/// the context values the templates print, so it declares what the files declare.
struct APISurface: Sendable {
    private(set) var types: [SurfaceType]
    private var indexes: [String: Int]

    init(types: [SurfaceType]) {
        self.types = types.sorted { $0.name < $1.name }
        var indexes: [String: Int] = [:]
        for (index, type) in self.types.enumerated() where indexes[type.name] == nil { indexes[type.name] = index }
        self.indexes = indexes
    }

    subscript(name: String) -> SurfaceType? { indexes[name].map { types[$0] } }

    /// Every type's name.
    var names: Set<String> { Set(indexes.keys) }
}

/// A type the generated code declares, or a runtime type it extends (`APIClient`, `APIError`).
struct SurfaceType: Sendable, Equatable {
    enum Kind: String, Sendable {
        case structure = "struct"
        /// An enum with raw values that accepts only the values it lists.
        case closedEnum = "enum"
        /// An enum with raw values and a case for values it doesn't list.
        case openEnum = "open enum"
        /// A `oneOf` enum: a case per variant, and one for values no variant takes.
        case union = "one-of enum"
        case alias = "typealias"
        /// The enum of a call's documented success answers.
        case responses = "enum of answers"
        /// The struct of the headers some calls' answers document.
        case headers = "headers struct"
        case router
        case client
        /// `<Prefix>Server`, `<Prefix>ParameterKey`, `<Prefix>Security`, `<Prefix>Samples`, and the
        /// header and content-type enums: constants an app names.
        case support
        /// `APIClient` (the accessors of the clients) and `APIError` (the documented error bodies).
        case runtimeExtension = "extension"
    }

    var name: String
    var kind: Kind
    /// `ResultData` for `ResponseData<ResultData>`.
    var genericParameters: [String] = []
    /// For a typealias, the type it stands for; for an enum with raw values, their type.
    var type: String?
    var members: [SurfaceMember] = []
    /// What finds the same type in a version where its name changed, besides the models' places on
    /// the wire: a support type's role (`Server`), a router's or client's operations.
    var role: String?
    var location: SourceLocation?

    /// App code switches over it, listing every case: a new case breaks those switches.
    var isSwitched: Bool { [.closedEnum, .openEnum, .union, .responses].contains(kind) }

    /// The members that `identity` finds.
    func members(identity: String) -> [SurfaceMember] { members.filter { $0.identity == identity } }
}

/// A member of a surface type: a property, a case, a call, an initializer, a static constant.
struct SurfaceMember: Sendable, Equatable {
    enum Kind: String, Sendable {
        case property
        case initializer
        /// A listed case of an enum with raw values.
        case enumCase = "case"
        /// The case of an open enum or a union that holds what isn't listed.
        case unknownCase = "unknown case"
        /// A union's case holding one variant, or an enum of answers' case for one status.
        case variant = "case with a value"
        case routerCase = "router case"
        case call
        case staticValue = "static property"
        case staticFunction = "static function"
    }

    var kind: Kind
    /// As declared: escaped where it must be (`` `default` ``).
    var name: String
    /// `nil` for members that take no arguments: properties, cases without values.
    var parameters: [SurfaceParameter]?
    /// A property's or constant's type, a case's value, or what a call or function returns (`nil`: nothing).
    var type: String?
    /// Calls are `async throws(APIError)`.
    var isAsync = false
    /// What finds the same member in another version when its name changed: an operation and the
    /// flavour of its call (`GET /v1/customers/{}`, `GET /v1/customers#pages`), a wire name, a raw
    /// value, a status.
    var identity: String
    /// For calls and router cases: the operation as the spec writes it, `GET /v1/customers/{customer}`.
    var operation: String?
    var location: SourceLocation?

    /// The name app code writes, without backticks.
    var plainName: String { name.filter { $0 != "`" } }

    /// `list(…)` for members that take arguments, `list()` for calls that take none, `email` for
    /// the others: short enough for messages about calls with dozens of parameters (the parameter
    /// findings name the labels).
    var signature: String {
        guard let parameters else { return plainName }
        return plainName + (parameters.isEmpty ? "()" : "(…)")
    }
}

extension SurfaceType {
    /// `Customer.email`, `CustomersClient.list(…)`: how findings and the oracle name a member.
    func key(of member: SurfaceMember) -> String {
        "\(name).\(member.signature)"
    }
}
