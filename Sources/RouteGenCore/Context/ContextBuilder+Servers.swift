/// `<Prefix>Server`: a constant per server, and a function per server with variables.
extension ContextBuilder {
    func serversContext() -> ServersContext {
        let uses = operationServerUses()
        var servers = spec.servers.map { serverContext($0) }
        for use in uses {
            let line = Self.operationServerLine(use.routes, alternatives: use.server.alternatives, client: spelling.clientType)
            let name = SwiftName.escaped(SpecNames.serverName(use.server.name))
            if let index = servers.firstIndex(where: { $0.name == name }) {
                servers[index].docComment += ["///"] + SwiftLiteral.docComment([line])
            } else {
                servers.append(serverContext(use.server, usage: line))
            }
        }
        let releaseIndex = spec.servers.firstIndex { !$0.isDebug } ?? 0
        let debugIndex = spec.servers.firstIndex { $0.isDebug }
        let release = servers.indices.contains(releaseIndex) ? servers[releaseIndex].name : "production"
        let debug = debugIndex.map { servers[$0].name }
        return ServersContext(
            typeName: names.serverType,
            docComment: SwiftLiteral.docComment([spec.description, "The base URLs of the servers \(spec.sourceName) names."]),
            servers: servers, release: release, debug: debug == release ? nil : debug,
            importsRuntime: spelling.importsSupport && servers.contains { $0.function != nil })
    }

    /// A server's constant; `usage` says which operations it is the server of.
    private func serverContext(_ server: Server, usage: String? = nil) -> ServerContext {
        var url = ""
        for piece in PathTemplate.pieces(of: server.url) {
            switch piece {
            case let .literal(text): url += text
            case let .placeholder(name, _):
                url += server.variables.first { $0.name == name }.map { Self.percentEncoded($0.defaultValue) } ?? "{\(name)}"
            }
        }
        let name = SwiftName.escaped(SpecNames.serverName(server.name))
        return ServerContext(
            name: name, urlLiteral: SwiftLiteral.string(url),
            docComment: SwiftLiteral.docComment([server.description ?? url, usage]),
            function: server.variables.isEmpty ? nil : serverFunction(server))
    }

    private func serverFunction(_ server: Server) -> ServerFunctionContext {
        var parameters: [String] = []
        var values: [String] = []
        var lines: [String] = []
        var enums: [EnumContext] = []
        for variable in server.variables {
            let label = SwiftName.escaped(SwiftName.member(variable.name))
            let defaultText = "Default `\(variable.defaultValue)`."
            lines.append("  - \(label): " + (SwiftLiteral.docLines(variable.description) + [defaultText]).joined(separator: " "))
            guard let choices = variableEnum(server, variable) else {
                parameters.append("\(label): Swift.String = \(SwiftLiteral.string(variable.defaultValue))")
                values.append("\(SwiftLiteral.string(variable.name)): \(label)")
                continue
            }
            let defaultCase = zip(variable.allowedValues, choices.cases).first { $0.0 == variable.defaultValue }?.1.name
            parameters.append("\(label): \(choices.typeName)" + (defaultCase.map { " = .\($0)" } ?? ""))
            values.append("\(SwiftLiteral.string(variable.name)): \(label).rawValue")
            enums.append(choices)
        }
        return ServerFunctionContext(
            docComment: SwiftLiteral.docComment([
                "`\(server.url)` with its variables filled in; each value is percent-encoded.",
                "- Parameters:\n" + lines.joined(separator: "\n"),
            ]),
            parameters: parameters.joined(separator: ", "),
            templateLiteral: SwiftLiteral.string(server.url),
            variablesLiteral: "[" + values.joined(separator: ", ") + "]",
            maker: spelling.serverURLMaker,
            enums: enums)
    }

    /// `enum ProductionRegion: Swift.String { case us, eu }` for a variable that lists its values.
    private func variableEnum(_ server: Server, _ variable: ServerVariable) -> EnumContext? {
        guard !variable.allowedValues.isEmpty else { return nil }
        var used: Set<String> = []
        let cases = variable.allowedValues.map { value in
            let base = SwiftName.member(value, fallback: "value")
            var name = base
            var counter = 2
            while !used.insert(name).inserted {
                name = "\(base)\(counter)"
                counter += 1
            }
            return EnumCaseContext(
                name: SwiftName.escaped(name), rawValueLiteral: name == value ? nil : SwiftLiteral.string(value), docComment: [])
        }
        return EnumContext(
            typeName: SwiftName.type("\(SpecNames.serverName(server.name)) \(variable.name)"),
            docComment: SwiftLiteral.docComment([variable.description, "The values of `{\(variable.name)}` in `\(server.url)`."]),
            cases: cases)
    }

    /// Percent-encodes all but the unreserved characters, as the runtime's `URL(template:variables:)` does.
    static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

extension String {
    /// The text with `0`s in front, up to `length` characters.
    func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
