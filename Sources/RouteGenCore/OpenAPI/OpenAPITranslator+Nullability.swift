import Yams

extension OpenAPITranslator {
    /// Whether a schema allows `null`, judged from its own keywords, without translating it.
    func isNullable(_ node: Node) -> Bool {
        guard let mapping = node.mapping else { return false }
        var nullable = false
        mapping.forEachEntry { key, _, value in
            switch key {
            case "nullable": if value.flag == true { nullable = true }
            case "type": if value.sequence?.contains(where: { $0.text == "null" }) == true { nullable = true }
            case "oneOf", "anyOf": if value.sequence?.contains(where: isNullSchema) == true { nullable = true }
            case "enum": if value.sequence?.contains(where: { $0.isNullValue }) == true { nullable = true }
            default: break
            }
        }
        return nullable
    }

    /// `{type: 'null'}`, `{enum: [null]}` or `{nullable: true}` alone: a variant that only allows `null`.
    func isNullSchema(_ node: Node) -> Bool {
        guard let mapping = node.mapping else { return false }
        var sawNull = false, sawOther = false
        mapping.forEachEntry { key, _, value in
            switch key {
            case "type":
                if value.text == "null" || (value.sequence.map { $0.count == 1 && $0.first?.text == "null" } ?? false) {
                    sawNull = true
                } else {
                    sawOther = true
                }
            case "nullable": if value.flag == true { sawNull = true }
            case "enum":
                if let values = value.sequence, !values.isEmpty, values.allSatisfy(\.isNullValue) { sawNull = true } else { sawOther = true }
            case "description", "title", "deprecated", "example", "examples": break
            default: if !key.hasPrefix("x-") { sawOther = true }
            }
        }
        return sawNull && !sawOther
    }
}
