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
public struct {{typeName}}: Sendable {
    /// The client that sends the requests.
    public let client: RouteGenRuntime.APIClient

    /// Makes the calls go through `client`.
    public init(client: RouteGenRuntime.APIClient) {
        self.client = client
    }
{{#functions}}

{{#docComment}}
    {{.}}
{{/docComment}}
{{#deprecation}}
    {{.}}
{{/deprecation}}
    public func {{name}}({{parameters}}) async throws(RouteGenRuntime.APIError){{#returnType}} -> {{.}}{{/returnType}} {
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
    public func {{name}}({{parameters}}) -> {{returnType}} {
        {{call}}
    }
{{/pageFunctions}}
}
{{#responseEnums}}

{{#docComment}}
{{.}}
{{/docComment}}
public enum {{typeName}}: RouteGenRuntime.StatusDecodable, Swift.Equatable {
{{#cases}}
{{#docComment}}
    {{.}}
{{/docComment}}
    case {{declaration}}
{{/cases}}

    /// Picks the case for the response's status code and decodes its body.
    public init(response: RouteGenRuntime.HTTPResponse, decoder: Foundation.JSONDecoder) throws {
{{#initLines}}
        {{.}}
{{/initLines}}
    }
}
{{/responseEnums}}

extension RouteGenRuntime.APIClient {
    /// The typed calls of ``{{routerName}}``.
    public var {{accessor}}: {{typeName}} {
        {{typeName}}(client: self)
    }
}

"""#,
        "Defaults.swift": #"""
import Foundation
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
public enum {{typeName}} {
    /// The headers every request starts from.
{{#hasHeaders}}
    public static let headers: RouteGenRuntime.HTTPHeaders = [
{{#headers}}
        {{.}},
{{/headers}}
    ]
{{/hasHeaders}}
{{^hasHeaders}}
    public static let headers: RouteGenRuntime.HTTPHeaders = [:]
{{/hasHeaders}}

    /// Seconds a request may take; `nil` leaves URLRequest's own default.
    public static let timeoutInterval: Foundation.TimeInterval? = {{timeoutInterval}}
}

"""#,
        "Envelope.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
public enum {{typeName}}: RouteGenRuntime.ResponseEnvelope {
    public static let payloadKey: Swift.String = {{payloadKeyLiteral}}
    public static let codeKey: Swift.String = {{codeKeyLiteral}}
    public static let messageKey: Swift.String? = {{messageKeyLiteral}}
    public static let successCodes: Swift.Set<Swift.String> = {{successCodesLiteral}}
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
public struct {{declarationName}}{{#conformances}}: {{.}}{{/conformances}} {
{{#properties}}
{{#docComment}}
    {{.}}
{{/docComment}}
{{#storageName}}
    {{deprecation}}
    public var {{name}}: {{type}} {
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
    public var {{name}}: {{type}}
{{/storageName}}
{{/properties}}

    public init({{initializerParameters}}) {
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

    public init(from decoder: any Swift.Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
{{#members}}
        self.{{assignee}} = try container.{{#isOptional}}decodeIfPresent{{/isOptional}}{{^isOptional}}decode{{/isOptional}}({{type}}.self, forKey: .{{assignee}})
{{/members}}
        self.{{name}} = try RouteGenRuntime.AdditionalProperties.decode(
            {{valueType}}.self, from: decoder, excluding: CodingKeys.allCases)
    }

    public func encode(to encoder: any Swift.Encoder) throws {
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
public enum {{name}}: {{conformances}} {
{{#cases}}
    case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
}
{{/isEnum}}
{{#openEnum}}
public enum {{name}}: {{conformances}} {
{{#cases}}
    case {{name}}
{{/cases}}
    /// A value this version of the API doesn't list, kept as the server sent it.
    case {{unknownCase}}({{rawType}})

    /// The listed values; `{{unknownCase}}` isn't one of them.
    public static let allCases: [{{name}}] = {{allCasesLiteral}}

    public init(rawValue: {{rawType}}) {
        switch rawValue {
{{#cases}}
        case {{valueLiteral}}: self = .{{name}}
{{/cases}}
        default: self = .{{unknownCase}}(rawValue)
        }
    }

    public var rawValue: {{rawType}} {
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
public {{#isIndirect}}indirect {{/isIndirect}}enum {{name}}: {{conformances}} {
{{#variants}}
    {{#isIndirect}}indirect {{/isIndirect}}case {{name}}({{type}})
{{/variants}}

    public init(from decoder: any Swift.Decoder) throws {
{{#discriminatorLiteral}}
        let oneOf = try RouteGenRuntime.DiscriminatedDecoder(decoder, key: {{.}})
        switch oneOf.value {
{{#variants}}
        case {{valuesPattern}}: self = .{{name}}(try oneOf.decode({{type}}.self))
{{/variants}}
        default: throw oneOf.unknownValue(Self.self, expected: {{expectedLiteral}})
        }
{{/discriminatorLiteral}}
{{^discriminatorLiteral}}
        var oneOf = RouteGenRuntime.OneOfDecoder(decoder)
{{#variants}}
        if let value = oneOf.attempt({{type}}.self) {
            self = .{{name}}(value)
            return
        }
{{/variants}}
        throw oneOf.noMatch(Self.self)
{{/discriminatorLiteral}}
    }

    public func encode(to encoder: any Swift.Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
{{#variants}}
        case let .{{name}}(value): try container.encode(value)
{{/variants}}
        }
    }
}
{{#isText}}

extension {{name}}: CustomStringConvertible {
    /// The value as text, for a path segment, a query item or a header.
    public var description: Swift.String {
        switch self {
{{#variants}}
        case let .{{name}}(value): Swift.String(describing: value)
{{/variants}}
        }
    }
}
{{/isText}}
{{/oneOf}}
{{#aliasedType}}
public typealias {{declarationName}} = {{.}}
{{/aliasedType}}

"""#,
        "ParameterKeys.swift": #"""
{{#docComment}}
{{.}}
{{/docComment}}
public struct {{typeName}}: Sendable {
{{#keys}}
    public static let {{name}} = {{valueLiteral}}
{{/keys}}

    private init() {}
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
public enum {{name}}: RouteGenRuntime.RequestRouter {
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
    public {{declaration}} {
        {{value}}
    }
{{/factories}}

    public var baseURL: Foundation.URL {
        {{baseURL}}
    }

    public var method: RouteGenRuntime.HTTPMethod {
{{#method}}
{{> RouterProperty}}
{{/method}}
    }

    public var path: Swift.String {
{{#path}}
{{> RouterProperty}}
{{/path}}
    }

    public var parameters: RouteGenRuntime.Parameters? {
{{#parameters}}
{{> RouterProperty}}
{{/parameters}}
    }

    public var encoding: any RouteGenRuntime.ParameterEncoding {
{{#encoding}}
{{> RouterProperty}}
{{/encoding}}
    }

    public var headers: RouteGenRuntime.HTTPHeaders {
{{#headers}}
{{> RouterProperty}}
{{/headers}}
    }
{{#queryParameters}}

    public var queryParameters: RouteGenRuntime.Parameters? {
{{> RouterProperty}}
    }
{{/queryParameters}}
{{#queryEncoding}}

    public var queryEncoding: RouteGenRuntime.URLEncoding {
{{> RouterProperty}}
    }
{{/queryEncoding}}
{{#body}}

    public var body: (any Swift.Encodable & Swift.Sendable)? {
{{> RouterProperty}}
    }
{{/body}}
{{#rawBody}}

    public var rawBody: Foundation.Data? {
{{> RouterProperty}}
    }
{{/rawBody}}
{{#timeoutInterval}}

    public var timeoutInterval: Foundation.TimeInterval? {
{{> RouterProperty}}
    }
{{/timeoutInterval}}
{{#validation}}

    public var validation: RouteGenRuntime.ResponseValidation? {
{{> RouterProperty}}
    }
{{/validation}}

{{#route}}

    /// The endpoint, as the value of the part enum that declares it.
    private var route: any RouteGenRuntime.RequestRouter {
{{> RouterProperty}}
    }
{{/route}}

    public func asURLRequest() throws -> URLRequest {
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
        }
{{/uniform}}

"""#,
        "SampleIndex.swift": #"""
import RouteGenRuntime

{{#docComment}}
{{.}}
{{/docComment}}
public enum {{typeName}} {
    /// The stubs of every router, in one list.
    public static var stubs: [RouteGenRuntime.Stub] {
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
    public static let sampleStubs: [RouteGenRuntime.Stub] = [
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
public enum {{typeName}} {
{{#schemes}}

{{#docComment}}
    {{.}}
{{/docComment}}
    public static func {{name}}({{parameters}}) -> RouteGenRuntime.Adapter {
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
public enum {{typeName}} {
{{#servers}}
{{#docComment}}
    {{.}}
{{/docComment}}
    public static let {{name}} = Foundation.URL(string: {{urlLiteral}})!
{{#function}}
{{#enums}}

{{#docComment}}
    {{.}}
{{/docComment}}
    public enum {{typeName}}: Swift.String, Sendable, CaseIterable {
{{#cases}}
        case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
    }
{{/enums}}

{{#docComment}}
    {{.}}
{{/docComment}}
    public static func {{name}}({{parameters}}) -> Foundation.URL {
        Foundation.URL(template: {{templateLiteral}}, variables: {{variablesLiteral}})!
    }

{{/function}}
{{/servers}}

{{#debug}}
    /// The server requests go to: `{{.}}` in debug builds, `{{release}}` otherwise.
    public static var current: Foundation.URL {
        #if DEBUG
        return {{.}}
        #else
        return {{release}}
        #endif
    }
{{/debug}}
{{^debug}}
    /// The server requests go to.
    public static var current: Foundation.URL {
        {{release}}
    }
{{/debug}}
}

"""#,
        "StringEnum.swift": #"""
{{#docComment}}
{{.}}
{{/docComment}}
public enum {{typeName}}: String, Sendable, CaseIterable {
{{#cases}}
    case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
}

"""#,
    ]
}
