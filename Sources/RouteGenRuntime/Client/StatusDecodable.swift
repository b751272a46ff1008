import Foundation

/// The documented success answers of one call, told apart by status code.
///
/// Generated code declares an enum with one case per documented 2xx answer when the answers
/// differ, e.g. GitHub's contributor statistics:
///
/// ```swift
/// switch try await client.repos.reposGetContributorsStats(owner: "o", repo: "r") {
/// case .ok(let contributors): show(contributors)
/// case .accepted: retryLater()     // 202: GitHub is still computing them
/// case .noContent: showNone()      // 204: there are none
/// }
/// ```
public protocol StatusDecodable: Sendable {
    /// Picks the case documented for `response.statusCode` and decodes its body.
    /// - Parameters:
    ///   - response: A validated response.
    ///   - decoder: The client's decoder.
    /// - Throws: A `DecodingError`, or ``UndocumentedStatus`` when no case documents the status.
    init(response: HTTPResponse, decoder: JSONDecoder) throws
}

extension APIClient {
    /// Sends the request and reads the answer by its status code, as `T` documents it.
    ///
    /// - Parameters:
    ///   - type: The generated enum of the call's answers.
    ///   - request: A router case or any other request.
    ///   - acceptingJSON: Adds `Accept: application/json` when the request has no `Accept`
    ///     header, like ``decode(_:from:validation:)``; `false` when an answer is not JSON.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The case for the status, with its decoded body.
    /// - Throws: As ``decode(_:from:validation:)``; an undocumented success status is a
    ///   ``APIError/decoding(_:)`` whose reason names the documented ones.
    public func decodeByStatus<T: StatusDecodable>(
        _ type: T.Type, from request: some URLRequestConvertible, acceptingJSON: Bool = true,
        validation: ResponseValidation? = nil
    ) async throws(APIError) -> T {
        let response = try await perform(prepare(request, acceptingJSON: acceptingJSON), validation: validation)
        do {
            return try T(response: response, decoder: decoder)
        } catch {
            throw .decoding(DecodingFailure(error, decoding: type, from: response))
        }
    }

    /// Sends the request and decodes the body as `T`, or returns `nil` for the statuses that
    /// are documented without a body (a 204, say).
    /// - Parameters:
    ///   - type: The type of the body, e.g. `[Post].self`.
    ///   - request: A router case or any other request.
    ///   - emptyStatuses: The statuses that answer with no body.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The decoded body, or `nil` for one of `emptyStatuses`.
    /// - Throws: As ``decode(_:from:validation:)``.
    public func decode<T: Decodable>(
        _ type: T.Type, from request: some URLRequestConvertible, emptyStatuses: Set<Int>,
        validation: ResponseValidation? = nil
    ) async throws(APIError) -> T? {
        let response = try await perform(prepare(request, acceptingJSON: true), validation: validation)
        if emptyStatuses.contains(response.statusCode) {
            return nil
        }
        return try decodeBody(type, from: response)
    }
}
