import Foundation

/// The stages of a run, in order: parse the spec into the format-neutral `APISpec`, validate
/// it, translate it into the template context, and render the templates into files.
/// Each stage reports into the same `Diagnostics`; the run stops after a stage with errors.
public enum GeneratorPipeline {
    /// What a successful run produced.
    public struct Output: Sendable {
        public var spec: APISpec
        /// How the code was written: access, imports, `Hashable` models, runtime.
        public var options: OutputOptions
        public var context: TemplateContext
        public var files: [GeneratedFile]
        /// Warnings and notes; a run with errors throws instead.
        public var diagnostics: Diagnostics
    }

    /// Parses and validates the spec at `path`.
    public static func loadSpec(
        at path: String, configuration: Configuration = Configuration()
    ) throws(GenerationFailed) -> (APISpec, Diagnostics) {
        try loadSpec(SpecSource.load(path: path), configuration: configuration)
    }

    /// Parses and validates a spec held in memory; `path` is used in diagnostics.
    public static func loadSpec(
        data: Data, path: String, configuration: Configuration = Configuration()
    ) throws(GenerationFailed) -> (APISpec, Diagnostics) {
        try loadSpec(SpecSource.parse(data: data, path: path), configuration: configuration)
    }

    /// Runs every stage on the spec at `path`. `sourceIdentity` is how each file's first line
    /// names the spec (a `SpecIdentity` name); the spec's file name by default.
    public static func run(
        specAt path: String, configuration: Configuration = Configuration(), templates: TemplateSet = .defaults,
        templatesFolder: String? = nil, sourceIdentity: String? = nil
    ) throws(GenerationFailed) -> Output {
        let (spec, diagnostics) = try loadSpec(at: path, configuration: configuration)
        return try render(
            spec, options: OutputOptions(spec.configuration), diagnostics: diagnostics, templates: templates,
            templatesFolder: templatesFolder, sourceIdentity: sourceIdentity)
    }

    /// Runs every stage on a spec held in memory.
    public static func run(
        data: Data, path: String, configuration: Configuration = Configuration(), templates: TemplateSet = .defaults
    ) throws(GenerationFailed) -> Output {
        let (spec, diagnostics) = try loadSpec(data: data, path: path, configuration: configuration)
        return try render(spec, options: OutputOptions(spec.configuration), diagnostics: diagnostics, templates: templates, templatesFolder: nil)
    }

    /// Validates a spec built by another front end (or by a test) and runs the later stages on it,
    /// writing the code as `options` say (as its `configuration` says, when not given).
    public static func run(
        spec: APISpec, options: OutputOptions? = nil, templates: TemplateSet = .defaults
    ) throws(GenerationFailed) -> Output {
        let options = options ?? OutputOptions(spec.configuration)
        let diagnostics = SpecValidator.validate(spec, runtime: options.runtime)
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
        return try render(spec, options: options, diagnostics: diagnostics, templates: templates, templatesFolder: nil)
    }

    private static func loadSpec(
        _ source: SpecSource, configuration: Configuration
    ) throws(GenerationFailed) -> (APISpec, Diagnostics) {
        let texts = [source.path: source.text]
        var spec: APISpec
        var diagnostics: Diagnostics
        let isRoutegen = if case .routegen = OpenAPIReader.format(of: source.root) { true } else { false }
        do {
            (spec, diagnostics) = try parse(source, isRoutegen: isRoutegen, configuration: configuration)
        } catch {
            throw GenerationFailed(error.diagnostics.keptInsideFiles(texts: texts))
        }
        if !diagnostics.hasErrors { diagnostics.append(contentsOf: NameOverrider.apply(spec.configuration, to: &spec)) }
        // Semantic checks on a spec that did not parse would only repeat its errors.
        if !diagnostics.hasErrors { diagnostics.append(contentsOf: SpecValidator.validate(spec, runtime: OutputOptions(spec.configuration).runtime)) }
        diagnostics = diagnostics.keptInsideFiles(texts: texts)
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
        // The whole spec is read and checked, so that names don't depend on the filter; then the filter picks.
        let filtered = SpecFilter.apply(spec.configuration.filter, to: spec, routersAreTags: isRoutegen)
        spec = filtered.spec
        diagnostics.append(contentsOf: filtered.diagnostics)
        return (spec, diagnostics)
    }

    /// The parse stage: the front end is chosen by the document's content, so both formats
    /// produce the same `APISpec` and the stages after it don't know which one was read.
    private static func parse(
        _ source: SpecSource, isRoutegen: Bool, configuration: Configuration
    ) throws(GenerationFailed) -> (APISpec, Diagnostics) {
        var spec: APISpec
        var diagnostics: Diagnostics
        var options = configuration
        if isRoutegen {
            var parser = RouteGenSpecParser(file: source.path)
            let sourceName = URL(fileURLWithPath: source.path).lastPathComponent
            spec = parser.parse(source.root, sourceName: sourceName)
            diagnostics = parser.reader.diagnostics
            options = configuration.merged(withSpecOptions: parser.options, diagnostics: &diagnostics)
            for format in options.types.formats {
                diagnostics.warning("types.formats applies to OpenAPI documents only; a routegen spec names its types "
                                    + "itself, so '\(format.from.value)' changes nothing", at: format.from.location)
            }
        } else {
            (spec, diagnostics) = try OpenAPIReader.read(source, configuration: configuration)
        }
        spec.configuration = options
        // After a conflict the options are not applied: which value wins is the user's to say.
        if !diagnostics.hasErrors { spec.apply(options, diagnostics: &diagnostics) }
        return (spec, diagnostics)
    }

    private static func render(
        _ spec: APISpec, options: OutputOptions, diagnostics: Diagnostics, templates: TemplateSet, templatesFolder: String?,
        sourceIdentity: String? = nil
    ) throws(GenerationFailed) -> Output {
        var diagnostics = diagnostics
        let builder = ContextBuilder(spec, options: options)
        let context = builder.build()
        let library = templates.library(overridesFolder: templatesFolder, runtime: options.runtime, diagnostics: &diagnostics)
        if diagnostics.hasErrors { throw GenerationFailed(diagnostics) }
        let rendered = Renderer(library: library, sourceName: sourceIdentity ?? spec.sourceName).render(context)
        let files = FileNames.fitted(rendered, origins: builder.fileOrigins(), diagnostics: &diagnostics)
        return Output(spec: spec, options: options, context: context, files: files, diagnostics: diagnostics)
    }
}
