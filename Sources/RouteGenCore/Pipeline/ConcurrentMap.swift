import Foundation

extension Array where Element: Sendable {
    /// `map` on every core, for items that don't depend on each other: rendering a file, writing
    /// a file. The results keep the order of the items.
    func concurrentMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let results = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(transform(self[index]), at: index)
        }
        return results.values
    }
}

/// One result per index, each stored once by whichever thread computed it.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// Every stored value, in index order.
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
