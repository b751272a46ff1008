/// An ordered list of HTTP header fields whose names are matched case-insensitively.
///
/// Each name appears at most once: adding or updating a header whose name already
/// exists (ignoring case) replaces that entry's value in place and keeps its position,
/// while a new name is appended at the end.
public struct HTTPHeaders: Equatable, Hashable, Sendable, CustomStringConvertible {
    private var headers: [HTTPHeader] = []

    /// Creates an empty header list.
    public init() {}

    /// Creates a header list from the given fields, in order.
    ///
    /// A later field whose name matches an earlier one (ignoring case) replaces it.
    /// - Parameter headers: The fields to add.
    public init(_ headers: [HTTPHeader]) {
        headers.forEach { update($0) }
    }

    /// Creates a header list from a dictionary, ordered by name so that the result
    /// does not depend on the dictionary's iteration order.
    /// - Parameter dictionary: Field names mapped to values.
    public init(_ dictionary: [String: String]) {
        for name in dictionary.keys.sorted() {
            if let value = dictionary[name] {
                update(name: name, value: value)
            }
        }
    }

    /// Adds a field, replacing the value of an existing field with the same name
    /// (ignoring case). Equivalent to ``update(name:value:)``.
    /// - Parameters:
    ///   - name: The field name.
    ///   - value: The field value.
    public mutating func add(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Adds a field, replacing an existing field with the same name (ignoring case).
    /// Equivalent to ``update(_:)``.
    /// - Parameter header: The field to add.
    public mutating func add(_ header: HTTPHeader) {
        update(header)
    }

    /// Sets a field: replaces the existing field with the same name (ignoring case) in
    /// place, or appends a new one.
    /// - Parameters:
    ///   - name: The field name.
    ///   - value: The field value.
    public mutating func update(name: String, value: String) {
        update(HTTPHeader(name: name, value: value))
    }

    /// Sets a field: replaces the existing field with the same name (ignoring case) in
    /// place, or appends it.
    /// - Parameter header: The field to store.
    public mutating func update(_ header: HTTPHeader) {
        if let index = index(of: header.name) {
            headers[index] = header
        } else {
            headers.append(header)
        }
    }

    /// Removes every field with this name, ignoring case.
    /// - Parameter name: The field name to remove.
    public mutating func remove(name: String) {
        let key = name.lowercased()
        headers.removeAll { $0.name.lowercased() == key }
    }

    /// The value of the field with this name (ignoring case), or `nil` if it is absent.
    /// - Parameter name: The field name to look up.
    public func value(for name: String) -> String? {
        index(of: name).map { headers[$0].value }
    }

    /// Reads or writes a field by name, ignoring case. Assigning `nil` removes it.
    public subscript(_ name: String) -> String? {
        get { value(for: name) }
        set {
            if let newValue {
                update(name: name, value: newValue)
            } else {
                remove(name: name)
            }
        }
    }

    /// The fields as a dictionary keyed by their stored names.
    public var dictionary: [String: String] {
        Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    /// Returns a copy in which every non-`nil` value of `values` is set with
    /// ``update(name:value:)``; `nil` values are ignored. The entries are applied in
    /// sorted name order, so the result is the same on every run.
    /// - Parameter values: Field names mapped to optional values.
    public func updating(_ values: [String: String?]) -> HTTPHeaders {
        var copy = self
        for name in values.keys.sorted() {
            if let entry = values[name], let value = entry {
                copy.update(name: name, value: value)
            }
        }
        return copy
    }

    /// One `"Name: value"` line per field, in order.
    public var description: String {
        headers.map(\.description).joined(separator: "\n")
    }

    /// The stored fields, in order.
    var elements: [HTTPHeader] { headers }

    private func index(of name: String) -> Int? {
        let key = name.lowercased()
        return headers.firstIndex { $0.name.lowercased() == key }
    }
}
