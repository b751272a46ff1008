/// The format-neutral description of an API. Every front end (the routegen spec format, OpenAPI,
/// Swagger 2.0) produces one; nothing after parsing knows which format the input was. How the code is
/// written (access, imports, runtime) is not part of it: ``OutputOptions`` travels beside it.
public struct APISpec: Sendable, Equatable {
    /// The prefix of the support types: `API` gives `APIParameterKey`, `APIServer`, `APIDefaults`.
    public var name: String
    /// The spec's file name, as written in the do-not-edit header of every generated file.
    public var sourceName: String
    public var description: String?
    /// The API's servers: the release server, and the others `<Prefix>Server` offers.
    public var servers: [Server] = []
    /// Servers that single operations name for themselves (OpenAPI's path- and operation-level
    /// `servers`), which `Endpoint.server` refers to by name; not the API's servers.
    public var operationServers: [Server] = []
    public var headerFields: [HeaderField] = []
    public var contentTypes: [ContentTypeDefinition] = []
    public var defaults = Defaults()
    public var models: [Model] = []
    public var routers: [Router] = []
    /// The groups the routers' calls are nested in (`client.checkout.sessions`), for OpenAPI
    /// operations named after their resources; empty when every router hangs off `APIClient`.
    public var clientGroups: [ClientGroup] = []
    /// The wrapper around every payload; `nil` when responses are not wrapped.
    public var envelope: Envelope?
    /// How clients authenticate; each becomes a way to supply credentials.
    public var securitySchemes: [SecurityScheme] = []
    /// Names of types the user's code declares (`MyApp.Money`), which references may use as
    /// written; they come from the configuration's type overrides.
    public var providedTypes: Set<String> = []
    /// The model made for each schema, by the schema's name in the document (`simple-user` →
    /// `SimpleUser`); empty for routegen specs, whose model names are the names as written.
    public var schemaNames: [String: String] = [:]
    /// Types the configuration's filter left out. Naming still avoids them, so that filtering
    /// changes no name that is kept.
    public var omittedTypeNames: Set<String> = []
    /// The models the configuration's filter left out. Storing members out of line (recursion,
    /// size) is decided over them too, so that a kept model's code doesn't change with the filter.
    public var omittedModels: [Model] = []
    /// The options in effect: the configuration file's and the spec's `options` section, merged.
    /// Those about how the code is written travel beside the spec, as ``OutputOptions``.
    public var configuration = Configuration()

    public init(name: String, sourceName: String) {
        self.name = name
        self.sourceName = sourceName
    }
}

extension APISpec {
    /// The header a header parameter sets: the wire name of a declared header when the
    /// parameter's key names one by its Swift name, else the key itself.
    func headerWireName(of parameter: Parameter) -> String {
        headerFields.first { $0.name == parameter.wireName }?.wireName ?? parameter.wireName
    }
}

/// A base URL the API is served from.
public struct Server: Sendable, Equatable {
    public var name: String
    public var url: String
    public var description: String?
    /// Chosen under `#if DEBUG`.
    public var isDebug: Bool
    public var location: SourceLocation?
    /// `{name}` placeholders in `url`, each with its default.
    public var variables: [ServerVariable] = []
    /// For an operation's server: the other URLs its `servers` list, for its doc comment.
    public var alternatives: [String] = []
}

/// A placeholder in a server URL: `https://{region}.api.example.com`.
public struct ServerVariable: Sendable, Equatable {
    public var name: String
    public var defaultValue: String
    /// The values allowed, when the document lists them.
    public var allowedValues: [String] = []
    public var description: String?
}

/// A way to authenticate.
public struct SecurityScheme: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A key sent in this header.
        case apiKeyHeader(String)
        /// A key sent as this query item.
        case apiKeyQuery(String)
        /// A key sent in this cookie.
        case apiKeyCookie(String)
        /// `Authorization: Bearer <token>`.
        case bearer
        /// `Authorization: Basic <base64(user:password)>`.
        case basic
    }

    /// The scheme's name in the document, e.g. `api_key`.
    public var name: String
    public var kind: Kind
    public var description: String?
    public var location: SourceLocation?
}

/// A header the API uses, with the Swift name of its `HTTPHeaderField` case.
public struct HeaderField: Sendable, Equatable {
    public var name: String
    public var wireName: String
    public var location: SourceLocation?
}

/// A media type, with the Swift name of its `ContentType` case.
public struct ContentTypeDefinition: Sendable, Equatable {
    public var name: String
    public var value: String
    public var location: SourceLocation?
}

/// What every request carries unless its endpoint says otherwise.
public struct Defaults: Sendable, Equatable {
    public var headers: [HeaderValue] = []
    /// Seconds.
    public var timeout: Double?
    /// How booleans are written in query strings and form bodies.
    public var booleans: BooleanEncoding = .numeric
    /// Form bodies write array elements as `key[0]`, `key[1]` and leave the brackets of keys
    /// unescaped, as Stripe's SDKs do; otherwise `key[]` and `%5B%5D`, as Alamofire does.
    public var indexedForms = false
}

/// How a boolean is written in a query string or a form body.
public enum BooleanEncoding: String, Sendable, Equatable, CaseIterable {
    /// `1` and `0`, Alamofire's default; the routegen format's default.
    case numeric
    /// `true` and `false`, as OpenAPI serialises them; OpenAPI's default.
    case literal
}

/// A fixed header value, such as `Accept: application/json`.
public struct HeaderValue: Sendable, Equatable {
    public var wireName: String
    public var value: String
    public var location: SourceLocation?
}

/// How a backend wraps every payload, e.g. `{ "code": "000000", "message": "...", "data": {...} }`.
/// Typed calls then return the payload and throw the server's error for a failure code.
public struct Envelope: Sendable, Equatable {
    /// The model that declares the wrapper; its one generic parameter is the payload.
    public var model: String
    /// The property holding the payload, as written in the model.
    public var payload: String
    /// The property holding the result code.
    public var code: String
    /// The property holding the server's message, if any.
    public var message: String?
    /// The codes that mean success, as text (`"000000"`, `"0"`).
    public var successCodes: [String]
    public var modelLocation: SourceLocation?
    public var payloadLocation: SourceLocation?
    public var codeLocation: SourceLocation?
    public var messageLocation: SourceLocation?
    public var successLocation: SourceLocation?
}
