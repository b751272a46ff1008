@testable import RouteGenCore
import Testing

/// A `content` key is compared by its type and subtype only: case, parameters and spaces aside.
@Suite struct MediaTypeTests {
    @Test(arguments: [
        ("application/json", "application/json"),
        ("Text/Event-Stream; charset=utf-8", "text/event-stream"),
        ("  application/x-ndjson ;q=1", "application/x-ndjson"),
        ("\tmultipart/form-data\t", "multipart/form-data"),
        ("APPLICATION/VND.GITHUB+JSON", "application/vnd.github+json"),
        ("*/*", "*/*"),
        ("", ""),
        (";charset=utf-8", ""),
    ])
    func theEssenceIsTheLowercasedTypeAndSubtype(mediaType: String, essence: String) {
        #expect(MediaType.essence(of: mediaType) == essence)
    }

    @Test func streamsAndBodiesReadTheEssence() {
        #expect(StreamedAnswer.Format(mediaType: " Text/Event-Stream ; charset=utf-8") == .serverSentEvents)
        #expect(StreamedAnswer.Format(mediaType: "application/problem+json-seq") == .jsonSequence)
        #expect(MediaKind("Application/JSON; charset=utf-8") == .json)
        #expect(MediaKind("application/merge-patch+json") == .json)
        #expect(MediaKind("image/png") == .other)
    }
}
