/// A success status that none of a call's documented answers has.
public struct UndocumentedStatus: Error, Sendable, Equatable, CustomStringConvertible {
    /// The status the server answered with.
    public var statusCode: Int
    /// The documented success statuses, as the spec writes them, e.g. `["200", "202", "204"]`.
    public var documented: [String]

    /// Creates the error.
    /// - Parameters:
    ///   - statusCode: The status received.
    ///   - documented: The documented success statuses.
    public init(statusCode: Int, documented: [String]) {
        self.statusCode = statusCode
        self.documented = documented
    }

    /// `status 201 is not one of the documented answers (200, 202, 204)`.
    public var description: String {
        "status \(statusCode) is not one of the documented answers (\(documented.joined(separator: ", ")))"
    }
}
