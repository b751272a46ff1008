import Foundation
import RouteGenCore
import Testing

/// Names at the level of operations and routers read as if written by hand (issue 10): the tag
/// is not repeated in case names, a JSON body is labelled `body`, and the support types take a
/// short prefix.
@Suite struct OpenAPIOperationNameTests {
    private func load(_ document: String) throws -> (spec: APISpec, diagnostics: [String]) {
        let (spec, diagnostics) = try GeneratorPipeline.loadSpec(data: Data(document.utf8), path: "names.yaml")
        return (spec, diagnostics.all.map(\.message))
    }

    private let tagged = """
        openapi: 3.0.3
        info: { title: GitHub v3 REST API, version: "1" }
        paths:
          /repos/{owner}/{repo}:
            parameters:
              - { name: owner, in: path, required: true, schema: { type: string } }
              - { name: repo, in: path, required: true, schema: { type: string } }
            get: { operationId: repos/get, tags: [repos], responses: { "200": { description: OK } } }
            delete: { operationId: repos/delete, tags: [repos], responses: { "204": { description: Gone } } }
            patch: { operationId: reposUpdate, tags: [repos], responses: { "200": { description: OK } } }
          /orgs/{org}/repos:
            parameters: [{ name: org, in: path, required: true, schema: { type: string } }]
            post:
              operationId: repos/create-in-org
              tags: [repos]
              requestBody:
                required: true
                content: { application/json: { schema: { type: object, properties: { name: { type: string } } } } }
              responses: { "201": { description: Created } }
          /repos/import: { post: { operationId: repos/import, tags: [repos], responses: { "200": { description: OK } } } }
          /repos/path: { get: { operationId: repos/path, tags: [repos], responses: { "200": { description: OK } } } }
          /repos/client: { get: { operationId: repos/client, tags: [repos], responses: { "200": { description: OK } } } }
          /repos/list: { get: { operationId: repos/list, tags: [repos], responses: { "200": { description: OK } } } }
          /list: { get: { operationId: list, tags: [repos], responses: { "200": { description: OK } } } }
          /reposition: { get: { operationId: repositionAll, tags: [repos], responses: { "200": { description: OK } } } }
          /alerts: { get: { operationId: code-scanning/list-alerts, tags: [code-scanning], responses: { "200": { description: OK } } } }
          /v1/customers: { get: { operationId: customers_list, responses: { "200": { description: OK } } } }
        """

    /// `repos/get` in `ReposRouter` is `get`; the tag stays where the short name would be a
    /// keyword, a router member, the typed calls' `client`, or another operation's name.
    @Test func theTagIsDroppedFromCaseNamesUnlessItWouldClash() throws {
        let (spec, _) = try load(tagged)
        #expect(spec.routers.map { "\($0.name): \($0.endpoints.map(\.name))" } == [
            "ReposRouter: [\"get\", \"delete\", \"update\", \"createInOrg\", \"reposImport\", \"reposPath\", "
                + "\"reposClient\", \"reposList\", \"list\", \"repositionAll\"]",
            "CodeScanningRouter: [\"listAlerts\"]",
            "CustomersRouter: [\"list\"]",
        ])
    }

    /// Types made from an operation keep its whole name: types share one namespace.
    @Test func bodiesAreLabelledBodyAndKeepTheirTypeName() throws {
        let (spec, _) = try load(tagged)
        let create = spec.routers.flatMap(\.endpoints).first { $0.name == "createInOrg" }
        guard case let .value(body, _)? = create?.body else {
            Issue.record("createInOrg has no JSON body")
            return
        }
        #expect("\(body.name): \(body.type.written)" == "body: ReposCreateInOrgRequest")
    }

    /// A parameter already called `body` keeps that label; the body is then named after its type.
    @Test func aParameterCalledBodyKeepsItsLabel() throws {
        let (spec, diagnostics) = try load("""
            openapi: 3.0.3
            info: { title: Mail, version: "1" }
            servers: [{ url: "https://mail.example.com" }]
            paths:
              /messages:
                post:
                  operationId: sendMessage
                  parameters: [{ name: body, in: query, schema: { type: string } }]
                  requestBody:
                    required: true
                    content: { application/json: { schema: { $ref: "#/components/schemas/Message" } } }
                  responses: { "200": { description: OK } }
            components:
              schemas:
                Message: { type: object, properties: { text: { type: string } } }
            """)
        let endpoint = spec.routers.first?.endpoints.first
        guard case let .value(body, _)? = endpoint?.body else {
            Issue.record("sendMessage has no JSON body")
            return
        }
        #expect(endpoint?.queryParameters.map(\.name) == ["body"])
        #expect("\(body.name): \(body.type.written)" == "message: Message")
        #expect(diagnostics.isEmpty)
    }

    @Test(arguments: [
        ("GitHub v3 REST API", "GitHub"), ("Stripe API", "Stripe"), ("Swagger Petstore", "SwaggerPetstore"),
        ("USPTO Data Set API", "USPTODataSet"), ("Petstore API 1.0.2", "Petstore"), ("REST API v2", "API"),
        ("OpenAPI HTTP APIs", "API"), ("my_api", "My"), ("", "API"),
    ])
    func thePrefixLeavesOutVersionsAndGenericWords(title: String, prefix: String) throws {
        let (spec, _) = try load("""
            openapi: 3.0.3
            info: { title: "\(title)", version: "1" }
            paths: {}
            """)
        #expect(spec.name == prefix)
    }

    /// `Actor` hides nothing the generated code or its callers write; `Task` and `Error` would.
    @Test func onlyNamesThatReallyHideAStandardTypeTakeThePrefix() throws {
        let (spec, diagnostics) = try load("""
            openapi: 3.0.3
            info: { title: GitHub v3 REST API, version: "1" }
            servers: [{ url: "https://api.github.com" }]
            paths: {}
            components:
              schemas:
                actor: { type: object, properties: { login: { type: string } } }
                set: { type: object, properties: { id: { type: integer } } }
                task: { type: object, properties: { id: { type: integer } } }
                error: { type: object, properties: { message: { type: string } } }
            """)
        #expect(spec.models.map(\.name) == ["Actor", "Set", "GitHubTask", "GitHubError"])
        #expect(diagnostics == [
            "schema 'task' is named 'GitHubTask' in Swift, because 'Task' would hide Swift's own 'Task' in your module",
            "schema 'error' is named 'GitHubError' in Swift, because 'Error' would hide Swift's own 'Error' in your module",
        ])
    }
}
