import BlogAPI
import Foundation
import XCTest

/// A clock the test moves by hand.
private final class TestClock: @unchecked Sendable {
    // `@unchecked Sendable`: `date` is only read or written while `lock` is held.
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_700_000_000)

    func now() -> Date {
        lock.lock()
        defer { lock.unlock() }
        return date
    }

    func advance(by seconds: TimeInterval) {
        lock.lock()
        defer { lock.unlock() }
        date += seconds
    }
}

final class TokenStoreTests: XCTestCase {
    func testATokenIsSentUntilTheSessionExpires() async {
        let clock = TestClock()
        let store = TokenStore(now: clock.now)
        var current = await store.current
        XCTAssertNil(current)

        await store.store(Session(accessToken: "t", expiresIn: 60))
        clock.advance(by: 59)
        current = await store.current
        XCTAssertEqual(current, "t")

        clock.advance(by: 1)
        current = await store.current
        XCTAssertNil(current, "expired")
    }

    func testClearForgetsTheToken() async {
        let store = TokenStore()
        await store.store(Session(accessToken: "t", expiresIn: 60))
        await store.clear()
        let current = await store.current
        XCTAssertNil(current)
    }
}
