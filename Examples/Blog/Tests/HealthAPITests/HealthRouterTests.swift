import HealthAPI
import XCTest
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

final class HealthRouterTests: XCTestCase {
    func testCommittedRouterBuildsRequests() throws {
        let request = try HealthRouter.buildInfo.asURLRequest()
        XCTAssertEqual(request.httpMethod, "GET")
        XCTAssertEqual(request.url?.absoluteString, "https://status.blog.example/version")
        XCTAssertEqual(try HealthRouter.ping.asURLRequest().url?.path, "/health")
    }

    func testCommittedModelUsesTheWireKey() throws {
        let info = try JSONDecoder().decode(BuildInfo.self, from: Data(#"{"version": "2.1", "git_commit": "abc"}"#.utf8))
        XCTAssertEqual(info, BuildInfo(version: "2.1", commit: "abc"))
    }
}
