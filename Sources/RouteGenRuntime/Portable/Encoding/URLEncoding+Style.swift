extension URLEncoding {
    /// How one parameter's array or dictionary is written: OpenAPI's `style` and `explode`.
    /// Scalars look the same in every style.
    ///
    /// | style | `ids: [1, 2]` | `filter: ["state": "open"]` |
    /// | --- | --- | --- |
    /// | `.form(explode: true)` | `ids=1&ids=2` | `state=open` |
    /// | `.form(explode: false)` | `ids=1,2` | `filter=state,open` |
    /// | `.spaceDelimited` | `ids=1%202` | `filter=state%20open` |
    /// | `.pipeDelimited` | `ids=1%7C2` | `filter=state%7Copen` |
    /// | `.tabDelimited` | `ids=1%092` | `filter=state%09open` |
    /// | `.deepObject` | `ids[]=1&ids[]=2` (the encoding's `arrayEncoding`) | `filter[state]=open` |
    ///
    /// Delimiters are written as they are (`,`) or escaped (`%20`, `%7C`); the same character inside
    /// an element is always escaped, so `["a,b", "c"]` becomes `a%2Cb,c`.
    public enum Style: Sendable, Equatable, Hashable {
        case form(explode: Bool)
        case spaceDelimited
        case pipeDelimited
        /// Elements joined by tabs: Swagger 2.0's `collectionFormat: tsv`, which OpenAPI 3 has no style for.
        case tabDelimited
        case deepObject

        /// How an array under this style is written; `nil` for `deepObject`, which OpenAPI leaves
        /// undefined for arrays: the encoding's own `arrayEncoding` applies (`ids[]=` or `ids[0]=`).
        var arrayEncoding: ArrayEncoding? {
            switch self {
            case .form(explode: true): return .noBrackets
            case .form(explode: false): return .commaSeparated
            case .spaceDelimited: return .spaceDelimited
            case .pipeDelimited: return .pipeDelimited
            case .tabDelimited: return .tabDelimited
            case .deepObject: return nil
            }
        }

        /// The character between an array's elements written as one value, unescaped (a multipart
        /// part holds it as it is); `nil` for the styles that write one pair per element.
        var unescapedDelimiter: String? {
            switch self {
            case .form(explode: false): return ","
            case .spaceDelimited: return " "
            case .pipeDelimited: return "|"
            case .tabDelimited: return "\t"
            case .form(explode: true), .deepObject: return nil
            }
        }
    }
}
