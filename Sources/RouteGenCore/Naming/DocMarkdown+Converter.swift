extension DocMarkdown {
    /// Walks a description once, writing Markdown as it goes.
    struct Converter {
        private let scalars: [Unicode.Scalar]
        private var out = String.UnicodeScalarView()
        /// Open lists, innermost last, with the number of the last item of an ordered one.
        private var lists: [(ordered: Bool, count: Int)] = []
        /// Where the text of each open link starts in `out`, with its target.
        private var links: [(start: Int, href: String?)] = []
        /// Where the text of the open `<code>` starts; tags inside it are dropped.
        private var code: Int?
        private var preformatted = false
        /// Names of unknown elements that are closed later in the text, so their tags go.
        private let closedLater: Set<String>

        init(_ text: String) {
            scalars = Array(text.unicodeScalars)
            var closed: Set<String> = []
            var index = 0
            while index < scalars.count {
                if scalars[index] == "<", let tag = HTMLTag.parse(scalars, at: index), tag.isClosing { closed.insert(tag.name) }
                index += 1
            }
            closedLater = closed
        }

        mutating func run() -> String {
            var index = 0
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "`", code == nil, let end = Self.endOfCodeSpan(scalars, from: index) {
                    out.append(contentsOf: scalars[index..<end])
                    index = end
                } else if scalar == "<", let end = comment(at: index) {
                    index = end
                } else if scalar == "<", let tag = HTMLTag.parse(scalars, at: index), DocMarkdown.isKnown(tag.name) || closedLater.contains(tag.name) {
                    index = DocMarkdown.dropped.contains(tag.name) && !tag.isClosing ? skipElement(tag) : handle(tag)
                } else if scalar == "&", let (decoded, end) = entity(at: index) {
                    out.append(contentsOf: decoded.unicodeScalars)
                    index = end
                } else {
                    out.append(scalar)
                    index += 1
                }
            }
            return Self.tidy(String(out))
        }

        /// Writes the Markdown for a tag; returns where the text goes on.
        private mutating func handle(_ tag: HTMLTag) -> Int {
            if code != nil, tag.name != "code" { return tag.end }
            switch (tag.name, tag.isClosing) {
            case ("p", _), ("hr", _): paragraph()
            case ("br", _): out.append("\n")
            case ("strong", _), ("b", _): out.append(contentsOf: "**".unicodeScalars)
            case ("em", _), ("i", _): out.append("*")
            case ("code", false), ("kbd", false), ("tt", false): code = out.count
            case ("code", true), ("kbd", true), ("tt", true): closeCode()
            case ("pre", false):
                paragraph()
                out.append(contentsOf: "```\n".unicodeScalars)
                preformatted = true
            case ("pre", true):
                if preformatted { out.append(contentsOf: "\n```".unicodeScalars) }
                preformatted = false
                paragraph()
            case ("a", false): links.append((out.count, tag.attributes["href"]))
            case ("a", true): closeLink()
            case ("ul", false), ("ol", false):
                if lists.isEmpty { paragraph() }
                lists.append((tag.name == "ol", 0))
            case ("ul", true), ("ol", true):
                if !lists.isEmpty { lists.removeLast() }
                if lists.isEmpty { paragraph() }
            case ("li", false): listItem()
            case ("li", true): break
            case let (name, _) where name.count == 2 && name.hasPrefix("h"):
                if !tag.isClosing { paragraph() }
                out.append(contentsOf: "**".unicodeScalars)
                if tag.isClosing { paragraph() }
            case let (name, _) where DocMarkdown.blocks.contains(name): paragraph()
            case ("img", _): out.append(contentsOf: (tag.attributes["alt"] ?? "").unicodeScalars)
            case ("td", false), ("th", false): out.append(" ")
            default: break
            }
            return tag.end
        }

        /// Ends the paragraph: a blank line, unless the text is at its start or already there.
        private mutating func paragraph() {
            while let last = out.last, last == " " || last == "\t" { out.removeLast() }
            guard !out.isEmpty else { return }
            if out.last != "\n" { out.append("\n") }
            if !String(out).hasSuffix("\n\n") { out.append("\n") }
        }

        private mutating func listItem() {
            while let last = out.last, last == " " || last == "\t" { out.removeLast() }
            if !out.isEmpty, out.last != "\n" { out.append("\n") }
            let indent = String(repeating: "  ", count: max(0, lists.count - 1))
            if lists.isEmpty { out.append(contentsOf: "- ".unicodeScalars); return }
            lists[lists.count - 1].count += 1
            let marker = lists[lists.count - 1].ordered ? "\(lists[lists.count - 1].count). " : "- "
            out.append(contentsOf: (indent + marker).unicodeScalars)
        }

        /// `<code>text</code>` → `` `text` ``, with as many backticks as the text needs.
        private mutating func closeCode() {
            guard let start = code else { return }
            code = nil
            let text = String(String.UnicodeScalarView(out.dropFirst(start))).trimmingCharacters(in: .whitespaces)
            out = String.UnicodeScalarView(out.prefix(start))
            guard !text.isEmpty else { return }
            var longest = 0, run = 0
            for scalar in text.unicodeScalars {
                run = scalar == "`" ? run + 1 : 0
                longest = max(longest, run)
            }
            let fence = String(repeating: "`", count: longest + 1)
            let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
            out.append(contentsOf: (fence + padding + text + padding + fence).unicodeScalars)
        }

        /// `<a href="https://…">text</a>` → `[text](https://…)`; a link to a place on the
        /// document's own site (`/docs/…`, `#…`), which a doc comment can't follow, keeps its text.
        private mutating func closeLink() {
            guard let link = links.popLast() else { return }
            let text = String(String.UnicodeScalarView(out.dropFirst(link.start))).trimmingCharacters(in: .whitespaces)
            out = String.UnicodeScalarView(out.prefix(link.start))
            guard let href = link.href?.trimmingCharacters(in: .whitespaces),
                  href.hasPrefix("https://") || href.hasPrefix("http://") || href.hasPrefix("mailto:") else {
                out.append(contentsOf: text.unicodeScalars)
                return
            }
            let target = href.contains(where: { $0 == " " || $0 == "(" || $0 == ")" || $0 == "<" || $0 == ">" })
                ? "<" + href.replacingOccurrences(of: "<", with: "%3C").replacingOccurrences(of: ">", with: "%3E") + ">" : href
            let label = text.isEmpty ? href : text.replacingOccurrences(of: "]", with: "\\]").replacingOccurrences(of: "[", with: "\\[")
            out.append(contentsOf: "[\(label)](\(target))".unicodeScalars)
        }

        /// Skips a script, a style and the like with everything in it; returns where the text goes on.
        private func skipElement(_ tag: HTMLTag) -> Int {
            var index = tag.end
            while index < scalars.count {
                if scalars[index] == "<", let close = HTMLTag.parse(scalars, at: index), close.isClosing, close.name == tag.name {
                    return close.end
                }
                index += 1
            }
            return scalars.count
        }

        /// The end of an HTML comment starting at `start`.
        private func comment(at start: Int) -> Int? {
            guard start + 3 < scalars.count, scalars[start + 1] == "!", scalars[start + 2] == "-", scalars[start + 3] == "-"
            else { return nil }
            var index = start + 4
            while index + 2 < scalars.count {
                if scalars[index] == "-", scalars[index + 1] == "-", scalars[index + 2] == ">" { return index + 3 }
                index += 1
            }
            return scalars.count
        }

        /// `&amp;`, `&lt;`, `&#39;`, `&#x2014;`: the character, and where the text goes on.
        private func entity(at start: Int) -> (String, Int)? {
            var index = start + 1
            var name = ""
            while index < scalars.count, index - start <= 10, scalars[index] != ";" {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard index < scalars.count, scalars[index] == ";", !name.isEmpty else { return nil }
            if name.hasPrefix("#") {
                let digits = name.dropFirst()
                let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
                guard let value, let scalar = Unicode.Scalar(value), value >= 0x20 || value == 0x0A else { return nil }
                return (String(scalar), index + 1)
            }
            guard let text = Self.entities[name] else { return nil }
            return (text, index + 1)
        }

        private static let entities: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
            "hellip": "…", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“", "copy": "©", "reg": "®", "trade": "™",
        ]

        /// The end of a Markdown code span opened at `start`, or `nil` when it isn't closed.
        static func endOfCodeSpan(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
            var run = 0
            while start + run < scalars.count, scalars[start + run] == "`" { run += 1 }
            var index = start + run
            while index < scalars.count {
                if scalars[index] == "`" {
                    var closing = 0
                    while index + closing < scalars.count, scalars[index + closing] == "`" { closing += 1 }
                    if closing == run { return index + closing }
                    index += closing
                } else {
                    index += 1
                }
            }
            return nil
        }

        /// No more than one blank line in a row, and none at either end.
        static func tidy(_ text: String) -> String {
            var lines: [Substring] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }.isEmpty ? Substring("") : line
                if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
                lines.append(trimmed)
            }
            while lines.last?.isEmpty == true { lines.removeLast() }
            return lines.joined(separator: "\n")
        }
    }
}
