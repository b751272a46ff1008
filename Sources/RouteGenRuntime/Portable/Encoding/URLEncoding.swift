import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Encodes parameters as a URL-encoded query string (`a=1&b=2`), placed either in the
/// request's URL or in its body as `application/x-www-form-urlencoded` data.
///
/// The output is deterministic: keys are sorted at every nesting level. Arrays and
/// nested dictionaries use the bracket conventions understood by most web frameworks
/// (`key[]=a`, `key[sub]=b`), and keys and values are percent-encoded so that only
/// unreserved characters, `/` and `?` remain unescaped.
public struct URLEncoding: Sendable {
    /// Where the encoded query goes.
    public enum Destination: Sendable, Equatable, Hashable {
        /// Into the URL for `GET`, `HEAD` and `DELETE` requests; into the body otherwise.
        case methodDependent
        /// Always into the URL's query string.
        case queryString
        /// Always into the HTTP body.
        case httpBody

        /// Whether a request with this method (`GET`) gets its parameters in the URL.
        func encodesParametersInURL(forMethod method: String) -> Bool {
            switch self {
            case .methodDependent: return ["GET", "HEAD", "DELETE"].contains(method)
            case .queryString: return true
            case .httpBody: return false
            }
        }
    }

    /// How the key of an array element is written.
    public enum ArrayEncoding: Sendable, Equatable, Hashable {
        /// `key[]=a&key[]=b` (the default).
        case brackets
        /// `key=a&key=b`.
        case noBrackets
        /// `key[0]=a&key[1]=b`.
        case indexInBrackets
        /// `key=a,b`: one pair, the elements joined by commas (OpenAPI `form` with `explode: false`).
        case commaSeparated
        /// `key=a%20b`: one pair, the elements joined by spaces (OpenAPI `spaceDelimited`).
        case spaceDelimited
        /// `key=a%7Cb`: one pair, the elements joined by `|` (OpenAPI `pipeDelimited`).
        case pipeDelimited
        /// `key=a%09b`: one pair, the elements joined by tabs (Swagger 2.0's `tsv`).
        case tabDelimited

        /// The key for the element at `index` of the array stored under `key`.
        func encode(key: String, atIndex index: Int) -> String {
            switch self {
            case .brackets: return "\(key)[]"
            case .noBrackets, .commaSeparated, .spaceDelimited, .pipeDelimited, .tabDelimited: return key
            case .indexInBrackets: return "\(key)[\(index)]"
            }
        }

        /// The separator between elements, already escaped, for the cases that write one pair.
        var delimiter: String? {
            switch self {
            case .brackets, .noBrackets, .indexInBrackets: return nil
            case .commaSeparated: return ","
            case .spaceDelimited: return "%20"
            case .pipeDelimited: return "%7C"
            case .tabDelimited: return "%09"
            }
        }
    }

    /// How booleans are written.
    public enum BoolEncoding: Sendable, Equatable, Hashable {
        /// `1` for `true`, `0` for `false` (the default).
        case numeric
        /// `true` and `false`.
        case literal

    }

    /// How the brackets of keys (`address[city]`, `expand[0]`) are written.
    public enum KeyBrackets: Sendable, Equatable, Hashable {
        /// `address%5Bcity%5D` (the default, as Alamofire writes them).
        case escaped
        /// `address[city]`, as Stripe's own SDKs write them; servers read both.
        case literal
    }

    /// Query string for `GET`, `HEAD` and `DELETE`, form body for other methods.
    public static let `default` = URLEncoding()
    /// Always encodes into the URL's query string.
    public static let queryString = URLEncoding(destination: .queryString)
    /// Always encodes into a form-encoded HTTP body.
    public static let httpBody = URLEncoding(destination: .httpBody)

    /// Where the encoded parameters are placed.
    public let destination: Destination
    /// How array elements are keyed.
    public let arrayEncoding: ArrayEncoding
    /// How booleans are rendered.
    public let boolEncoding: BoolEncoding
    /// How the arrays and dictionaries of particular top-level keys are written, overriding
    /// `arrayEncoding` and the `key[sub]` of dictionaries for those keys.
    public let styles: [String: Style]
    /// Whether `[` and `]` in keys are percent-encoded.
    public let keyBrackets: KeyBrackets
    /// The top-level keys whose values keep RFC 3986's reserved characters, as OpenAPI's
    /// `allowReserved` asks (see ``escapeAllowingReserved(_:)``); every other value is escaped
    /// with ``escape(_:)``. Keys are always escaped as usual.
    public let keysAllowingReserved: Set<String>

    /// Creates an encoding.
    /// - Parameters:
    ///   - destination: Where the parameters go; method-dependent by default.
    ///   - arrayEncoding: How array elements are keyed; `key[]` by default.
    ///   - boolEncoding: How booleans are written; `1`/`0` by default.
    ///   - styles: The style of particular keys, e.g. `["ids": .form(explode: false)]`; none by default.
    ///   - keyBrackets: Whether brackets in keys are escaped; escaped by default.
    ///   - keysAllowingReserved: The keys whose values keep reserved characters; none by default.
    public init(
        destination: Destination = .methodDependent,
        arrayEncoding: ArrayEncoding = .brackets,
        boolEncoding: BoolEncoding = .numeric,
        styles: [String: Style] = [:],
        keyBrackets: KeyBrackets = .escaped,
        keysAllowingReserved: Set<String> = []
    ) {
        self.destination = destination
        self.arrayEncoding = arrayEncoding
        self.boolEncoding = boolEncoding
        self.styles = styles
        self.keyBrackets = keyBrackets
        self.keysAllowingReserved = keysAllowingReserved
    }

    /// Encodes `parameters` into the request's URL query or form body.
    ///
    /// In the URL, the new pairs are appended to any existing query (which is kept
    /// exactly as it was). In the body, `Content-Type` is set to
    /// `application/x-www-form-urlencoded; charset=utf-8` unless one is already present.
    /// When `parameters` is `nil`, empty, or produces no pairs, the request is returned unchanged.
    /// - Throws: ``RouteGenError/missingURL`` or ``RouteGenError/invalidURL(_:)`` when the query
    ///   can't be added to the URL.
    func encoded(_ request: URLRequest, with parameters: [String: Any]?) throws -> URLRequest {
        var request = request
        guard let parameters, !parameters.isEmpty else { return request }
        let encoded = query(parameters)
        guard !encoded.isEmpty else { return request }

        if destination.encodesParametersInURL(forMethod: request.httpMethod ?? "GET") {
            guard let url = request.url else { throw RouteGenError.missingURL }
            request.url = try Self.appending(encoded, to: url)
        } else {
            if request.value(forHTTPHeaderField: "Content-Type") == nil {
                request.setValue("application/x-www-form-urlencoded; charset=utf-8", forHTTPHeaderField: "Content-Type")
            }
            request.httpBody = Data(encoded.utf8)
        }
        return request
    }

    /// `url` with `query` (already percent-encoded) added to its query string.
    ///
    /// Works on the URL's text: an existing query is kept verbatim and joined with `&`,
    /// and a fragment stays at the end.
    /// - Throws: ``RouteGenError/invalidURL(_:)`` if the result does not parse as a URL.
    static func appending(_ query: String, to url: URL) throws -> URL {
        let text = url.absoluteString
        let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
        let beforeFragment = text[..<fragmentStart]
        let fragment = text[fragmentStart...]

        let separator: String
        if let queryStart = beforeFragment.firstIndex(of: "?") {
            let existing = beforeFragment[beforeFragment.index(after: queryStart)...]
            separator = existing.isEmpty || existing.hasSuffix("&") ? "" : "&"
        } else {
            separator = "?"
        }

        let combined = String(beforeFragment) + separator + query + String(fragment)
        guard let joined = URL(string: combined) else {
            throw RouteGenError.invalidURL(combined)
        }
        return joined
    }
}
