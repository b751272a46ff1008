// Written by Scripts/embed-templates.py from Templates/. Do not edit; edit the templates and run the script.

/// The default templates, compiled into the binary.
enum EmbeddedTemplates {
    static let all: [String: String] = [
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
        "Model.swift": #"""
import Foundation

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
    public var {{name}}: {{type}}
{{/properties}}

    public init({{initializerParameters}}) {
{{#properties}}
        self.{{name}} = {{name}}
{{/properties}}
    }
{{#codingKeys}}

    private enum CodingKeys: String, CodingKey {
{{#cases}}
        case {{name}}{{#rawValueLiteral}} = {{.}}{{/rawValueLiteral}}
{{/cases}}
    }
{{/codingKeys}}
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
{{#body}}

    public var body: (any Swift.Encodable & Swift.Sendable)? {
{{> RouterProperty}}
    }
{{/body}}
{{#timeoutInterval}}

    public var timeoutInterval: Foundation.TimeInterval? {
{{> RouterProperty}}
    }
{{/timeoutInterval}}

    public func asURLRequest() throws -> URLRequest {
        try makeURLRequest(baseURL: {{baseURL}})
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
        "Servers.swift": #"""
import Foundation

{{#docComment}}
{{.}}
{{/docComment}}
public enum {{typeName}} {
{{#servers}}
{{#docComment}}
    {{.}}
{{/docComment}}
    public static let {{name}} = Foundation.URL(string: {{urlLiteral}})!
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
