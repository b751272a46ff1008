/// The types a spec may use without declaring them, and how generated code spells them.
enum BuiltinTypes {
    static let spellings: [String: String] = [
        "String": "Swift.String", "Int": "Swift.Int", "Int32": "Swift.Int32", "Int64": "Swift.Int64",
        "Double": "Swift.Double", "Float": "Swift.Float", "Bool": "Swift.Bool",
        "Date": "Foundation.Date", "URL": "Foundation.URL", "UUID": "Foundation.UUID", "Data": "Foundation.Data",
        "Decimal": "Foundation.Decimal",
        // Free-form JSON: OpenAPI schemas without a shape, such as `{}` or `type: object` alone.
        "JSONValue": "RouteGenRuntime.JSONValue",
        // A request property that may be sent as an explicit `null`: `Nullable<Milestone>?`.
        "Nullable": "RouteGenRuntime.Nullable",
        // Items sent as a JSON Lines or JSON text sequence body: `SequenceBody<Event>`.
        "SequenceBody": "RouteGenRuntime.SequenceBody",
        // A whole number or a string (`format: int-or-string`, Kubernetes' ports): `8080` or `"http"`.
        "IntOrString": "RouteGenRuntime.IntOrString",
    ]

    /// The names messages list: `SequenceBody` is what OpenAPI request streams become, not a type
    /// spec writers use.
    static var names: [String] { spellings.keys.filter { $0 != "SequenceBody" }.sorted() }

    /// The built-in types that take generic arguments, and how many.
    static let genericArity: [String: Int] = ["Nullable": 1, "SequenceBody": 1]

    /// Types that can stand alone in a path segment, a query item or a header.
    static let scalars: Set<String> = [
        "String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "URL", "UUID", "Decimal", "IntOrString",
    ]
}
