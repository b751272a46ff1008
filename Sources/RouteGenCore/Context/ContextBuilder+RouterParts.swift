extension ContextBuilder {
    /// The most endpoints one router enum declares as cases.
    ///
    /// Swift checks each `switch self` of a router against every case of the enum. Past about
    /// 700 cases with values it gives up with "the compiler is unable to check that this switch
    /// is exhaustive in reasonable time", and well before that the check dominates the compile.
    /// A router with more endpoints holds them in part enums of at most this many cases.
    static let routerPartSize = 250

    /// The router enum of `router`; for a router of more than ``routerPartSize`` endpoints, also
    /// the part enums that declare its endpoints, `LargeRouterPart1` and so on.
    ///
    /// The split router keeps the classic call syntax: `LargeRouter.getItem(id: 1)` is a static
    /// member that wraps the part's case, and every property forwards to the part.
    func routerContexts(_ router: Router) -> [RouterContext] {
        guard router.endpoints.count > Self.routerPartSize else { return [routerContext(router)] }
        let name = names.routerType(router)
        let chunks = stride(from: 0, to: router.endpoints.count, by: Self.routerPartSize).map {
            Array(router.endpoints[$0..<min($0 + Self.routerPartSize, router.endpoints.count)])
        }
        // The wrapping cases, `part1`…, must not take the name of an endpoint's static member.
        let endpointNames = Set(router.endpoints.map { caseInfo($0).name })
        var casePrefix = "part"
        while (1...chunks.count).contains(where: { endpointNames.contains("\(casePrefix)\($0)") }) { casePrefix += "_" }
        var parts: [RouterContext] = []
        var partCases: [CaseContext] = []
        var factories: [FactoryContext] = []
        for (index, endpoints) in chunks.enumerated() {
            let partName = "\(name)Part\(index + 1)"
            let caseName = "\(casePrefix)\(index + 1)"
            let cases = endpoints.map { caseContext(caseInfo($0), clientName: names.clientType(router)) }
            let range = "`\(cases[0].name)` to `\(cases[cases.count - 1].name)`"
            var partRouter = router
            partRouter.endpoints = endpoints
            parts.append(routerContext(partRouter, name: partName, docComment: SwiftLiteral.docComment([
                "Endpoints \(range) of ``\(name)``, which wraps them.",
                "Generated from `routers.\(router.name)` in \(spec.sourceName)."])))
            partCases.append(CaseContext(
                name: caseName, declaration: "\(caseName)(\(partName))",
                docComment: SwiftLiteral.docComment(["The endpoints \(range)."]),
                deprecation: nil, method: "", path: "", returnType: nil, values: []))
            factories += cases.map { factory($0, part: caseName, partName: partName) }
        }
        var outer = routerContext(router)
        outer.cases = partCases
        outer.route = RouterPropertyContext(uniform: nil, branches: partCases.map {
            BranchContext(pattern: "let .\($0.name)(route)", lines: ["return route"])
        })
        outer.factories = factories
        outer.request = nil
        outer.baseURL = "route.baseURL"
        outer.method = Self.forwarded("method")
        outer.path = Self.forwarded("path")
        outer.parameters = Self.forwarded("parameters")
        outer.encoding = Self.forwarded("encoding")
        outer.headers = Self.forwarded("headers")
        func forwarded(_ name: String, when property: (RouterContext) -> RouterPropertyContext?) -> RouterPropertyContext? {
            parts.contains { property($0) != nil } ? Self.forwarded(name) : nil
        }
        outer.queryParameters = forwarded("queryParameters") { $0.queryParameters }
        outer.queryEncoding = forwarded("queryEncoding") { $0.queryEncoding }
        outer.operationServer = forwarded("operationServer") { $0.operationServer }
        outer.body = forwarded("body") { $0.body }
        outer.rawBody = forwarded("rawBody") { $0.rawBody }
        outer.timeoutInterval = forwarded("timeoutInterval") { $0.timeoutInterval }
        outer.validation = forwarded(spelling.acceptedStatusMember) { $0.validation }
        return [outer] + parts
    }

    /// The static member that stands for one case of a part.
    private func factory(_ endpoint: CaseContext, part: String, partName: String) -> FactoryContext {
        let returns = endpoint.returnType.map { ", returning `\($0)`" } ?? ""
        let doc = SwiftLiteral.docComment([
            "`\(endpoint.method) \(endpoint.path)`\(returns); documented at `\(partName).\(endpoint.name)`."])
        guard !endpoint.values.isEmpty else {
            return FactoryContext(
                docComment: doc, deprecation: endpoint.deprecation,
                declaration: "static var \(endpoint.name): Self", value: ".\(part)(.\(endpoint.name))")
        }
        let arguments = endpoint.values.map { "\($0.label): \($0.label)" }.joined(separator: ", ")
        return FactoryContext(
            docComment: doc, deprecation: endpoint.deprecation,
            declaration: "static func \(endpoint.declaration) -> Self", value: ".\(part)(.\(endpoint.name)(\(arguments)))")
    }

    /// `route.method`: the property read from the part.
    private static func forwarded(_ property: String) -> RouterPropertyContext {
        RouterPropertyContext(uniform: "route.\(property)", branches: [])
    }
}
