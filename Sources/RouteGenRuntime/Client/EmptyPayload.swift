/// The payload of a route that returns nothing, inside an envelope or not.
///
/// It decodes from any JSON value, and ``APIClient`` also accepts an empty body or a
/// missing or `null` envelope payload for it.
public struct EmptyPayload: Decodable, Sendable, Equatable {
    /// Creates the empty payload.
    public init() {}

    /// Succeeds whatever the value is, without reading it.
    /// - Parameter decoder: Ignored.
    public init(from decoder: any Decoder) throws {}
}

extension EmptyPayload: AbsentPayload {
    static var absent: EmptyPayload { EmptyPayload() }
}
