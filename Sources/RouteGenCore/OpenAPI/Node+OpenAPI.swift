import Yams

extension Node.Mapping {
    /// Calls `body` with the text of each scalar key, the key and its value, in document order.
    /// Indexing avoids the array `makeIterator()` builds, which matters on large documents.
    func forEachEntry(_ body: (String, Node, Node) throws -> Void) rethrows {
        var index = startIndex
        while index < endIndex {
            let entry = self[index]
            if let key = entry.key.scalar?.string { try body(key, entry.key, entry.value) }
            index += 1
        }
    }

    /// The value of the first key with this text (OpenAPI keys are unique, so first is last).
    func value(for key: String) -> Node? {
        var index = startIndex
        while index < endIndex {
            if self[index].key.scalar?.string == key { return self[index].value }
            index += 1
        }
        return nil
    }
}

extension Node {
    /// A scalar's text; `nil` for `null`, `~`, an empty plain value, a mapping or a list.
    var text: String? {
        guard let scalar, !scalar.isNull else { return nil }
        return scalar.string
    }

    /// `true` or `false` written as a YAML/JSON boolean; `nil` otherwise.
    var flag: Bool? { scalar?.boolValue }

    /// True for a plain `null`, `~` or empty value.
    var isNullValue: Bool { scalar?.isNull ?? false }

    /// A whole number written without quotes.
    var integerValue: Int? {
        guard let scalar, scalar.style == .plain || scalar.style == .any else { return nil }
        return Int(scalar.string)
    }

    /// A number written without quotes.
    var numberValue: Double? {
        guard let scalar, scalar.style == .plain || scalar.style == .any,
              let value = Double(scalar.string), value.isFinite else { return nil }
        return value
    }
}
