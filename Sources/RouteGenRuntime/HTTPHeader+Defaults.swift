import Foundation

extension HTTPHeader {
    /// An `Accept` header listing the media types the client understands.
    /// - Parameter value: For example `"application/json"`.
    public static func accept(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Accept", value: value)
    }

    /// An `Authorization` header with an arbitrary credential string.
    /// - Parameter value: The complete header value, scheme included.
    public static func authorization(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Authorization", value: value)
    }

    /// An `Authorization` header using the `Bearer` scheme.
    /// - Parameter bearerToken: The token sent after `Bearer `.
    public static func authorization(bearerToken: String) -> HTTPHeader {
        authorization("Bearer \(bearerToken)")
    }

    /// An `Authorization` header using the `Basic` scheme (Base64 of `username:password`).
    /// - Parameters:
    ///   - username: The user name.
    ///   - password: The password.
    public static func authorization(username: String, password: String) -> HTTPHeader {
        let credential = Data("\(username):\(password)".utf8).base64EncodedString()
        return authorization("Basic \(credential)")
    }

    /// A `Content-Type` header describing the media type of the body.
    /// - Parameter value: For example `"application/json"`.
    public static func contentType(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "Content-Type", value: value)
    }

    /// A `User-Agent` header identifying the client.
    /// - Parameter value: The product identifier.
    public static func userAgent(_ value: String) -> HTTPHeader {
        HTTPHeader(name: "User-Agent", value: value)
    }
}
