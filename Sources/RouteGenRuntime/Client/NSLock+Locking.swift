import Foundation

extension NSLock {
    /// Runs `body` while holding the lock.
    ///
    /// Foundation's own `withLock` needs macOS 14 / iOS 17; this package supports
    /// macOS 13 / iOS 16, so it carries this small equivalent.
    func locking<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
