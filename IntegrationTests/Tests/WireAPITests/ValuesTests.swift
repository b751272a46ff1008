import Foundation
#if ALAMOFIRE_OUTPUT
import AlamofireWireAPI
#else
import RouteGenRuntime
import WireAPI
#endif
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Tests/Fixtures/wire/values.yaml: what a model decodes is sent back as the same values (issue 32,
/// items 2 and 3): dates keep their instant and their fractional seconds, `date` and `unix-time`
/// their text, 64-bit ids and the numbers of free-form JSON every digit.
@Suite struct ValuesTests {
    private func decode(_ json: String) throws -> Reading {
        try WireOutput.decoder.decode(Reading.self, from: Data(json.utf8))
    }

    /// The JSON body that sending `reading` back writes.
    private func sentBack(_ reading: Reading) throws -> String? {
        try ReadingsRouter.createReading(body: reading).asURLRequest().httpBody.map { String(decoding: $0, as: UTF8.self) }
    }

    private func reading(at: String) -> String {
        #"{"at":"\#(at)","day":"2024-05-01","recorded":1714564800}"#
    }

    @Test(arguments: ["2024-05-01T12:00:00Z", "2024-05-01T12:00:00.123Z", "2024-05-01T12:00:00.123456Z"])
    func aUTCDateTimeComesBackByteForByte(text: String) throws {
        #expect(try sentBack(decode(reading(at: text))) == reading(at: text))
    }

    @Test func anOffsetComesBackAsTheSameInstantWithItsMilliseconds() throws {
        let decoded = try decode(reading(at: "2014-10-05T01:42:11.054+02:00"))
        #expect(decoded.at.timeIntervalSince1970 == 1_412_466_131.054)
        #expect(try sentBack(decoded) == reading(at: "2014-10-04T23:42:11.054Z"))
    }

    @Test func aLowercaseTAndZDecode() throws {
        #expect(try sentBack(decode(reading(at: "2024-05-01t12:00:00z"))) == reading(at: "2024-05-01T12:00:00Z"))
    }

    /// Ids near ±2^53 and ±2^63 and beyond `UInt64`, in a model's `int64` and in free-form JSON, as
    /// Stripe's `metadata` and the unknown case of a union carry it.
    @Test func numbersComeBackWithEveryDigit() throws {
        let json = #"{"at":"2024-05-01T12:00:00Z","day":"2024-05-01","#
            + #""details":{"big":123456789012345678901234567890,"ids":[9007199254740993,-9007199254740993,-280779684037947104,"#
            + #"9223372036854775807,-9223372036854775808,18446744073709551615],"ratio":0.1,"tiny":1.5e-7,"when":"2024-05-01t12:00:00z"},"#
            + #""id":-280779684037947104,"metadata":{"count":9007199254740993,"price":12.5},"recorded":1714564800}"#
        let decoded = try decode(json)
        #expect(decoded.id == -280_779_684_037_947_104)
        #expect(decoded.metadata?["count"] == 9_007_199_254_740_993)
        #expect(try sentBack(decoded) == json.replacingOccurrences(of: "1.5e-7", with: "1.5e-07"))
    }

    /// 2024-05-01T12:00:00.123Z.
    private let fractional = Date(timeIntervalSince1970: 1_714_564_800.123)

    @Test func queryItemsAndHeadersWriteTheFraction() throws {
        let request = try ReadingsRouter.listReadings(since: fractional, day: "2024-05-01", after: 1_714_564_800, xChangedSince: fractional)
            .asURLRequest()
        #expect(request.url?.absoluteString
            == "https://api.example.com/readings?after=1714564800&day=2024-05-01&since=2024-05-01T12%3A00%3A00.123Z")
        #expect(request.value(forHTTPHeaderField: "X-Changed-Since") == "2024-05-01T12:00:00.123Z")
    }

    /// A path segment keeps only unreserved characters, so the colons are encoded.
    @Test func aPathSegmentWritesTheFraction() throws {
        let request = try ReadingsRouter.getReading(at: fractional).asURLRequest()
        #expect(request.url?.absoluteString == "https://api.example.com/readings/2024-05-01T12%3A00%3A00.123Z")
    }

    @Test func formsAndMultipartFieldsWriteTheFraction() throws {
        let form = try ReadingsRouter.submitReading(at: fractional, after: 1_714_564_800).asURLRequest()
        #expect(form.httpBody.map { String(decoding: $0, as: UTF8.self) } == "after=1714564800&at=2024-05-01T12%3A00%3A00.123Z")
        let upload = try ReadingsRouter.uploadReading(at: fractional, file: Data("x".utf8)).asURLRequest()
        let body = try #require(upload.httpBody.map { String(decoding: $0, as: UTF8.self) })
        #expect(body.contains("Content-Disposition: form-data; name=\"at\"\r\n\r\n2024-05-01T12:00:00.123Z\r\n"))
    }
}
