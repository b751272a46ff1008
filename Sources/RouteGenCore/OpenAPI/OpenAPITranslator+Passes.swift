/// The passes that finish a translation once the tree is read, in the order they run.
///
/// Each takes the spec so far and leaves the next one in its place (`inout`, so that thousands of
/// models aren't copied at every step). The first ones settle what only the whole document decides
/// (case names, resource groups, alias cycles, defaults, variants) in the translator's router drafts
/// and model table, then put routers and models in the spec; the rest change the spec itself and
/// read the translator's components. Diagnostics collect in the translator, as during the walk.
extension OpenAPITranslator {
    typealias Pass = (name: String, run: @Sendable (OpenAPITranslator, inout APISpec) -> Void)

    static let passes: [Pass] = [
        ("shortenCaseNames", { translator, _ in translator.shortenCaseNames() }),
        ("nestResourceGroups", { translator, _ in translator.nestResourceGroups() }),
        ("nameRouters", { translator, spec in translator.nameRouters(&spec) }),
        ("breakAliasCycles", { translator, _ in translator.breakAliasCycles() }),
        ("resolvePendingDefaults", { translator, _ in translator.resolvePendingDefaults() }),
        ("chooseVariantsBySingleValues", { translator, _ in translator.chooseVariantsBySingleValues() }),
        ("usedModels", { translator, spec in translator.usedModels(&spec) }),
        ("markNullableRequestProperties", { translator, spec in translator.markNullableRequestProperties(&spec) }),
        ("resolvePlaces", { translator, spec in translator.resolvePlaces(&spec) }),
        ("mergeDuplicateInlineModels", { translator, spec in translator.mergeDuplicateInlineModels(&spec) }),
        ("aliasIdenticalInlineModels", { translator, spec in translator.aliasIdenticalInlineModels(&spec) }),
        ("nameResponseHeaders", { translator, spec in translator.nameResponseHeaders(&spec) }),
        ("reportUnknownFormats", { translator, _ in translator.reportUnknownFormats() }),
        ("reportUnusedFormatOverrides", { translator, _ in translator.reportUnusedFormatOverrides() }),
    ]
}
