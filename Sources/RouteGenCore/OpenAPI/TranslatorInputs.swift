/// What one translation reads and never changes: the document's first file, which OpenAPI
/// version it is, the user's configuration, and how the tree differs from a document as written.
struct TranslatorInputs {
    let entry: OpenAPIFile
    /// `true` for 3.1 documents, which allow siblings next to `$ref` and `type` lists.
    let isVersion31: Bool
    /// `true` for 3.2 documents, whose `allowReserved` applies to path parameters too.
    let isVersion32: Bool
    /// The user's options (filter, renames, type overrides); empty by default.
    let configuration: Configuration
    /// How the tree differs from an OpenAPI 3 document as written (a converted Swagger 2.0 document).
    let conventions: TreeConventions
}
