import Mustache

/// One file of output: a path relative to the output folder, and its full text.
public struct GeneratedFile: Sendable, Equatable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Renders the template context into files.
struct Renderer {
    let library: MustacheLibrary
    let sourceName: String

    /// One file to render: its path, its template and the part of the context it shows.
    private struct Job: Sendable {
        var path: String
        var template: String
        var object: any Sendable
    }

    func render(_ context: TemplateContext) -> [GeneratedFile] {
        let library = library, header = FileHeader.line(for: sourceName) + "\n\n"
        let spec = context.spec
        // Files don't depend on each other, so they are rendered on every core.
        func render(_ jobs: [Job]) -> [GeneratedFile] {
            jobs.concurrentMap { job in
                let scope = FileScope(object: job.object as? any MustacheParent, spec: spec)
                let body = library.render(scope, withTemplate: job.template) ?? ""
                return GeneratedFile(path: job.path, contents: header + Self.tidy(Self.adding(imports: spec.imports, to: body)))
            }
        }
        var files = render(Self.jobs(for: context))
        // The Alamofire output's support files are the ones the other files name.
        if spec.runtime == Runtime.alamofire.rawValue {
            let support = AlamofireSupport.files(namedIn: files, prefix: spec.prefix, access: spec.access) { template in
                library.render(FileScope(object: spec, spec: spec), withTemplate: template) ?? ""
            }
            files += support.map { GeneratedFile(path: $0.path, contents: header + Self.tidy(Self.adding(imports: spec.imports, to: $0.text))) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The file's text with `import` lines for `modules` after its own imports, each stated once.
    static func adding(imports modules: [String], to text: String) -> String {
        guard !modules.isEmpty else { return text }
        let preamble = ImportPreamble(splitting: text)
        let added = modules.map { "import \($0)" }.filter { !preamble.imports.contains($0) }
        return (preamble.imports + added).joined(separator: "\n") + "\n\n" + preamble.body
    }

    private static func jobs(for context: TemplateContext) -> [Job] {
        var jobs: [Job] = []
        let prefix = context.spec.prefix
        // The Alamofire output has templates of its own where the code differs in shape.
        let alamofire = context.spec.runtime == Runtime.alamofire.rawValue
        func template(_ name: String) -> String { alamofire ? AlamofireSupport.template(for: name) : name }
        if !context.servers.servers.isEmpty {
            jobs.append(Job(path: "\(prefix)Server.swift", template: "Servers.swift", object: context.servers))
        }
        jobs.append(Job(path: "\(prefix)Defaults.swift", template: "Defaults.swift", object: context.defaults))
        if let headerFields = context.headerFields {
            jobs.append(Job(path: "\(headerFields.typeName).swift", template: "StringEnum.swift", object: headerFields))
        }
        if let contentTypes = context.contentTypes {
            jobs.append(Job(path: "\(contentTypes.typeName).swift", template: "StringEnum.swift", object: contentTypes))
        }
        if let keys = context.parameterKeys {
            jobs.append(Job(path: "\(keys.typeName).swift", template: "ParameterKeys.swift", object: keys))
        }
        jobs += context.models.map { Job(path: $0.fileName, template: "Model.swift", object: $0) }
        jobs += context.routers.map { Job(path: $0.fileName, template: template("Router.swift"), object: $0) }
        jobs += context.clients.map { Job(path: $0.fileName, template: template("Client.swift"), object: $0) }
        jobs += context.responseHeaders.map { Job(path: $0.fileName, template: "ResponseHeaders.swift", object: $0) }
        if let errors = context.documentedErrors {
            jobs.append(Job(path: errors.fileName, template: template("DocumentedErrors.swift"), object: errors))
        }
        if let envelope = context.envelope {
            jobs.append(Job(path: "\(envelope.typeName).swift", template: "Envelope.swift", object: envelope))
        }
        jobs += context.samples.map { Job(path: $0.fileName, template: "Samples.swift", object: $0) }
        if let index = context.sampleIndex {
            jobs.append(Job(path: "\(index.typeName).swift", template: "SampleIndex.swift", object: index))
        }
        if let alamofire = context.alamofire {
            jobs.append(Job(path: alamofire.fileName, template: "Alamofire.swift", object: alamofire))
        }
        if let security = context.security {
            jobs.append(Job(path: "\(security.typeName).swift", template: template("Security.swift"), object: security))
        }
        return jobs
    }

    /// Trailing spaces removed, runs of blank lines folded into one, no blank line just inside
    /// braces, one final newline: the layout stays clean whatever a template does with whitespace.
    static func tidy(_ text: String) -> String {
        // Works on UTF-8 bytes: splitting a large file into `Character`s was a seventh of a
        // GitHub-sized run. Every byte tested here is ASCII, so multi-byte text passes through whole.
        let bytes = Array(text.utf8)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            var line = bytes[start..<end]
            while let last = line.last, last == 0x20 || last == 0x09 || last == 0x0D { line = line.dropLast() }
            start = end + 1
            if line.isEmpty, lines.last?.isEmpty ?? true { continue }
            if line.isEmpty, lines.last?.last == UInt8(ascii: "{") { continue }
            if line.drop(while: { $0 == 0x20 }).first == UInt8(ascii: "}"), lines.last?.isEmpty == true { lines.removeLast() }
            lines.append(line)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 1)
        for line in lines {
            output += line
            output.append(UInt8(ascii: "\n"))
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// What one file's template sees: its part of the context, and under it the values every
/// template can use at any depth (`access`, `prefix`, `module`, `support`, `http`, `usesRuntime`).
/// Every name a template doesn't find in its own frames is looked up here, so the file's object is
/// cast once, not at each lookup.
private struct FileScope: MustacheParent {
    var object: (any MustacheParent)?
    var spec: SpecContext

    func child(named name: String) -> Any? {
        if let value = object?.child(named: name) { return value }
        switch name {
        case "access": return spec.access
        case "prefix": return spec.prefix
        case "module": return spec.module
        case "support": return spec.support
        case "http": return spec.http
        case "usesRuntime": return spec.runtime == Runtime.routegen.rawValue
        default: return nil
        }
    }
}
