/// An entry of the filter's `paths`, matched against an operation's path segment by segment.
///
/// - `/user/repos` matches that path only.
/// - An entry ending in `/` is a prefix: `/repos/` matches `/repos` and every path under it.
/// - `*` matches any text inside one segment: `/repos/*/*/issues*` matches
///   `/repos/{owner}/{repo}/issues` and `/repos/{owner}/{repo}/issues-events`, not `/repos/{owner}/{repo}/issues/{number}`.
/// - `**` as a whole segment matches any number of segments, none included.
/// - A placeholder matches any placeholder, whatever its name: `/repos/{o}/{r}` matches `/repos/{owner}/{repo}`.
struct PathPattern {
    private let segments: [Substring]

    init(_ text: String) {
        segments = Self.segments(of: text.hasSuffix("/") ? text + "**" : text)
    }

    func matches(_ path: String) -> Bool {
        Self.matches(segments[...], Self.segments(of: path)[...])
    }

    /// The segments of a path, with every `{placeholder}` written `{}`.
    private static func segments(of path: String) -> [Substring] {
        path.split(separator: "/").map { segment in
            guard segment.contains("{") else { return segment }
            var written = ""
            var inPlaceholder = false
            for character in segment {
                switch character {
                case "{": inPlaceholder = true; written += "{}"
                case "}" where inPlaceholder: inPlaceholder = false
                default: if !inPlaceholder { written.append(character) }
                }
            }
            return written[...]
        }
    }

    private static func matches(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return path.indices.contains { matches(pattern.dropFirst(), path[$0...]) } || matches(pattern.dropFirst(), [])
        }
        guard let segment = path.first, matches(first[...], segment[...]) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// Whether one segment matches a pattern segment in which `*` stands for any text.
    private static func matches(_ pattern: Substring, _ segment: Substring) -> Bool {
        guard let star = pattern.firstIndex(of: "*") else { return pattern == segment }
        let head = pattern[..<star]
        guard segment.hasPrefix(head) else { return false }
        let rest = pattern[pattern.index(after: star)...]
        var tail = segment.dropFirst(head.count)
        while true {
            if matches(rest, tail) { return true }
            guard !tail.isEmpty else { return false }
            tail = tail.dropFirst()
        }
    }
}
