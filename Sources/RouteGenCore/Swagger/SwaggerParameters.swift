import Yams

/// The parameters of an operation or a path, sorted into what OpenAPI 3 has as parameters (kept in
/// the list, converted) and what becomes the request body: a `body` parameter, or `formData` fields.
struct SwaggerParameters {
    /// The list's entries that stay parameters: `$ref`s as written, others converted.
    var kept: [Node] = []
    var bodies: [Body] = []
    var fields: [Field] = []

    /// An `in: body` parameter.
    struct Body {
        var name: String
        /// The entry as written in the list: the parameter, or a `$ref` to it.
        var entry: Node
        var isReference: Bool
        var parameter: Node
        var file: SwaggerConverter.File
    }

    /// An `in: formData` parameter: one property of the form's schema.
    struct Field {
        var name: String
        /// The parameter's `name` value, which becomes the property's key.
        var nameNode: Node
        var entry: Node
        /// The property's schema: the parameter converted, or the `$ref` entry when it lives in another file.
        var schema: Node
        var required: Bool
        /// `nil` for a field that is not an array.
        var format: CollectionFormat?
        var formatPlace: Node?
        var isFile: Bool
    }

    /// The path's parameters with an operation's: the operation's body replaces the path's, and its
    /// fields replace the path's fields of the same name, as OpenAPI merges parameters.
    func merged(with own: SwaggerParameters) -> SwaggerParameters {
        var merged = SwaggerParameters(kept: own.kept, bodies: own.bodies.isEmpty ? bodies : own.bodies, fields: fields)
        for field in own.fields {
            if let index = merged.fields.firstIndex(where: { $0.name == field.name }) {
                merged.fields[index] = field
            } else {
                merged.fields.append(field)
            }
        }
        return merged
    }
}
