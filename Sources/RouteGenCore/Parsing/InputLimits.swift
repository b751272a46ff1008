/// The limits routegen puts on its input, so that no document can crash it, make it run for long,
/// or make code the compiler can't build. Real documents stay far below them: GitHub's API
/// document nests 17 levels and Stripe's 26; in both, schemas nest at most 8 levels when each
/// `$ref` followed counts as one.
/// docs/SpecFormat.md and docs/OpenAPI.md list them for users.
enum InputLimits {
    /// Levels of mappings and lists inside one another in a YAML or JSON document.
    static let nesting = 128
    /// Nodes that the YAML aliases of one document expand to, all together. A "billion laughs"
    /// document stops here instead of being expanded.
    static let aliasExpansion = 100_000
    /// Levels of brackets and generic arguments in a type of the routegen spec: `[[Int]]` has 3.
    static let typeNesting = 10
    /// Schemas inside one another in an OpenAPI document, counting each `$ref` followed on the way.
    static let schemaNesting = 32
}
