import Foundation

/// The error answers a call documents: for each status as the spec writes it (`404`, `4XX`,
/// `default`), the type of its body, or `nil` for an answer without one.
///
/// Generated calls pass theirs to the client's `documenting(_:)`, so a failed answer's body reaches
/// the caller decoded:
///
/// ```swift
/// try await client.documenting(["404": BasicError.self, "422": ValidationError.self])
///     .decode(Issue.self, from: IssuesRouter.create(owner: "o", repo: "r", body: body))
/// ```
public struct DocumentedErrors: Sendable, ExpressibleByDictionaryLiteral {
    private var types: [String: (any (Decodable & Sendable).Type)?] = [:]

    /// Creates the list from the spec's statuses and body types.
    /// - Parameter elements: Each status (`404`, `4XX`, `default`) with its body's type, or `nil`.
    public init(dictionaryLiteral elements: (String, (any (Decodable & Sendable).Type)?)...) {
        for (status, type) in elements where types.index(forKey: status.uppercased()) == nil {
            types[status.uppercased()] = type
        }
    }

    /// The documented answer that covers `statusCode`, as OpenAPI picks it: the status itself
    /// (`422`), else its class (`4XX`), else `default`.
    /// - Parameter statusCode: The status received.
    /// - Returns: The status as documented and its body's type; `nil` when no answer covers the
    ///   status or the one that does has no body.
    public func answer(for statusCode: Int) -> (status: String, type: any (Decodable & Sendable).Type)? {
        for status in [String(statusCode), "\(statusCode / 100)XX", "DEFAULT"] {
            guard let entry = types[status] else { continue }
            guard let type = entry else { return nil }
            return (status == "DEFAULT" ? "default" : status, type)
        }
        return nil
    }
}
