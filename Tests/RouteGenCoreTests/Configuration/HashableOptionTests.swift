import Foundation
import RouteGenCore
import Testing

/// `hashable: false`: structs, one-of enums and generic models drop `Hashable` (and `Equatable`),
/// the `…Responses` enums drop `Equatable`, and enums of values keep theirs.
@Suite struct HashableOptionTests {
    func run(_ path: String, config: String) throws -> GeneratorPipeline.Output {
        let configuration = try ConfigurationFile.parse(data: Data(config.utf8), path: "routegen-config.yaml")
        return try GeneratorPipeline.run(specAt: TestPaths.url(path).path, configuration: configuration)
    }

    func declarations(_ output: GeneratorPipeline.Output) -> [String] {
        output.files.flatMap { $0.contents.split(separator: "\n").map(String.init) }
            .filter { $0.hasPrefix("public struct ") || $0.hasPrefix("public enum ") || $0.hasPrefix("public indirect enum ")
                || $0.hasPrefix("extension ") }
    }

    @Test func modelsLeaveOutHashable() throws {
        let output = try run("Tests/Fixtures/openapi/oneof.yaml", config: "hashable: false\n")
        let lines = declarations(output)
        #expect(lines.contains { $0.contains(": Codable, Sendable {") && $0.contains("struct ") })
        #expect(lines.contains { $0.contains("enum ") && $0.contains(": Codable, Sendable {") })
        #expect(!lines.contains { $0.contains("struct ") && $0.contains("Hashable") })
        #expect(!lines.contains { $0.contains("indirect enum") && $0.contains("Hashable") })
    }

    @Test func theDefaultKeepsHashable() throws {
        let output = try run("Tests/Fixtures/openapi/oneof.yaml", config: "")
        #expect(declarations(output).contains { $0.contains("struct ") && $0.contains(": Codable, Hashable, Sendable {") })
    }

    @Test func genericModelsDropTheirConditionalEquatableAndHashable() throws {
        let output = try run("specs/api.yaml", config: "hashable: false\n")
        let extensions = declarations(output).filter { $0.hasPrefix("extension ") && $0.contains(" where ") }
        #expect(!extensions.isEmpty)
        #expect(!extensions.contains { $0.contains(": Swift.Equatable") || $0.contains(": Swift.Hashable")
            || $0.contains(": Equatable") || $0.contains(": Hashable") })
    }

    @Test func responseEnumsAreNotEquatable() throws {
        let output = try run("Tests/Fixtures/openapi/responses.yaml", config: "hashable: false\n")
        let enums = declarations(output).filter { $0.contains("Responses: ") }
        #expect(!enums.isEmpty)
        #expect(enums.allSatisfy { $0.hasSuffix(": RouteGenRuntime.StatusDecodable {") })
        let byDefault = declarations(try run("Tests/Fixtures/openapi/responses.yaml", config: "")).filter { $0.contains("Responses: ") }
        #expect(byDefault.allSatisfy { $0.hasSuffix(": RouteGenRuntime.StatusDecodable, Swift.Equatable {") })
    }

    @Test func enumsOfValuesStayHashable() throws {
        let output = try run("Tests/Fixtures/openapi/enums.yaml", config: "hashable: false\n")
        // OpenAPI enums are open (`RawRepresentable`, with a case for unknown values).
        #expect(declarations(output).contains { $0.contains("enum ") && $0.contains(": RawRepresentable, Codable, Hashable, Sendable, CaseIterable {") })
        let closed = try run("Tests/Fixtures/config/blog.yaml", config: "hashable: false\n")
        #expect(declarations(closed).contains { $0.contains("enum ") && $0.contains(": String, Codable, Hashable, Sendable, CaseIterable {") })
    }

    @Test func aValueThatIsNotABooleanIsAnError() {
        do {
            _ = try ConfigurationFile.parse(data: Data("hashable: sometimes\n".utf8), path: "routegen-config.yaml")
            Issue.record("no error")
        } catch {
            #expect(error.diagnostics.sorted.map(\.description) == [
                "routegen-config.yaml:1:11: error: 'hashable' must be true or false, but it is the string 'sometimes'",
            ])
        }
    }
}
