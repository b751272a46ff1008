import Foundation
import Testing

/// Runs the marked examples of README.md and docs/*.md through the built `routegen` and compares:
/// shown Swift lines must appear in the output in order, diagnostics and command output exactly.
@Suite struct DocExampleTests {
    @Test(arguments: DocMarkdown.documents)
    func examplesMatchTheTool(doc: String) throws {
        var run = try DocRun(doc: doc)
        for example in try DocMarkdown.examples(in: doc) {
            if let difference = try run.check(example) {
                Issue.record("\(example.place): \(difference)")
            }
        }
    }

    /// The checker itself: an example that drifted fails and names the line.
    @Test func aShownLineMissingFromTheOutputIsNamed() {
        let shown = ["struct A {", "    // … the rest", "    ...", "    var b: Int", "}"]
        #expect(DocRun.missingLine(shown, in: "struct A {\n    var a: Int\n    var b: Int\n}\n", firstLine: 10) == nil)
        #expect(DocRun.missingLine(shown, in: "struct A {\n    var b: String\n}\n", firstLine: 10)
            == "line 13 of the block, `    var b: Int`, is not in the output after line 1")
    }
}

/// The state of one doc's examples: the specs it has shown so far and what they generated.
struct DocRun {
    let doc: String
    let folder: URL
    /// Spec name → its text, from `spec NAME` blocks.
    var specs: [String: String] = [:]
    /// `SPEC` or `SPEC --config CONFIG` → the folder it was generated in.
    var generated: [String: URL] = [:]
    /// How many folders specs were written to, to name the next one.
    var folders = 0

    init(doc: String) throws {
        self.doc = doc
        folder = try CommandLineTests().temporaryFolder()
    }

    /// Checks one example; returns what differs, or nil.
    mutating func check(_ example: DocExample) throws -> String? {
        var arguments = example.arguments
        // `swift` and `diagnostics` take `config=PATH`: a `spec` name or a repository file, passed with --config.
        var config: String?
        if example.kind == "swift" || example.kind == "diagnostics", let last = arguments.last, last.hasPrefix("config=") {
            config = String(last.dropFirst("config=".count))
            arguments.removeLast()
        }
        switch example.kind {
        case "spec":
            // `spec NAME` names the block; `spec NAME PATH` gives a repository file that name instead.
            guard let name = arguments.first else { return "'spec' needs a file name" }
            generated = generated.filter { !$0.key.split(separator: " ").contains(Substring(name)) }
            if arguments.count > 1 {
                specs[name] = try String(contentsOf: DocMarkdown.repository.appendingPathComponent(arguments[1]), encoding: .utf8)
            } else {
                specs[name] = example.text
            }
            return nil
        case "excerpt":
            guard let path = arguments.first else { return "'excerpt' needs a repository path" }
            let text = try String(contentsOf: DocMarkdown.repository.appendingPathComponent(path), encoding: .utf8)
            // A YAML comment the doc adds to explain a line is not part of the file's line.
            let withoutComment = { (line: String) in
                line.replacingOccurrences(of: #"\s+# .*$"#, with: "", options: .regularExpression)
            }
            return Self.missingLine(example.body, in: text, firstLine: example.bodyLine, comparing: withoutComment)
                .map { "\($0) of \(path)" }
        case "swift":
            guard arguments.count == 2 else { return "'swift' needs a spec and a generated file, as in 'swift blog.yaml Models/Post.swift'" }
            // Files joined with commas are read one after the other, for a block that shows several.
            let place = try generate(arguments[0], config: config)
            var text = ""
            for file in arguments[1].split(separator: ",") {
                guard let part = try? String(contentsOf: place.appendingPathComponent("Generated/\(file)"), encoding: .utf8) else {
                    return "\(arguments[0]) generates no file \(file)"
                }
                text += part
            }
            return Self.missingLine(example.body, in: text, firstLine: example.bodyLine).map { "\($0) of \(arguments[1])" }
        case "diagnostics":
            guard let name = arguments.first else { return "'diagnostics' needs a spec" }
            let place = try write(name, config: config)
            let result = try CommandLineTests().run(Self.generating(name, config: config), in: place)
            let messages = ErrorCase.messages(in: result.stderr).map { $0 + "\n" }.joined()
            return Self.difference(shown: example.text, actual: messages, firstLine: example.bodyLine)
        case "command", "command-excerpt":
            return try command(example)
        case "compiles":
            return nil  // ClientSnippetTests typechecks these.
        default:
            return "unknown doc-test kind '\(example.kind)'"
        }
    }

    /// `command [routegen ARGS…] [in=FOLDER]`: runs in a folder holding the doc's specs; the shown text
    /// is stdout then stderr, with that folder written as FOLDER (default /tmp/demo), which the
    /// arguments may name too. Without ARGS, the block's first line is the command: `$ routegen …`.
    /// An argument that is a repository file (`specs/api.yaml`) is copied there too. `command-excerpt`
    /// shows some lines of the output only: they must appear in it in order.
    mutating func command(_ example: DocExample) throws -> String? {
        var words = example.arguments
        var shown = example.body
        var shownFolder = "/tmp/demo"
        if let last = words.last, last.hasPrefix("in=") {
            shownFolder = String(last.dropFirst(3))
            words.removeLast()
        }
        if words.isEmpty, let first = shown.first, first.hasPrefix("$ ") {
            words = first.dropFirst(2).split(separator: " ").map(String.init)
            shown.removeFirst()
        }
        guard words.first == "routegen" else { return "'command' must start with 'routegen', in the mark or as '$ routegen …'" }
        words.removeFirst()
        let place = folder.appendingPathComponent("command-\(example.line)")
        try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
        for (name, text) in specs {
            try text.write(to: place.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        for word in words where specs[word] == nil && !word.hasPrefix("/") && word.contains("/") {
            let file = DocMarkdown.repository.appendingPathComponent(word)
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            try FileManager.default.createDirectory(at: place.appendingPathComponent(word).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: file, to: place.appendingPathComponent(word))
        }
        let result = try CommandLineTests().run(words.map { $0.replacingOccurrences(of: shownFolder, with: place.path) }, in: place)
        let actual = (result.stdout + result.stderr).replacingOccurrences(of: place.path, with: shownFolder)
        if example.kind == "command-excerpt" {
            return Self.missingLine(shown, in: actual, firstLine: example.bodyLine + example.body.count - shown.count,
                                    comparing: Self.withoutTimes)
                .map { "\($0) of what the command prints" }
        }
        return Self.difference(shown: Self.withoutTimes(shown.map { $0 + "\n" }.joined()), actual: Self.withoutTimes(actual),
                               firstLine: example.bodyLine + example.body.count - shown.count)
    }

    /// The folder of a spec and its configuration file, each written there under its own name:
    /// one the doc showed, or a file of the repository.
    mutating func write(_ name: String, config: String? = nil) throws -> URL {
        folders += 1
        let place = folder.appendingPathComponent("spec-\(folders)-\(name.replacingOccurrences(of: "/", with: "-"))")
        for name in [name] + (config.map { [$0] } ?? []) {
            let file = place.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            if let text = specs[name] {
                try text.write(to: file, atomically: true, encoding: .utf8)
            } else {
                try FileManager.default.copyItem(at: DocMarkdown.repository.appendingPathComponent(name), to: file)
            }
        }
        return place
    }

    /// `routegen SPEC -o Generated [--config CONFIG]`, without `routegen`.
    static func generating(_ name: String, config: String?) -> [String] {
        [name, "-o", "Generated"] + (config.map { ["--config", $0] } ?? [])
    }

    /// The folder whose `Generated` holds the code of a spec (with a configuration file), generated once per doc.
    mutating func generate(_ name: String, config: String? = nil) throws -> URL {
        let key = config.map { "\(name) --config \($0)" } ?? name
        if let place = generated[key] { return place }
        let place = try write(name, config: config)
        let result = try CommandLineTests().run(Self.generating(name, config: config), in: place)
        guard result.status == 0 else { throw DocTestError("\(doc): \(key) does not generate: \(result.stderr)") }
        generated[key] = place
        return place
    }

    /// Whether the shown lines appear in `output` in order, each a whole line; blank lines and
    /// elision lines (`// …`, `…`) are skipped. Lines are compared in the given form. Returns the
    /// first shown line that isn't there.
    static func missingLine(_ shown: [String], in output: String, firstLine: Int,
                            comparing form: (String) -> String = { $0 }) -> String? {
        let lines = output.components(separatedBy: "\n").map(form)
        var next = 0
        for (offset, line) in shown.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || isElision(trimmed) { continue }
            guard let found = lines[next...].firstIndex(of: form(line)) else {
                return "line \(firstLine + offset) of the block, `\(line)`, is not in the output after line \(next)"
            }
            next = found + 1
        }
        return nil
    }

    /// `// …`, `# …` (or with `...`), `…` or `...`: a line standing for lines left out.
    static func isElision(_ trimmed: String) -> Bool {
        ["//", "#", ""].contains { marker in
            ["…", "..."].contains { dots in trimmed == "\(marker) \(dots)" || trimmed.hasPrefix("\(marker) \(dots) ") || trimmed == dots }
        }
    }

    /// The first line where the shown text and the actual text differ, or nil.
    static func difference(shown: String, actual: String, firstLine: Int) -> String? {
        guard shown != actual else { return nil }
        let expected = shown.components(separatedBy: "\n"), got = actual.components(separatedBy: "\n")
        let index = zip(expected, got).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, got.count)
        let want = index < expected.count ? "`\(expected[index])`" : "the end"
        let have = index < got.count ? "`\(got[index])`" : "the end"
        return "line \(firstLine + index) shows \(want), but routegen prints \(have)\nfull output:\n\(actual)"
    }

    /// `(0.05 s)` and the like, written as `(… s)`: timings differ from run to run.
    static func withoutTimes(_ text: String) -> String {
        text.replacingOccurrences(of: #"\(\d+(\.\d+)? s\)"#, with: "(… s)", options: .regularExpression)
    }
}
