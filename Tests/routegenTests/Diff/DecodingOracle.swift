import Foundation
@testable import RouteGenCore

/// The wire half of the oracle: the new version's answers (the spec's examples, and a minimal and
/// a full answer made from its types by `ExampleSynthesizer`) decoded with the old version's
/// models, as the old typed call decodes them, in a program built from the old generated code.
/// Every answer that fails must be a reported break of its operation.
struct DecodingOracle {
    struct Answer: Codable {
        var operation: String
        var status: Int
        var body: String
        var origin: String
    }

    struct Failure: CustomStringConvertible {
        var answer: Answer
        /// The key the decoder stopped at; empty at the top of the answer.
        var field: String
        var error: String
        var description: String {
            "\(answer.operation) \(answer.status) (\(answer.origin)) at '\(field)': \(error) in \(answer.body.prefix(300))"
        }
    }

    struct Verdict {
        var answers: Int
        /// Answers of operations whose old call reads nothing, or reads bytes.
        var unread: Int
        var decoded: Int
        var failures: [Failure]
        /// Failures whose operation has no breaking finding about its answers.
        var unreported: [Failure]
        var buildErrors: [String]
        var summary: String {
            "\(answers) answers of the new version decoded with the old models: \(unread) not read by the old call, "
                + "\(decoded) decode, \(failures.count) fail, "
                + "\(unreported.count) of them unreported"
        }
    }

    /// The runtime's object files as the build that made them lists them (its output file map), so
    /// that objects left behind by renamed sources in an incremental build don't link twice.
    static func objects(in build: URL) throws -> [String] {
        let map = try JSONSerialization.jsonObject(with: Data(contentsOf: build.appendingPathComponent("output-file-map.json")))
        let entries = (map as? [String: Any] ?? [:]).compactMap { ($0.value as? [String: Any])?["object"] as? String }
        return entries.filter { FileManager.default.fileExists(atPath: $0) }.sorted()
    }

    static func check(old: String, new: String, report: DiffReport, configuration: Configuration = Configuration()) throws -> Verdict {
        let oldSpec = try GeneratorPipeline.loadSpec(at: old, configuration: configuration).0
        let newSpec = try GeneratorPipeline.loadSpec(at: new, configuration: configuration).0
        let answers = self.answers(of: newSpec)
        let folder = try CommandLineTests().temporaryFolder()
        let output = try GeneratorPipeline.run(specAt: old, configuration: configuration)
        var paths: [String] = []
        // The Alamofire conformances aren't needed to decode, and the stand-in Alamofire isn't linked.
        for file in output.files where !file.path.hasSuffix("Alamofire.swift") {
            let url = folder.appendingPathComponent("Old").appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let main = folder.appendingPathComponent("main.swift")
        try program(oldSpec).write(to: main, atomically: true, encoding: .utf8)
        let executable = folder.appendingPathComponent("decode")
        let runtime = Toolchain.modules.deletingLastPathComponent().appendingPathComponent("RouteGenRuntime.build")
        let objects = try Self.objects(in: runtime)
        let (diagnostics, status, printed) = try Swiftc.run([
            "-swift-version", "6", "-suppress-warnings", "-module-name", "OracleDecode", "-j", "2",
            "-I", Toolchain.modules.path, "-o", executable.path, main.path,
        ] + paths + objects)
        guard status == 0 else {
            return Verdict(answers: answers.count, unread: 0, decoded: 0, failures: [], unreported: [],
                           buildErrors: diagnostics.filter { $0.severity == "error" }.map(\.text)
                               + ["swiftc exited \(status): \(printed.suffix(2000))"])
        }
        let input = folder.appendingPathComponent("answers.json")
        try JSONEncoder().encode(answers).write(to: input)
        let process = Process()
        process.executableURL = executable
        process.arguments = [input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var failures: [Failure] = []
        var decoded = 0, unread = 0
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 3, omittingEmptySubsequences: false)
            guard parts.count >= 2, let index = Int(parts[0]), answers.indices.contains(index) else { continue }
            switch parts[1] {
            case "ok": decoded += 1
            case "unread": unread += 1
            default:
                guard parts.count == 4 else { continue }
                failures.append(Failure(answer: answers[index], field: String(parts[2]), error: String(parts[3])))
            }
        }
        let unreported = failures.filter { !explains(report, $0) }
        return Verdict(answers: answers.count, unread: unread, decoded: decoded, failures: failures, unreported: unreported, buildErrors: [])
    }

    /// Whether a breaking wire finding of the failed answer's operation explains it: one about the
    /// field the decoder stopped at; one about the whole answer; or one about an enum or a one-of
    /// enum that the error names.
    static func explains(_ report: DiffReport, _ failure: Failure) -> Bool {
        report.findings.contains { finding in
            guard finding.area == .wire, finding.severity == .breaking, finding.operations.contains(failure.answer.operation) else {
                return false
            }
            // Foundation on Linux reads a number that doesn't fit the type (`1.5` as an `Int`) as "not valid
            // JSON", with no path: a changed type is the only finding that explains it.
            if failure.error.contains("not valid JSON") && failure.field.isEmpty { return finding.change == "response.typeChanged" }
            if let field = finding.field { return field == failure.field }
            if wholeAnswer.contains(finding.change) || failure.field.isEmpty { return true }
            return quotedNames(in: finding.message).contains { failure.error.contains($0) }
        }
    }

    /// The changes that, without a field, are about a whole answer (or a whole value).
    static let wholeAnswer: Set<String> = [
        "response.typeChanged", "response.nullable", "response.bodyRemoved", "response.contentTypeChanged", "response.statusAdded",
    ]

    /// The Swift names a message quotes: `'Color'`.
    static func quotedNames(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .filter { name in name.first?.isUppercase == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
    }

    /// The new version's answers: each operation's example, and a minimal and a full answer of each
    /// documented success status.
    static func answers(of spec: APISpec) -> [Answer] {
        let synthesizer = ExampleSynthesizer(spec)
        var answers: [Answer] = []
        for endpoint in spec.routers.flatMap(\.endpoints) {
            let operation = OperationKey.display(endpoint)
            let documented = endpoint.successResponses.isEmpty
                ? [(status: endpoint.acceptedStatus.flatMap(Self.firstCode) ?? 200, type: endpoint.returns, raw: endpoint.returnsRawData)]
                : endpoint.successResponses.map { (status: $0.code ?? 200, type: $0.type, raw: $0.isRawData) }
            if let example = endpoint.example, let first = documented.first {
                answers.append(Answer(operation: operation, status: first.status, body: example, origin: "example"))
            }
            for answer in documented where !answer.raw {
                guard let type = answer.type else { continue }
                for (mode, origin) in [(ExampleSynthesizer.Mode.minimal, "minimal"), (.full, "full")] {
                    answers.append(Answer(operation: operation, status: answer.status, body: synthesizer.instance(type, mode: mode), origin: origin))
                }
            }
        }
        return answers
    }

    private static func firstCode(_ statuses: [StatusCodes]) -> Int? {
        switch statuses.first {
        case let .code(code)?: code
        case let .family(family)?: family * 100
        case nil: nil
        }
    }

    /// A program that decodes each answer of a JSON file as the old typed call of its operation
    /// does, and prints `index<TAB>ok` or `index<TAB>the error`.
    static func program(_ spec: APISpec) -> String {
        let names = SpecNames(spec, runtime: OutputOptions(spec.configuration).runtime), speller = TypeSpeller(names: names)
        var entries: [String] = []
        var seen: Set<String> = []
        for endpoint in spec.routers.flatMap(\.endpoints) {
            let key = OperationKey.of(endpoint)
            // Bytes, streams and enveloped answers are read another way; calls that return nothing read nothing.
            guard seen.insert(key).inserted, !endpoint.returnsRawData, endpoint.stream?.isOnlyAnswer != true,
                  !(endpoint.usesEnvelope && spec.envelope != nil) else { continue }
            let statement: String
            switch endpoint.successShape {
            case .cases:
                guard let type = endpoint.responsesTypeName else { continue }
                statement = "_ = try \(type)(response: RouteGenRuntime.HTTPResponse(statusCode: status, body: data), decoder: decoder)"
            case let .optional(body, emptyStatuses):
                statement = "if !\(emptyStatuses).contains(status) { _ = try decoder.decode(\(speller.spell(body)).self, from: data) }"
            case .single:
                guard let returns = endpoint.returns else { continue }
                statement = "_ = try decoder.decode(\(speller.spell(returns)).self, from: data)"
            }
            entries.append("    \(SwiftLiteral.string(key)): { status, data in \(statement) },")
        }
        return """
            import Foundation
            import RouteGenRuntime

            let decoder = RouteGenRuntime.APIClient().decoder
            let decoders: [String: (Int, Data) throws -> Void] = [
            \(entries.isEmpty ? ":" : entries.joined(separator: "\n"))
            ]

            struct Answer: Decodable { var operation: String; var status: Int; var body: String }

            let answers = try JSONDecoder().decode([Answer].self, from: Data(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])))
            for (index, answer) in answers.enumerated() {
                var key = answer.operation
                // The operation's path without its placeholders' names, as the table keys them.
                var normalized = "", inside = false
                for character in key {
                    if inside { if character == "}" { inside = false; normalized += "{}" }; continue }
                    if character == "{" { inside = true } else { normalized.append(character) }
                }
                key = normalized
                guard let decode = decoders[key] else {
                    print("\\(index)\\tunread")
                    continue
                }
                do {
                    try decode(answer.status, Data(answer.body.utf8))
                    print("\\(index)\\tok")
                } catch {
                    // The key the decoder stopped at: the missing one, or the last one of the path. A one-of
                    // enum that recognised a variant which then failed wraps that variant's error: follow it.
                    var stop = error as? DecodingError
                    while case let .typeMismatch(_, context)? = stop, let inner = context.underlyingError as? DecodingError { stop = inner }
                    var path: [any CodingKey] = []
                    switch stop {
                    case let .keyNotFound(key, context)?: path = context.codingPath + [key]
                    case let .valueNotFound(_, context)?, let .typeMismatch(_, context)?, let .dataCorrupted(context)?: path = context.codingPath
                    default: break
                    }
                    let field = path.last { $0.intValue == nil }?.stringValue ?? ""
                    print("\\(index)\\tfailed\\t\\(field)\\t" + String(describing: error).replacingOccurrences(of: "\\n", with: " "))
                }
            }

            """
    }
}
