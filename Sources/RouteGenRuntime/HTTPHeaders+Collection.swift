extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    /// Creates a header list from a dictionary literal, keeping the literal's order.
    /// A repeated name (ignoring case) replaces the earlier entry.
    /// - Parameter elements: The name/value pairs.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init()
        elements.forEach { update(name: $0.0, value: $0.1) }
    }
}

extension HTTPHeaders: ExpressibleByArrayLiteral {
    /// Creates a header list from an array literal of fields, keeping their order.
    /// - Parameter elements: The fields.
    public init(arrayLiteral elements: HTTPHeader...) {
        self.init(elements)
    }
}

extension HTTPHeaders: RandomAccessCollection {
    /// The position of the first field.
    public var startIndex: Int { elements.startIndex }

    /// The position one past the last field.
    public var endIndex: Int { elements.endIndex }

    /// The field at the given position.
    /// - Parameter position: A valid index of the collection.
    public subscript(position: Int) -> HTTPHeader { elements[position] }

    /// Returns an iterator over the fields, in order.
    public func makeIterator() -> IndexingIterator<[HTTPHeader]> {
        elements.makeIterator()
    }
}
