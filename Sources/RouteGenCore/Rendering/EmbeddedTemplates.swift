// Written by Scripts/embed-templates.py from Templates/. Do not edit; edit the templates and run the script.

/// The default templates, compiled into the binary.
enum EmbeddedTemplates {
    static let all: [String: String] = [
        "Alamofire.swift": #"""
#if canImport(Alamofire)
import Alamofire

// When Alamofire is part of the build, every router can be passed to it as it is:
// `AF.request(router)`. Each router already has the `asURLRequest()` Alamofire asks for.
{{#routerNames}}
extension {{.}}: Alamofire.URLRequestConvertible {}
{{/routerNames}}
#endif

"""#,
        "Client.swift": #"""
import Foundation
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}struct {{typeName}}: Sendable {
    /// The client that sends the requests.
    {{access}}let client: RouteGenRuntime.APIClient

    /// Makes the calls go through `client`.
    {{access}}init(client: RouteGenRuntime.APIClient) {
        self.client = client
    }
{{#functions}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    {{access}}func {{name}}({{parameters}}) async throws(RouteGenRuntime.APIError){{#returnType}} -> {{.}}{{/returnType}} {
        {{call}}
    }
{{/functions}}
{{#pageFunctions}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    {{access}}func {{name}}({{parameters}}) -> {{returnType}} {
        {{call}}
    }
{{/pageFunctions}}
}
{{#responseEnums}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}}: {{conformances}} {
{{#cases}}
{{#docComment}}
    {{.}}
{{/docComment}}
    case {{declaration}}
{{/cases}}

    /// Picks the case for the response's status code and decodes its body.
    {{access}}init(response: RouteGenRuntime.HTTPResponse, decoder: Foundation.JSONDecoder) throws {
{{#initLines}}
        {{.}}
{{/initLines}}
    }
}
{{/responseEnums}}

extension {{accessorOwner}} {
{{#accessorDocComment}}
    {{.}}
{{/accessorDocComment}}
    {{access}}var {{accessor}}: {{typeName}} {
        {{typeName}}(client: {{accessorClient}})
    }
}

"""#,
        "Defaults.swift": #"""
import Foundation
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
    /// The headers every request starts from.
{{#hasHeaders}}
    {{access}}static let headers: RouteGenRuntime.HTTPHeaders = [
{{#headers}}
        {{.}},
{{/headers}}
    ]
{{/hasHeaders}}
{{^hasHeaders}}
    {{access}}static let headers: RouteGenRuntime.HTTPHeaders = [:]
{{/hasHeaders}}

    /// Seconds a request may take; `nil` leaves URLRequest's own default.
    {{access}}static let timeoutInterval: Foundation.TimeInterval? = {{timeoutInterval}}
}

"""#,
        "DocumentedErrors.swift": #"""
import RouteGenRuntime

// The bodies of documented error answers, typed: a typed call that fails with an answer its
// operation documents carries the body decoded, and these accessors read it.
extension RouteGenRuntime.APIError {
{{#accessors}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}var {{name}}: {{type}}? {
        documentedBody?.value as? {{type}}
    }
{{/accessors}}
}

"""#,
        "Envelope.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}}: RouteGenRuntime.ResponseEnvelope {
    {{access}}static let payloadKey: Swift.String = {{payloadKeyLiteral}}
    {{access}}static let codeKey: Swift.String = {{codeKeyLiteral}}
    {{access}}static let messageKey: Swift.String? = {{messageKeyLiteral}}
    {{access}}static let successCodes: Swift.Set<Swift.String> = {{successCodesLiteral}}
}

"""#,
        "Model.swift": #"""
import Foundation
{{#importsRuntime}}
import RouteGenRuntime
{{/importsRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{#deprecation}}
{{.}}
{{/deprecation}}
{{#isStruct}}
{{access}}struct {{declarationName}}{{#conformances}}: {{.}}{{/conformances}} {
{{#properties}}
{{#docComment}}
    {{.}}
{{/docComment}}
{{#storageName}}
    {{deprecation}}
    {{access}}var {{name}}: {{type}} {
        get { {{.}} }
        set { {{.}} = newValue }
    }
{{#isIndirect}}
    @RouteGenRuntime.Indirect
{{/isIndirect}}
    private var {{.}}: {{type}}
{{/storageName}}
{{^storageName}}
{{#isIndirect}}
    @RouteGenRuntime.Indirect
{{/isIndirect}}
    {{access}}var {{name}}: {{type}}
{{/storageName}}
{{/properties}}

    {{access}}init({{initializerParameters}}) {
{{#properties}}
        self.{{assignee}} = {{name}}
{{/properties}}
    }
{{#codingKeys}}

    private enum CodingKeys: String, CodingKey{{#isCaseIterable}}, CaseIterable{{/isCaseIterable}} {
{{#cases}}
        case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
    }
{{/codingKeys}}
{{#additionalProperties}}

    {{access}}init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
{{#members}}
        self.{{assignee}} = try container.{{#isOptional}}decodeIfPresent{{/isOptional}}{{^isOptional}}decode{{/isOptional}}({{type}}.self, forKey: .{{assignee}})
{{/members}}
        self.{{name}} = try RouteGenRuntime.AdditionalProperties.decode(
            {{valueType}}.self, from: decoder, excluding: CodingKeys.allCases)
    }

    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
{{#members}}
        try container.{{#isOptional}}encodeIfPresent{{/isOptional}}{{^isOptional}}encode{{/isOptional}}(self.{{assignee}}, forKey: .{{assignee}})
{{/members}}
        try RouteGenRuntime.AdditionalProperties.encode(self.{{name}}, to: encoder)
    }
{{/additionalProperties}}
}
{{#conditionalConformances}}

extension {{name}}: {{protocolName}} where {{requirements}} {}
{{/conditionalConformances}}
{{/isStruct}}
{{#isEnum}}
{{access}}enum {{name}}: {{conformances}} {
{{#cases}}
    case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
}
{{/isEnum}}
{{#openEnum}}
{{access}}enum {{name}}: {{conformances}} {
{{#cases}}
    case {{name}}
{{/cases}}
    /// A value this version of the API doesn't list, kept as the server sent it.
    case {{unknownCase}}({{rawType}})

    /// The listed values; `{{unknownCase}}` isn't one of them.
    {{access}}static let allCases: [{{name}}] = {{allCasesLiteral}}

    {{access}}init(rawValue: {{rawType}}) {
        switch rawValue {
{{#cases}}
        case {{valueLiteral}}: self = .{{name}}
{{/cases}}
        default: self = .{{unknownCase}}(rawValue)
        }
    }

    {{access}}var rawValue: {{rawType}} {
        switch self {
{{#cases}}
        case .{{name}}: {{valueLiteral}}
{{/cases}}
        case let .{{unknownCase}}(value): value
        }
    }
}
{{/openEnum}}
{{#oneOf}}
{{access}}{{#isIndirect}}indirect {{/isIndirect}}enum {{name}}: {{conformances}} {
{{#variants}}
    {{#isIndirect}}indirect {{/isIndirect}}case {{name}}({{type}})
{{/variants}}
    /// A value none of the variants describes, kept as the server sent it.
    case {{unknownCase}}(RouteGenRuntime.JSONValue)

    /// How decoding tells the variants apart, in the order it considers them.
    static let {{tableName}}: [RouteGenRuntime.UnionVariant<Self>] = [
{{#trials}}
        .{{kind}}(Self.{{caseName}}{{#innerTable}}, {{.}}{{/innerTable}}{{#fixedLiteral}}, where: {{.}}{{/fixedLiteral}}{{#lookalikeGroup}}, lookalikes: {{.}}{{/lookalikeGroup}}{{#ownKeysLiteral}}, ownKeys: {{.}}{{/ownKeysLiteral}}),
{{/trials}}
    ]

    {{access}}init(from decoder: any Swift.Decoder) throws {
        self = try RouteGenRuntime.UnionDecoder.decode(decoder, Self.{{tableName}}, unknown: Self.{{unknownCase}})
    }

    {{access}}func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
{{#variants}}
        case let .{{name}}(value): try container.encode(value)
{{/variants}}
        case let .{{unknownCase}}(value): try container.encode(value)
        }
    }
}
{{#isText}}

extension {{name}}: CustomStringConvertible {
    /// The value as text, for a path segment, a query item or a header.
    {{access}}var description: Swift.String {
        switch self {
{{#variants}}
        case let .{{name}}(value): Swift.String(describing: value)
{{/variants}}
        case let .{{unknownCase}}(value): value.plainText
        }
    }
}
{{/isText}}
{{/oneOf}}
{{#aliasedType}}
{{access}}typealias {{declarationName}} = {{.}}
{{/aliasedType}}

"""#,
        "ParameterKeys.swift": #"""
{{#docComment}}
{{.}}
{{/docComment}}
{{access}}struct {{typeName}}: Sendable {
{{#keys}}
    {{access}}static let {{name}} = {{valueLiteral}}
{{/keys}}

    private init() {}
}

"""#,
        "ResponseHeaders.swift": #"""
import Foundation
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}struct {{typeName}}: {{conformances}} {
{{#properties}}
{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}var {{name}}: {{type}}
{{/properties}}

    /// Reads the documented headers from a response's header fields.
    {{access}}init(headers: RouteGenRuntime.HTTPHeaders) {
{{#properties}}
        self.{{name}} = {{reading}}
{{/properties}}
    }
}

"""#,
        "Router.swift": #"""
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{name}}: RouteGenRuntime.RequestRouter {
{{#cases}}
{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    case {{declaration}}
{{/cases}}
{{#factories}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    {{access}}{{declaration}} {
        {{value}}
    }
{{/factories}}

    {{access}}var baseURL: Foundation.URL {
        {{baseURL}}
    }
{{#operationServer}}

    {{access}}var operationServer: Foundation.URL? {
{{> RouterProperty}}
    }
{{/operationServer}}

    {{access}}var method: RouteGenRuntime.HTTPMethod {
{{#method}}
{{> RouterProperty}}
{{/method}}
    }

    {{access}}var path: Swift.String {
{{#path}}
{{> RouterProperty}}
{{/path}}
    }

    {{access}}var parameters: RouteGenRuntime.Parameters? {
{{#parameters}}
{{> RouterProperty}}
{{/parameters}}
    }

    {{access}}var encoding: any RouteGenRuntime.ParameterEncoding {
{{#encoding}}
{{> RouterProperty}}
{{/encoding}}
    }

    {{access}}var headers: RouteGenRuntime.HTTPHeaders {
{{#headers}}
{{> RouterProperty}}
{{/headers}}
    }
{{#queryParameters}}

    {{access}}var queryParameters: RouteGenRuntime.Parameters? {
{{> RouterProperty}}
    }
{{/queryParameters}}
{{#queryEncoding}}

    {{access}}var queryEncoding: RouteGenRuntime.URLEncoding {
{{> RouterProperty}}
    }
{{/queryEncoding}}
{{#body}}

    {{access}}var body: (any Swift.Encodable & Swift.Sendable)? {
{{> RouterProperty}}
    }
{{/body}}
{{#rawBody}}

    {{access}}var rawBody: Foundation.Data? {
{{> RouterProperty}}
    }
{{/rawBody}}
{{#timeoutInterval}}

    {{access}}var timeoutInterval: Foundation.TimeInterval? {
{{> RouterProperty}}
    }
{{/timeoutInterval}}
{{#validation}}

    {{access}}var validation: RouteGenRuntime.ResponseValidation? {
{{> RouterProperty}}
    }
{{/validation}}

{{#route}}

    /// The endpoint, as the value of the part enum that declares it.
    private var route: any RouteGenRuntime.RequestRouter {
{{> RouterProperty}}
    }
{{/route}}

    {{access}}func asURLRequest() throws -> URLRequest {
        try makeURLRequest(baseURL: baseURL)
    }
}

"""#,
        "RouterProperty": #"""
{{#uniform}}
        {{.}}
{{/uniform}}
{{^uniform}}
        switch self {
{{#branches}}
        case {{pattern}}:
{{#lines}}
            {{.}}
{{/lines}}
{{/branches}}
{{#fallback}}
        default:
            {{.}}
{{/fallback}}
        }
{{/uniform}}

"""#,
        "SampleIndex.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
    /// The stubs of every router, in one list.
    {{access}}static var stubs: [RouteGenRuntime.Stub] {
        let groups: [[RouteGenRuntime.Stub]] = [
{{#routerNames}}
            {{.}}.sampleStubs,
{{/routerNames}}
        ]
        return groups.flatMap { $0 }
    }
}

"""#,
        "Samples.swift": #"""
import RouteGenRuntime

extension {{routerName}} {
{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static let sampleStubs: [RouteGenRuntime.Stub] = [
{{#stubs}}
        // {{caseName}}
        RouteGenRuntime.Stub({{method}}, {{pathLiteral}}{{#status}}, status: {{.}}{{/status}}, json: {{jsonLiteral}}),
{{/stubs}}
    ]
}

"""#,
        "Security.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
{{#schemes}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static func {{name}}({{parameters}}) -> RouteGenRuntime.Adapter {
        {{adapter}}
    }
{{/schemes}}
}

"""#,
        "Servers.swift": #"""
import Foundation
{{#importsRuntime}}
import RouteGenRuntime
{{/importsRuntime}}

{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}} {
{{#servers}}
{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static let {{name}} = Foundation.URL(string: {{urlLiteral}})!
{{#function}}
{{#enums}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}enum {{typeName}}: Swift.String, Sendable, CaseIterable {
{{#cases}}
        case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
    }
{{/enums}}

{{#docComment}}
    {{.}}
{{/docComment}}
    {{access}}static func {{name}}({{parameters}}) -> Foundation.URL {
        Foundation.URL(template: {{templateLiteral}}, variables: {{variablesLiteral}})!
    }

{{/function}}
{{/servers}}

{{#debug}}
    /// The server requests go to: `{{.}}` in debug builds, `{{release}}` otherwise.
    {{access}}static var current: Foundation.URL {
        #if DEBUG
        return {{.}}
        #else
        return {{release}}
        #endif
    }
{{/debug}}
{{^debug}}
    /// The server requests go to.
    {{access}}static var current: Foundation.URL {
        {{release}}
    }
{{/debug}}
}

"""#,
        "StringEnum.swift": #"""
{{#docComment}}
{{.}}
{{/docComment}}
{{access}}enum {{typeName}}: String, Sendable, CaseIterable {
{{#cases}}
    case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
}

"""#,
    ]
}
