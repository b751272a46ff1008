extension OpenAPITranslator {
    /// Reads `types.formats` (`uri` → `String`, `uuid` → `MyApp.ID`) before any schema is read. A
    /// value that is not a type name is left out here; `NameOverrider` reports it with the others.
    func prepareFormatOverrides() {
        for override in configuration.types.formats where OverrideSpelling.typeProblem(override.to.value) == nil {
            formats.overrides[override.from.value] = OverrideSpelling.providedType(override.to.value, in: &spec)
        }
    }

    /// A format override the document never uses is a warning at its key, with the closest
    /// format the document does use.
    func reportUnusedFormatOverrides() {
        for override in configuration.types.formats
        where formats.overrides[override.from.value] != nil && !formats.usedOverrides.contains(override.from.value) {
            var message = "types.formats: no schema has the format '\(override.from.value)', so this entry changes nothing"
            if let suggestion = Suggestions.closest(to: override.from.value, in: formats.seen.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.warning(message, at: override.from.location)
        }
    }
}
