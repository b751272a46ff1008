import Foundation

/// Reads `Link` header values: `<target>; rel="next"; title="…", <target>; rel="last"`.
enum LinkHeader {
    /// The first target whose `rel` includes `relation` (compared ignoring case).
    static func target(of relation: String, in value: String) -> String? {
        var rest = Substring(value)
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { return nil }
            let target = String(rest[rest.index(after: open)..<close])
            // The parameters run to the next link's `<`; a quoted value can't hold one here.
            let afterTarget = rest[rest.index(after: close)...]
            let end = afterTarget.firstIndex(of: "<") ?? afterTarget.endIndex
            if relations(in: afterTarget[..<end]).contains(relation.lowercased()) {
                return target
            }
            rest = afterTarget[end...]
        }
        return nil
    }

    /// The lower-cased relation types of one link's parameters: `; rel="next last"` gives both.
    private static func relations(in parameters: Substring) -> [String] {
        for parameter in parameters.split(separator: ";") {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel" else { continue }
            let value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " ,\t\""))
            return value.lowercased().split(separator: " ").map(String.init)
        }
        return []
    }
}
