/// How the generated code is written, as opposed to what the API is: the access level, the modules
/// every file imports, whether models are `Hashable`, and what the code is built on. It travels beside
/// the `APISpec`, from the options in effect (the configuration file's and the spec's `options`).
public struct OutputOptions: Sendable, Equatable {
    /// The access level of every generated declaration (the `access` option).
    public var access: AccessLevel = .public
    /// Modules every generated file imports besides its own (the `imports` option).
    public var imports: [String] = []
    /// Whether structs and one-of enums conform to `Hashable` (the `hashable` option).
    public var hashableModels = true
    /// What the generated code is built on (the `runtime` option).
    public var runtime: Runtime = .routegen

    /// The defaults: public, no extra imports, `Hashable` models, on `RouteGenRuntime`.
    public init() {}

    /// The output options `configuration` gives; its `defaultAccess` stands in when it sets no `access`.
    public init(_ configuration: Configuration) {
        access = configuration.access?.value ?? configuration.defaultAccess
        imports = configuration.imports.map(\.value)
        hashableModels = configuration.hashable?.value ?? true
        runtime = configuration.runtime?.value ?? .routegen
    }
}
