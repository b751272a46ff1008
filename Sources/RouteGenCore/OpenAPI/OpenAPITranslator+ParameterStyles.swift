import Yams

/// How a parameter's value is written: its `style` and `explode`, and whether `allowReserved`
/// applies where it is sent.
extension OpenAPITranslator {
    /// The parameter's `style` and `explode`, with OpenAPI's defaults: `form` (exploded) for query
    /// items and cookies, `simple` for paths and headers. `label` and `matrix` belong to paths.
    func style(_ style: (text: String, node: Node)?, explode: Bool?, slot: ValueSlot, in file: OpenAPIFile) -> ParameterStyle {
        let takesForm = slot == .query || slot == .cookie
        let fallback: ParameterStyle = takesForm ? .form(explode: explode ?? true) : .simple(explode: explode ?? false)
        guard let style else { return fallback }
        switch style.text {
        case "form": return .form(explode: explode ?? true)
        case "simple": return .simple(explode: explode ?? false)
        case "label" where slot == .path: return .label(explode: explode ?? false)
        case "matrix" where slot == .path: return .matrix(explode: explode ?? false)
        case "deepObject": return .deepObject
        case "spaceDelimited": return .spaceDelimited
        case "pipeDelimited": return .pipeDelimited
        case "label", "matrix":
            diagnostics.warning("style '\(style.text)' applies to path parameters only; the \(slot.noun) uses '\(takesForm ? "form" : "simple")'",
                                at: file.location(style.node))
            return fallback
        default:
            diagnostics.warning("style '\(style.text)' is not supported; the \(slot.noun) uses '\(takesForm ? "form" : "simple")'",
                                at: file.location(style.node))
            return fallback
        }
    }

    /// Whether `allowReserved` applies in `slot`: to query items, and from OpenAPI 3.2 on to path
    /// segments too; a warning says why where it doesn't.
    func allowsReserved(in slot: ValueSlot, at location: SourceLocation) -> Bool {
        switch slot {
        case .query:
            return true
        case .path where isVersion32:
            return true
        case .path:
            diagnostics.warning(
                "'allowReserved' applies to path parameters from OpenAPI 3.2 on; the value is percent-encoded as one segment. "
                    + "For slashes in a path value, write 'x-multi-segment: true'", at: location)
        case .header:
            diagnostics.warning("'allowReserved' does not apply to a header, whose value is sent as it is", at: location)
        default:
            diagnostics.warning(
                "'allowReserved' does not apply to a cookie, whose value keeps every character a cookie can hold", at: location)
        }
        return false
    }
}
