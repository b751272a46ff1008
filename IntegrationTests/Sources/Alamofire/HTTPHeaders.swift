// Declared as in Alamofire 5's Source/Core/HTTPHeaders.swift: the header list, the header
// constructors, the defaults and the `headers` of `URLRequest`, `HTTPURLResponse` and
// `URLSessionConfiguration`.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Header fields in order, with names matched case-insensitively.
public struct HTTPHeaders: Equatable, Hashable, Sendable {
    private var headers: [HTTPHeader] = []

    /// Creates an empty list.
    public init() {}

    /// Creates a list from fields; a later field replaces an earlier one of the same name.
    public init(_ headers: [HTTPHeader]) {
        headers.forEach { update($0) }
    }

    /// Creates a list from a dictionary.
    public init(_ dictionary: [String: String]) {
        dictionary.forEach { update(HTTPHeader(name: $0.key, value: $0.value)) }
    }

    /// Adds or replaces the field named `name`.
    public mutating func add(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Adds or replaces a field.
    public mutating func add(_ header: HTTPHeader) {
        update(header)
    }

    /// Adds or replaces the field named `name`.
    public mutating func update(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Adds or replaces a field, keeping its place.
    public mutating func update(_ header: HTTPHeader) {
        guard let index = index(of: header.name) else { return headers.append(header) }
        headers[index] = header
    }

    /// Removes the field named `name`, if any.
    public mutating func remove(name: String) {
        if let index = index(of: name) { headers.remove(at: index) }
    }

    /// Sorts the fields by name, ignoring case.
    public mutating func sort() {
        headers.sort { $0.name.lowercased() < $1.name.lowercased() }
    }

    /// The fields sorted by name, ignoring case.
    public func sorted() -> HTTPHeaders {
        var headers = self
        headers.sort()
        return headers
    }

    /// The value of the field named `name`, ignoring case.
    public func value(for name: String) -> String? {
        index(of: name).map { headers[$0].value }
    }

    /// The value of the field named `name`; setting `nil` removes it.
    public subscript(_ name: String) -> String? {
        get { value(for: name) }
        set {
            if let newValue { update(name: name, value: newValue) } else { remove(name: name) }
        }
    }

    /// The fields as a dictionary.
    public var dictionary: [String: String] {
        Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    private func index(of name: String) -> Int? {
        headers.firstIndex { $0.name.lowercased() == name.lowercased() }
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, String)...) {
        elements.forEach { update(name: $0.0, value: $0.1) }
    }
}

extension HTTPHeaders: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: HTTPHeader...) {
        self.init(elements)
    }
}

extension HTTPHeaders: Sequence {
    public func makeIterator() -> IndexingIterator<[HTTPHeader]> {
        headers.makeIterator()
    }
}

extension HTTPHeaders: Collection {
    public var startIndex: Int { headers.startIndex }

    public var endIndex: Int { headers.endIndex }

    public subscript(position: Int) -> HTTPHeader { headers[position] }

    public func index(after i: Int) -> Int { headers.index(after: i) }
}

extension HTTPHeaders: CustomStringConvertible {
    public var description: String {
        headers.map(\.description).joined(separator: "\n")
    }
}

/// One header field.
public struct HTTPHeader: Equatable, Hashable, Sendable {
    /// The field's name.
    public let name: String
    /// The field's value.
    public let value: String

    /// Creates a field.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

extension HTTPHeader: CustomStringConvertible {
    public var description: String { "\(name): \(value)" }
}

extension HTTPHeader {
    /// An `Accept` field.
    public static func accept(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept", value: value)
    }

    /// An `Accept-Charset` field.
    public static func acceptCharset(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept-Charset", value: value)
    }

    /// An `Accept-Language` field.
    public static func acceptLanguage(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept-Language", value: value)
    }

    /// An `Accept-Encoding` field.
    public static func acceptEncoding(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept-Encoding", value: value)
    }

    /// A `Basic` `Authorization` field.
    public static func authorization(username: String, password: String) -> HTTPHeader {
        authorization("Basic \(Data("\(username):\(password)".utf8).base64EncodedString())")
    }

    /// A `Bearer` `Authorization` field.
    public static func authorization(bearerToken: String) -> HTTPHeader {
        authorization("Bearer \(bearerToken)")
    }

    /// An `Authorization` field.
    public static func authorization(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Authorization", value: value)
    }

    /// A `Content-Disposition` field.
    public static func contentDisposition(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Disposition", value: value)
    }

    /// A `Content-Encoding` field.
    public static func contentEncoding(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Encoding", value: value)
    }

    /// A `Content-Type` field.
    public static func contentType(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Type", value: value)
    }

    /// A `User-Agent` field.
    public static func userAgent(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "User-Agent", value: value)
    }

    /// A `Sec-WebSocket-Protocol` field.
    public static func websocketProtocol(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Sec-WebSocket-Protocol", value: value)
    }
}

extension HTTPHeaders {
    /// The fields Alamofire's default session sends: `Accept-Encoding`, `Accept-Language` and `User-Agent`.
    public static let `default`: HTTPHeaders = [.defaultAcceptEncoding, .defaultAcceptLanguage, .defaultUserAgent]
}

extension HTTPHeader {
    /// `br`, `gzip` and `deflate`, with falling qualities.
    public static let defaultAcceptEncoding: HTTPHeader = .acceptEncoding(["br", "gzip", "deflate"].qualityEncoded())

    /// The system's first six preferred languages, with falling qualities.
    public static let defaultAcceptLanguage: HTTPHeader = .acceptLanguage(Locale.preferredLanguages.prefix(6).qualityEncoded())

    /// The app, its version and build, the system and Alamofire's version.
    public static let defaultUserAgent: HTTPHeader = {
        let info = Bundle.main.infoDictionary
        let executable = (info?["CFBundleExecutable"] as? String)
            ?? ProcessInfo.processInfo.arguments.first?.split(separator: "/").last.map(String.init) ?? "Unknown"
        let bundle = info?["CFBundleIdentifier"] as? String ?? "Unknown"
        let appVersion = info?["CFBundleShortVersionString"] as? String ?? "Unknown"
        let appBuild = info?["CFBundleVersion"] as? String ?? "Unknown"
        let version = ProcessInfo.processInfo.operatingSystemVersion
        let system = "Linux \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
        return .userAgent("\(executable)/\(appVersion) (\(bundle); build:\(appBuild); \(system)) Alamofire/\(AFInfo.version)")
    }()
}

extension Collection<String> {
    func qualityEncoded() -> String {
        enumerated().map { index, encoding in "\(encoding);q=\(1.0 - Double(index) * 0.1)" }.joined(separator: ", ")
    }
}

extension URLRequest {
    /// The request's `allHTTPHeaderFields` as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        get { allHTTPHeaderFields.map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { allHTTPHeaderFields = newValue.dictionary }
    }
}

extension HTTPURLResponse {
    /// The response's `allHeaderFields` as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        (allHeaderFields as? [String: String]).map(HTTPHeaders.init) ?? HTTPHeaders()
    }
}

extension URLSessionConfiguration {
    /// The configuration's `httpAdditionalHeaders` as ``HTTPHeaders``.
    public var headers: HTTPHeaders {
        get { (httpAdditionalHeaders as? [String: String]).map(HTTPHeaders.init) ?? HTTPHeaders() }
        set { httpAdditionalHeaders = newValue.dictionary }
    }
}
