/// Doc comments are Markdown; API descriptions are often HTML (Stripe's `<p>`, `<a href>` and
/// `<code>` in every other operation). A description with HTML elements in it is turned into the
/// Markdown that says the same: paragraphs, links, code, lists, bold and italics, line breaks and
/// entities. Other elements keep their text and lose their tags; scripts, styles and comments are
/// dropped whole. A description without HTML elements is left as it is, so `Page<Post>` in a
/// routegen spec stays, and so does anything inside Markdown code spans.
enum DocMarkdown {
    /// The description in Markdown: `text` itself when it has no HTML element.
    static func fromHTML(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "<")), containsElement(text) else { return text }
        var converter = Converter(text)
        return converter.run()
    }

    /// Elements whose tags are turned into Markdown.
    static let converted: Set<String> = [
        "p", "br", "a", "code", "pre", "strong", "b", "em", "i", "ul", "ol", "li",
        "h1", "h2", "h3", "h4", "h5", "h6", "hr", "kbd", "tt",
    ]

    /// Elements that end a paragraph; their tags go.
    static let blocks: Set<String> = [
        "div", "section", "article", "header", "footer", "nav", "main", "aside", "blockquote", "table", "thead", "tbody",
        "tfoot", "tr", "dl", "dt", "dd", "details", "summary", "figure", "figcaption", "center", "caption",
    ]

    /// Elements within a line; their tags go and their text stays.
    static let inline: Set<String> = [
        "span", "small", "sup", "sub", "u", "s", "del", "ins", "mark", "abbr", "cite", "q", "font", "td", "th", "label",
        "var", "samp", "dfn", "time", "img", "wbr", "big", "strike", "bdi", "bdo", "data",
    ]

    /// Elements dropped with everything inside them.
    static let dropped: Set<String> = ["script", "style", "iframe", "object", "embed", "template", "noscript", "svg", "math"]

    static func isKnown(_ name: String) -> Bool {
        converted.contains(name) || blocks.contains(name) || inline.contains(name) || dropped.contains(name)
    }

    /// Whether the text has a tag of an HTML element outside Markdown code spans.
    static func containsElement(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "`" {
                index = Converter.endOfCodeSpan(scalars, from: index) ?? index + 1
                continue
            }
            if scalars[index] == "<", let tag = HTMLTag.parse(scalars, at: index), isKnown(tag.name) { return true }
            index += 1
        }
        return false
    }
}

/// One tag: `<a href="…">`, `</p>`, `<br/>`.
struct HTMLTag {
    var name: String
    var isClosing: Bool
    var attributes: [String: String]
    /// The index just past `>`.
    var end: Int

    /// The tag starting at `start` (a `<`), or `nil` when the text there is not a tag.
    static func parse(_ scalars: [Unicode.Scalar], at start: Int) -> HTMLTag? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        let isClosing = scalars[index] == "/"
        if isClosing { index += 1 }
        var name = ""
        while index < scalars.count, isLetter(scalars[index])
            || (!name.isEmpty && (scalars[index] == "-" || ("0"..."9").contains(scalars[index]))) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard let first = name.unicodeScalars.first, isLetter(first) else { return nil }
        var attributes: [String: String] = [:]
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == ">" { return HTMLTag(name: name.lowercased(), isClosing: isClosing, attributes: attributes, end: index + 1) }
            if scalar == "<" || index - start > 2_000 { return nil }
            if isLetter(scalar) {
                var key = ""
                while index < scalars.count, isLetter(scalars[index]) || scalars[index] == "-" || scalars[index] == ":" {
                    key.unicodeScalars.append(scalars[index])
                    index += 1
                }
                guard index < scalars.count, scalars[index] == "=" else { attributes[key.lowercased()] = ""; continue }
                index += 1
                var value = ""
                if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                    let quote = scalars[index]
                    index += 1
                    while index < scalars.count, scalars[index] != quote {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < scalars.count, scalars[index] != ">", scalars[index] != " " {
                        value.unicodeScalars.append(scalars[index])
                        index += 1
                    }
                }
                attributes[key.lowercased()] = value
                continue
            }
            guard scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "/" || scalar == "\r" else { return nil }
            index += 1
        }
        return nil
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
