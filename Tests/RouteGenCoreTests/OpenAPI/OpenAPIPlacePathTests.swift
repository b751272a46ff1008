import Foundation
@testable import RouteGenCore
import Testing

/// The places the translator records on its way down the tree (issue 31): each inline model's
/// place is the path to its schema, checked against the tree rather than found by walking it, and
/// it stays where the schema is written when the path passes through a YAML alias or a node that a
/// Swagger 2.0 document's conversion made.
@Suite struct OpenAPIPlacePathTests {
    private static func places(_ text: String, path: String = "places.yaml") throws -> [String: [String]] {
        let spec = try GeneratorPipeline.loadSpec(data: Data(text.utf8), path: path).0
        return Dictionary(uniqueKeysWithValues: spec.models.map { ($0.name, $0.places) })
    }

    @Test func aPointerSpellsItsStepsEscaped() {
        let pointer = NodePointer.root.key("paths").key("/a~b/{id}").key("get").key("parameters").index(2)
        #expect(pointer.tokens == ["paths", "/a~b/{id}", "get", "parameters", "2"])
        #expect(NodePointer.text(of: pointer.tokens[...]) == "/paths/~1a~0b~1{id}/get/parameters/2")
        let target = NodePointer("/components/schemas/a~1b").key("properties").key("x")
        #expect(target.tokens == ["components", "schemas", "a/b", "properties", "x"])
        #expect(NodePointer("").tokens.isEmpty)
    }

    /// A schema written once under an anchor and reached through its aliases has the anchor's
    /// place, wherever the translator first met it.
    @Test func anAliasedSchemaIsPlacedWhereItsAnchorIs() throws {
        let places = try Self.places("""
            openapi: 3.0.3
            info: { title: Aliases, version: "1" }
            x-defs:
              inner: &inner { type: object, properties: { n: { type: string } } }
              list: &list
                - { type: object, properties: { p: { type: string } } }
                - { type: object, properties: { q: { type: string } } }
            paths:
              /a:
                get:
                  operationId: getA
                  responses:
                    "200":
                      description: OK
                      content: { application/json: { schema: { type: object, properties: { x: *inner, u: { oneOf: *list } } } } }
            components:
              schemas:
                b:
                  type: object
                  properties:
                    other: *inner
            """)
        #expect(places["BOther"] == ["#/x-defs/inner"])
        #expect(places["GetAResponseUP"] == ["#/x-defs/list/0"])
        #expect(places["GetAResponseUQ"] == ["#/x-defs/list/1"])
        #expect(places["GetAResponse"] == ["#/paths/~1a/get/responses/200/content/application~1json/schema"])
    }

    /// In a converted Swagger document a parameter's or a header's schema is made in the place of
    /// the parameter or header, a form's fields in the place of the first field, and a body's schema
    /// sits under every media type: the place is the first node in the tree with that place.
    @Test func aSwaggerSchemaMadeInAnothersPlaceHasThatPlace() throws {
        let places = try Self.places("""
            swagger: "2.0"
            info: { title: Moved, version: "1" }
            produces: [application/xml, application/json]
            paths:
              /pets:
                get:
                  operationId: listPets
                  parameters:
                    - { in: query, name: status, type: string, enum: [a, b] }
                  responses:
                    "200":
                      description: OK
                      schema: { type: object, properties: { tag: { type: object, properties: { label: { type: string } } } } }
                post:
                  operationId: addPet
                  consumes: [application/x-www-form-urlencoded]
                  parameters:
                    - { in: formData, name: kind, type: string, enum: [x, y] }
                    - { in: formData, name: other, type: string, enum: [p, q] }
                  responses:
                    "200": { description: OK, headers: { X-Mode: { type: string, enum: [m, n] } } }
            """, path: "swagger.yaml")
        let get = "#/paths/~1pets/get/", post = "#/paths/~1pets/post/"
        #expect(places["ListPetsStatus"] == [get + "parameters/0"])
        #expect(places["ListPetsResponse"] == [get + "responses/200/content/application~1xml/schema"])
        #expect(places["ListPetsResponseTag"] == [get + "responses/200/content/application~1xml/schema/properties/tag"])
        #expect(places["AddPetRequestKind"] == [post + "requestBody"])
        #expect(places["AddPetRequestOther"] == [post + "requestBody/content/application~1x-www-form-urlencoded/schema/properties/other"])
        #expect(places["AddPetResponseXMode"] == [post + "responses/200/headers/X-Mode"])
    }

    /// The passes after the walk, in the order they run.
    @Test func thePassesRunInTheirOrder() {
        #expect(OpenAPITranslator.passes.map(\.name) == [
            "shortenCaseNames", "nestResourceGroups", "nameRouters", "breakAliasCycles", "resolvePendingDefaults",
            "chooseVariantsBySingleValues", "usedModels", "markNullableRequestProperties", "resolvePlaces",
            "mergeDuplicateInlineModels", "aliasIdenticalInlineModels", "nameResponseHeaders", "reportUnknownFormats",
            "reportUnusedFormatOverrides",
        ])
    }
}
