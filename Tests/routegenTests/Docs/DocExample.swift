import Foundation

/// A fenced block of a Markdown doc that a `<!-- doc-test: KIND ARGUMENTS -->` comment marks as
/// runnable. The comment stands on the line before the block (blank lines may separate them), so
/// GitHub shows the block as it is and hides the mark. CONTRIBUTING in README.md lists the kinds.
struct DocExample {
    /// The doc's path in the repository, such as `docs/SpecFormat.md`.
    var doc: String
    /// The line of the comment (from 1).
    var line: Int
    /// What the block is: `spec`, `excerpt`, `swift`, `diagnostics`, `command` or `compiles`.
    var kind: String
    /// The words after the kind.
    var arguments: [String]
    /// The line of the block's first line of text.
    var bodyLine: Int
    /// The block's lines, without the fences.
    var body: [String]

    /// `doc:line`, for failure messages.
    var place: String { "\(doc):\(line)" }

    /// The block's text, each line ended by a line break.
    var text: String { body.map { $0 + "\n" }.joined() }
}

enum DocMarkdown {
    static let repository = TestPaths.repository

    /// README.md and every Markdown file in docs/, sorted.
    static var documents: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: repository.appendingPathComponent("docs").path)) ?? []
        return ["README.md"] + names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    static func lines(of doc: String) throws -> [String] {
        let text = try String(contentsOf: repository.appendingPathComponent(doc), encoding: .utf8)
        return text.components(separatedBy: "\n")
    }

    /// The marked blocks of a doc, in order. Several marks may stand before one block, each checking
    /// it in its own way; a mark that no block follows is an error naming its line.
    static func examples(in doc: String) throws -> [DocExample] {
        let lines = try lines(of: doc)
        var examples: [DocExample] = []
        var marks: [(line: Int, words: [String])] = []
        var index = 0
        while index < lines.count {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            if line.hasPrefix("<!-- doc-test:"), line.hasSuffix("-->") {
                let words = line.dropFirst("<!-- doc-test:".count).dropLast("-->".count).split(separator: " ").map(String.init)
                guard !words.isEmpty else { throw DocTestError("\(doc):\(index): a doc-test mark names no kind") }
                marks.append((index, words))
                continue
            }
            guard !marks.isEmpty, !line.isEmpty else { continue }
            guard line.hasPrefix("```") else {
                throw DocTestError("\(doc):\(marks[0].line): the doc-test mark is not followed by a fenced block")
            }
            var close = index
            while close < lines.count, !lines[close].hasPrefix("```") { close += 1 }
            let body = Array(lines[index..<min(close, lines.count)])
            for mark in marks {
                examples.append(DocExample(doc: doc, line: mark.line, kind: mark.words[0], arguments: Array(mark.words.dropFirst()),
                                           bodyLine: index + 1, body: body))
            }
            marks = []
            index = close + 1
        }
        if let mark = marks.first { throw DocTestError("\(doc):\(mark.line): the doc-test mark is not followed by a fenced block") }
        return examples
    }
}

struct DocTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
