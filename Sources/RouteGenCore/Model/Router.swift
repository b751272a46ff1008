/// A group of endpoints; becomes one enum with a case per endpoint.
public struct Router: Sendable, Equatable {
    public var name: String
    public var description: String?
    public var endpoints: [Endpoint]
    public var location: SourceLocation?
    /// `envelope:` on the router: the default for its endpoints.
    public var usesEnvelope: Bool?
    /// `server:` on the router: the default of its endpoints' `server`.
    public var server: String?
    public var serverLocation: SourceLocation?
}

extension Router {
    /// The names of the servers its endpoints name for themselves.
    var serverNames: Set<String> { Set(endpoints.compactMap(\.server)) }

    /// The router with itself and the endpoints that name the server `name` naming `replacement` instead.
    func namingServer(_ name: String, as replacement: String?) -> Router {
        var router = self
        if router.server == name { router.server = replacement }
        for index in router.endpoints.indices where router.endpoints[index].server == name {
            router.endpoints[index].server = replacement
        }
        return router
    }
}

/// One HTTP operation.
public struct Endpoint: Sendable, Equatable {
    /// The case name as written.
    public var name: String
    /// The OpenAPI `operationId`, which name overrides and the filter are keyed by; `nil` for routegen
    /// specs, except that a renamed endpoint keeps its name as written here.
    public var operationId: String?
    /// The OpenAPI tags, for the configuration's filter; empty in routegen specs.
    public var tags: [String] = []
    public var description: String?
    public var deprecated: Deprecation?
    /// The server the endpoint is sent to instead of the API's, by name: one of
    /// `APISpec.operationServers`, or in a routegen spec one of `APISpec.servers`. `nil` (or the
    /// name of the release server) for the API's server.
    public var server: String?
    /// Where `server:` was written (on the endpoint or its router), for errors.
    public var serverLocation: SourceLocation?
    /// Upper-case, e.g. `GET`.
    public var method: String
    /// The path with `{placeholders}`, as written.
    public var path: String
    public var pathParameters: [Parameter] = []
    public var queryParameters: [Parameter] = []
    public var headerParameters: [Parameter] = []
    /// Sent together in one `Cookie` header.
    public var cookieParameters: [Parameter] = []
    public var body: RequestBody?
    public var returns: TypeReference?
    public var returnsSite: TypeSite?
    /// Every documented success answer in the order written, when there are several
    /// (GitHub's statistics answer 200, 202 and 204). See ``successShape``.
    public var successResponses: [SuccessResponse] = []
    /// The enum of the success answers, when ``successShape`` is `.cases`.
    public var responsesTypeName: String?
    /// The success responses carry a `Link` header, so the next page is its `rel="next"` link.
    public var linkPaging = false
    /// Documented non-success responses: doc comments, and the bodies the thrown `APIError` reads typed.
    public var errorResponses: [ErrorResponse] = []
    /// The headers the success answers document (`Link`, `X-RateLimit-Remaining`), in the order
    /// written; `Content-Type` is left out, as OpenAPI says.
    public var responseHeaders: [ResponseHeader] = []
    /// The struct of ``responseHeaders``, shared by every endpoint that documents the same headers.
    public var responseHeadersTypeName: String?
    /// The success body is not JSON (an image, a file, plain text): the call returns its bytes
    /// as `Data` instead of decoding them. `returns` is then `Data`.
    public var returnsRawData = false
    /// The success answer that streams, when there is one; see ``StreamedAnswer``.
    public var stream: StreamedAnswer?
    /// Seconds; overrides the default.
    public var timeout: Double?
    public var location: SourceLocation?
    /// Where `route:` was written, for method errors.
    public var routeLocation: SourceLocation?
    /// Where the path starts inside `route:`, for placeholder errors.
    public var pathLocation: SourceLocation?
    /// `false` when the endpoint opts out of the spec's envelope (`envelope: false` on it or
    /// on its router); `true` otherwise.
    public var usesEnvelope = true
    public var envelopeLocation: SourceLocation?
    /// The status codes that count as success; `nil` keeps the client's (200..<300).
    public var acceptedStatus: [StatusCodes]?
    /// An example response body, as compact JSON.
    public var example: String?
}

extension Endpoint {
    /// Every type the call mentions: its parameters, body, and success and error answers.
    var mentionedTypes: [TypeReference] {
        var types = (pathParameters + queryParameters + headerParameters + cookieParameters).map(\.type)
        switch body {
        case let .value(parameter, _)?, let .data(parameter, _)?: types.append(parameter.type)
        case let .fields(fields, _)?: types += fields.map(\.type)
        case nil: break
        }
        types += responseHeaders.map(\.type)
        return types + ([returns, stream?.itemType] + successResponses.map(\.type) + errorResponses.map(\.type)).compactMap { $0 }
    }
}

/// A documented success answer: `202` with an object, `204` with nothing.
public struct SuccessResponse: Sendable, Equatable {
    /// As written: `200`, `2XX`.
    public var status: String
    /// The body's type; `nil` without a body.
    public var type: TypeReference?
    /// The body is not JSON: its bytes are handed back as `Data`.
    public var isRawData = false
    public var description: String?

    /// The status code, when the status is one code rather than a class such as `2XX`.
    public var code: Int? { Int(status) }
}

/// How a call hands back its documented success answers.
public enum SuccessShape: Sendable, Equatable {
    /// One answer, or several with the same body: the call returns ``Endpoint/returns``.
    case single
    /// One body, and other answers without a body: the call returns the body's type as an
    /// optional, `nil` for these statuses.
    case optional(TypeReference, emptyStatuses: [Int])
    /// Answers with different bodies: the call returns an enum with a case per answer.
    case cases
}

extension Endpoint {
    /// How the call hands back its success answers; see ``SuccessShape``.
    public var successShape: SuccessShape {
        guard successResponses.count > 1 else { return .single }
        var bodies: [SuccessResponse] = []
        for response in successResponses where response.type != nil {
            if !bodies.contains(where: { $0.type == response.type && $0.isRawData == response.isRawData }) {
                bodies.append(response)
            }
        }
        let empty = successResponses.filter { $0.type == nil }
        guard bodies.count == 1, let body = bodies.first?.type else { return bodies.isEmpty ? .single : .cases }
        if empty.isEmpty { return .single }
        let codes = empty.compactMap(\.code)
        guard codes.count == empty.count, !bodies[0].isRawData else { return .cases }
        return .optional(body, emptyStatuses: codes)
    }
}

/// A set of HTTP status codes: one code, or a class such as `2xx`.
public enum StatusCodes: Sendable, Equatable {
    case code(Int)
    /// `2` for `2xx`: 200 to 299.
    case family(Int)
}

/// A value the caller passes for a path placeholder, query item, header or body field.
public struct Parameter: Sendable, Equatable {
    public var name: String
    public var wireName: String
    public var type: TypeReference
    public var description: String?
    public var location: SourceLocation?
    public var typeSite: TypeSite?
    /// How an array or object value is written into a query item or a path segment.
    public var style: ParameterStyle = .form
    /// A multipart field's media type (OpenAPI's `encoding.<field>.contentType`): the content type
    /// of its file parts, unless the caller gives one.
    public var contentType: String?
    /// A path value's `/` is sent as it is, so that the value spans segments (OpenAPI
    /// `x-multi-segment`, GitHub's `ref` and `path`).
    public var keepsReserved = false
    /// OpenAPI's `allowReserved`: the value keeps RFC 3986's reserved characters where its place
    /// can hold them (a query item or a form field: `:` `/` `?` `@` `!` `$` `'` `(` `)` `*` `,` `;`;
    /// a path segment in OpenAPI 3.2: those that don't end the segment).
    public var allowsReserved = false
}

/// OpenAPI's `style` and `explode` for arrays and objects; scalars look the same in every style
/// but `label` (`.5`) and `matrix` (`;id=5`).
public enum ParameterStyle: Sendable, Equatable {
    /// Query: `ids=1&ids=2` (explode, the default) or `ids=1,2`; an object exploded is `a=1&b=2`.
    case form(explode: Bool)
    /// Path and headers: `1,2,3`; an object `a,1,b,2`, or exploded `a=1,b=2`.
    case simple(explode: Bool)
    /// Path: `.1,2,3`, or exploded `.1.2.3`; an object `.a,1,b,2` or `.a=1.b=2`.
    case label(explode: Bool)
    /// Path: `;id=1,2,3`, or exploded `;id=1;id=2;id=3`; an object `;id=a,1,b,2` or `;a=1;b=2`.
    case matrix(explode: Bool)
    /// Query objects: `filter[status]=open`.
    case deepObject
    /// `ids=1%202` and `ids=1|2`; in a path segment or a header, the elements joined by a space or `|`.
    case spaceDelimited, pipeDelimited
    /// `ids=1%092`: the elements joined by a tab (Swagger 2.0's `collectionFormat: tsv`).
    case tabDelimited
    /// The routegen spec format's own, as Alamofire writes them: arrays `ids[]=1&ids[]=2`,
    /// objects `filter[status]=open`. Its parser gives it to every parameter.
    case brackets

    public static let form = ParameterStyle.form(explode: true)
    public static let simple = ParameterStyle.simple(explode: false)

    /// Whether a path segment or a header takes an array in this style: OpenAPI's `simple`, `label`
    /// and `matrix`, and the spaces, pipes or tabs of Swagger 2.0's `ssv`, `pipes` and `tsv`.
    var joinsArraysInOneValue: Bool {
        switch self {
        case .simple, .label, .matrix, .spaceDelimited, .pipeDelimited, .tabDelimited: true
        case .form, .deepObject, .brackets: false
        }
    }

    /// Whether a path segment or a header takes an object (of scalars) in this style: OpenAPI's
    /// `simple`, `label` and `matrix`.
    var joinsObjectsInOneValue: Bool {
        switch self {
        case .simple, .label, .matrix: true
        default: false
        }
    }
}

/// A documented response that is not a success: its status (`404`, `4XX`, `default`) and body.
public struct ErrorResponse: Sendable, Equatable {
    public var status: String
    public var type: TypeReference?
    public var description: String?
}

/// A header a success answer documents: `X-RateLimit-Remaining`, an `Int`.
public struct ResponseHeader: Sendable, Equatable {
    /// The property's name as written, before it is made a Swift name: the wire name without a
    /// leading `X-` (`RateLimit-Remaining`), unless another header of the endpoint takes that.
    public var name: String
    /// As the document writes it: `X-RateLimit-Remaining`.
    public var wireName: String
    /// What its text is read as: a scalar, a string or integer enum, or an array of scalars. Not
    /// optional here; the property always is, since a server may leave any header out.
    public var type: TypeReference
    public var description: String?
}

/// What an endpoint sends in its body.
public enum RequestBody: Sendable, Equatable {
    /// One `Encodable` value, sent as JSON: `body: User`, with this content type: `application/json`,
    /// or the JSON or YAML type the spec lists (`application/merge-patch+json`). Where the spec lists
    /// several, a header parameter `Content-Type` lets the caller choose, and this one is sent when
    /// the caller gives none.
    case value(Parameter, contentType: String = "application/json")
    /// Separate fields gathered into a JSON object, a URL-encoded form or a multipart form.
    case fields([Parameter], BodyEncoding)
    /// Bytes sent as they are (`Data`), or text sent as UTF-8 (`String`), with this content type:
    /// `application/octet-stream`, `image/png`, `text/plain`. Where the spec allows several media
    /// types (`*/*`), a header parameter `Content-Type` lets the caller choose, and this one is
    /// sent when the caller gives none.
    case data(Parameter, contentType: String)

    public enum BodyEncoding: String, Sendable, Equatable {
        case json, form, multipart
    }
}
