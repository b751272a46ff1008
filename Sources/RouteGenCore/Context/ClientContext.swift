/// The typed calls of one router: a struct with one async function per endpoint, and the
/// `APIClient` property that returns it. For a group of groups (`client.checkout` above
/// `client.checkout.sessions`), a struct without functions.
public struct ClientContext: Codable, Equatable, Sendable {
    /// The struct, e.g. `PostsClient`.
    public var typeName: String
    /// The router enum whose cases the functions send, e.g. `PostsRouter`; `nil` for a group of groups.
    public var routerName: String?
    /// The property that returns the struct, e.g. `posts`.
    public var accessor: String
    /// The type the property is declared on: `RouteGenRuntime.APIClient`, or the struct of the group
    /// above (`CheckoutClient` for `sessions`).
    public var accessorOwner: String
    /// What the property passes on: `self` on `APIClient`, `client` on a group's struct.
    public var accessorClient: String
    /// The property's doc comment.
    public var accessorDocComment: [String]
    public var fileName: String
    public var docComment: [String]
    public var functions: [FunctionContext]
    /// The functions that page through lists, returning `Pages<Page>` without sending anything yet.
    public var pageFunctions: [FunctionContext] = []
    /// The enums of calls whose success answers differ, e.g. `ReposGetContributorsStatsResponses`.
    public var responseEnums: [ResponsesEnumContext] = []
}

/// An enum with a case per documented success answer of one call.
public struct ResponsesEnumContext: Codable, Equatable, Sendable {
    public var typeName: String
    /// `RouteGenRuntime.StatusDecodable, Swift.Equatable`; without `Equatable` when models aren't `Hashable`.
    public var conformances: String
    public var docComment: [String]
    public var cases: [ResponseCaseContext]
    /// The body of `init(response:decoder:)`: a `switch` over the status code.
    public var initLines: [String]
}

/// `case accepted(RouteGenRuntime.JSONValue)`, with its doc comment.
public struct ResponseCaseContext: Codable, Equatable, Sendable {
    /// `accepted(RouteGenRuntime.JSONValue)` or `noContent`.
    public var declaration: String
    public var docComment: [String]
}

/// One typed call.
public struct FunctionContext: Codable, Equatable, Sendable {
    /// Escaped for use in a declaration.
    public var name: String
    public var docComment: [String]
    public var deprecation: String?
    /// `userId: Swift.Int, page: Swift.Int? = nil`.
    public var parameters: String
    /// The spelled result type, or `nil` for functions that return nothing.
    public var returnType: String?
    /// The statement that sends the route, e.g. `try await client.decode(User.self, from: UsersRouter.readUser(username: username))`.
    public var call: String
}

/// `APIEnvelope`: where the payload, the code and the message of a wrapped response are.
public struct EnvelopeContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    /// The wire keys as string literals, quotes included.
    public var payloadKeyLiteral: String
    public var codeKeyLiteral: String
    /// A string literal, or `nil` (the Swift keyword) when the envelope has no message.
    public var messageKeyLiteral: String
    /// `["000000"]`, a set literal.
    public var successCodesLiteral: String
}

/// The example responses of one router, as stubs for `StubTransport`.
public struct SamplesContext: Codable, Equatable, Sendable {
    public var routerName: String
    public var fileName: String
    public var docComment: [String]
    public var stubs: [StubContext]
}

public struct StubContext: Codable, Equatable, Sendable {
    /// The endpoint's case name, for a comment.
    public var caseName: String
    /// `.get`.
    public var method: String
    /// The path template as a string literal, e.g. `"users/{username}"`.
    public var pathLiteral: String
    /// The status the stub answers with, when it is not 200: the endpoint's first `status`.
    public var status: String?
    /// The body as a raw string literal holding compact JSON.
    public var jsonLiteral: String
}

/// `APISamples`: every router's stubs in one list.
public struct SampleIndexContext: Codable, Equatable, Sendable {
    public var typeName: String
    public var docComment: [String]
    /// The routers that have stubs, sorted.
    public var routerNames: [String]
}

/// The conformances that let Alamofire send the routers directly.
public struct AlamofireContext: Codable, Equatable, Sendable {
    public var fileName: String
    /// Every router, sorted.
    public var routerNames: [String]
}
