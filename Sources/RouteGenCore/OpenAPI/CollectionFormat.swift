import Yams

/// Swagger 2.0's `collectionFormat`: how the elements of an array parameter or form field are
/// joined. A converted Swagger document carries it as `x-collectionFormat` (the name
/// swagger2openapi gives it too), since OpenAPI 3 has no `tsv`, and no `ssv` or `pipes` in paths
/// and headers.
enum CollectionFormat: String, CaseIterable {
    /// `a,b`
    case csv
    /// `a b`
    case ssv
    /// `a\tb`
    case tsv
    /// `a|b`
    case pipes
    /// `key=a&key=b`: queries and forms only.
    case multi

    /// Whether `multi` can be sent in `slot`: it repeats a query item or a form field.
    static func takesMulti(_ slot: ValueSlot) -> Bool {
        slot == .query || slot == .formField || slot == .multipartField
    }

    /// The style of an array sent in `slot` with this format; `multi` where it can't be is `csv`.
    func style(in slot: ValueSlot) -> ParameterStyle {
        switch self {
        case .csv: slot == .path || slot == .header ? .simple : .form(explode: false)
        case .ssv: .spaceDelimited
        case .tsv: .tabDelimited
        case .pipes: .pipeDelimited
        case .multi: Self.takesMulti(slot) ? .form(explode: true) : CollectionFormat.csv.style(in: slot)
        }
    }

    /// OpenAPI 3's `style` and `explode` with the same meaning in `slot`, where OpenAPI 3 has one.
    func openAPIStyle(in slot: ValueSlot) -> (style: String, explode: Bool)? {
        switch (self, slot) {
        case (.csv, .path), (.csv, .header): ("simple", false)
        case (.csv, _): ("form", false)
        case (.multi, _) where Self.takesMulti(slot): ("form", true)
        case (.ssv, .query), (.ssv, .formField): ("spaceDelimited", false)
        case (.pipes, .query), (.pipes, .formField): ("pipeDelimited", false)
        default: nil
        }
    }
}

extension OpenAPITranslator {
    /// The style an `x-collectionFormat` value gives an array sent in `slot`, with a warning for a
    /// value that isn't a format, or `multi` where it can't be (both are sent as `csv`).
    func collectionStyle(_ node: Node, slot: ValueSlot, in file: OpenAPIFile) -> ParameterStyle {
        guard let format = node.text.flatMap(CollectionFormat.init(rawValue:)) else {
            diagnostics.warning(
                "'x-collectionFormat' must be csv, ssv, tsv, pipes or multi, but it is \(SpecReader.kind(of: node)); "
                    + "the elements are joined with commas (csv)", at: file.location(node))
            return CollectionFormat.csv.style(in: slot)
        }
        if format == .multi, !CollectionFormat.takesMulti(slot) {
            diagnostics.warning(
                "'x-collectionFormat: multi' repeats a query item or form field, which a \(slot.noun) can't; "
                    + "the elements are joined with commas (csv)", at: file.location(node))
        }
        return format.style(in: slot)
    }
}
