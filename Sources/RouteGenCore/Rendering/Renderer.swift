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

    func render(_ context: TemplateContext) -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        let prefix = context.spec.prefix
        if !context.servers.servers.isEmpty {
            files.append(file("\(prefix)Server.swift", template: "Servers.swift", context.servers))
        }
        files.append(file("\(prefix)Defaults.swift", template: "Defaults.swift", context.defaults))
        if let headerFields = context.headerFields {
            files.append(file("\(headerFields.typeName).swift", template: "StringEnum.swift", headerFields))
        }
        if let contentTypes = context.contentTypes {
            files.append(file("\(contentTypes.typeName).swift", template: "StringEnum.swift", contentTypes))
        }
        if let keys = context.parameterKeys {
            files.append(file("\(keys.typeName).swift", template: "ParameterKeys.swift", keys))
        }
        files += context.models.map { file($0.fileName, template: "Model.swift", $0) }
        files += context.routers.map { file($0.fileName, template: "Router.swift", $0) }
        files += context.clients.map { file($0.fileName, template: "Client.swift", $0) }
        if let envelope = context.envelope {
            files.append(file("\(envelope.typeName).swift", template: "Envelope.swift", envelope))
        }
        files += context.samples.map { file($0.fileName, template: "Samples.swift", $0) }
        if let index = context.sampleIndex {
            files.append(file("\(index.typeName).swift", template: "SampleIndex.swift", index))
        }
        if let alamofire = context.alamofire {
            files.append(file(alamofire.fileName, template: "Alamofire.swift", alamofire))
        }
        if let security = context.security {
            files.append(file("\(security.typeName).swift", template: "Security.swift", security))
        }
        return files.sorted { $0.path < $1.path }
    }

    private func file(_ path: String, template: String, _ object: Any) -> GeneratedFile {
        let body = library.render(object, withTemplate: template) ?? ""
        return GeneratedFile(path: path, contents: FileHeader.line(for: sourceName) + "\n\n" + Self.tidy(body))
    }

    /// Trailing spaces removed, runs of blank lines folded into one, no blank line just inside
    /// braces, one final newline: the layout stays clean whatever a template does with whitespace.
    static func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var trimmed = line
            while let last = trimmed.last, last == " " || last == "\t" || last == "\r" { trimmed = trimmed.dropLast() }
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            if trimmed.isEmpty, lines.last?.hasSuffix("{") == true { continue }
            if trimmed.drop(while: { $0 == " " }).hasPrefix("}"), lines.last?.isEmpty == true { lines.removeLast() }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}
