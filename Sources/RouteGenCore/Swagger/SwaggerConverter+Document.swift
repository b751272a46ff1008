import Yams

extension SwaggerConverter {
    /// The whole document: `host`, `basePath` and `schemes` become `servers`; `consumes` and
    /// `produces` are read for the operations; paths, definitions, parameters, responses and
    /// security definitions are converted where they stand; everything else is kept.
    func convertDocument(_ node: Node) -> Node {
        guard let root = node.mapping else { return node }
        var serverParts: (host: (key: Node, value: Node)?, basePath: Node?, schemes: Node?) = (nil, nil, nil)
        var versionKey: Node?
        root.forEachEntry { key, keyNode, value in
            switch key {
            case "swagger": versionKey = keyNode
            case "consumes": consumes = mediaTypes(value, key: key, in: entry) ?? []
            case "produces": produces = mediaTypes(value, key: key, in: entry) ?? []
            case "host": serverParts.host = (keyNode, value)
            case "basePath": serverParts.basePath = value
            case "schemes": serverParts.schemes = value
            default: break
            }
        }
        var pairs: [(Node, Node)] = []
        var serversAdded = false
        root.forEachEntry { key, keyNode, value in
            switch key {
            case "swagger", "consumes", "produces":
                break
            case "host", "basePath", "schemes":
                if !serversAdded {
                    pairs.append(servers(host: serverParts.host, basePath: serverParts.basePath, schemes: serverParts.schemes, at: keyNode))
                    serversAdded = true
                }
            case "paths":
                pairs.append((keyNode, section(value, key: key, as: .pathItem)))
            case "definitions":
                pairs.append((keyNode, section(value, key: key, as: .schema)))
            case "parameters":
                pairs.append((keyNode, section(value, key: key, as: .parameter)))
            case "responses":
                pairs.append((keyNode, section(value, key: key, as: .response)))
            case "securityDefinitions":
                pairs.append((keyNode, section(value, key: key, as: nil)))
            default:
                pairs.append((keyNode, value))
            }
        }
        if !serversAdded, let versionKey {
            // No host: the server is the one the document is read from, a relative URL (as OpenAPI's `/`).
            pairs.append(servers(host: nil, basePath: nil, schemes: nil, at: versionKey))
        }
        return node.with(pairs: pairs)
    }

    /// A top-level mapping of names to objects, each converted; `nil` for security schemes.
    private func section(_ node: Node, key: String, as kind: Kind?) -> Node {
        guard let mapping = node.mapping else {
            if key == "paths" { return node }  // the translator says so, in the same words
            warning("'\(key)' must be a mapping of names to objects; it is skipped", at: node, in: entry)
            return mappingNode([], at: node)
        }
        var pairs: [(Node, Node)] = []
        mapping.forEachEntry { _, keyNode, value in
            pairs.append((keyNode, kind.map { convert(value, as: $0, in: entry) } ?? convertSecurityScheme(value)))
        }
        return node.with(pairs: pairs)
    }

    /// `servers`: one per scheme (`https://api.example.com/v1`), or the base path alone, relative,
    /// when there is no host.
    private func servers(host: (key: Node, value: Node)?, basePath: Node?, schemes: Node?, at keyNode: Node) -> (Node, Node) {
        var path = basePath?.text ?? ""
        if !path.isEmpty, !path.hasPrefix("/") { path = "/" + path }
        var hostName = host?.value.text.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        if let name = hostName, let host, name.contains("/") || name.contains("?") || name.contains("#") {
            warning("'host' must be a host name and an optional port, such as 'api.example.com:8443', but it is "
                    + "'\(SpecReader.shortened(name))'; it is ignored", at: host.value, in: entry)
            hostName = nil
        }
        let place = hostName != nil ? host?.value : (basePath ?? host?.value ?? keyNode)
        var urls: [String] = []
        if let hostName {
            for scheme in serverSchemes(schemes) { urls.append("\(scheme)://\(hostName)\(path)") }
            self.host = hostName
        } else {
            urls = [path.isEmpty ? "/" : path]
        }
        self.basePath = path
        let list = urls.map { url in
            mappingNode([pair("url", scalar(url, at: place), at: place)], at: place)
        }
        return pair("servers", listNode(list, at: place), at: keyNode)
    }

    /// The document's schemes that reach an HTTP server, in the order written; `https` when none are given.
    private func serverSchemes(_ node: Node?) -> [String] {
        guard let node else { return ["https"] }
        let written = operationSchemes(node, in: entry)
        schemes = written
        return written.isEmpty ? ["https"] : written
    }

    /// `http` and `https` from a `schemes` list; `ws` and `wss` are skipped with a warning.
    func operationSchemes(_ node: Node, in file: File) -> [String] {
        guard let list = node.sequence else {
            warning("'schemes' must be a list, such as [https]; it is ignored", at: node, in: file)
            return []
        }
        return list.compactMap { item in
            guard let scheme = item.text?.lowercased(), scheme == "http" || scheme == "https" else {
                warning("scheme '\(item.text ?? SpecReader.kind(of: item))' is not supported; routegen sends HTTP requests "
                        + "(http and https), so it is skipped", at: item, in: file)
                return nil
            }
            return scheme
        }
    }
}
