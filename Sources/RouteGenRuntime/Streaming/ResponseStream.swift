import Foundation

/// The items of a streamed answer, decoded one by one as they arrive.
///
/// Typed calls of operations that stream (server-sent events, JSON Lines, JSON text sequences)
/// return it once the server has accepted the request; iterate it with `for try await`:
///
/// ```swift
/// let stream = try await client.chat.createChatCompletionStream(body: request)
/// for try await chunk in stream {
///     print(chunk.choices.first?.delta.content ?? "", terminator: "")
/// }
/// ```
///
/// - The sequence ends when the server ends the body, or at an end-of-stream sentinel
///   (`[DONE]` by default, see ``StreamSentinels``), which is not handed out.
/// - An item that doesn't decode throws ``APIError/decoding(_:)``, whose
///   ``DecodingFailure/itemIndex`` says which item (counting from 0) and whose
///   ``DecodingFailure/bodyExcerpt`` shows its text. A broken connection throws
///   ``APIError/transport(_:)``; a cancelled task ``APIError/cancelled``.
/// - ``events`` hands out each item with its ``StreamEvent``, for the `event` and `id` fields.
/// - It can be iterated once. Cancelling the task that iterates it, ending the loop early, or
///   dropping the stream closes the connection.
public struct ResponseStream<Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Item

    /// Turns an event into an item.
    public typealias Decode = @Sendable (StreamEvent, JSONDecoder) throws -> Item

    /// The validated response's status code and headers (its body is the stream).
    public let response: HTTPResponse
    private let connection: StreamConnection
    private let format: StreamFormat
    private let sentinels: StreamSentinels
    private let decoder: JSONDecoder
    private let decode: Decode

    /// Creates a stream of items from a streaming response.
    /// - Parameters:
    ///   - response: The response, validated, with its body still arriving.
    ///   - format: How the body frames its events.
    ///   - sentinels: The event data that ends the stream.
    ///   - decoder: The decoder handed to `decode`.
    ///   - decode: Turns each event into an item.
    public init(
        _ response: StreamingResponse, format: StreamFormat, sentinels: StreamSentinels = .default,
        decoder: JSONDecoder = .routeGenDefault, decode: @escaping Decode
    ) {
        self.response = response.response
        connection = StreamConnection(body: response.body, cancel: response.cancel)
        self.format = format
        self.sentinels = sentinels
        self.decoder = decoder
        self.decode = decode
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(reader: reader())
    }

    /// Each item together with the event it came from.
    public var events: Events {
        Events(stream: self)
    }

    private func reader() -> EventReader<Item> {
        EventReader(
            connection: connection, framer: EventFramer(format.framing), sentinels: sentinels,
            statusCode: response.statusCode, decoder: decoder, decode: decode)
    }

    /// Hands out the items in order.
    public struct Iterator: AsyncIteratorProtocol {
        fileprivate var reader: EventReader<Item>

        /// The next item, waiting for it to arrive.
        /// - Returns: The item, or `nil` at the end of the stream.
        /// - Throws: An ``APIError``.
        public mutating func next() async throws -> Item? {
            try await reader.next()?.item
        }
    }

    /// The items with their events: `for try await (event, item) in stream.events`.
    public struct Events: AsyncSequence, Sendable {
        public typealias Element = (event: StreamEvent, item: Item)

        fileprivate let stream: ResponseStream

        public func makeAsyncIterator() -> Iterator {
            Iterator(reader: stream.reader())
        }

        /// Hands out the items with their events in order.
        public struct Iterator: AsyncIteratorProtocol {
            fileprivate var reader: EventReader<Item>

            /// The next item and its event, waiting for them to arrive.
            /// - Returns: The pair, or `nil` at the end of the stream.
            /// - Throws: An ``APIError``.
            public mutating func next() async throws -> (event: StreamEvent, item: Item)? {
                try await reader.next()
            }
        }
    }
}

/// The data of the events that end a stream: APIs that stream language models' answers send
/// `data: [DONE]` after the last item (OpenAI and the many APIs that follow its format).
public struct StreamSentinels: Sendable, Equatable {
    /// The event data (compared after trimming white space) that ends the stream.
    public var data: Set<String>

    /// Creates a set of sentinels.
    /// - Parameter data: The event data that ends the stream, e.g. `["[DONE]"]`.
    public init(_ data: Set<String>) {
        self.data = data
    }

    /// `[DONE]`.
    public static let `default` = StreamSentinels(["[DONE]"])
    /// None: the stream ends only when the server ends it.
    public static let none = StreamSentinels([])

    /// Whether the event's data is one of the sentinels. Every event is asked, so the data is only
    /// trimmed when it is short enough to be one and has white space at an end.
    func ends(at event: StreamEvent) -> Bool {
        guard !data.isEmpty, event.data.utf8.count <= longest + 8 else { return false }
        if data.contains(event.data) { return true }
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        guard let first = event.data.utf8.first, let last = event.data.utf8.last, isSpace(first) || isSpace(last) else { return false }
        return data.contains(event.data.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The length in bytes of the longest sentinel.
    private var longest: Int { data.reduce(0) { max($0, $1.utf8.count) } }
}

/// The connection behind a stream: closed when the last reader lets go of it early.
final class StreamConnection: Sendable {
    let body: AsyncThrowingStream<Data, any Error>
    let cancel: @Sendable () -> Void

    init(body: AsyncThrowingStream<Data, any Error>, cancel: @escaping @Sendable () -> Void) {
        self.body = body
        self.cancel = cancel
    }

    deinit {
        cancel()
    }
}

/// Reads pieces of the body, frames them into events, stops at a sentinel and decodes items.
private struct EventReader<Item: Sendable> {
    let connection: StreamConnection
    var pieces: AsyncThrowingStream<Data, any Error>.AsyncIterator
    var framer: EventFramer
    let sentinels: StreamSentinels
    let statusCode: Int
    let decoder: JSONDecoder
    let decode: ResponseStream<Item>.Decode
    /// Events framed but not handed out yet, from `nextEvent` on.
    var events: [StreamEvent] = []
    var nextEvent = 0
    var itemIndex = 0
    var isFinished = false

    init(
        connection: StreamConnection, framer: EventFramer, sentinels: StreamSentinels, statusCode: Int,
        decoder: JSONDecoder, decode: @escaping ResponseStream<Item>.Decode
    ) {
        self.connection = connection
        pieces = connection.body.makeAsyncIterator()
        self.framer = framer
        self.sentinels = sentinels
        self.statusCode = statusCode
        self.decoder = decoder
        self.decode = decode
    }

    mutating func next() async throws(APIError) -> (event: StreamEvent, item: Item)? {
        guard let event = try await nextEvent() else { return nil }
        let index = itemIndex
        itemIndex += 1
        do {
            return (event, try decode(event, decoder))
        } catch {
            isFinished = true
            connection.cancel()
            var failure = DecodingFailure(
                error, decoding: Item.self, from: HTTPResponse(statusCode: statusCode, body: Data(event.data.utf8)))
            failure.itemIndex = index
            throw .decoding(failure)
        }
    }

    /// The next event that is not a sentinel, reading more of the body as needed.
    private mutating func nextEvent() async throws(APIError) -> StreamEvent? {
        while !isFinished {
            if Task.isCancelled {
                finish()
                throw .cancelled
            }
            if nextEvent < events.count {
                let event = events[nextEvent]
                nextEvent += 1
                if sentinels.ends(at: event) {
                    finish()
                    return nil
                }
                return event
            }
            events.removeAll(keepingCapacity: true)
            nextEvent = 0
            do {
                if let piece = try await pieces.next() {
                    events = framer.parse(piece)
                } else {
                    events = framer.finish()
                    isFinished = events.isEmpty
                    if Task.isCancelled {
                        isFinished = true
                        throw APIError.cancelled
                    }
                }
            } catch {
                finish()
                throw APIError(wrapping: error, as: APIError.transport)
            }
        }
        return nil
    }

    private mutating func finish() {
        isFinished = true
        events = []
        connection.cancel()
    }
}
