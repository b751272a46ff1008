/// An HTTP request method such as `GET` or `POST`.
///
/// The well-known methods are provided as static constants. Because the type is a
/// plain wrapper around a string, any other method token can be expressed with
/// ``init(rawValue:)``, for example `HTTPMethod(rawValue: "PROPFIND")`.
public struct HTTPMethod: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// `CONNECT`: asks the server to open a tunnel to the target resource.
    public static let connect = HTTPMethod(rawValue: "CONNECT")
    /// `DELETE`: removes the target resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `GET`: retrieves a representation of the target resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `HEAD`: like `GET`, but the response carries no body.
    public static let head = HTTPMethod(rawValue: "HEAD")
    /// `OPTIONS`: describes the communication options available for the target.
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// `PATCH`: applies a partial modification to the target resource.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `POST`: submits data for the target resource to process.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: creates or replaces the target resource with the request content.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `QUERY`: a safe, idempotent request whose query is carried in the body.
    public static let query = HTTPMethod(rawValue: "QUERY")
    /// `TRACE`: asks the server to echo the received request back.
    public static let trace = HTTPMethod(rawValue: "TRACE")

    /// The method token exactly as it is sent on the wire, e.g. `"GET"`.
    public let rawValue: String

    /// Wraps an arbitrary method token. The token is used verbatim (no case folding).
    /// - Parameter rawValue: The method name, e.g. `"GET"` or `"PROPFIND"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The method token, identical to ``rawValue``.
    public var description: String { rawValue }
}
