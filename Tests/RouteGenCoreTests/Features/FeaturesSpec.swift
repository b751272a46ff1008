@testable import RouteGenCore

/// A spec built in Swift with every part the OpenAPI reader produces: open and integer enums,
/// `oneOf` with and without a discriminator, aliases, recursion, defaults, cookies, parameter
/// styles, multipart and raw bodies, raw responses, error responses, server variables and security
/// schemes. Its output is the golden `features.*` snapshots and the compiled `FeaturesAPI` target.
enum FeaturesSpec {
    static let sourceName = "FeaturesSpec.swift"

    static var spec: APISpec {
        var spec = APISpec(name: "Features", sourceName: sourceName)
        spec.description = "Every feature OpenAPI documents bring, in one spec."
        spec.servers = servers
        spec.defaults.headers = [HeaderValue(wireName: "Accept", value: "application/json")]
        spec.models = models
        spec.routers = routers
        spec.securitySchemes = [
            SecurityScheme(name: "api_key", kind: .apiKeyHeader("X-API-Key"), description: "A key from the dashboard."),
            SecurityScheme(name: "api_key_query", kind: .apiKeyQuery("key")),
            SecurityScheme(name: "session", kind: .apiKeyCookie("sid")),
            SecurityScheme(name: "bearerAuth", kind: .bearer),
            SecurityScheme(name: "basicAuth", kind: .basic),
        ]
        return spec
    }

    static var servers: [Server] {
        [
            Server(
                name: "production", url: "https://{region}.api.example.com/{version}", description: "The live API.",
                isDebug: false,
                variables: [
                    ServerVariable(name: "region", defaultValue: "us", allowedValues: ["us", "eu-west"],
                                   description: "Where the data is kept."),
                    ServerVariable(name: "version", defaultValue: "v1"),
                ]),
            Server(name: "sandbox", url: "http://localhost:{port}/", isDebug: false,
                   variables: [ServerVariable(name: "port", defaultValue: "8080")]),
            Server(name: "staging", url: "https://staging.example.com/v1", isDebug: false),
        ]
    }
}

// Shorthands for the declarations below.
extension TypeReference {
    static var string: TypeReference { .named("String") }
    static var int: TypeReference { .named("Int") }
    static var bool: TypeReference { .named("Bool") }
    static var data: TypeReference { .named("Data") }
}

func property(
    _ name: String, _ type: TypeReference, key: String? = nil, description: String? = nil, default value: DefaultValue? = nil
) -> Property {
    Property(name: name, wireName: key ?? name, type: type, description: description, defaultValue: value)
}

func parameter(_ name: String, _ type: TypeReference, key: String? = nil, style: ParameterStyle = .form) -> Parameter {
    Parameter(name: name, wireName: key ?? name, type: type, style: style)
}
