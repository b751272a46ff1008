/// What a typed call that streams its answer is made of, whichever output makes it
/// (``RuntimeSpelling/streamFunction(_:)``).
struct StreamCall {
    /// The call's name: `createCompletionStream`.
    var name: String
    var endpoint: Endpoint
    var stream: StreamedAnswer
    /// The item type, spelled; `nil` for events read undecoded.
    var item: String?
    /// The router case the call sends.
    var route: String
    /// The client that sends it, documenting its errors where the endpoint has some.
    var client: String
    /// The doc line about the body's `stream` flag, when the call sets it.
    var flagLine: String?
    var parameterLines: String?
    var errorLines: String?
    var deprecation: String?
    var parameters: String
}
