/// A success answer that arrives as a stream of items: server-sent events, JSON Lines or a JSON
/// text sequence. The endpoint's typed calls then include one that hands the items out as they
/// arrive.
public struct StreamedAnswer: Sendable, Equatable {
    /// How the stream frames its items; the raw values are `RouteGenRuntime.StreamFormat`'s.
    public enum Format: String, Sendable, Equatable, CaseIterable {
        /// `text/event-stream`.
        case serverSentEvents
        /// `application/jsonl`.
        case jsonLines
        /// `application/x-ndjson`.
        case ndjson
        /// `application/json-seq`.
        case jsonSequence

        /// The format of a media type, e.g. `text/event-stream`; `nil` when it is not sequential.
        public init?(mediaType: String) {
            let essence = MediaType.essence(of: mediaType)
            switch essence {
            case "text/event-stream": self = .serverSentEvents
            case "application/jsonl", "application/jsonlines", "application/json-lines": self = .jsonLines
            case "application/x-ndjson", "application/ndjson": self = .ndjson
            case "application/json-seq": self = .jsonSequence
            default:
                guard essence.hasSuffix("+json-seq") else { return nil }
                self = .jsonSequence
            }
        }

        /// What the format is called in doc comments.
        var mediaType: String {
            switch self {
            case .serverSentEvents: "text/event-stream"
            case .jsonLines: "application/jsonl"
            case .ndjson: "application/x-ndjson"
            case .jsonSequence: "application/json-seq"
            }
        }
    }

    public var format: Format
    /// The type each item's data decodes to; `nil` hands out the events themselves
    /// (`RouteGenRuntime.StreamEvent`), for events whose data is not JSON.
    public var itemType: TypeReference?
    /// The event data that ends the stream besides the runtime's default (`[DONE]`), when the
    /// spec names one; `[]` keeps the default.
    public var sentinels: [String] = []
    /// The stream is the only success answer, so the endpoint has no call that reads the body
    /// whole.
    public var isOnlyAnswer = false
    public var location: SourceLocation?
    /// Where the item type was written (routegen specs), for errors about it.
    public var itemSite: TypeSite?
}

extension StreamedAnswer {
    /// The stream with `change` applied to its item type.
    func replacingTypes(_ change: (TypeReference) -> TypeReference) -> StreamedAnswer {
        var answer = self
        answer.itemType = itemType.map(change)
        return answer
    }
}
