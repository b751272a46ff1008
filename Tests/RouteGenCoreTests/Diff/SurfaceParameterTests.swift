import Testing
@testable import RouteGenCore

/// Parameter lists as the context spells them, split into labels, types and defaults.
@Suite struct SurfaceParameterTests {
    @Test func splitsAtTopLevelCommasOnly() {
        let parameters = SurfaceParameter.list(
            "owner: Swift.String, filter: [Swift.String: [Swift.Int]]? = nil, page: RouteGenRuntime.Nullable<Swift.Int>? = nil, "
                + "`in`: Swift.Int = 20")
        #expect(parameters.map(\.label) == ["owner", "filter", "page", "`in`"])
        #expect(parameters.map(\.type) == [
            "Swift.String", "[Swift.String: [Swift.Int]]?", "RouteGenRuntime.Nullable<Swift.Int>?", "Swift.Int",
        ])
        #expect(parameters.map(\.hasDefault) == [false, true, true, true])
        #expect(parameters[3].plainLabel == "in")
    }

    /// The arrow of a closure type closes no angle bracket.
    @Test func closureTypesKeepTheirArrows() {
        let parameters = SurfaceParameter.list("_ key: @escaping @Sendable () async throws -> Swift.String?, region: Region = .us")
        #expect(parameters.map(\.label) == ["_", "region"])
        #expect(parameters.map(\.type) == ["@escaping @Sendable () async throws -> Swift.String?", "Region"])
        #expect(parameters.map(\.hasDefault) == [false, true])
    }

    @Test func anEmptyListHasNoParameters() {
        #expect(SurfaceParameter.list("").isEmpty)
    }

    @Test func operationsAreKeyedWithoutTheirPlaceholdersNames() {
        var endpoint = Endpoint(name: "get", method: "get", path: "users/{username}/posts/{id}")
        #expect(OperationKey.of(endpoint) == "GET /users/{}/posts/{}")
        #expect(OperationKey.display(endpoint) == "GET /users/{username}/posts/{id}")
        endpoint.path = "/users/{name}/posts/{postId}"
        #expect(OperationKey.of(endpoint) == "GET /users/{}/posts/{}")
    }
}
