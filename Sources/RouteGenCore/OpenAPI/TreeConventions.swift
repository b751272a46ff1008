import Yams

/// What the translator must know about the tree it reads when it isn't an OpenAPI 3 document as
/// written: a Swagger 2.0 document that `SwaggerConverter` rewrote into OpenAPI 3's shape. The
/// defaults are OpenAPI 3's, so a 3.x document reads as it always has. See docs/OpenAPI.md, "Swagger 2.0".
struct TreeConventions {
    /// Where the reusable objects that `$ref`s name are kept.
    var layout = ComponentLayout.components
    /// Read `description`, `readOnly` and the other annotations next to a `$ref`, as 3.1 does
    /// (Swagger 2.0 documents put them there: Kubernetes thousands of times).
    var readsReferenceAnnotations = false
    /// A success response's `example` becomes the endpoint's stub, as a routegen spec's `example:` does.
    var readsExampleStubs = false
    /// What a file that a `$ref` loads becomes before it is read: `(path, root) -> root`.
    var convertsLoadedFile: ((String, Node) -> Node)?
}

/// Where a document keeps the objects its `$ref`s name: OpenAPI 3 under `components`
/// (`#/components/schemas/Pet`), Swagger 2.0 at the top level (`#/definitions/Pet`). A converted
/// Swagger tree keeps them where they were, so that every `$ref` reads as the user wrote it.
enum ComponentLayout {
    case components, topLevel

    /// The pointer of a section, named as OpenAPI 3 names it: `schemas` → `/components/schemas` or `/definitions`.
    func pointer(of section: String) -> String {
        switch self {
        case .components: "/components/" + section
        case .topLevel: "/" + (Self.swaggerSections[section] ?? section)
        }
    }

    /// The section that holds the entry a pointer names, such as `/components/schemas` for
    /// `/components/schemas/Pet`; `nil` when the pointer names no section's entry.
    func section(holding pointer: String) -> String? {
        let tokens = pointer.split(separator: "/", omittingEmptySubsequences: false)
        switch self {
        case .components:
            guard tokens.count == 4, tokens[1] == "components" else { return nil }
            return "/components/\(tokens[2])"
        case .topLevel:
            guard tokens.count == 3, Self.swaggerSections.values.contains(String(tokens[1])) else { return nil }
            return "/\(tokens[1])"
        }
    }

    /// OpenAPI 3's section names and Swagger 2.0's.
    private static let swaggerSections = [
        "schemas": "definitions", "parameters": "parameters", "responses": "responses",
        "securitySchemes": "securityDefinitions",
    ]
}
