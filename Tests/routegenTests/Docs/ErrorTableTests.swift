import Foundation
import Testing

/// The error-message tables of the docs: every row names a problem and shows its message. A fixture
/// holds, for each row, the files that reproduce it (or why it can't be reproduced here); the message
/// routegen prints must be the row's.
@Suite struct ErrorTableTests {
    /// A doc's table, the fixture behind it, and how many rows it has at least.
    struct Table: Sendable, CustomTestStringConvertible {
        var doc: String
        /// The heading of the section whose tables are checked; rows of later sections count too.
        var heading: String
        var fixture: String
        var minimumRows: Int
        var minimumReproduced: Int

        var testDescription: String { doc }
    }

    static let tables = [
        Table(doc: "docs/SpecFormat.md", heading: "## Errors and warnings", fixture: "Tests/Fixtures/docs/SpecFormat-errors.txt",
              minimumRows: 104, minimumReproduced: 94),
        Table(doc: "docs/Configuration.md", heading: "## Diagnostics", fixture: "Tests/Fixtures/docs/Configuration-errors.txt",
              minimumRows: 10, minimumReproduced: 10),
    ]

    struct Row {
        var line: Int
        var problem: String
        var message: String
    }

    /// The rows that show a message: the first cell names the problem, the last cell's first code span is the message.
    static func rows(of table: Table) throws -> [Row] {
        let lines = try DocMarkdown.lines(of: table.doc)
        guard let start = lines.firstIndex(of: table.heading) else { return [] }
        var rows: [Row] = []
        for index in start..<lines.count where lines[index].hasPrefix("| ") {
            let cells = lines[index].dropFirst(2).dropLast(2).components(separatedBy: " | ")
            guard cells.count >= 2, let message = codeSpan(in: cells[cells.count - 1]) else { continue }
            rows.append(Row(line: index + 1, problem: cells[0], message: message))
        }
        return rows
    }

    /// The text of the first `code` or ``code`` span.
    static func codeSpan(in cell: String) -> String? {
        for fence in ["``", "`"] {
            guard cell.hasPrefix(fence) else { continue }
            let rest = cell.dropFirst(fence.count)
            guard let end = rest.range(of: fence) else { return nil }
            return String(rest[..<end.lowerBound]).trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    @Test(arguments: tables)
    func everyRowIsReproducedOrExplained(table: Table) throws {
        let cases = try ErrorCase.load(from: table.fixture)
        let rows = try Self.rows(of: table)
        #expect(rows.count >= table.minimumRows)
        let problems = rows.map(\.problem)
        #expect(Set(problems).count == problems.count, "two rows name the same problem")
        for row in rows where cases[row.problem] == nil {
            Issue.record("\(table.doc):\(row.line): no case in \(table.fixture) for the row '\(row.problem)'; add one (or 'skip: why')")
        }
        for name in cases.keys.sorted() where !problems.contains(name) {
            Issue.record("\(table.fixture): the case '\(name)' matches no row of \(table.doc)")
        }
    }

    @Test(arguments: tables)
    func eachReproducibleRowShowsTheMessageRoutegenPrints(table: Table) throws {
        let cases = try ErrorCase.load(from: table.fixture)
        var reproduced = 0
        for row in try Self.rows(of: table) {
            guard let errorCase = cases[row.problem], errorCase.skipReason == nil else { continue }
            let messages = try errorCase.run()
            if messages != [row.message] {
                Issue.record("""
                    \(table.doc):\(row.line): the row '\(row.problem)' shows
                      \(row.message)
                    but routegen prints
                      \(messages.joined(separator: "\n  "))
                    """)
            }
            reproduced += 1
        }
        #expect(reproduced >= table.minimumReproduced)
    }
}

/// One case of the fixture: files to write, runs of routegen, and the messages of the last run.
///
/// A case starts with `=== PROBLEM` (the row's first cell) and holds the text of `api.yaml`, then
/// optionally `--- file PATH` (a further file), `--- folder PATH`, `--- symlink PATH TARGET`,
/// `--- move PATH NEWPATH`, and `--- run ARGUMENTS` (default `api.yaml -o Generated`; `/tmp/demo` in
/// them stands for the case's folder). The steps happen in order. `\xHH` in a
/// file writes that byte. `skip: WHY` instead of files explains a row that can't be reproduced here.
struct ErrorCase {
    enum Step {
        case file(String, String)
        case folder(String)
        case symlink(String, String)
        case move(String, String)
        case run([String])
    }

    var steps: [Step] = []
    var skipReason: String?

    static func load(from path: String) throws -> [String: ErrorCase] {
        let text = try String(contentsOf: DocMarkdown.repository.appendingPathComponent(path), encoding: .utf8)
        var cases: [String: ErrorCase] = [:]
        var name: String?
        var current = ErrorCase()
        var file: (path: String, lines: [String])?
        func finishFile() {
            if let done = file { current.steps.append(.file(done.path, done.lines.map { $0 + "\n" }.joined())) }
            file = nil
        }
        func finishCase() {
            finishFile()
            if let name { cases[name] = current }
            current = ErrorCase()
        }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("=== ") {
                finishCase()
                name = String(line.dropFirst(4))
                file = ("api.yaml", [])
            } else if name == nil {
                continue  // the header comment
            } else if line.hasPrefix("skip: ") {
                current.skipReason = String(line.dropFirst(6))
                file = nil
            } else if line.hasPrefix("--- ") {
                finishFile()
                let words = line.dropFirst(4).split(separator: " ").map(String.init)
                switch words.first {
                case "file": file = (words[1], [])
                case "folder": current.steps.append(.folder(words[1]))
                case "symlink": current.steps.append(.symlink(words[1], words[2]))
                case "move": current.steps.append(.move(words[1], words[2]))
                case "run": current.steps.append(.run(Array(words.dropFirst())))
                default: throw DocTestError("\(path): unknown step '\(line)'")
                }
            } else if file != nil {
                file?.lines.append(line)
            }
        }
        finishCase()
        return cases
    }

    /// Runs the steps in a new folder and returns the diagnostics of the last run, the folder written as
    /// /tmp/demo and without the closing summary (`routegen: nothing was written.` and the like).
    func run() throws -> [String] {
        let folder = try CommandLineTests().temporaryFolder()
        var stderr: String?
        func run(_ arguments: [String]) throws {
            let arguments = arguments.map { $0.replacingOccurrences(of: "/tmp/demo", with: folder.path) }
            stderr = try CommandLineTests().run(arguments, in: folder).stderr
        }
        for step in steps {
            switch step {
            case let .file(path, text):
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.bytes(text.hasSuffix("\n\n") ? String(text.dropLast()) : text).write(to: url)
            case let .folder(path):
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            case let .symlink(path, target):
                try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(path).path,
                                                           withDestinationPath: target)
            case let .move(path, destination):
                let target = folder.appendingPathComponent(destination)
                try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.moveItem(at: folder.appendingPathComponent(path), to: target)
            case let .run(arguments):
                try run(arguments)
            }
        }
        if stderr == nil { try run(["api.yaml", "-o", "Generated"]) }
        return Self.messages(in: (stderr ?? "").replacingOccurrences(of: folder.path, with: "/tmp/demo"))
    }

    /// The lines of stderr without the closing summary (`routegen: nothing was written.`, `routegen: 2 errors; …`).
    static func messages(in stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init)
            .filter { !($0.hasPrefix("routegen: ") && $0.hasSuffix("nothing was written.")) }
    }

    /// The text as UTF-8, with each `\xHH` written as that byte.
    static func bytes(_ text: String) -> Data {
        var data = Data()
        var rest = Substring(text)
        while let escape = rest.range(of: #"\x"#) {
            data.append(contentsOf: Array(rest[..<escape.lowerBound].utf8))
            let hex = rest[escape.upperBound...].prefix(2)
            data.append(UInt8(hex, radix: 16) ?? 0)
            rest = rest[escape.upperBound...].dropFirst(2)
        }
        data.append(contentsOf: Array(rest.utf8))
        return data
    }
}
