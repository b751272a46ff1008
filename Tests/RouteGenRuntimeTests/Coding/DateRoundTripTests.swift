import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import Testing

/// Dates keep their instant and their precision (issue 32, item 2): what the default decoder reads,
/// the default encoder writes back, and every other writer of a date writes the same text.
@Suite struct DateRoundTripTests {
    private struct Stamped: Codable {
        var at: Date
    }

    /// `{"at":"…"}` decoded and encoded again with the runtime's default coders.
    private func roundTrip(_ text: String) throws -> String {
        let decoded = try JSONDecoder.routeGenDefault.decode(Stamped.self, from: Data(#"{"at":"\#(text)"}"#.utf8))
        let json = String(decoding: try JSONEncoder.routeGenDefault.encode(decoded), as: UTF8.self)
        return String(json.dropFirst(#"{"at":""#.count).dropLast(2))
    }

    private func date(_ text: String) throws -> Date {
        try JSONDecoder.routeGenDefault.decode(Stamped.self, from: Data(#"{"at":"\#(text)"}"#.utf8)).at
    }

    @Test(arguments: [
        "2024-05-01T12:00:00Z", "2024-05-01T12:00:00.123Z", "2024-05-01T12:00:00.123456Z",
        // Kubernetes' MicroTime, a microsecond past a whole second; a millisecond short of the next.
        "2024-05-01T12:00:00.000001Z", "2024-05-01T12:00:00.999Z", "2024-05-01T12:00:00.999999Z",
        // Before 1970, a leap day, the first and the last years RFC 3339 writes (Go's zero time).
        "1969-12-31T23:59:59.001Z", "2000-02-29T00:00:00Z", "0001-01-01T00:00:00Z", "9999-12-31T23:59:59.999Z",
    ])
    func utcTextComesBackByteForByte(text: String) throws {
        #expect(try roundTrip(text) == text)
    }

    @Test func anOffsetComesBackAsTheSameInstantInUTCWithItsMilliseconds() throws {
        #expect(try roundTrip("2014-10-05T01:42:11.054+02:00") == "2014-10-04T23:42:11.054Z")
        #expect(try date("2014-10-05T01:42:11.054+02:00").timeIntervalSince1970 == 1_412_466_131.054)
        #expect(try roundTrip("2024-05-01T12:00:00.5-05:30") == "2024-05-01T17:30:00.500Z")
        #expect(try roundTrip("2024-05-01T12:00:00+0200") == "2024-05-01T10:00:00Z")
        #expect(try roundTrip("2024-05-01T12:00:00+02") == "2024-05-01T10:00:00Z")
    }

    @Test func lowercaseTAndZAndASpaceAreRead() throws {
        #expect(try roundTrip("2024-05-01t12:00:00z") == "2024-05-01T12:00:00Z")
        #expect(try roundTrip("2024-05-01t12:00:00.250z") == "2024-05-01T12:00:00.250Z")
        #expect(try roundTrip("2024-05-01 12:00:00Z") == "2024-05-01T12:00:00Z")
    }

    @Test func anyNumberOfFractionDigitsIsRead() throws {
        #expect(try roundTrip("2024-05-01T12:00:00.1Z") == "2024-05-01T12:00:00.100Z")
        #expect(try roundTrip("2024-05-01T12:00:00.12Z") == "2024-05-01T12:00:00.120Z")
        #expect(try roundTrip("2024-05-01T12:00:00.1234Z") == "2024-05-01T12:00:00.123400Z")
        // Beyond microseconds, a Date holds about 0.1 µs: rounded to the microsecond.
        #expect(try roundTrip("2024-05-01T12:00:00.123456789Z") == "2024-05-01T12:00:00.123457Z")
        #expect(try roundTrip("2024-05-01T12:00:00.123456789123456789Z") == "2024-05-01T12:00:00.123457Z")
        #expect(try roundTrip("2024-05-01T12:00:00.9999999Z") == "2024-05-01T12:00:01Z")
    }

    /// Every millisecond of a second, and microseconds across it, at dates decades apart: the digits
    /// are chosen from what the Double holds, without float noise (`.053999`).
    @Test func everyMillisecondAndMicrosecondComesBack() throws {
        var mismatches: [String] = []
        for year in ["1970", "2014", "2024", "2099"] {
            for millisecond in 0..<1000 {
                let text = "\(year)-10-05T01:42:11." + String(1000 + millisecond).dropFirst() + "Z"
                let expected = millisecond == 0 ? "\(year)-10-05T01:42:11Z" : text
                if try roundTrip(text) != expected { mismatches.append(text) }
            }
            for microsecond in stride(from: 1, to: 1_000_000, by: 7919) where microsecond % 1000 != 0 {
                let text = "\(year)-10-05T01:42:11." + String(1_000_000 + microsecond).dropFirst() + "Z"
                if try roundTrip(text) != text { mismatches.append(text) }
            }
        }
        #expect(mismatches == [])
    }

    /// As Foundation's ISO 8601 parser did: a second 60, the hour 24 and a day past the month's end
    /// count on.
    @Test func countingOnIsRead() throws {
        #expect(try roundTrip("2016-12-31T23:59:60Z") == "2017-01-01T00:00:00Z")
        #expect(try roundTrip("2024-05-01T24:00:00Z") == "2024-05-02T00:00:00Z")
        #expect(try roundTrip("2023-02-29T12:00:00Z") == "2023-03-01T12:00:00Z")
    }

    @Test(arguments: [
        "2024-05-01T12:00:00", "2024-05-01", "2024-05-01T12:00Z", "2024-05-01T12:00:00.Z", "2024-13-01T12:00:00Z",
        "2024-05-01T24:00:01Z", "2024-05-01T12:00:00+2", "yesterday", "",
    ])
    func otherTextIsADecodingError(text: String) {
        #expect(throws: DecodingError.self) { try date(text) }
    }

    // MARK: Every writer of a date writes the same text

    /// 2023-11-14T22:13:20.25Z.
    private let quarterPast = Date(timeIntervalSince1970: 1_700_000_000.25)

    @Test func queryItemsFormsAndJSONParametersWriteTheFraction() throws {
        #expect(URLEncoding.default.query(["since": quarterPast]) == "since=2023-11-14T22%3A13%3A20.250Z")
        let request = try makeRequest("https://h/p", method: .post)
        let json = try JSONEncoding.default.encode(request, with: ["at": quarterPast])
        #expect(bodyText(json) == #"{"at":"2023-11-14T22:13:20.250Z"}"#)
        let form = try URLEncoding.httpBody.encode(request, with: ["at": quarterPast])
        #expect(bodyText(form) == "at=2023-11-14T22%3A13%3A20.250Z")
    }

    @Test func headersAndMultipartFieldsWriteTheFraction() throws {
        #expect(HTTPHeader.simpleValue(quarterPast) == "2023-11-14T22:13:20.250Z")
        let request = try makeRequest("https://example.com/upload", method: .post)
        let encoded = try MultipartEncoding(boundary: "X").encode(request, with: ["at": quarterPast])
        #expect(bodyText(encoded) == "--X\r\nContent-Disposition: form-data; name=\"at\"\r\n\r\n2023-11-14T22:13:20.250Z\r\n--X--\r\n")
    }

    @Test func aModelInAQueryItemWritesItsDatesAsItsJSONDoes() {
        struct Window: Encodable, Sendable {
            var from: Date
        }
        #expect(URLEncoding.default.query(["window": Window(from: quarterPast)]) == "window%5Bfrom%5D=2023-11-14T22%3A13%3A20.250Z")
    }

    @Test func responseHeadersReadTheSameText() {
        #expect(Date(headerText: "2024-05-01t12:00:00.5z") == Date(timeIntervalSince1970: 1_714_564_800.5))
        #expect(Date(headerText: "2014-10-05T01:42:11.054+02:00")?.timeIntervalSince1970 == 1_412_466_131.054)
        #expect(Date(headerText: "Wed, 01 May 2024 12:00:00 GMT") == Date(timeIntervalSince1970: 1_714_564_800))
    }
}
