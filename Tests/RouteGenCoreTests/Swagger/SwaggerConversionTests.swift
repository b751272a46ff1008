import Foundation
import RouteGenCore
import Testing

/// What each Swagger 2.0 construct becomes in the model, one test per part of issue 22's list; the
/// golden files (`SwaggerSnapshotTests`) pin the code, `SwaggerWireTests` the bytes.
@Suite struct SwaggerConversionTests {
    private func parameters(_ endpoint: Endpoint?) -> [String] {
        guard let endpoint else { return [] }
        return (endpoint.pathParameters + endpoint.queryParameters + endpoint.headerParameters).map {
            "\($0.wireName): \($0.type.written) \($0.style)"
        }
    }

    @Test func hostBasePathAndSchemesAreTheServers() throws {
        let loaded = try SwaggerFixtures.load("servers.yaml")
        #expect(loaded.spec.servers.map(\.url) == ["https://api.example.com:8443/v2", "http://api.example.com:8443/v2"])
        #expect(loaded.spec.servers.map(\.name) == ["server", "server2"])
        #expect(loaded.diagnostics.isEmpty)
        // An operation's own schemes are its servers: `http` alone is the document's second server.
        #expect(loaded.spec.operationServers.map(\.url) == ["http://api.example.com:8443/v2"])
        #expect(loaded.endpoint("GET", "/legacy")?.server == loaded.spec.operationServers.first?.name)
        #expect(loaded.endpoint("GET", "/status")?.server == nil)
    }

    @Test func withoutAHostTheServerIsRelative() throws {
        let loaded = try SwaggerFixtures.load("no-host.yaml")
        #expect(loaded.spec.servers.map(\.url) == ["http://localhost/v1"])
        #expect(loaded.diagnostics == [
            "no-host.yaml:6:11: warning: server URL '/v1' is relative; the calls use 'http://localhost/v1' until you set a base URL",
        ])
    }

    @Test func consumesAndProducesChooseTheBodiesAndAnswers() throws {
        let loaded = try SwaggerFixtures.load("media.yaml")
        #expect(loaded.diagnostics.isEmpty)
        // JSON is chosen among the document's produces (JSON and XML).
        let create = loaded.endpoint("createNote")
        #expect(create?.body.map(Self.describe) == "value body: Note")
        #expect(create?.returns == .named("Note"))
        #expect(create?.returnsRawData == false)
        // The operation's consumes replace the document's: raw bytes with their content type.
        guard case let .data(data, contentType)? = loaded.endpoint("putAttachment")?.body else {
            Issue.record("putAttachment sends no raw body")
            return
        }
        #expect(data.type == .named("Data"))
        #expect(contentType == "application/pdf")
        // The operation's produces replace the document's: a file, or text, comes back as bytes.
        #expect(loaded.endpoint("getAttachment")?.returnsRawData == true)
        #expect(loaded.endpoint("getNoteText")?.returnsRawData == true)
    }

    @Test func bodyAndFormDataParametersAreTheBody() throws {
        let loaded = try SwaggerFixtures.load("bodies.yaml")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.endpoint("addPet")?.body.map(Self.describe) == "value body: Pet")
        #expect(loaded.endpoint("updatePets")?.body.map(Self.describe) == "value body: UpdatePetsRequest?")
        #expect(loaded.endpoint("updatePetWithForm")?.body.map(Self.describe)
            == "form name: String?, status: UpdatePetWithFormRequestStatus")
        // A file is what OpenAPI 3's `format: binary` in a multipart body is.
        #expect(loaded.endpoint("uploadImage")?.body.map(Self.describe) == "multipart additionalMetadata: String?, file: Data")
        // No consumes: a form is URL-encoded.
        #expect(loaded.endpoint("addNote")?.body.map(Self.describe) == "form text: String")
        #expect(loaded.endpoint("updatePetWithForm")?.pathParameters.map(\.wireName) == ["petId"])
    }

    @Test func collectionFormatsAreStyles() throws {
        let (spec, _) = try GeneratorPipeline.loadSpec(at: TestPaths.url("Tests/Fixtures/wire/swagger.yaml").path)
        let endpoints = spec.routers.flatMap(\.endpoints)
        #expect(parameters(endpoints.first { $0.name == "findItems" }) == [
            "csv: [String] simple(explode: false)", "ssv: [String] spaceDelimited", "tsv: [Int] tabDelimited", "pipes: [String] pipeDelimited",
            "q_default: [String]? form(explode: false)", "q_csv: [String]? form(explode: false)", "q_ssv: [String]? spaceDelimited",
            "q_tsv: [String]? tabDelimited", "q_pipes: [String]? pipeDelimited", "q_multi: [String]? form(explode: true)",
            "X-Csv: [String]? simple(explode: false)", "X-Ssv: [String]? spaceDelimited", "X-Tsv: [Int]? tabDelimited", "X-Pipes: [String]? pipeDelimited",
        ])
        guard case let .fields(fields, .form)? = endpoints.first(where: { $0.name == "createItem" })?.body else {
            Issue.record("createItem has no form body")
            return
        }
        #expect(fields.filter { $0.type.unwrapped != .named("String") }.map { "\($0.wireName): \($0.style)" } == [
            "count: brackets", "gift: brackets", "tags: form(explode: false)", "sizes: spaceDelimited",
            "codes: tabDelimited", "colors: pipeDelimited", "labels: form(explode: true)",
        ])
    }

    @Test func definitionsParametersAndResponsesAreReachedByReference() throws {
        let loaded = try SwaggerFixtures.load("components.yaml")
        #expect(loaded.diagnostics.isEmpty)
        #expect(loaded.spec.models.map(\.name) == ["Pet", "Owner", "Problem", "Order"])
        let list = loaded.endpoint("listPets")
        #expect(parameters(list) == ["ownerId: String simple(explode: false)", "limit: Int32? form(explode: true)", "order: Order? form(explode: true)"])
        #expect(list?.queryParameters.first?.description == "The server assumes `20`.")
        #expect(list?.returns == .array(.named("Pet")))
        #expect(list?.errorResponses.map { "\($0.status) \($0.type?.written ?? "-")" } == ["404 Problem"])
        // A body parameter defined once is the request body wherever it is used.
        #expect(loaded.endpoint("addPet")?.body.map(Self.describe) == "value body: Pet")
        // A formData parameter defined once is one field of the form.
        #expect(loaded.endpoint("addNickname")?.body.map(Self.describe) == "form nickname: String?, petName: String")
    }

    @Test func securityDefinitionsAreTheSecurity() throws {
        let loaded = try SwaggerFixtures.load("security.yaml")
        #expect(loaded.spec.securitySchemes.map { "\($0.name): \($0.kind)" } == [
            "basicAuth: basic", #"apiKey: apiKeyHeader("X-API-Key")"#, #"queryKey: apiKeyQuery("api_key")"#, "oauth: bearer",
        ])
        #expect(loaded.spec.securitySchemes.first?.description == "A user name and password.")
        #expect(loaded.spec.headerFields.map(\.wireName) == ["X-API-Key"])
        #expect(loaded.diagnostics == [
            "security.yaml:19:3: note: security scheme 'oauth' (oauth2) becomes a bearer token; the app obtains the token, "
                + "routegen does not run the sign-in flow",
        ])
    }

    @Test func schemaKeywords() throws {
        let loaded = try SwaggerFixtures.load("schemas.yaml")
        #expect(loaded.diagnostics.isEmpty)
        let pet = loaded.properties(of: "Pet")
        #expect(pet.map { "\($0.wireName): \($0.type.written)" } == [
            "id: Int64?", "name: String", "petType: String", "nickname: String?", "owner: Owner?", "vet: Owner?",
            "status: Status?", "size: PetSize?", "tags: [String: String]?",
        ])
        #expect(loaded.property("id", of: "Pet")?.isReadOnly == true)
        // x-nullable is nullable, beside a $ref too.
        #expect(loaded.property("nickname", of: "Pet")?.isNullable == true)
        #expect(loaded.property("vet", of: "Pet")?.isNullable == true)
        #expect(loaded.property("owner", of: "Pet")?.isNullable == false)
        // A description beside a $ref documents the property, as Swagger documents use it.
        #expect(loaded.property("owner", of: "Pet")?.description == "Who looks after the pet.")
        // x-enum-varnames names the cases of an integer enum.
        guard case let .integerEnum(cases)? = loaded.model("PetSize")?.kind else {
            Issue.record("PetSize is not an integer enum")
            return
        }
        #expect(cases.map(\.name) == ["small", "medium", "large"])
        // allOf merges, and the discriminator's property stays a property.
        #expect(loaded.properties(of: "Cat").map(\.wireName) == [
            "id", "name", "petType", "nickname", "owner", "vet", "status", "size", "tags", "indoor",
        ])
        // In a model only request bodies use, x-nullable lets the caller send null.
        #expect(loaded.property("nickname", of: "PetUpdate")?.type.written == "Nullable<String>?")
    }

    @Test func responseHeadersExamplesAndDefaults() throws {
        let loaded = try SwaggerFixtures.load("responses.yaml")
        #expect(loaded.diagnostics.isEmpty)
        let list = loaded.endpoint("listPets")
        // A `Link` header makes the call page.
        #expect(list?.linkPaging == true)
        #expect(list?.example == #"[{"id":1,"name":"Rex"}]"#)
        #expect(list?.errorResponses.map { "\($0.status) \($0.type?.written ?? "-") \($0.description ?? "")" }
            == ["default Problem Something went wrong."])
        #expect(loaded.endpoint("getPet")?.example == #"{"id":7,"name":"Tom"}"#)
    }

    @Test func multipleFilesAreEachReadInTheirOwnFile() throws {
        let loaded = try SwaggerFixtures.load("multifile/api.yaml")
        #expect(loaded.diagnostics == [
            "multifile/definitions/pet.yaml:8:13: warning: unknown format 'birthday' for string values; they become 'String'",
            // The converter's own, in the file that holds the parameter.
            "multifile/parameters.yaml:17:21: warning: collectionFormat 'commas' is not one of csv, ssv, tsv, pipes and multi; "
                + "the elements are joined with commas (csv)",
            // The translator's, in the file of a path item.
            "multifile/paths/pets.yaml:4:56: warning: unknown format 'int24' for integer values; they become 'Int'",
            "multifile/responses.yaml:16:15: warning: '$ref' '#/definitions/Hnt' points to nothing, so it becomes JSONValue; "
                + "did you mean '#/definitions/Hint'?",
        ])
        #expect(loaded.endpoint("listPets")?.returns == .array(.named("Pet")))
        #expect(loaded.endpoint("addPet")?.body.map(Self.describe) == "value body: Pet")
        #expect(parameters(loaded.endpoint("getOwner")) == [
            "ownerId: String simple(explode: false)", "fields: [String]? pipeDelimited", "sort: [String]? form(explode: false)",
        ])
        #expect(loaded.endpoint("uploadOwnerPhoto")?.body.map(Self.describe) == "multipart photo: Data, caption: String?")
        #expect(loaded.property("photo", of: "Pet")?.type.written == "Data?")
        #expect(loaded.property("detail", of: "Problem")?.isNullable == true)
        #expect(loaded.property("nickname", of: "Owner")?.isNullable == true)
    }

    /// The extensions routegen reads in OpenAPI 3 are read in Swagger 2.0 too.
    @Test func routegenExtensionsAreRead() throws {
        let yaml = """
            swagger: '2.0'
            info: { title: x, version: '1' }
            host: x.test
            x-routegen-booleans: numeric
            paths: {}
            definitions:
              Level: { type: integer, enum: [1, 2], x-enumNames: [low, high] }
            """
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(yaml.utf8), path: "api.yaml")
        #expect(diagnostics.all.isEmpty)
        #expect(spec.defaults.booleans == .numeric)
        guard case let .integerEnum(cases)? = spec.models.first?.kind else {
            Issue.record("Level is not an integer enum")
            return
        }
        #expect(cases.map(\.name) == ["low", "high"])
    }

    static func describe(_ body: RequestBody) -> String {
        switch body {
        case let .value(parameter, _): "value \(parameter.name): \(parameter.type.written)"
        case let .data(parameter, contentType): "data \(parameter.name) \(contentType)"
        case let .fields(fields, encoding):
            "\(encoding.rawValue) " + fields.map { "\($0.name): \($0.type.written)" }.joined(separator: ", ")
        }
    }
}
