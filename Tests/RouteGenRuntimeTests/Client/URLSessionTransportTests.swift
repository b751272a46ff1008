import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteGenRuntime
import XCTest

final class URLSessionTransportTests: XCTestCase {
    func testUsesTheSharedSessionByDefault() {
        XCTAssertTrue(URLSessionTransport().session === URLSession.shared)
    }

    func testANonHTTPResponseIsABadServerResponse() async throws {
        // A `data:` URL is answered locally, without a network, by a plain URLResponse.
        let request = try urlRequest("data:text/plain,hello")
        do {
            let response = try await URLSessionTransport().send(request)
            XCTFail("Expected an error, got \(response.statusCode)")
        } catch let error as URLError {
            XCTAssertEqual(error.code, .badServerResponse)
        }
    }
}
