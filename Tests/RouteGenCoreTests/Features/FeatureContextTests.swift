@testable import RouteGenCore
import Testing

/// The context of parts only OpenAPI documents have: which members are boxed to break cycles,
/// defaults, and the problems the validator reports about them.
@Suite struct FeatureContextTests {
    private func context(_ spec: APISpec) -> TemplateContext { ContextBuilder.build(spec, options: OutputOptions()) }

    private func model(_ name: String, in spec: APISpec) -> ModelContext? {
        context(spec).models.first { $0.name == name }
    }

    private func spec(_ models: [Model]) -> APISpec {
        var spec = APISpec(name: "T", sourceName: "t.yaml")
        spec.models = models
        return spec
    }

    private func object(_ name: String, _ properties: [Property]) -> Model {
        Model(name: name, kind: .object(properties: properties))
    }

    @Test func theFeaturesSpecIsValid() {
        #expect(SpecValidator.validate(FeaturesSpec.spec, runtime: .routegen).all.map(\.description) == [])
    }

    @Test func boxesOneMemberPerCycle() {
        let spec = FeaturesSpec.spec
        let boxed = FeaturesSpec.models.map { model in
            (model.name, (0..<20).filter { RecursionBreaker(names: SpecNames(spec, runtime: .routegen)).isBoxed(model, member: $0) })
        }.filter { !$0.1.isEmpty }
        // Comment.parent; Employee → Team → Employee, walked from Employee (first by name): Team.lead;
        // Branch → Node → Branch, walked from Branch: Node.branch.
        #expect(boxed.map(\.0) == ["Comment", "Team", "Node"])
        #expect(boxed.map(\.1) == [[2], [1], [1]])
    }

    @Test func arraysDictionariesAndEnumsDontCount() {
        let spec = spec([
            object("A", [property("children", .array(.named("A"))), property("byName", .dictionary(.named("A")))]),
            Model(name: "E", kind: .stringEnum(cases: [EnumCase(name: "x", value: "x")])),
        ])
        #expect(model("A", in: spec)?.properties.contains { $0.isIndirect } == false)
        #expect(model("A", in: spec)?.importsRuntime == false)
    }

    @Test func aliasesAndGenericArgumentsCount() {
        let spec = spec([
            object("A", [property("next", .optional(.named("NextA")))]),
            Model(name: "NextA", kind: .alias(.named("A"))),
            object("B", [property("box", .optional(.named("Box", arguments: [.named("B")])))]),
            Model(name: "Box", genericParameters: ["T"], kind: .object(properties: [property("value", .named("T"))])),
        ])
        #expect(model("A", in: spec)?.properties.map(\.isIndirect) == [true])
        #expect(model("B", in: spec)?.properties.map(\.isIndirect) == [true])
        #expect(model("Box", in: spec)?.properties.map(\.isIndirect) == [false])
    }

    @Test func defaultsThatDontFitAreLeftOutWithAWarning() {
        let spec = spec([
            object("S", [
                property("count", .int, default: .string("ten")),
                property("ratio", .int, default: .number(2.5)),
                property("whole", .int, default: .number(3)),
                property("kind", .optional(.named("K")), default: .enumValue("nope")),
                property("names", .optional(.named("Names")), default: .emptyArray),
            ]),
            Model(name: "K", kind: .stringEnum(cases: [EnumCase(name: "a", value: "a")])),
            Model(name: "Names", kind: .alias(.array(.string))),
        ])
        #expect(model("S", in: spec)?.initializerParameters
            == "count: Swift.Int, ratio: Swift.Int, whole: Swift.Int = 3, kind: K? = nil, names: Names? = nil")
        #expect(SpecValidator.validate(spec, runtime: .routegen).all.map(\.message) == [
            "the default of property 'count' of model 'S' doesn't fit its type 'Int'; the initializer leaves it out",
            "the default of property 'ratio' of model 'S' doesn't fit its type 'Int'; the initializer leaves it out",
            "the default of property 'kind' of model 'S' doesn't fit its type 'K?'; the initializer leaves it out",
        ])
        #expect(model("S", in: spec)?.properties.first?.docComment == [#"/// The server assumes `"ten"`."#])
        #expect(model("S", in: spec)?.properties.last?.docComment == ["/// The server assumes `[]`."])
    }

    @Test func serverVariablesAndSecuritySchemesAreChecked() {
        var spec = APISpec(name: "T", sourceName: "t.yaml")
        spec.servers = [
            Server(name: "main", url: "https://{region}.{zone}.example.com", isDebug: false,
                   variables: [ServerVariable(name: "region", defaultValue: "mars", allowedValues: ["us", "eu"])]),
        ]
        spec.securitySchemes = [SecurityScheme(name: "api-key", kind: .bearer), SecurityScheme(name: "api_key", kind: .basic)]
        #expect(SpecValidator.validate(spec, runtime: .routegen).all.map(\.message) == [
            "the URL of server 'main' has the placeholder '{zone}' but no variable for it",
            "the default 'mars' of variable 'region' of server 'main' is not one of its values (us, eu)",
            "security scheme 'api_key' becomes 'apiKey' in Swift, like 'api-key'; rename one",
        ])
    }

    @Test func arraysInPathsAndHeadersNeedTheSimpleStyle() {
        var spec = APISpec(name: "T", sourceName: "t.yaml")
        spec.servers = [Server(name: "main", url: "https://x.test", isDebug: false)]
        spec.routers = [Router(name: "R", endpoints: [
            Endpoint(name: "a", method: "GET", path: "/a/{ids}", pathParameters: [parameter("ids", .array(.int), style: .brackets)],
                     headerParameters: [parameter("tags", .array(.string), key: "X-Tags", style: .brackets)]),
            Endpoint(name: "b", method: "GET", path: "/b/{ids}", pathParameters: [parameter("ids", .array(.int), style: .simple)],
                     queryParameters: [parameter("filter", .dictionary(.string), style: .deepObject)],
                     headerParameters: [parameter("tags", .array(.string), key: "X-Tags", style: .simple)]),
            Endpoint(name: "c", method: "GET", path: "/c", queryParameters: [parameter("filter", .dictionary(.string), style: .brackets)],
                     headerParameters: [parameter("cookie", .string, key: "Cookie")],
                     cookieParameters: [parameter("sid", .string)]),
            Endpoint(name: "d", method: "PUT", path: "/d", body: .data(parameter("file", .int), contentType: "text/plain")),
            Endpoint(name: "e", method: "PUT", path: "/e", body: .data(parameter("text", .string), contentType: "text/plain")),
        ])]
        #expect(SpecValidator.validate(spec, runtime: .routegen).all.map(\.message) == [
            "'ids' is a path parameter, so its type must be a scalar such as String or Int, not '[Int]'",
            "'tags' is a header, so its type must be a scalar such as String or Int, not '[String]'",
            "endpoint 'c' sets the header 'Cookie' twice; its cookies are sent in the Cookie header",
            "'filter' is a query item, so its type must be a scalar such as String or Int, not '[String: String]'",
            "'file' is sent as the raw body of endpoint 'd', so its type must be Data or String, not 'Int'",
        ])
    }

    @Test func enumCasesDontTakeTheNamesOfEnumMembers() {
        let spec = spec([
            Model(name: "E", kind: .stringEnum(cases: [
                EnumCase(name: "rawValue", value: "rawValue"), EnumCase(name: "allCases", value: "all"),
            ]), acceptsUnknownValues: true),
        ])
        #expect(model("E", in: spec)?.openEnum?.cases.map(\.name) == ["rawValue_", "allCases_"])
    }
}
