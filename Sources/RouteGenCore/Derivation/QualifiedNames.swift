/// The standard library's and Foundation's types that derived support code names with their module
/// (`Swift.String`, `Foundation.Data`): the support files live in the user's module, beside models
/// and the app's own types, any of which may be called `Data` or `Result`.
///
/// `FoundationNetworking`'s types (`URLRequest`, `HTTPURLResponse`) are left as they are: on Linux
/// they are not `Foundation`'s, so `Foundation.URLRequest` doesn't compile there.
enum QualifiedNames {
    /// The module of each type name.
    static let modules: [String: String] = {
        var modules: [String: String] = [:]
        for name in swift { modules[name] = "Swift" }
        for name in foundation { modules[name] = "Foundation" }
        return modules
    }()

    private static let swift = [
        "Array", "ArraySlice", "AnyHashable", "AsyncIteratorProtocol", "AsyncSequence", "AsyncStream", "AsyncThrowingStream",
        "BidirectionalCollection", "BinaryFloatingPoint", "BinaryInteger", "Bool", "CaseIterable", "Character",
        "CheckedContinuation", "ClosedRange", "Codable", "CodingKey", "Collection", "Comparable", "ContiguousArray",
        "CustomDebugStringConvertible", "CustomStringConvertible", "DecodingError", "Decodable", "Decoder", "Dictionary",
        "Double", "Duration", "Encodable", "Encoder", "EncodingError", "Equatable", "Error",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral",
        "ExpressibleByUnicodeScalarLiteral", "FixedWidthInteger", "Float", "FloatingPoint", "Hashable", "Hasher",
        "Identifiable", "Int", "Int16", "Int32", "Int64", "Int8", "IteratorProtocol", "KeyValuePairs",
        "KeyedDecodingContainer", "KeyedEncodingContainer", "Mirror", "Never", "Numeric", "ObjectIdentifier", "Optional",
        "RandomAccessCollection", "Range", "RawRepresentable", "Result", "Sendable", "Sequence", "Set", "SignedInteger",
        "SingleValueDecodingContainer", "SingleValueEncodingContainer", "StaticString", "String", "StringProtocol",
        "Substring", "Task", "UInt", "UInt16", "UInt32", "UInt64", "UInt8", "UTF8", "Unicode", "UnkeyedDecodingContainer",
        "UnkeyedEncodingContainer", "UnsafeBufferPointer", "UnsafeMutableBufferPointer", "UnsafeMutableRawBufferPointer",
        "UnsafeRawBufferPointer", "UnsignedInteger",
    ]

    private static let foundation = [
        "Calendar", "CharacterSet", "Data", "Date", "DateComponents", "DateFormatter", "Decimal", "FileHandle",
        "FileManager", "ISO8601DateFormatter", "InputStream", "JSONDecoder", "JSONEncoder", "JSONSerialization", "Locale",
        "LocalizedError", "NSDecimalNumber", "NSError", "NSLock", "NSNull", "NSNumber", "NSRecursiveLock", "NumberFormatter", "OutputStream",
        "ProcessInfo", "TimeInterval", "TimeZone", "URL", "URLComponents", "URLQueryItem", "UUID",
    ]
}
