import Foundation
import Testing

/// The Swift snippets that `<!-- doc-test: compiles [MODULE…] -->` marks compile against the committed
/// generated code (by default `ExampleAPI`, from specs/api.yaml): each snippet becomes the body of a
/// function, and `swiftc -typecheck` checks them with Tests/Fixtures/docs/snippets/Prelude.swift
/// (and `MODULE.swift` there, when it exists) against the modules this package's build produced (the
/// golden outputs of `IntegrationTests/Generated`, which this target depends on). `+NAME`
/// adds the declarations of NAME.swift there without importing a module. Snippets of the Alamofire
/// output (a module named `Alamofire…`) don't import `RouteGenRuntime`, and AlamofirePrelude.swift
/// takes Prelude.swift's place.
@Suite struct ClientSnippetTests {
    static let snippets = "Tests/Fixtures/docs/snippets"

    @Test func theMarkedSnippetsCompile() throws {
        var groups: [[String]: [DocExample]] = [:]
        for doc in DocMarkdown.documents {
            for example in try DocMarkdown.examples(in: doc) where example.kind == "compiles" {
                groups[example.arguments.isEmpty ? ["ExampleAPI"] : example.arguments, default: []].append(example)
            }
        }
        #expect(groups[["ExampleAPI"]]?.count ?? 0 >= 10)
        for (modules, examples) in groups.sorted(by: { $0.key.joined() < $1.key.joined() }) {
            if let failure = try typecheck(examples, modules: modules) { Issue.record("\(failure)") }
        }
    }

    /// The snippets as one file: their imports first, then one function per snippet.
    static func source(_ examples: [DocExample], modules: [String]) -> String {
        let runtime = isAlamofire(modules) ? ["Alamofire"] : ["RouteGenRuntime"]
        var imports = Set(["Foundation"] + runtime + modules.filter { !$0.hasPrefix("+") })
        var functions = ""
        for example in examples {
            // Named after the doc and the mark's line: `snippet_Client_167`, `snippet_README_167`.
            let doc = URL(fileURLWithPath: example.doc).deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber }
            functions += "// \(example.place)\nfunc snippet_\(doc)_\(example.line)() async throws {\n"
            for line in example.body {
                if line.hasPrefix("import ") { imports.insert(String(line.dropFirst(7))); continue }
                functions += line + "\n"
            }
            functions += "}\n\n"
        }
        return imports.sorted().map { "import \($0)\n" }.joined()
            + "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n\n" + functions
    }

    /// Whether the snippets are the Alamofire output's: they import Alamofire, not `RouteGenRuntime`.
    static func isAlamofire(_ modules: [String]) -> Bool {
        modules.contains { $0.hasPrefix("Alamofire") }
    }

    /// Runs swiftc; returns its errors with each line of the snippet file mapped back to its doc, or nil.
    func typecheck(_ examples: [DocExample], modules: [String]) throws -> String? {
        let folder = try TestPaths.temporaryFolder()
        let file = folder.appendingPathComponent("Snippets.swift")
        let source = Self.source(examples, modules: modules)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let preludes = ([Self.isAlamofire(modules) ? "AlamofirePrelude" : "Prelude"] + modules).map { name -> String in
            let file = name.hasPrefix("+") ? String(name.dropFirst()) : name
            return DocMarkdown.repository.appendingPathComponent("\(Self.snippets)/\(file).swift").path
        }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Toolchain.swiftc)
        process.arguments = ["-typecheck", "-swift-version", "6", "-suppress-warnings", "-I", Toolchain.modules.path, file.path] + preludes
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus != 0 else { return nil }
        return "the snippets marked 'compiles \(modules.joined(separator: " "))' don't typecheck "
            + "(each function is named after its doc and its mark's line):\n\(output)\n\(source)"
    }
}
