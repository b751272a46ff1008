import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import RouteGenRuntime
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

    func testTimeoutsAreWholeSecondsWhereURLSessionCountsOnlyWholeSeconds() throws {
        var request = try urlRequest("http://127.0.0.1/")
        for (given, sent) in [(0.5, 1.0), (1.5, 2.0), (2.0, 2.0), (30.0, 30.0)] {
            request.timeoutInterval = given
            #if canImport(FoundationNetworking)
            XCTAssertEqual(URLSessionTransport.portable(request).timeoutInterval, sent)
            #else
            XCTAssertEqual(URLSessionTransport.portable(request).timeoutInterval, given)
            #endif
        }
    }
}
