/// Swift's reserved words.
enum SwiftKeywords {
    /// Words that must be written in backticks to be used as identifiers.
    static let all: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Protocol", "Type", "_",
    ]

    /// Words that backticks don't rescue in every position a generated name can take
    /// (`Foo.self`, `Foo.Type`, `Foo.init`), so they get a `_` suffix instead.
    static let needingSuffix: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "_"]
}
