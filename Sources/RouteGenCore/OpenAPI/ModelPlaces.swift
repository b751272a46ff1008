/// Where each model's schema is written, gathered while the tree is read (see
/// `OpenAPITranslator+Places.swift`).
///
/// Owns the place of each named schema's model (its `$ref` target, as a pointer), the node each
/// inline model was made from with the pointer the translator reached that node by, and the key an
/// inline model's schema is written under when it is a property's or a field's. The first node
/// recorded for a model, and the first pointer recorded for a node, are the ones kept.
struct ModelPlaces {
    /// The node each inline model was made from, by model name.
    private(set) var inlineNodes: [String: NodeKey] = [:]
    /// The pointer each node was first reached by.
    private(set) var pointers: [NodeKey: NodePointer] = [:]
    /// The pointer of each named schema's model, by model name.
    private var named: [String: String] = [:]
    /// The key an inline model's schema is written under, by model name.
    private var properties: [String: String] = [:]

    mutating func recordInline(_ name: String, at key: NodeKey, pointer: NodePointer) {
        if inlineNodes[name] == nil { inlineNodes[name] = key }
        if pointers[key] == nil { pointers[key] = pointer }
    }

    mutating func recordNamed(_ name: String, at place: String) { named[name] = place }

    func namedPlace(of name: String) -> String? { named[name] }

    mutating func recordProperty(_ property: String, of name: String) { properties[name] = property }

    /// The property or field whose schema the inline model `name` was made from.
    func property(of name: String) -> String? { properties[name] }
}
