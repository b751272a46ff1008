import Yams

extension SourceLocation {
    /// Where a YAML node starts in `file`.
    init(of node: Node, in file: String) {
        let mark = node.mark
        self.init(file: file, line: max(mark?.line ?? 1, 1), column: max(mark?.column ?? 1, 1))
    }

    /// The `offset`-th character inside a one-line scalar, past any opening quote.
    init(ofOffset offset: Int, in node: Node, file: String) {
        let start = SourceLocation(of: node, in: file)
        switch node.scalar?.style {
        case .plain?, .any?: self = start.advanced(by: offset)
        case .singleQuoted?, .doubleQuoted?: self = start.advanced(by: offset + 1)
        default: self = start
        }
    }
}
