extension OpenAPITranslator {
    /// Path segments that say nothing about what an operation works on: `api`, `rest`, and
    /// versions such as `v1`, `v2beta`, `2.0` or `2024-01-01`.
    static func isMeaningless(segment: String) -> Bool {
        let lowered = segment.lowercased()
        if ["api", "apis", "rest"].contains(lowered) { return true }
        // v1, v2beta, v1.1
        if lowered.hasPrefix("v"), lowered.dropFirst().first?.isNumber == true,
           lowered.allSatisfy({ $0.isNumber || ("a"..."z").contains($0) || $0 == "." }) {
            return true
        }
        // 2.0, 2024-01-01
        return lowered.first?.isNumber == true && lowered.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }
    }

    /// The segment that groups an operation without a tag: the first one that is neither a
    /// placeholder nor meaningless (see ``isMeaningless(segment:)``), e.g. `customers` for
    /// `/v1/customers/{customer}/sources`. `nil` for `/` and paths without such a segment.
    static func pathGroup(of path: String) -> String? {
        path.split(separator: "/").map(String.init).first { segment in
            !segment.contains("{") && !isMeaningless(segment: segment) && !SwiftName.upperCamel(segment).isEmpty
        }
    }
}

extension RouterDraft {
    /// For messages: "tag 'pets'", "the operations without a tag under '/customers'".
    var operationsDescription: String {
        if let tag { return "tag '\(tag)'" }
        if groupPath.count > 1 { return "the operations under '/\(groupPath.joined(separator: "/"))'" }
        if let group { return "the operations without a tag under '/\(group)'" }
        return "the operations without a tag"
    }
}
