/// A place in a spec file: a path plus a 1-based line and column.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The file path, as the user named it.
    public var file: String
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in Unicode scalars.
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// The compiler-style `path:line:col` form.
    public var description: String { "\(file):\(line):\(column)" }

    /// The same line, `offset` columns further right.
    func advanced(by offset: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column + offset)
    }
}
