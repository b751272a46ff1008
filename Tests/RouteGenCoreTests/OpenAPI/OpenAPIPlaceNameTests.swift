import Foundation
@testable import RouteGenCore
import Testing

/// A type's name comes from its own place in the document, so that nothing elsewhere renames it (issue 23).
@Suite struct OpenAPIPlaceNameTests {
    private static let document = """
        openapi: 3.0.3
        info: { title: Places, version: "1" }
        paths:
          /v1/customers:
            post:
              operationId: PostCustomers
              requestBody:
                content:
                  application/x-www-form-urlencoded:
                    schema:
                      type: object
                      properties:
                        address: { type: object, properties: { city: { type: string }, line1: { type: string } } }
                        automatic_tax: { type: object, properties: { enabled: { type: boolean } }, required: [enabled] }
              responses: { "200": { description: OK, content: { application/json: { schema: { $ref: "#/components/schemas/customer" } } } } }
        components:
          schemas:
            embedded_config:
              description: Whether the embedded component is enabled.
              type: object
              properties: { enabled: { type: boolean } }
              required: [enabled]
            customer:
              type: object
              properties:
                address: { type: object, properties: { city: { type: string }, line1: { type: string } } }
                object: { type: string, enum: [customer] }
        """

    private static func load(_ text: String) throws -> APISpec {
        try GeneratorPipeline.loadSpec(data: Data(text.utf8), path: "places.yaml").0
    }

    /// Place → Swift name, for every model.
    private static func names(_ spec: APISpec) -> [String: String] {
        Dictionary(spec.models.flatMap { model in model.places.map { ($0, model.name) } }, uniquingKeysWith: { first, _ in first })
    }

    @Test func noComponentLendsItsNameToACopyOfItsShape() throws {
        let names = Self.names(try Self.load(Self.document))
        let body = "#/paths/~1v1~1customers/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties/"
        #expect(names[body + "automatic_tax"] == "PostCustomersRequestAutomaticTax")
        #expect(names["#/components/schemas/embedded_config"] == "EmbeddedConfig")
        // Two identical addresses, each named after its place.
        #expect(names[body + "address"] == "PostCustomersRequestAddress")
        #expect(names["#/components/schemas/customer/properties/address"] == "CustomerAddress")
    }

    @Test func somethingAddedElsewhereRenamesNothing() throws {
        let before = Self.names(try Self.load(Self.document))
        // A new operation with the same shapes, and a component named like an inline type's shape.
        let added = Self.document.replacingOccurrences(of: "components:\n  schemas:\n", with: """
              /v1/invoices:
                post:
                  operationId: PostInvoices
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          properties:
                            address: { type: object, properties: { city: { type: string }, line1: { type: string } } }
                            automatic_tax: { type: object, properties: { enabled: { type: boolean } }, required: [enabled] }
                  responses: { "200": { description: OK } }
            components:
              schemas:
                address:
                  type: object
                  properties: { city: { type: string }, line1: { type: string } }

            """)
        let after = Self.names(try Self.load(added))
        #expect(after.count > before.count)
        for (place, name) in before { #expect(after[place] == name, "\(place)") }
    }

    /// The walk that finds places enters only the text that holds a wanted node; on one line of
    /// JSON the nodes differ only in their columns, and a node a YAML alias repeats lies in the
    /// text of its anchor.
    @Test func placesAreFoundOnOneLineOfJSONAndThroughAliases() throws {
        let json = #"{"openapi":"3.0.3","info":{"title":"T","version":"1"},"paths":{"/a~b/{id}":{"get":{"operationId":"#
            + #""getA","responses":{"200":{"description":"OK","content":{"application/json":{"schema":{"type":"object","#
            + #""properties":{"x":{"type":"object","properties":{"y":{"type":"string"}}}}}}}}}}}},"components":{"schemas":"#
            + #"{"z":{"type":"object","properties":{"w":{"type":"object","properties":{"v":{"type":"integer"}}}}}}}}"#
        let spec = try GeneratorPipeline.loadSpec(data: Data(json.utf8), path: "places.json").0
        let names = Self.names(spec)
        let schema = "#/paths/~1a~0b~1{id}/get/responses/200/content/application~1json/schema"
        #expect(names[schema] == "GetAResponse")
        #expect(names[schema + "/properties/x"] == "GetAResponseX")
        #expect(names["#/components/schemas/z/properties/w"] == "ZW")
        #expect(spec.models.allSatisfy { !$0.places.isEmpty })

        let aliased = try Self.load("""
            openapi: 3.0.3
            info: { title: Aliases, version: "1" }
            paths: {}
            components:
              schemas:
                a:
                  type: object
                  properties:
                    inner: &inner { type: object, properties: { n: { type: string } } }
                b:
                  type: object
                  properties:
                    other: *inner
            """)
        #expect(aliased.models.allSatisfy { !$0.places.isEmpty })
        #expect(Self.names(aliased)["#/components/schemas/a/properties/inner"] == "AInner")
    }

    /// A Swagger 2.0 document is read converted: a body parameter's and an answer's schemas sit
    /// under `requestBody` and `content` in the tree but keep their places in the text, so the walk
    /// that follows the text misses them and the full walk after it finds them.
    @Test func placesOfASwaggerDocumentAreInTheConvertedDocument() throws {
        let spec = try GeneratorPipeline.loadSpec(data: Data("""
            swagger: "2.0"
            info: { title: Moved, version: "1" }
            paths:
              /pets:
                post:
                  operationId: addPet
                  parameters:
                    - in: body
                      name: body
                      schema:
                        type: object
                        properties:
                          owner: { type: object, properties: { name: { type: string } } }
                  responses:
                    "200":
                      description: OK
                      schema:
                        type: object
                        properties:
                          tag: { type: object, properties: { label: { type: string } } }
            definitions:
              Pet:
                type: object
                properties:
                  meta: { type: object, properties: { a: { type: string } } }
            """.utf8), path: "swagger.yaml").0
        let post = "#/paths/~1pets/post/"
        #expect(Self.names(spec) == [
            post + "requestBody/content/application~1json/schema": "AddPetRequest",
            post + "requestBody/content/application~1json/schema/properties/owner": "AddPetRequestOwner",
            post + "responses/200/content/application~1json/schema": "AddPetResponse",
            post + "responses/200/content/application~1json/schema/properties/tag": "AddPetResponseTag",
            "#/definitions/Pet": "Pet",
            "#/definitions/Pet/properties/meta": "PetMeta",
        ])
    }

    @Test func aPropertyAnAllOfTakesFromAReferenceIsNamedAfterItsOwnSchema() throws {
        let spec = try Self.load("""
            openapi: 3.0.3
            info: { title: Owners, version: "1" }
            paths: {}
            components:
              schemas:
                card_event:
                  allOf:
                    - $ref: "#/components/schemas/event"
                    - { type: object, properties: { card: { type: string } } }
                event:
                  type: object
                  properties:
                    actor: { type: object, properties: { login: { type: string } } }
            """)
        // `card_event` comes first and includes `event`'s `actor`: the type is still `event`'s.
        #expect(spec.models.first { $0.name == "CardEvent" }.map { model -> String? in
            guard case let .object(properties) = model.kind else { return nil }
            return properties.first { $0.wireName == "actor" }?.type.written
        } == "EventActor?")
        #expect(spec.models.contains { $0.name == "CardEventActor" } == false)
    }

    @Test func aSharedTypeKeepsOnlyTheDescriptionEveryCopyGives() throws {
        let spec = try Self.load("""
            openapi: 3.0.3
            info: { title: Clearing, version: "1" }
            paths: {}
            components:
              schemas:
                a:
                  type: object
                  properties: { name: { anyOf: [{ type: string }, { type: string, enum: [""], description: Clears it. }] } }
                b:
                  type: object
                  properties: { name: { anyOf: [{ type: string }, { type: string, enum: [""], description: Empties it. }] } }
            """)
        let empty = try #require(spec.models.first { $0.name == "EmptyString" })
        #expect(empty.description == nil)
        #expect(empty.places.count == 2)
        #expect(spec.models.filter { $0.name == "StringOrEmptyString" }.count == 1)
    }

    @Test func variantsThatWouldShareALabelAreToldApartByTitleOrPropertyType() throws {
        let spec = try Self.load("""
            openapi: 3.0.3
            info: { title: Variants, version: "1" }
            paths: {}
            components:
              schemas:
                labels:
                  oneOf:
                    - { type: object, properties: { labels: { type: array, items: { type: string } } } }
                    - { type: object, properties: { labels: { type: array, items: { type: object, properties: { name: { type: string } } } } } }
                mandate:
                  anyOf:
                    - { title: secret_key_param, type: object, properties: { acceptance: { type: object, properties: { ip: { type: string } } } } }
                    - { title: client_key_param, type: object, properties: { acceptance: { type: object, properties: { agent: { type: string } } } } }
            """)
        func variants(_ name: String) -> [String] {
            guard case let .oneOf(oneOf)? = spec.models.first(where: { $0.name == name })?.kind else { return [] }
            return oneOf.variants.map { "\($0.name): \($0.type.written)" }
        }
        #expect(variants("Labels") == ["LabelsStringArray: LabelsLabelsStringArray", "LabelsObjectArray: LabelsLabelsObjectArray"])
        #expect(variants("Mandate") == ["SecretKeyParam: MandateSecretKeyParam", "ClientKeyParam: MandateClientKeyParam"])
    }

    /// The last resort: variants with nothing at all to tell them apart get a numbered case, with a warning.
    @Test func identicalVariantsGetANumberedCase() throws {
        let text = """
            openapi: 3.0.3
            info: { title: Pairs, version: "1" }
            paths: {}
            components:
              schemas:
                pair:
                  oneOf:
                    - { type: object, properties: { a: { type: string } } }
                    - { type: object, properties: { a: { type: string } } }
            """
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(text.utf8), path: "api.yaml")
        guard case let .oneOf(oneOf)? = spec.models.first(where: { $0.name == "Pair" })?.kind else {
            Issue.record("Pair is no oneOf")
            return
        }
        #expect(oneOf.variants.map { "\($0.name): \($0.type.written)" } == ["Object: PairObject", "Object2: PairObjectVariant"])
        #expect(diagnostics.sorted.map(\.description).contains(
            "api.yaml:9:11: warning: variant 2 of 'Pair' becomes the case 'object2', because 'object' is taken by another "
                + "variant; give each variant a property the others don't have"))
    }
}
