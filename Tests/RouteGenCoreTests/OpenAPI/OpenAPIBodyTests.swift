import RouteGenCore
import Testing

/// Request bodies: JSON values, form and multipart fields, and raw bytes.
@Suite struct OpenAPIBodyTests {
    @Test func jsonIsPreferredAndLabelledBody() throws {
        let loaded = try OpenAPIFixtures.load("bodies.yaml")
        guard case let .value(body, _)? = loaded.endpoint("createPet")?.body else {
            Issue.record("createPet has no JSON body")
            return
        }
        #expect(body.name == "body")
        #expect(body.type.written == "Pet")
    }

    /// The inline body is the `Pet` component written out again; a component's name is for the
    /// component and the places that refer to it, so the body is a type of its own (issue 23).
    @Test func optionalInlineJSONBodyIdenticalToAComponentIsATypeOfItsOwn() throws {
        let loaded = try OpenAPIFixtures.load("bodies.yaml")
        guard case let .value(body, _)? = loaded.endpoint("updatePets")?.body else {
            Issue.record("updatePets has no JSON body")
            return
        }
        #expect(body.type.written == "UpdatePetsRequest?")
        #expect(body.name == "body")
        #expect(loaded.properties(of: "UpdatePetsRequest").map(\.wireName) == ["name"])
        #expect(loaded.properties(of: "Pet").map(\.wireName) == ["name"])
    }

    /// A form field keeps its type, however nested; the runtime writes it with brackets.
    @Test func formFieldsKeepTheirTypes() throws {
        let loaded = try OpenAPIFixtures.load("bodies.yaml")
        guard case let .fields(fields, encoding)? = loaded.endpoint("logIn")?.body else {
            Issue.record("logIn has no form body")
            return
        }
        #expect(encoding == .form)
        #expect(fields.map { "\($0.wireName): \($0.type.written)" } == [
            "username: String", "remember: Bool?", "scopes: [String]?", "address: LogInRequestAddress?",
        ])
        #expect(fields.map(\.style) == [.brackets, .brackets, .brackets, .brackets])
        #expect(loaded.diagnostics.isEmpty)
    }

    @Test func multipartFilesAreData() throws {
        let loaded = try OpenAPIFixtures.load("bodies.yaml")
        guard case let .fields(fields, encoding)? = loaded.endpoint("uploadPhoto")?.body else {
            Issue.record("uploadPhoto has no multipart body")
            return
        }
        #expect(encoding == .multipart)
        #expect(fields.map { "\($0.wireName): \($0.type.written)" } == ["file: Data", "caption: String?"])
    }

    @Test func bytesKeepTheirContentType() throws {
        let loaded = try OpenAPIFixtures.load("bodies.yaml")
        guard case let .data(file, fileType)? = loaded.endpoint("putFile")?.body,
              case let .data(avatar, avatarType)? = loaded.endpoint("putAvatar")?.body else {
            Issue.record("putFile or putAvatar does not send bytes")
            return
        }
        #expect("\(file.name): \(file.type.written) as \(fileType)" == "data: Data as application/octet-stream")
        #expect("\(avatar.name): \(avatar.type.written) as \(avatarType)" == "data: Data? as image/png")
    }

    @Test func formWithQueryParametersKeepsBoth() throws {
        let loaded = try OpenAPIFixtures.load("bodies.yaml")
        let endpoint = try #require(loaded.endpoint("search"))
        guard case let .fields(fields, .form)? = endpoint.body else {
            Issue.record("search does not send a form")
            return
        }
        #expect(!fields.isEmpty)
        #expect(!endpoint.queryParameters.isEmpty)
        #expect(loaded.diagnostics.isEmpty)
    }
}
