import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension APIClient {
    /// Sends the request and returns the items of its streamed answer, each event's data decoded
    /// as JSON `Item`, as they arrive.
    ///
    /// The request asks for `format`'s media type (`Accept`). Opening the stream goes through
    /// the interceptor, the event monitors, validation and retries like any call; once it returns,
    /// the stream is producing and nothing is retried. A refused answer throws before any item,
    /// with its body.
    /// - Parameters:
    ///   - type: The type of each item, e.g. `ChatCompletionChunk.self`.
    ///   - request: A router case or any other request.
    ///   - format: How the answer frames its items; server-sent events by default.
    ///   - sentinels: The event data that ends the stream; `[DONE]` by default.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The items, decoded as they are iterated.
    /// - Throws: As ``response(for:validation:)``.
    // Inlinable, so that each item is decoded by code specialised for `Item` in the caller's module.
    @inlinable
    public func stream<Item: Decodable & Sendable>(
        _ type: Item.Type, from request: some URLRequestConvertible, format: StreamFormat = .serverSentEvents,
        sentinels: StreamSentinels = .default, validation: ResponseValidation? = nil
    ) async throws(APIError) -> ResponseStream<Item> {
        let response = try await streamingResponse(to: request, accepting: format.mediaType, validation: validation)
        return ResponseStream(response, format: format, sentinels: sentinels, decoder: decoder) { event, decoder in
            try decoder.decode(Item.self, from: Data(event.data.utf8))
        }
    }

    /// Sends the request and returns the events of its streamed answer as they arrive, without
    /// decoding their data: for streams whose data is not JSON, or to decode it by hand.
    /// - Parameters:
    ///   - request: A router case or any other request.
    ///   - format: How the answer frames its events; server-sent events by default.
    ///   - sentinels: The event data that ends the stream; `[DONE]` by default.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The events, read as they are iterated.
    /// - Throws: As ``response(for:validation:)``.
    public func events(
        from request: some URLRequestConvertible, format: StreamFormat = .serverSentEvents,
        sentinels: StreamSentinels = .default, validation: ResponseValidation? = nil
    ) async throws(APIError) -> ResponseStream<StreamEvent> {
        let response = try await streamingResponse(to: request, accepting: format.mediaType, validation: validation)
        return ResponseStream(response, format: format, sentinels: sentinels, decoder: decoder) { event, _ in event }
    }

    /// Sends the request and returns the validated response as soon as its head arrives, with
    /// the body still arriving.
    /// - Parameters:
    ///   - request: A router case or any other request.
    ///   - mediaType: Sent as `Accept` (replacing one the request has) when given.
    ///   - validation: Overrides the route's and the client's validation for this call.
    /// - Returns: The status, headers and the body as it arrives.
    /// - Throws: As ``response(for:validation:)``; a refused answer's error carries its body.
    public func streamingResponse(
        to request: some URLRequestConvertible, accepting mediaType: String? = nil, validation: ResponseValidation? = nil
    ) async throws(APIError) -> StreamingResponse {
        var prepared = try prepare(request, acceptingJSON: false)
        if let mediaType {
            prepared.request.setValue(mediaType, forHTTPHeaderField: "Accept")
        }
        return try await perform(prepared, validation: validation) { request in
            try await transport.streamingResponse(for: request)
        }
    }
}
