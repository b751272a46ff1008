import Foundation
import RouteGenCore
import Testing

/// Routers of more than 250 endpoints are split into part enums, so that Swift can check their
/// switches (issue 12, item 4). Scripts/compile-whole-documents.sh large compiles a 3,000-endpoint router.
@Suite struct LargeRouterTests {
    /// A routegen spec with one router: the endpoints named in `extra`, then `count` endpoints
    /// `endpoint0` to `endpoint<count - 1>`.
    private func spec(endpoints count: Int, extra: [String] = []) -> Data {
        var lines = ["routegen: 1", "name: Big", "servers:", "  production: https://big.example.com/", "routers:", "  BigRouter:"]
        lines += extra.map { "    \($0): GET /\($0)" }
        for index in 0..<count {
            lines.append(index.isMultiple(of: 2)
                ? "    endpoint\(index): GET /items/\(index)"
                : "    endpoint\(index): { route: \"PUT /items/\(index)/{id}\", path: { id: Int }, query: { note: String? } }")
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    private func files(endpoints count: Int, extra: [String] = []) throws -> [String: String] {
        let output = try GeneratorPipeline.run(data: spec(endpoints: count, extra: extra), path: "big.yaml")
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
    }

    @Test func aRouterOf250EndpointsStaysOneEnum() throws {
        let files = try files(endpoints: 250)
        #expect(files.keys.filter { $0.hasPrefix("Routers/") }.sorted() == ["Routers/BigRouter.swift"])
        #expect(files["Routers/BigRouter.swift"]?.contains("    case endpoint248\n") == true)
    }

    @Test func aLargerRouterHoldsItsEndpointsInParts() throws {
        let files = try files(endpoints: 501)
        #expect(files.keys.filter { $0.hasPrefix("Routers/") }.sorted() == [
            "Routers/BigRouter.swift", "Routers/BigRouterPart1.swift", "Routers/BigRouterPart2.swift",
            "Routers/BigRouterPart3.swift",
        ])
        let router = try #require(files["Routers/BigRouter.swift"])
        #expect(router.contains("""
                /// The endpoints `endpoint250` to `endpoint499`.
                case part2(BigRouterPart2)
            """))
        #expect(router.contains("""
                public static var endpoint0: Self {
                    .part1(.endpoint0)
                }
            """))
        #expect(router.contains("""
                public static func endpoint1(id: Swift.Int, note: Swift.String? = nil) -> Self {
                    .part1(.endpoint1(id: id, note: note))
                }
            """))
        #expect(router.contains("""
                public var path: Swift.String {
                    route.path
                }
            """))
        #expect(router.contains("""
                    case let .part3(route):
                        return route
            """))
        let part3 = try #require(files["Routers/BigRouterPart3.swift"])
        #expect(part3.contains("public enum BigRouterPart3: RouteGenRuntime.RequestRouter {"))
        #expect(part3.contains("    case endpoint500\n"))
        // The typed calls keep the classic syntax, which the static members provide.
        #expect(files["Clients/BigClient.swift"]?.contains("BigRouter.endpoint1(id: id, note: note)") == true)
    }

    /// An endpoint with a server of its own: its part names it, and the router forwards to the part.
    @Test func partsForwardTheirOperationServers() throws {
        var text = String(decoding: spec(endpoints: 300), as: UTF8.self)
        text = text.replacingOccurrences(of: "  production: https://big.example.com/\n", with: "  production: https://big.example.com/\n  uploads: https://uploads.example.com/\n")
        text += "    upload: { route: POST /upload, server: uploads }\n"
        let output = try GeneratorPipeline.run(data: Data(text.utf8), path: "big.yaml")
        let files = Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
        let router = try #require(files["Routers/BigRouter.swift"])
        #expect(router.contains("    public var baseURL: Foundation.URL {\n        route.baseURL\n    }"))
        #expect(router.contains("    public var operationServer: Foundation.URL? {\n        route.operationServer\n    }"))
        let part = try #require(files["Routers/BigRouterPart2.swift"])
        #expect(part.contains("        operationServer ?? BigServer.current\n"))
        #expect(part.contains("""
                    case .upload:
                        return Request(
                            method: .post,
                            path: "/upload",
                            operationServer: BigServer.uploads
                        )
            """))
        #expect(part.contains("        var operationServer: Foundation.URL? = nil\n"))
        #expect(files["Routers/BigRouterPart1.swift"]?.contains("operationServer") == false)
    }

    @Test func theWrappingCasesGiveWayToEndpointsOfTheSameName() throws {
        let router = try #require(try files(endpoints: 300, extra: ["part1", "part2"])["Routers/BigRouter.swift"])
        #expect(router.contains("    case part_1(BigRouterPart1)\n"))
        #expect(router.contains("""
                public static var part1: Self {
                    .part_1(.part1)
                }
            """))
    }
}
