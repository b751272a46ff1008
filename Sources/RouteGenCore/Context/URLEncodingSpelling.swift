/// A `URLEncoding` a router writes, and how it is spelled: by the runtime's static that holds it
/// (`URLEncoding.queryString`, `URLEncoding.openAPIForm`), else by its initializer.
struct URLEncodingSpelling: Equatable {
    /// `queryString` or `httpBody`.
    var destination: String
    /// Arrays numbered from 0 at every depth, as OpenAPI documents' queries and forms are written
    /// (Stripe's `subscription_items[0][price]`).
    var indexed: Bool
    /// The brackets of keys left literal, as OpenAPI forms are written; a URL's query escapes them.
    var literalKeys: Bool
    /// Booleans as `true`/`false` rather than `1`/`0`.
    var literalBooleans: Bool

    /// The encoding of a spec's query items or form bodies, which all of its routes use.
    init(destination: String, defaults: Defaults) {
        self.destination = destination
        indexed = defaults.indexedForms
        literalKeys = destination == "httpBody" && defaults.indexedForms
        literalBooleans = defaults.booleans == .literal
    }

    /// The runtime's static that holds exactly this encoding, if there is one.
    var staticName: String? {
        switch (destination, indexed, literalBooleans) {
        case (_, false, false): destination
        case ("queryString", true, true): "openAPIQuery"
        case ("httpBody", true, true): "openAPIForm"
        default: nil
        }
    }

    /// The Swift for this encoding with `styles` (`Key.tags: .form(explode: false)`) added, one line
    /// or several; `type` is the encoding's type as spelled (`RouteGenRuntime.URLEncoding`). Alamofire's
    /// own statics keep the short initializer, `URLEncoding(destination: .queryString, styles: [...])`;
    /// the OpenAPI statics add styles to themselves, `URLEncoding.openAPIForm.adding(styles: [...])`.
    /// The keys whose values keep their reserved characters follow, `.allowingReserved(for: [Key.q])`.
    func lines(type: String, styles: [String], allowingReserved reserved: [String] = []) -> [String] {
        guard !reserved.isEmpty else { return styledLines(type: type, styles: styles) }
        // The styles one a line, so that the keys follow on the line that closes them.
        var lines = styledLines(type: type, styles: styles, oneALine: true)
        let last = lines.removeLast()
        return lines + [last + ".allowingReserved(for: [" + reserved.joined(separator: ", ") + "])"]
    }

    private func styledLines(type: String, styles: [String], oneALine: Bool = false) -> [String] {
        if let staticName, styles.isEmpty { return ["\(type).\(staticName)"] }
        if let staticName, indexed || literalBooleans {
            return Self.list(styles, open: "\(type).\(staticName).adding(styles: ", close: ")", oneALine: oneALine)
        }
        var arguments = ["destination: .\(destination)"]
        if indexed { arguments.append("arrayEncoding: .indexInBrackets") }
        if literalBooleans { arguments.append("boolEncoding: .literal") }
        let close = literalKeys ? ", keyBrackets: .literal)" : ")"
        let open = "\(type)(" + arguments.joined(separator: ", ")
        return styles.isEmpty ? [open + close] : Self.list(styles, open: open + ", styles: ", close: close, oneALine: oneALine)
    }

    /// Alamofire's own `URLEncoding` for this encoding, for values that have no brackets to keep
    /// literal: `Alamofire.URLEncoding.queryString`, or
    /// `Alamofire.URLEncoding(destination: .queryString, arrayEncoding: .indexInBrackets, boolEncoding: .literal)`.
    var alamofireExpression: String {
        guard indexed || literalBooleans else { return "Alamofire.URLEncoding.\(destination)" }
        var arguments = ["destination: .\(destination)"]
        if indexed { arguments.append("arrayEncoding: .indexInBrackets") }
        if literalBooleans { arguments.append("boolEncoding: .literal") }
        return "Alamofire.URLEncoding(" + arguments.joined(separator: ", ") + ")"
    }

    /// `open[a]close` on one line, or `open[`, one entry a line, `]close` (always, with `oneALine`).
    static func list(_ entries: [String], open: String, close: String, oneALine: Bool = false) -> [String] {
        if entries.count == 1, !oneALine { return [open + "[" + entries[0] + "]" + close] }
        return [open + "["] + entries.map { "    \($0)," } + ["]" + close]
    }
}
